import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const saude = z.object({ status: z.enum(['ok', 'indisponivel']) });

/** For load balancers and `npm start` checks: is the database answering? (docs/arquitetura.md §3) */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { acesso: 'publico' },
      schema: {
        summary: 'Diz se o servidor e o banco de dados respondem',
        tags: ['Saúde'],
        response: { 200: saude, 503: saude },
      },
    },
    async (request, reply) => {
      try {
        await app.pool.query('select 1');
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'banco de dados indisponível');
        return reply.code(503).send({ status: 'indisponivel' });
      }
    },
  );
};

export default healthRoutes;
