import { comTextosBemFormados } from '@acolher/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/** A route that takes no query string: any key in it is refused, naming it (decision 0018). */
const SEM_QUERY = z.strictObject({});
/** A write that takes no body: none, or an empty object (what a client may send by habit). */
const SEM_CORPO = z.strictObject({}).nullish();

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * On every API route registered after this call, what the route does not declare is refused, not
 * dropped (decision 0018): a route without a querystring schema takes none, and a write without a
 * body schema takes no body; and no text may carry a character that cannot be stored (docs/produto.md §5). Call it after the public files and docs, whose URLs browsers and
 * the docs page decorate with query strings of their own.
 */
export function recusarEntradaNaoDeclarada(app: FastifyInstance): void {
  app.addHook('onRoute', (rota) => {
    const schema = rota.schema ?? {};
    const escrita = [rota.method].flat().some((metodo) => ESCRITAS.has(metodo));
    rota.schema = textosBemFormados({
      ...schema,
      querystring: schema.querystring ?? SEM_QUERY,
      ...(escrita && !schema.body ? { body: SEM_CORPO } : {}),
    });
  });
}

/** Every text a request carries, in its path, query or body, is one that can be stored as typed. */
function textosBemFormados(schema: FastifySchema): FastifySchema {
  const partes = ['params', 'querystring', 'body'] as const;
  const conferidas = partes.flatMap((parte) => {
    const esquema = schema[parte];
    return esquema instanceof z.ZodType ? [[parte, comTextosBemFormados(esquema)]] : [];
  });
  return { ...schema, ...Object.fromEntries(conferidas) };
}
