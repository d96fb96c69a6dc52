import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparadaPorBanco } from '../db/preparada.ts';
import { AREA_CADASTRO, versaoDados } from '../db/tabelas/versao-dados.ts';

/*
 * The one mechanism a read may add to "the query, then serialize the rows" (docs/arquitetura.md §8),
 * and only where its read fails without it: the reads that use it say what they measured (decision
 * 0056). The answers are rows; the one serializer (lib/serializador.ts) writes each once.
 */

/** Answers kept per database; past this many, the least recently used goes. */
export const MAX_RESPOSTAS = 500;

interface Resposta {
  versao: number;
  valor: Promise<unknown>;
}

/** The sum of the area's slots (migration 0019); null when the area has none. */
const versaoDaArea = preparadaPorBanco((db) =>
  db
    .select({ versao: sql<string | null>`sum(${versaoDados.VERSAO})` })
    .from(versaoDados)
    .where(eq(versaoDados.AREA, sql.placeholder('area')))
    .prepare('versao_da_area'),
);

/**
 * The area's version, read now: after the request began and before the answer is computed, which is
 * all the guarantee needs.
 */
async function versaoAtual(db: Db, area: string): Promise<number | null> {
  const [linha] = await versaoDaArea(db).execute({ area });
  return linha?.versao == null ? null : Number(linha.versao);
}

const respostasPorBanco = new WeakMap<Db, Map<string, Resposta>>();

function respostasDe(db: Db): Map<string, Resposta> {
  let respostas = respostasPorBanco.get(db);
  if (!respostas) {
    respostas = new Map();
    respostasPorBanco.set(db, respostas);
  }
  return respostas;
}

/**
 * A Map iterates in insertion order: re-inserting marks an answer as the most recently used. A slow
 * computation of an older version does not replace an answer already kept for a newer one.
 */
function guardar(respostas: Map<string, Resposta>, chave: string, resposta: Resposta): void {
  const atual = respostas.get(chave);
  if (atual && atual.versao > resposta.versao) return;
  respostas.delete(chave);
  respostas.set(chave, resposta);
  for (const antiga of respostas.keys()) {
    if (respostas.size <= MAX_RESPOSTAS) break;
    respostas.delete(antiga);
  }
}

/**
 * What `calcular` answers for `chave`, computed once per version of the residents' and employees'
 * records (pessoa, residente, beneficio, funcionario; see db/tabelas/versao-dados.ts). The version is read before anything else, and it
 * moves in the same commit as the data, so a kept answer is never older than what the request could
 * see. Requests for the same key at once share one computation; a failure is not kept. The answer is
 * shared: callers must not change it.
 */
export function lerDoCadastro<T>(db: Db, chave: string, calcular: () => Promise<T>): Promise<T> {
  return lerDaArea(db, AREA_CADASTRO, chave, calcular);
}

/**
 * The same for the answers of another area of data (`AREA_ACOMPANHAMENTOS`): kept per version of
 * that area's counter alone.
 */
export async function lerDaArea<T>(
  db: Db,
  area: string,
  chaveNaArea: string,
  calcular: () => Promise<T>,
): Promise<T> {
  const chave = `${area}:${chaveNaArea}`;
  const versao = await versaoAtual(db, area);
  // Without its counter rows nothing could tell a kept answer is stale: compute every time.
  if (versao === null) return calcular();
  const respostas = respostasDe(db);
  const guardada = respostas.get(chave);
  if (guardada?.versao === versao) {
    guardar(respostas, chave, guardada);
    return guardada.valor as Promise<T>;
  }
  const valor = calcular();
  guardar(respostas, chave, { versao, valor });
  valor.catch(() => {
    if (respostas.get(chave)?.valor === valor) respostas.delete(chave);
  });
  return valor;
}
