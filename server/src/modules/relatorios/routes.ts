import {
  relatorioConvenioParams,
  relatorioListaQuery,
  relatorioResidenteParams,
  relatorioStatusParams,
  reportConvenioQuery,
  reportConveniosQuery,
  reportResidenteQuery,
  reportResidentesQuery,
} from '@acolher/contract';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { autorDe } from '../../lib/autor.ts';
import { disposicaoDeAnexo } from '../../lib/pdf.ts';
import * as relatorios from './service.ts';

const tags = ['Relatórios'];

type Gerar<T> = (db: Db, pedido: relatorios.Pedido, valores: T) => Promise<relatorios.ArquivoPdf>;

/** The part of the request a report does not take: no path parameter, or no query string. */
const NADA = z.strictObject({});

/**
 * The PDF reports of residents and plans at their `/relatorio-*` paths, and the second service's
 * `/report-*` aliases (same files) with the values in the query. A list report also takes the
 * screen's search in the query, on both.
 */
const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  function relatorio<P extends z.ZodObject, Q extends z.ZodObject>(
    url: string,
    params: P,
    querystring: Q,
    gerar: Gerar<z.output<P> & z.output<Q>>,
  ): void {
    const schema: FastifySchema = params === NADA ? { tags, querystring } : { tags, params, querystring };
    // The residents' and plans' reports are the team's (issue 10).
    app.get(url, { config: { acesso: 'equipe' }, schema }, async (request, reply) => {
      // The type provider cannot type a generic schema; parsing the already validated values once
      // more (a field or two) types them without a cast.
      const valores = { ...params.parse(request.params), ...querystring.parse(request.query) };
      const pedido = { autor: autorDe(request), lar: app.config.NOME_LAR, tz: app.config.TZ_LAR };
      const arquivo = await gerar(app.db, pedido, valores);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposicaoDeAnexo(arquivo.nome))
        .send(arquivo.pdf);
    });
  }

  relatorio('/relatorio-residentes/:status', relatorioStatusParams, relatorioListaQuery, (db, pedido, q) =>
    relatorios.relatorioResidentes(db, pedido, q.status, q.busca),
  );
  relatorio('/report-residentes', NADA, reportResidentesQuery, (db, pedido, q) =>
    relatorios.relatorioResidentes(db, pedido, q.status_residente, q.busca),
  );
  relatorio('/relatorio-residente/:pessoa/:residente', relatorioResidenteParams, NADA, (db, pedido, p) =>
    relatorios.fichaResidente(db, pedido, p.pessoa, p.residente),
  );
  relatorio('/report-residente', NADA, reportResidenteQuery, (db, pedido, q) =>
    relatorios.fichaResidentePorPessoa(db, pedido, q.codigo_pessoa),
  );
  relatorio('/relatorio-convenios/:status', relatorioStatusParams, relatorioListaQuery, (db, pedido, q) =>
    relatorios.relatorioConvenios(db, pedido, q.status, q.busca),
  );
  relatorio('/report-convenios', NADA, reportConveniosQuery, (db, pedido, q) =>
    relatorios.relatorioConvenios(db, pedido, q.status_convenio, q.busca),
  );
  relatorio('/relatorio-convenio/:id', relatorioConvenioParams, NADA, (db, pedido, { id }) =>
    relatorios.fichaConvenio(db, pedido, id),
  );
  relatorio('/report-convenio', NADA, reportConvenioQuery, (db, pedido, q) =>
    relatorios.fichaConvenio(db, pedido, q.codigo_convenio),
  );
};

export default relatoriosRoutes;
