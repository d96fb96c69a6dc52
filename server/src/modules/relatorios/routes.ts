import {
  relatorioConvenioParams,
  relatorioFuncionarioParams,
  relatorioListaQuery,
  relatorioResidenteParams,
  relatorioStatusParams,
  reportConvenioQuery,
  reportConveniosQuery,
  reportFuncionarioQuery,
  reportFuncionariosQuery,
  reportResidenteQuery,
  reportResidentesQuery,
} from '@acolher/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Acesso } from '../../lib/acesso.ts';
import {
  type ArquivoPdf,
  type Pedido,
  pedidoDe,
  RESPOSTAS_DE_PDF,
  responderComPdf,
} from '../../lib/emissao.ts';
import { modulo, type Rota, rota } from '../../lib/rota.ts';
import * as relatorios from './service.ts';

type Gerar<T> = (db: Db, pedido: Pedido, valores: T) => Promise<ArquivoPdf>;

/** The part of the request a report does not take: no path parameter, or no query string. */
const NADA = z.strictObject({});

function relatorio<P extends z.ZodObject, Q extends z.ZodObject>(
  url: `/${string}`,
  /** What the PDF holds, for the API's document. */
  resumo: string,
  /** Who may print it: the residents' and plans' reports are the team's, the employees' the administrator's. */
  acesso: Acesso,
  params: P,
  query: Q,
  gerar: Gerar<z.output<P> & z.output<Q>>,
): Rota[] {
  return rota(`GET ${url}`, {
    acesso,
    resumo,
    params: params === NADA ? undefined : params,
    query,
    arquivo: RESPOSTAS_DE_PDF,
    trata: async (c) => {
      // The type provider cannot type a generic schema; parsing the already validated values once
      // more (a field or two) types them without a cast.
      const valores = { ...params.parse(c.request.params), ...query.parse(c.request.query) };
      return responderComPdf(c.reply, await gerar(c.db, pedidoDe(c.request), valores));
    },
  });
}

/**
 * The PDF reports of residents, plans and employees at their `/relatorio-*` paths, and the second service's
 * `/report-*` aliases (same files) with the values in the query. A list report also takes the
 * screen's search in the query, on both.
 */
export default modulo({ tags: ['Relatórios'] }, [
  relatorio(
    '/relatorio-residentes/:status',
    'PDF da lista de residentes (acolhidos, desacolhidos ou todos), com a busca da tela',
    'equipe',
    relatorioStatusParams,
    relatorioListaQuery,
    (db, pedido, q) => relatorios.relatorioResidentes(db, pedido, q.status, q.busca),
  ),
  relatorio(
    '/report-residentes',
    'PDF da lista de residentes, com status e busca na consulta (caminho do serviço de relatórios)',
    'equipe',
    NADA,
    reportResidentesQuery,
    (db, pedido, q) => relatorios.relatorioResidentes(db, pedido, q.status_residente, q.busca),
  ),
  relatorio(
    '/relatorio-residente/:pessoa/:residente',
    'PDF da ficha de um residente',
    'equipe',
    relatorioResidenteParams,
    NADA,
    (db, pedido, p) => relatorios.fichaResidente(db, pedido, p.pessoa, p.residente),
  ),
  relatorio(
    '/report-residente',
    'PDF da ficha de um residente, pelo código da pessoa (caminho do serviço de relatórios)',
    'equipe',
    NADA,
    reportResidenteQuery,
    (db, pedido, q) => relatorios.fichaResidentePorPessoa(db, pedido, q.codigo_pessoa),
  ),
  relatorio(
    '/relatorio-convenios/:status',
    'PDF da lista de convênios (ativos, desativados ou todos), com a busca da tela',
    'equipe',
    relatorioStatusParams,
    relatorioListaQuery,
    (db, pedido, q) => relatorios.relatorioConvenios(db, pedido, q.status, q.busca),
  ),
  relatorio(
    '/report-convenios',
    'PDF da lista de convênios, com status e busca na consulta (caminho do serviço de relatórios)',
    'equipe',
    NADA,
    reportConveniosQuery,
    (db, pedido, q) => relatorios.relatorioConvenios(db, pedido, q.status_convenio, q.busca),
  ),
  relatorio(
    '/relatorio-convenio/:id',
    'PDF da ficha de um convênio',
    'equipe',
    relatorioConvenioParams,
    NADA,
    (db, pedido, { id }) => relatorios.fichaConvenio(db, pedido, id),
  ),
  relatorio(
    '/report-convenio',
    'PDF da ficha de um convênio, pelo código na consulta (caminho do serviço de relatórios)',
    'equipe',
    NADA,
    reportConvenioQuery,
    (db, pedido, q) => relatorios.fichaConvenio(db, pedido, q.codigo_convenio),
  ),
  // Employees' personal data: the administrator's only (decision 0027).
  relatorio(
    '/relatorio-funcionarios/:status',
    'PDF da lista de funcionários (ativos, desligados ou todos), com a busca da tela',
    'administrador',
    relatorioStatusParams,
    relatorioListaQuery,
    (db, pedido, q) => relatorios.relatorioFuncionarios(db, pedido, q.status, q.busca),
  ),
  relatorio(
    '/report-funcionarios',
    'PDF da lista de funcionários, com status e busca na consulta (caminho do serviço de relatórios)',
    'administrador',
    NADA,
    reportFuncionariosQuery,
    (db, pedido, q) => relatorios.relatorioFuncionarios(db, pedido, q.status_funcionario, q.busca),
  ),
  relatorio(
    '/relatorio-funcionario/:pessoa/:funcionario',
    'PDF da ficha de um funcionário',
    'administrador',
    relatorioFuncionarioParams,
    NADA,
    (db, pedido, p) => relatorios.fichaFuncionario(db, pedido, p.funcionario, p.pessoa),
  ),
  relatorio(
    '/report-funcionario',
    'PDF da ficha de um funcionário, pelo código na consulta (caminho do serviço de relatórios)',
    'administrador',
    NADA,
    reportFuncionarioQuery,
    (db, pedido, q) => relatorios.fichaFuncionario(db, pedido, q.codigo_funcionario),
  ),
]);
