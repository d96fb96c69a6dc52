import { aniversarianteResponse, provaDeVidaResponse } from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listarAniversariantes, listarProvasDeVida } from './service.ts';

const tags = ['Início'];

const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/prova-de-vida', { schema: { tags, response: { 200: provaDeVidaResponse } } }, async () =>
    listarProvasDeVida(app.db, app.config.TZ_LAR),
  );
  app.get('/aniversariante', { schema: { tags, response: { 200: aniversarianteResponse } } }, async () =>
    listarAniversariantes(app.db, app.config.TZ_LAR),
  );
};

export default homeRoutes;
