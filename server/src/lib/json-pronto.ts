import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The type Fastify gives a JSON answer it serializes itself. */
const TIPO_JSON = 'application/json; charset=utf-8';

/**
 * The bytes a route whose 200 answer is `schema` sends for a value: the serializer app.ts gives every
 * route, run once, so a kept answer (lib/cache-do-cadastro.ts) is serialized once per version and not
 * once per request. Serialized per request, the whole list of 9,500 residents (2.2 MB) was 50 copies
 * at 50 connections (decision 0043).
 */
export function serializadorJson<S extends z.ZodType>(schema: S): (valor: z.output<S>) => Buffer {
  const serializar = serializerCompiler({ schema, method: 'GET', url: '', httpStatus: '200' });
  return (valor) => Buffer.from(serializar(valor));
}

/** A kept list as its route sends it: the JSON's bytes and the X-Total-Count. */
export interface ListaPronta {
  json: Buffer;
  total: number;
}

/** Sends bytes made by serializadorJson as the JSON they are: Fastify sends a Buffer as it is. */
export function enviarJson(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type(TIPO_JSON).send(bytes);
}
