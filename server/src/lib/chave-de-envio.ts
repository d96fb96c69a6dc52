import { createHash } from 'node:crypto';
import { CHAVE_DE_ENVIO_HEADER, MENSAGENS } from '@acolher/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { chaveDeEnvio } from '../db/schema.ts';
import type { Autor } from './autor.ts';
import { RuleViolationError } from './errors.ts';

/** Whose key it is: only the account counts. */
type Dono = Pick<Autor, 'usuarioCodigo'>;

/** How long a key answers for its record; older ones are swept by the next create of anyone. */
const VALIDADE = sql`interval '24 hours'`;

/** A create's send key, as its route's header schema (cabecalhosDeEnvio) let it through; null without one. */
export function chaveDoPedido(request: { headers: Record<string, unknown> }): string | null {
  const chave = request.headers[CHAVE_DE_ENVIO_HEADER];
  return typeof chave === 'string' ? chave : null;
}

/** One create named by the client: its route and request body. `chave` null: no header, no repeat check. */
export interface Envio {
  chave: string | null;
  rota: string;
  corpo: unknown;
  /** The 422's message when the key comes back with another body (a form's own wording). */
  outroConteudo?: string;
}

/**
 * Claims the client's send key inside the create's transaction (an insert that waits on the unique
 * key while another request holding the same key is still running). Answers null to the winner,
 * which then creates and stores its answer (guardarResposta); a repeat, or the loser of a race once
 * the winner commits, gets that answer in `repetida`. If the winner fails, its claim rolls back with
 * it and the waiting request creates instead. The same key with another body is 422.
 */
export async function reivindicarChave(
  tx: Tx,
  autor: Dono,
  envio: Envio & { chave: string },
): Promise<{ repetida: unknown } | null> {
  const resumo = resumoDoCorpo(envio.rota, envio.corpo);
  const reivindicada = await tx
    .insert(chaveDeEnvio)
    .values({
      USUARIO_CODIGO: autor.usuarioCodigo,
      CHAVE: envio.chave,
      ROTA: envio.rota,
      RESUMO_DO_CORPO: resumo,
    })
    .onConflictDoNothing()
    .returning({ CHAVE: chaveDeEnvio.CHAVE });
  if (reivindicada.length > 0) return null;
  const [salva] = await tx
    .select({ RESUMO_DO_CORPO: chaveDeEnvio.RESUMO_DO_CORPO, RESPOSTA: chaveDeEnvio.RESPOSTA })
    .from(chaveDeEnvio)
    .where(and(eq(chaveDeEnvio.USUARIO_CODIGO, autor.usuarioCodigo), eq(chaveDeEnvio.CHAVE, envio.chave)));
  if (!salva || salva.RESPOSTA === null) throw new Error('chave de envio sem resposta');
  if (salva.RESUMO_DO_CORPO !== resumo)
    throw new RuleViolationError(envio.outroConteudo ?? MENSAGENS.chaveDeEnvioComOutroCadastro);
  return { repetida: salva.RESPOSTA };
}

/**
 * Stores the create's answer beside its key and, in the same statement, sweeps keys older than
 * VALIDADE (of every user: the index on CRIADA_EM finds them), so the table holds about a day of
 * creates without a scheduled job. A hundred at most, and none another create is sweeping right now
 * (`skip locked`): a save never waits on another's sweep.
 */
export async function guardarResposta(tx: Tx, autor: Dono, chave: string, resposta: unknown): Promise<void> {
  await tx.execute(sql`
    with vencidas as (
      select usuario_codigo, chave from chave_de_envio where criada_em < now() - ${VALIDADE}
      limit 100 for update skip locked),
    varridas as (
      delete from chave_de_envio c using vencidas v
      where c.usuario_codigo = v.usuario_codigo and c.chave = v.chave)
    update chave_de_envio set resposta = ${JSON.stringify(resposta)}::jsonb
    where usuario_codigo = ${autor.usuarioCodigo} and chave = ${chave}`);
}

/** A digest of the route and the body with its keys in a fixed order (a client may reorder them). */
function resumoDoCorpo(rota: string, corpo: unknown): string {
  return createHash('sha256')
    .update(rota)
    .update('\n')
    .update(JSON.stringify(ordenado(corpo)))
    .digest('base64url');
}

function ordenado(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(ordenado);
  if (valor === null || typeof valor !== 'object') return valor;
  return Object.fromEntries(
    Object.keys(valor)
      .sort()
      .map((k) => [k, ordenado((valor as Record<string, unknown>)[k])]),
  );
}
