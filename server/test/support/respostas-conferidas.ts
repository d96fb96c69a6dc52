import type { FastifyReply, FastifyRequest, onRouteHookHandler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** zod's own serializer (validate, encode, stringify) of a route's answer schema, compiled once. */
const doZod = new WeakMap<object, (dados: unknown) => string>();

function esquemaDaResposta(request: FastifyRequest, reply: FastifyReply): z.ZodType | undefined {
  const respostas = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
  const codigo = String(reply.statusCode);
  return respostas?.[codigo] ?? respostas?.[`${codigo[0]}xx`] ?? respostas?.default;
}

function serializarPeloZod(request: FastifyRequest, esquema: z.ZodType, dados: unknown): string {
  let serializar = doZod.get(esquema);
  if (!serializar) {
    const { method, url } = request.routeOptions;
    const rota = { schema: esquema, method: String(method), url: url ?? '', httpStatus: '200' };
    serializar = serializerCompiler(rota) as (dados: unknown) => string;
    doZod.set(esquema, serializar);
  }
  return serializar(dados);
}

/**
 * The app serializes its answers without validating them (lib/serializador.ts, decision 0051): in the
 * tests, every answer a route serializes is also validated and serialized by zod, as production did
 * before, and must be those same bytes. An answer its schema does not describe fails the test's request.
 */
export const conferirRespostas: onRouteHookHandler = (rota) => {
  const esperadas = new WeakMap<FastifyRequest, string>();
  const antes = rota.preSerialization ?? [];
  const depois = rota.onSend ?? [];
  rota.preSerialization = [
    ...(Array.isArray(antes) ? antes : [antes]),
    async (request, reply, dados) => {
      const esquema = esquemaDaResposta(request, reply);
      if (esquema) esperadas.set(request, serializarPeloZod(request, esquema, dados));
      return dados;
    },
  ];
  rota.onSend = [
    async (request, _reply, enviado) => {
      const esperada = esperadas.get(request);
      // The app's serializer sends bytes (lib/serializador.ts); zod's, a string.
      const texto = Buffer.isBuffer(enviado) ? enviado.toString('utf8') : enviado;
      if (esperada !== undefined && texto !== esperada) {
        throw new Error(
          `A resposta de ${request.routeOptions.url} difere da do zod:\n${String(enviado)}\n${esperada}`,
        );
      }
      return enviado;
    },
    ...(Array.isArray(depois) ? depois : [depois]),
  ];
};
