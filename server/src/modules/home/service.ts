import {
  type AniversarianteRow,
  LIMITE_QUADRO_INICIO,
  PROVA_DE_VIDA_JANELA_DIAS,
  type ProvaDeVidaRow,
} from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A home box: its first rows and how many there are in all (sent as X-Total-Count). */
export interface Quadro<T> {
  linhas: T[];
  total: number;
}

/** "Today" is the home's calendar day (TZ_LAR), not the server's. */
const hojeNoLar = (tz: string) => sql`(now() at time zone ${tz})::date`;

/** Runs a box's query with its total counted in the same pass, and keeps the first rows only. */
async function quadro<T>(db: Db, consulta: SQL): Promise<Quadro<T>> {
  const { rows } = await db.execute<T & { total: number }>(sql`
    select q.*, count(*) over ()::int as total from (${consulta}) q limit ${LIMITE_QUADRO_INICIO}`);
  return {
    linhas: rows.map(({ total: _total, ...linha }) => linha as T),
    total: rows[0]?.total ?? 0,
  };
}

/** Benefits of active residents whose proof of life is due within 60 days or overdue, soonest first. */
export function listarProvasDeVida(db: Db, tz: string): Promise<Quadro<ProvaDeVidaRow>> {
  return quadro(
    db,
    sql`
    select p.nome as "NOME", p.sobrenome as "SOBRENOME", b.nome_beneficio as "NOME_BENEFICIO",
           to_char(b.provas_vida, 'YYYY-MM-DD') as "PROVAS_VIDA"
      from beneficio b
      join residente r on r.codigo_residente = b.codigo_residente
      join pessoa p on p.codigo = r.pessoa_codigo
     where r.ativo
       and b.provas_vida <= ${hojeNoLar(tz)} + ${PROVA_DE_VIDA_JANELA_DIAS}::int
     order by b.provas_vida, p.nome, p.sobrenome, b.nome_beneficio`,
  );
}

/** Active residents born in the home's current month, by day; IDADE is the age they turn this year. */
export function listarAniversariantes(db: Db, tz: string): Promise<Quadro<AniversarianteRow>> {
  const hoje = hojeNoLar(tz);
  return quadro(
    db,
    sql`
    select p.nome as "NOME", p.sobrenome as "SOBRENOME",
           (extract(year from ${hoje}) - extract(year from p.data_nascimento))::int as "IDADE",
           to_char(p.data_nascimento, 'YYYY-MM-DD') as "DATA_NASCIMENTO"
      from residente r
      join pessoa p on p.codigo = r.pessoa_codigo
     where r.ativo
       and extract(month from p.data_nascimento) = extract(month from ${hoje})
     order by extract(day from p.data_nascimento), p.nome, p.sobrenome`,
  );
}
