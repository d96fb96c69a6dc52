// `npm run backup [-- --pasta PASTA]`: a consistent, compressed copy of the app's database, taken
// while the app runs (docs/decisions/0036-backup-and-restore.md).
import { parseArgs } from 'node:util';
import { doOperador, executar, UsoInvalido } from './copia/cli.ts';
import { abrirParaCopiar } from './copia/conexao.ts';
import { apagarAntigas, fazerCopia } from './copia/copiar.ts';

const USO = `Uso: npm run backup [-- --pasta PASTA] [--manter N]

  --pasta PASTA   onde gravar a cópia (padrão: ./copias); o arquivo se chama
                  acolher-AAAA-MM-DDTHH-MM-SSZ.copia.gz (hora UTC)
  --manter N      depois de gravar, apaga as cópias mais antigas da pasta e fica com as N mais
                  novas (só arquivos com esse nome; sem a opção, nada é apagado)

Banco: DATABASE_OWNER_URL (com DATABASE_URL), ou o PostgreSQL embutido em DATA_DIR, com o app
rodando ou parado. Restaure com: npm run restore ARQUIVO`;

interface Pedido {
  pasta: string;
  manter: number | null;
}

function lerPedido(argumentos: string[]): Pedido {
  let values: { pasta: string; manter?: string };
  try {
    ({ values } = parseArgs({
      args: argumentos,
      options: { pasta: { type: 'string', default: 'copias' }, manter: { type: 'string' } },
    }));
  } catch (erro) {
    throw new UsoInvalido(`${(erro as Error).message}\n\n${USO}`);
  }
  const manter = values.manter === undefined ? null : Number(values.manter);
  if (manter !== null && (!Number.isSafeInteger(manter) || manter < 1)) {
    throw new UsoInvalido(`--manter espera um número inteiro ≥ 1, não "${values.manter}".\n\n${USO}`);
  }
  return { pasta: doOperador(values.pasta), manter };
}

function tamanho(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

await executar('A cópia de segurança falhou', async (config) => {
  const { pasta, manter } = lerPedido(process.argv.slice(2));
  const inicio = performance.now();
  const banco = await abrirParaCopiar(config);
  try {
    const { arquivo, bytes, cabecalho } = await fazerCopia(banco.url, pasta);
    const linhas = cabecalho.tabelas.reduce((soma, t) => soma + t.linhas, 0);
    console.log(
      `Cópia gravada em ${arquivo} (${tamanho(bytes)}; ${cabecalho.tabelas.length} tabelas, ${linhas} linhas, ` +
        `${cabecalho.migracoes.length} migrações; ${((performance.now() - inicio) / 1000).toFixed(1)} s).`,
    );
    if (manter !== null) {
      const apagadas = await apagarAntigas(pasta, manter);
      if (apagadas.length > 0)
        console.log(`Cópias antigas apagadas (mantidas as ${manter} mais novas): ${apagadas.join(', ')}`);
    }
  } finally {
    await banco.fechar();
  }
});
