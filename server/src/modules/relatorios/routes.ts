import {
  relatorioConvenioParams,
  relatorioResidenteParams,
  relatorioStatusParams,
  reportConvenioQuery,
  reportConveniosQuery,
  reportResidenteQuery,
  reportResidentesQuery,
} from '@acolher/contract';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { autorDe } from '../../lib/autor.ts';
import { disposicaoDeAnexo } from '../../lib/pdf.ts';
import * as relatorios from './service.ts';

const tags = ['Relatórios'];

type Gerar<T> = (db: Db, pedido: relatorios.Pedido, valores: T) => Promise<relatorios.ArquivoPdf>;

/**
 * The PDF reports of residents and plans at their `/relatorio-*` paths, and the second service's
 * `/report-*` aliases (same files) with the values in the query.
 */
const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  function relatorio<S extends z.ZodType>(
    url: string,
    onde: 'params' | 'querystring',
    schema: S,
    gerar: Gerar<z.output<S>>,
  ): void {
    const rota: FastifySchema = onde === 'params' ? { tags, params: schema } : { tags, querystring: schema };
    app.get(url, { schema: rota }, async (request, reply) => {
      // The type provider cannot type a generic schema; parsing the already validated values once
      // more (a field or two) types them without a cast.
      const valores = schema.parse(onde === 'params' ? request.params : request.query);
      const pedido = { autor: autorDe(request), lar: app.config.NOME_LAR, tz: app.config.TZ_LAR };
      const arquivo = await gerar(app.db, pedido, valores);
      return reply
        .type('application/pdf')
        .header('content-disposition', disposicaoDeAnexo(arquivo.nome))
        .send(arquivo.pdf);
    });
  }

  relatorio('/relatorio-residentes/:status', 'params', relatorioStatusParams, (db, pedido, { status }) =>
    relatorios.relatorioResidentes(db, pedido, status),
  );
  relatorio('/report-residentes', 'querystring', reportResidentesQuery, (db, pedido, q) =>
    relatorios.relatorioResidentes(db, pedido, q.status_residente),
  );
  relatorio('/relatorio-residente/:pessoa/:residente', 'params', relatorioResidenteParams, (db, pedido, p) =>
    relatorios.fichaResidente(db, pedido, p.pessoa, p.residente),
  );
  relatorio('/report-residente', 'querystring', reportResidenteQuery, (db, pedido, q) =>
    relatorios.fichaResidentePorPessoa(db, pedido, q.codigo_pessoa),
  );
  relatorio('/relatorio-convenios/:status', 'params', relatorioStatusParams, (db, pedido, { status }) =>
    relatorios.relatorioConvenios(db, pedido, status),
  );
  relatorio('/report-convenios', 'querystring', reportConveniosQuery, (db, pedido, q) =>
    relatorios.relatorioConvenios(db, pedido, q.status_convenio),
  );
  relatorio('/relatorio-convenio/:id', 'params', relatorioConvenioParams, (db, pedido, { id }) =>
    relatorios.fichaConvenio(db, pedido, id),
  );
  relatorio('/report-convenio', 'querystring', reportConvenioQuery, (db, pedido, q) =>
    relatorios.fichaConvenio(db, pedido, q.codigo_convenio),
  );
};

export default relatoriosRoutes;
