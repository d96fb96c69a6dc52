import { assistsQuery, assistsResidenteQuery, codigoParams, prontuarioInput } from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pedidoDe, RESPOSTAS_DE_PDF, responderComPdf } from '../../lib/emissao.ts';
import * as prontuario from './service.ts';

const tags = ['Prontuário'];
/** Anyone of the team prints (role 2 too, decision 0029). */
const config = { acesso: 'equipe' } as const;

/**
 * The prontuário's calls of docs/produto.md §7: `POST /prontuario` (the web's modal) and the reports service's
 * `/api/v1/assists` paths. Every answer is a PDF file.
 */
const prontuarioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prontuario',
    {
      config,
      schema: {
        summary: 'Gera o PDF do prontuário: os acompanhamentos de um residente, ou de todos, num período',
        tags,
        body: prontuarioInput,
        response: RESPOSTAS_DE_PDF,
      },
    },
    async (request, reply) => {
      const { codigoResidente, dateStart, dateFinish, codigoFuncionario } = request.body;
      const filtro = { de: dateStart, ate: dateFinish, funcionario: codigoFuncionario };
      const pedido = pedidoDe(request);
      const arquivo = codigoResidente
        ? await prontuario.prontuarioDoResidente(app.db, pedido, codigoResidente, filtro)
        : await prontuario.prontuarioGeral(app.db, pedido, filtro);
      return responderComPdf(reply, arquivo);
    },
  );

  app.get(
    '/api/v1/assists',
    {
      config,
      schema: {
        summary: 'Gera o PDF dos acompanhamentos de um período (caminho do serviço de relatórios)',
        tags,
        querystring: assistsQuery,
        response: RESPOSTAS_DE_PDF,
      },
    },
    async (request, reply) => {
      const { dateStart, dateFinish } = request.query;
      const filtro = { de: dateStart, ate: dateFinish, funcionario: null };
      return responderComPdf(reply, await prontuario.prontuarioGeral(app.db, pedidoDe(request), filtro));
    },
  );

  app.get(
    '/api/v1/assists/id/:id',
    {
      config,
      schema: {
        summary: 'Gera o PDF de um acompanhamento (caminho do serviço de relatórios)',
        tags,
        params: codigoParams,
        response: RESPOSTAS_DE_PDF,
      },
    },
    async (request, reply) =>
      responderComPdf(
        reply,
        await prontuario.prontuarioDoAcompanhamento(app.db, pedidoDe(request), request.params.id),
      ),
  );

  app.get(
    '/api/v1/assists/:id',
    {
      config,
      schema: {
        summary: 'Gera o PDF do prontuário de um residente (caminho do serviço de relatórios)',
        tags,
        params: codigoParams,
        querystring: assistsResidenteQuery,
        response: RESPOSTAS_DE_PDF,
      },
    },
    async (request, reply) => {
      const { dateStart, dateFinish, employeeId } = request.query;
      const filtro = { de: dateStart, ate: dateFinish, funcionario: employeeId };
      const pedido = pedidoDe(request);
      return responderComPdf(
        reply,
        await prontuario.prontuarioDoResidente(app.db, pedido, request.params.id, filtro),
      );
    },
  );
};

export default prontuarioRoutes;
