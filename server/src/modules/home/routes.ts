import {
  aniversarianteResponse,
  conselhoAVencerResponse,
  provaDeVidaResponse,
  TOTAL_HEADER,
} from '@acolher/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listarAniversariantes, listarConselhosAVencer, listarProvasDeVida, type Quadro } from './service.ts';

const tags = ['Início'];

function responderQuadro<T>(reply: FastifyReply, { linhas, total }: Quadro<T>): T[] {
  reply.header(TOTAL_HEADER, total);
  return linhas;
}

const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prova-de-vida',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os benefícios com prova de vida a vencer (caixa da página inicial)',
        tags,
        response: { 200: provaDeVidaResponse },
      },
    },
    async (_request, reply) => responderQuadro(reply, await listarProvasDeVida(app.db, app.config.TZ_LAR)),
  );
  app.get(
    '/aniversariante',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os residentes que fazem aniversário neste mês (caixa da página inicial)',
        tags,
        response: { 200: aniversarianteResponse },
      },
    },
    async (_request, reply) => responderQuadro(reply, await listarAniversariantes(app.db, app.config.TZ_LAR)),
  );
  // Employees' registrations are personal data: the administrator's box only (decision 0008).
  app.get(
    '/conselho-a-vencer',
    {
      config: { acesso: 'administrador' },
      schema: {
        summary:
          'Lista os registros em conselho de classe de funcionários a vencer (caixa da página inicial)',
        tags,
        response: { 200: conselhoAVencerResponse },
      },
    },
    async (_request, reply) =>
      responderQuadro(reply, await listarConselhosAVencer(app.db, app.config.TZ_LAR)),
  );
};

export default homeRoutes;
