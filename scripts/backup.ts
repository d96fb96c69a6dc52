// `npm run backup [-- --pasta PASTA]`: a consistent, compressed copy of the app's database, taken
// while the app runs (docs/decisions/0036-backup-and-restore.md).
import { parseArgs } from 'node:util';
import { doOperador, executar, UsoInvalido } from './copia/cli.ts';
import { abrirParaCopiar } from './copia/conexao.ts';
import { fazerCopia } from './copia/copiar.ts';

const USO = `Uso: npm run backup [-- --pasta PASTA]

  --pasta PASTA   onde gravar a cópia (padrão: ./copias); o arquivo se chama
                  acolher-AAAA-MM-DDTHH-MM-SSZ.copia.gz (hora UTC)

Banco: DATABASE_OWNER_URL (com DATABASE_URL), ou o PostgreSQL embutido em DATA_DIR, com o app
rodando ou parado. Restaure com: npm run restore ARQUIVO`;

function pastaPedida(argumentos: string[]): string {
  try {
    const { values } = parseArgs({
      args: argumentos,
      options: { pasta: { type: 'string', default: 'copias' } },
    });
    return doOperador(values.pasta);
  } catch (erro) {
    throw new UsoInvalido(`${(erro as Error).message}\n\n${USO}`);
  }
}

function tamanho(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

await executar('A cópia de segurança falhou', async (config) => {
  const pasta = pastaPedida(process.argv.slice(2));
  const inicio = performance.now();
  const banco = await abrirParaCopiar(config);
  try {
    const { arquivo, bytes, cabecalho } = await fazerCopia(banco.url, pasta);
    const linhas = cabecalho.tabelas.reduce((soma, t) => soma + t.linhas, 0);
    console.log(
      `Cópia gravada em ${arquivo} (${tamanho(bytes)}; ${cabecalho.tabelas.length} tabelas, ${linhas} linhas, ` +
        `${cabecalho.migracoes.length} migrações; ${((performance.now() - inicio) / 1000).toFixed(1)} s).`,
    );
  } finally {
    await banco.fechar();
  }
});
