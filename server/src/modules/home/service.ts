import {
  type AniversarianteRow,
  CONSELHO_JANELA_DIAS,
  type ConselhoAVencerRow,
  LIMITE_QUADRO_INICIO,
  PROVA_DE_VIDA_JANELA_DIAS,
  type ProvaDeVidaRow,
} from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lerDoCadastro } from '../../lib/cache-do-cadastro.ts';
import { hojeNoLar } from '../../lib/hoje.ts';

/** A home box: its first rows and how many there are in all (sent as X-Total-Count). */
export interface Quadro<T> {
  linhas: T[];
  total: number;
}

/** A box's query in parts, so its first rows and its total are two cheap queries instead of one that sorts every row. */
interface ConsultaQuadro {
  colunas: SQL;
  /** `from … where …`, shared by the rows and the count. */
  origem: SQL;
  /** The count's own `from … where …` when it needs fewer joins than the rows (no names to show). */
  origemDaContagem?: SQL;
  ordem: SQL;
}

/** Runs a box's first rows and its count side by side on two connections. */
async function quadro<T extends Record<string, unknown>>(
  db: Db,
  { colunas, origem, origemDaContagem = origem, ordem }: ConsultaQuadro,
): Promise<Quadro<T>> {
  const [contagem, linhas] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total ${origemDaContagem}`),
    db.execute<T>(sql`select ${colunas} ${origem} order by ${ordem} limit ${LIMITE_QUADRO_INICIO}`),
  ]);
  return { linhas: linhas.rows as T[], total: contagem.rows[0]?.total ?? 0 };
}

/**
 * Benefits of active residents whose proof of life is due within 60 days or overdue, soonest first:
 * the overdue ones (DIAS_VENCIDA days late) lead. Every sign-in opens this box: it is kept per day
 * and version of the records (decision 0056: its count joins every due benefit to its resident).
 */
export function listarProvasDeVida(db: Db, tz: string): Promise<Quadro<ProvaDeVidaRow>> {
  const hoje = hojeNoLar(tz);
  const devidas = sql`b.provas_vida <= ${hoje}::date + ${PROVA_DE_VIDA_JANELA_DIAS}::int`;
  return lerDoCadastro(db, `prova-de-vida:${hoje}`, () =>
    quadro(db, {
      colunas: sql`r.codigo_residente as "CODIGO_RESIDENTE", p.nome as "NOME", p.sobrenome as "SOBRENOME",
           b.nome_beneficio as "NOME_BENEFICIO", to_char(b.provas_vida, 'YYYY-MM-DD') as "PROVAS_VIDA",
           nullif(greatest(${hoje}::date - b.provas_vida, 0), 0) as "DIAS_VENCIDA"`,
      origem: sql`from beneficio b
      join residente r on r.codigo_residente = b.codigo_residente
      join pessoa p on p.codigo = r.pessoa_codigo
     where r.ativo and ${devidas}`,
      // Every resident has its person (NOT NULL key): the count needs no names.
      origemDaContagem: sql`from beneficio b join residente r on r.codigo_residente = b.codigo_residente
     where r.ativo and ${devidas}`,
      ordem: sql`b.provas_vida, p.nome, p.sobrenome, b.nome_beneficio`,
    }),
  );
}

/**
 * Active residents born in the home's current month, by day; IDADE is the age they turn this year.
 * Kept like the proofs of life, per day and version of the records: read afresh it served 5.6× fewer
 * requests (decision 0056).
 */
export function listarAniversariantes(db: Db, tz: string): Promise<Quadro<AniversarianteRow>> {
  const hoje = hojeNoLar(tz);
  return lerDoCadastro(db, `aniversariantes:${hoje}`, () =>
    quadro(db, {
      colunas: sql`r.codigo_residente as "CODIGO_RESIDENTE", p.nome as "NOME", p.sobrenome as "SOBRENOME",
           (extract(year from ${hoje}::date) - extract(year from p.data_nascimento))::int as "IDADE",
           to_char(p.data_nascimento, 'YYYY-MM-DD') as "DATA_NASCIMENTO"`,
      origem: sql`from residente r
      join pessoa p on p.codigo = r.pessoa_codigo
     where r.ativo
       and extract(month from p.data_nascimento) = extract(month from ${hoje}::date)`,
      ordem: sql`extract(day from p.data_nascimento), p.nome, p.sobrenome`,
    }),
  );
}

/**
 * Active employees' council registrations ending within 60 days or already ended, soonest (the
 * ended ones) first, through the partial index on active employees' validity.
 */
export function listarConselhosAVencer(db: Db, tz: string): Promise<Quadro<ConselhoAVencerRow>> {
  const hoje = hojeNoLar(tz);
  return quadro(db, {
    colunas: sql`f.codigo_funcionario as "CODIGO_FUNCIONARIO", p.nome as "NOME", p.sobrenome as "SOBRENOME",
         f.conselho_sigla as "CONSELHO_SIGLA", f.conselho_numero as "CONSELHO_NUMERO", f.conselho_uf as "CONSELHO_UF",
         to_char(f.conselho_validade, 'YYYY-MM-DD') as "CONSELHO_VALIDADE",
         case when f.conselho_validade >= ${hoje}::date then f.conselho_validade - ${hoje}::date end as "DIAS_RESTANTES"`,
    origem: sql`from funcionario f
      join pessoa p on p.codigo = f.pessoa_codigo
     where f.ativo
       and f.conselho_sigla is not null
       and f.conselho_validade <= ${hoje}::date + ${CONSELHO_JANELA_DIAS}::int`,
    ordem: sql`f.conselho_validade, p.nome, p.sobrenome, f.codigo_funcionario`,
  });
}
