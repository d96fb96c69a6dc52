import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { createDb, type Db } from '../server/src/db/client.ts';
import { abrirBanco } from './seed/banco.ts';
import { semearDemo, USUARIO_DEMO } from './seed/demo.ts';
import { semearVolume, type Volume } from './seed/volume.ts';

const USO = `Uso:
  npm run seed -- --demo [--force]
  npm run seed -- --residentes N [--acompanhamentos M] [--funcionarios F] [--force]
  npm run seed -- --funcionarios F [--force]
  npm run seed -- --auditoria A [--force]

  --demo             dados fictícios de demonstração (30 residentes, 8 funcionários, 300 acompanhamentos
                     dos últimos meses, de dia e de noite, alguns editados e algumas correções...)
  --residentes N     N residentes (com pessoa e benefício) em SQL de conjunto, para medir desempenho
  --acompanhamentos M  M acompanhamentos dos últimos 3 anos a qualquer hora, cada um com 1–3 residentes
                     ativos e 1–3 funcionários, 1 em 100 uma correção; os dois primeiros residentes ativos
                     ficam com 2.000 e 200 deles (M ≥ 20.000): o prontuário e a tela medidos pelo bench
  --funcionarios F   F funcionários com pessoa, telefone, endereço, conta, conselho (1 em 4,
                     alguns vencendo ou vencidos) e dependentes (1 em 3)
  --auditoria A      A linhas de auditoria dos últimos 3 anos (edições, entradas, falhas, negações), em SQL
                     de conjunto, de até 10 contas criadas para isso sem senha utilizável: a tela de
                     auditoria medida pelo bench (A = 1.000.000)
  --force            semeia mesmo que o banco já tenha residentes

Banco: DATABASE_OWNER_URL (com DATABASE_URL), ou o PostgreSQL embutido em DATA_DIR (com o app parado).`;

/** Tables reported after seeding, in the order a reader thinks of them. */
const TABELAS = [
  'pessoa',
  'residente',
  'certidao_casamento',
  'familiar',
  'residente_familiar',
  'endereco',
  'telefone',
  'convenio',
  'residente_convenio',
  'beneficio',
  'funcionario',
  'conta_bancaria',
  'dependente',
  'usuario',
  'acompanhamento',
  'acompanhamento_funcionario',
  'acompanhamento_residente',
  'auditoria',
] as const;

interface Pedido extends Volume {
  demo: boolean;
  forcar: boolean;
}

class UsoInvalido extends Error {}

function inteiroNaoNegativo(texto: string | undefined, opcao: string): number {
  if (texto === undefined) return 0;
  const n = Number(texto);
  if (!Number.isSafeInteger(n) || n < 0)
    throw new UsoInvalido(`--${opcao} espera um número inteiro ≥ 0, não "${texto}".`);
  return n;
}

function lerOpcoes(argumentos: string[]) {
  try {
    return parseArgs({
      args: argumentos,
      options: {
        demo: { type: 'boolean', default: false },
        residentes: { type: 'string' },
        acompanhamentos: { type: 'string' },
        funcionarios: { type: 'string' },
        auditoria: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    }).values;
  } catch (erro) {
    throw new UsoInvalido(`Opções inválidas (${erro instanceof Error ? erro.message : String(erro)}).`);
  }
}

function lerPedido(argumentos: string[]): Pedido {
  const values = lerOpcoes(argumentos);
  const pedido = {
    demo: values.demo,
    residentes: inteiroNaoNegativo(values.residentes, 'residentes'),
    acompanhamentos: inteiroNaoNegativo(values.acompanhamentos, 'acompanhamentos'),
    funcionarios: inteiroNaoNegativo(values.funcionarios, 'funcionarios'),
    auditoria: inteiroNaoNegativo(values.auditoria, 'auditoria'),
    forcar: values.force,
  };
  if (
    !pedido.demo &&
    pedido.residentes + pedido.acompanhamentos + pedido.funcionarios + pedido.auditoria === 0
  )
    throw new UsoInvalido('Nada a semear.');
  return pedido;
}

async function jaTemResidentes(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ ha: boolean }>(sql`select exists (select 1 from residente) as ha`);
  return rows[0]?.ha === true;
}

async function contagens(db: Db): Promise<Record<string, number>> {
  const partes = TABELAS.map((t) => sql`select ${t} as tabela, count(*)::int as n from ${sql.identifier(t)}`);
  const { rows } = await db.execute<{ tabela: string; n: number }>(sql.join(partes, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.tabela, r.n]));
}

function relatar(
  antes: Record<string, number>,
  depois: Record<string, number>,
  segundos: number,
  demo: boolean,
): void {
  console.log(`Carregado em ${segundos.toFixed(1)} s (linhas novas / total):`);
  for (const tabela of TABELAS) {
    const total = depois[tabela] ?? 0;
    console.log(`  ${tabela.padEnd(28)} ${String(total - (antes[tabela] ?? 0)).padStart(8)} / ${total}`);
  }
  if (demo) {
    console.log(`\nUsuário de demonstração (equipe): ${USUARIO_DEMO.EMAIL} / senha ${USUARIO_DEMO.SENHA}`);
  }
}

async function semear(pedido: Pedido): Promise<void> {
  const config = loadConfig();
  const banco = await abrirBanco(config);
  try {
    const db = createDb(banco.pool);
    if (!pedido.forcar && (await jaTemResidentes(db))) {
      throw new UsoInvalido(
        'O banco já tem residentes; nada foi carregado. Use --force para semear mesmo assim.',
      );
    }
    const antes = await contagens(db);
    const inicio = performance.now();
    await db.transaction(async (tx) => {
      if (pedido.demo) await semearDemo(tx, config.TZ_LAR);
      await semearVolume(tx, pedido);
    });
    await db.execute(sql`analyze`);
    relatar(antes, await contagens(db), (performance.now() - inicio) / 1000, pedido.demo);
  } finally {
    await banco.fechar();
  }
}

async function principal(): Promise<void> {
  try {
    await semear(lerPedido(process.argv.slice(2)));
  } catch (erro) {
    if (erro instanceof UsoInvalido) {
      console.error(`${erro.message}\n\n${USO}`);
    } else if (erro instanceof Error) {
      console.error(`Falha ao semear: ${erro.message}`);
    } else {
      console.error('Falha ao semear:', erro);
    }
    process.exitCode = 1;
  }
}

await principal();
