import { Readable } from 'node:stream';
import {
  auditoriaFiltroQuery,
  auditoriaListaQuery,
  auditoriaPagina,
  auditoriaUsuarios,
  nomeDoCsvDaAuditoria,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditar } from '../../lib/auditoria.ts';
import { autorDe } from '../../lib/autor.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import { disposicaoDeAnexo } from '../../lib/pdf.ts';
import { listarAuditoria, listarUsuariosDaAuditoria, lotesDaAuditoria } from './consulta.ts';
import { cabecalhoDoCsv, linhasDoCsv } from './csv.ts';

const tags = ['Auditoria'];

/** The audit screen (issue 12, decision 0033): the administrator's only. */
const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auditoria',
    {
      config: { acesso: 'administrador' },
      schema: { tags, querystring: auditoriaListaQuery, response: { 200: auditoriaPagina } },
    },
    async (request) => listarAuditoria(app.db, request.query, app.config.TZ_LAR),
  );

  app.get(
    '/auditoria/usuarios',
    { config: { acesso: 'administrador' }, schema: { tags, response: { 200: auditoriaUsuarios } } },
    async () => listarUsuariosDaAuditoria(app.db),
  );

  app.get(
    '/auditoria.csv',
    { config: { acesso: 'administrador' }, schema: { tags, querystring: auditoriaFiltroQuery } },
    async (request, reply) => {
      const tz = app.config.TZ_LAR;
      const nome = nomeDoCsvDaAuditoria(hojeNoLar(tz));
      // Who took the log out, and narrowed to what: an export is a report (DESIGN §5).
      await auditar(app.db, autorDe(request), 'emitir', 'relatorio', 'auditoria', {
        arquivo: nome,
        filtro: request.query,
      });
      const paraCsv = linhasDoCsv(tz);
      async function* csv() {
        yield cabecalhoDoCsv();
        for await (const lote of lotesDaAuditoria(app.db, request.query, tz)) yield paraCsv(lote);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicaoDeAnexo(nome))
        .send(Readable.from(csv()));
    },
  );
};

export default auditoriaRoutes;
