import { unicidadeRequest, unicidadeResponse } from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Acesso } from './acesso.ts';
import { type Autor, autorDe } from './autor.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A docs/produto.md §5 check: `{ <campo>, CODIGO }` (the field's own wire name) answers `{ existente }`, the
 * record CODIGO itself excluded. `acesso` as every route's (decision 0027). The check is given
 * who asks: a CODIGO is a row the asker may not be allowed to name (an employee's person, decision 0027).
 */
export function rotaDeUnicidade(
  app: App,
  url: string,
  acesso: Acesso,
  campo: string,
  tags: string[],
  existente: (valor: string, exceto: number | null | undefined, autor: Autor) => Promise<boolean>,
): void {
  app.post(
    url,
    {
      config: { acesso },
      schema: {
        summary: `Diz se ${campo} já está em outro cadastro (o CODIGO enviado, o do próprio, não conta)`,
        tags,
        body: unicidadeRequest(campo),
        response: { 200: unicidadeResponse },
      },
    },
    async (request) => ({
      existente: await existente(request.body.valor, request.body.CODIGO, autorDe(request)),
    }),
  );
}
