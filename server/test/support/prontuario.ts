import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  acompanhamento,
  acompanhamentoFuncionario,
  acompanhamentoResidente,
} from '../../src/db/tabelas/acompanhamentos.ts';

/**
 * Test support: follow-ups written straight to the tables, as a seed would (the prontuário reads
 * them; the follow-ups' own routes are tested in their module), one at a time or thousands at once.
 */

export interface NovoAcompanhamento {
  data: string;
  hora?: string | null;
  atividade: string;
  funcionarios: number[];
  residentes: number[];
  corrige?: number;
  /** When it was written; the database's now() without it. */
  registradoEm?: Date;
}

export async function registrarAcompanhamento(db: Db, novo: NovoAcompanhamento): Promise<number> {
  const [linha] = await db
    .insert(acompanhamento)
    .values({
      DATA_ACOMPANHAMENTO: novo.data,
      HORA_ACOMPANHAMENTO: novo.hora ?? null,
      ATIVIDADE: novo.atividade,
      CORRIGE_CODIGO: novo.corrige ?? null,
      ...(novo.registradoEm ? { REGISTRADO_EM: novo.registradoEm } : {}),
    })
    .returning({ CODIGO: acompanhamento.CODIGO });
  if (!linha) throw new Error('acompanhamento não criado');
  await db.insert(acompanhamentoFuncionario).values(
    novo.funcionarios.map((CODIGO_FUNCIONARIO) => ({
      ACOMPANHAMENTO_CODIGO: linha.CODIGO,
      CODIGO_FUNCIONARIO,
    })),
  );
  await db
    .insert(acompanhamentoResidente)
    .values(
      novo.residentes.map((CODIGO_RESIDENTE) => ({ ACOMPANHAMENTO_CODIGO: linha.CODIGO, CODIGO_RESIDENTE })),
    );
  return linha.CODIGO;
}

/**
 * `quantidade` follow-ups of one resident with one employee in a single statement, spread over
 * 2025 at different times, each text about `tamanho` characters: a prontuário's volume (decision 0029:
 * 2,000 in 1.5 s).
 */
export async function registrarAcompanhamentosEmMassa(
  db: Db,
  volume: { residente: number; funcionario: number; quantidade: number; tamanho?: number },
): Promise<void> {
  const repeticoes = Math.max(1, Math.round((volume.tamanho ?? 200) / 60));
  await db.execute(sql`
    with novos as (
      insert into acompanhamento (atividade, data_acompanhamento, hora_acompanhamento)
      select 'Acompanhamento ' || g || ': ' || repeat('higiene, alimentação e medicação conferidas. ', ${repeticoes}),
             date '2025-01-01' + (g % 365), time '07:00' + (g % 840) * interval '1 minute'
        from generate_series(1, ${volume.quantidade}) g
      returning codigo
    ), residentes as (
      insert into acompanhamento_residente (acompanhamento_codigo, codigo_residente)
      select codigo, ${volume.residente} from novos
    )
    insert into acompanhamento_funcionario (acompanhamento_codigo, codigo_funcionario)
    select codigo, ${volume.funcionario} from novos`);
}
