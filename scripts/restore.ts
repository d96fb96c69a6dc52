// `npm run restore ARQUIVO`: loads a backup of `npm run backup` into an empty database, all or nothing
// (docs/decisions/0036-backup-and-restore.md).
import { doOperador, executar, UsoInvalido } from './copia/cli.ts';
import { abrirParaRestaurar } from './copia/conexao.ts';
import { lerCabecalho } from './copia/formato.ts';
import { restaurarCopia } from './copia/restaurar.ts';

const USO = `Uso: npm run restore ARQUIVO

  ARQUIVO   uma cópia feita por npm run backup (acolher-….copia.gz)

Carrega a cópia num banco VAZIO, tudo ou nada: DATABASE_OWNER_URL (com DATABASE_URL), ou o
PostgreSQL embutido em DATA_DIR, com o app parado (use um DATA_DIR novo). Depois, npm start.`;

function arquivoPedido(argumentos: string[]): string {
  const [arquivo, ...resto] = argumentos;
  if (!arquivo || resto.length > 0 || arquivo.startsWith('-')) {
    throw new UsoInvalido(arquivo ? `Argumentos demais ou desconhecidos.\n\n${USO}` : USO);
  }
  return doOperador(arquivo);
}

await executar('A restauração falhou', async (config) => {
  const arquivo = arquivoPedido(process.argv.slice(2));
  // A missing, foreign or newer file is refused before the database is started or touched.
  await lerCabecalho(arquivo);
  const inicio = performance.now();
  const banco = await abrirParaRestaurar(config);
  try {
    const { tabelas, linhas } = await restaurarCopia(arquivo, banco.url, banco.descricao, banco.papelDoApp);
    console.log(
      `Cópia ${arquivo} restaurada no ${banco.descricao}: ${tabelas} tabelas, ${linhas} linhas ` +
        `(${((performance.now() - inicio) / 1000).toFixed(1)} s). Inicie o app com npm start.`,
    );
  } finally {
    await banco.fechar();
  }
});
