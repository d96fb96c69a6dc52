import {
  relatorioConvenioParams,
  relatorioResidenteParams,
  relatorioStatusParams,
  reportConvenioQuery,
  reportConveniosQuery,
  reportResidenteQuery,
  reportResidentesQuery,
} from '@acolher/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { disposicaoDeAnexo } from '../../lib/pdf.ts';
import { autorDe } from '../cadastro/routes.ts';
import * as relatorios from './service.ts';

const tags = ['Relatórios'];

/** The PDF reports of residents and plans, and the second service's `/report-*` aliases (same files). */
const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const pedido = (request: FastifyRequest): relatorios.Pedido => ({
    autor: autorDe(request),
    lar: app.config.NOME_LAR,
    tz: app.config.TZ_LAR,
  });
  const enviar = (reply: FastifyReply, arquivo: relatorios.ArquivoPdf) =>
    reply
      .type('application/pdf')
      .header('content-disposition', disposicaoDeAnexo(arquivo.nome))
      .send(arquivo.pdf);

  app.get(
    '/relatorio-residentes/:status',
    { schema: { tags, params: relatorioStatusParams } },
    async (request, reply) =>
      enviar(reply, await relatorios.relatorioResidentes(app.db, pedido(request), request.params.status)),
  );
  app.get(
    '/report-residentes',
    { schema: { tags, querystring: reportResidentesQuery } },
    async (request, reply) =>
      enviar(
        reply,
        await relatorios.relatorioResidentes(app.db, pedido(request), request.query.status_residente),
      ),
  );

  app.get(
    '/relatorio-residente/:pessoa/:residente',
    { schema: { tags, params: relatorioResidenteParams } },
    async (request, reply) =>
      enviar(
        reply,
        await relatorios.fichaResidente(
          app.db,
          pedido(request),
          request.params.pessoa,
          request.params.residente,
        ),
      ),
  );
  app.get(
    '/report-residente',
    { schema: { tags, querystring: reportResidenteQuery } },
    async (request, reply) =>
      enviar(
        reply,
        await relatorios.fichaResidentePorPessoa(app.db, pedido(request), request.query.codigo_pessoa),
      ),
  );

  app.get(
    '/relatorio-convenios/:status',
    { schema: { tags, params: relatorioStatusParams } },
    async (request, reply) =>
      enviar(reply, await relatorios.relatorioConvenios(app.db, pedido(request), request.params.status)),
  );
  app.get(
    '/report-convenios',
    { schema: { tags, querystring: reportConveniosQuery } },
    async (request, reply) =>
      enviar(
        reply,
        await relatorios.relatorioConvenios(app.db, pedido(request), request.query.status_convenio),
      ),
  );

  app.get(
    '/relatorio-convenio/:id',
    { schema: { tags, params: relatorioConvenioParams } },
    async (request, reply) =>
      enviar(reply, await relatorios.fichaConvenio(app.db, pedido(request), request.params.id)),
  );
  app.get(
    '/report-convenio',
    { schema: { tags, querystring: reportConvenioQuery } },
    async (request, reply) =>
      enviar(reply, await relatorios.fichaConvenio(app.db, pedido(request), request.query.codigo_convenio)),
  );
};

export default relatoriosRoutes;
