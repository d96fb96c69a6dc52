import { z } from 'zod';
import { modulo, rota } from '../../lib/rota.ts';

const saude = z.object({ status: z.enum(['ok', 'indisponivel']) });

/** For load balancers and `npm start` checks: is the database answering? (docs/arquitetura.md §3) */
export default modulo({ tags: ['Saúde'], acesso: 'publico' }, [
  rota('GET /health', {
    resumo: 'Diz se o servidor e o banco de dados respondem',
    resposta: saude,
    outrasRespostas: { 503: saude },
    trata: async (c) => {
      try {
        await c.request.server.pool.query('select 1');
        return { status: 'ok' as const };
      } catch (err) {
        c.request.log.warn({ err }, 'banco de dados indisponível');
        return c.reply.code(503).send({ status: 'indisponivel' });
      }
    },
  }),
]);
