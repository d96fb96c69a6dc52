import { Readable } from 'node:stream';
import {
  auditoriaFiltroQuery,
  auditoriaListaQuery,
  auditoriaPagina,
  auditoriaUsuarios,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autorDe } from '../../lib/autor.ts';
import { respostaDeArquivo } from '../../lib/documentacao.ts';
import { disposicaoDeAnexo } from '../../lib/pdf.ts';
import { listarAuditoria, listarUsuariosDaAuditoria } from './consulta.ts';
import { exportarAuditoria } from './csv.ts';

const tags = ['Auditoria'];

/** The audit screen (decision 0033): the administrator's only. */
const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria',
    {
      config: { acesso: 'administrador' },
      schema: {
        summary:
          'Lista o registro de auditoria, mais novo primeiro, em páginas: quem, o quê, quando, de onde',
        tags,
        querystring: auditoriaListaQuery,
        response: { 200: auditoriaPagina },
      },
    },
    async (request) => listarAuditoria(app.db, request.query, app.config.TZ_LAR),
  );

  app.get(
    '/auditoria/usuarios',
    {
      config: { acesso: 'administrador' },
      schema: {
        summary: 'Lista as contas que aparecem na auditoria, para o filtro',
        tags,
        response: { 200: auditoriaUsuarios },
      },
    },
    async () => listarUsuariosDaAuditoria(app.db),
  );

  app.get(
    '/auditoria.csv',
    {
      config: { acesso: 'administrador' },
      schema: {
        summary: 'Exporta em CSV as linhas de auditoria do filtro',
        tags,
        querystring: auditoriaFiltroQuery,
        response: { 200: respostaDeArquivo('text/csv', 'As linhas filtradas, em CSV (UTF-8), para baixar.') },
      },
    },
    async (request, reply) => {
      const { nome, conteudo } = await exportarAuditoria(
        app.db,
        autorDe(request),
        request.query,
        app.config.TZ_LAR,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicaoDeAnexo(nome))
        .send(Readable.from(conteudo));
    },
  );
};

export default auditoriaRoutes;
