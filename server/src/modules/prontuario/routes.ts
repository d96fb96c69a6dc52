import { assistsQuery, assistsResidenteQuery, codigoParams, prontuarioInput } from '@acolher/contract';
import { pedidoDe, RESPOSTAS_DE_PDF, responderComPdf } from '../../lib/emissao.ts';
import { modulo, rota } from '../../lib/rota.ts';
import * as prontuario from './service.ts';

/**
 * The prontuário's calls of docs/produto.md §7: `POST /prontuario` (the web's modal) and the reports service's
 * `/api/v1/assists` paths. Every answer is a PDF file; anyone of the team prints (role 2 too, decision 0029).
 */
export default modulo({ tags: ['Prontuário'], acesso: 'equipe' }, [
  rota('POST /prontuario', {
    resumo: 'Gera o PDF do prontuário: os acompanhamentos de um residente, ou de todos, num período',
    corpo: prontuarioInput,
    arquivo: RESPOSTAS_DE_PDF,
    trata: async (c) => {
      const { codigoResidente, dateStart, dateFinish, codigoFuncionario } = c.body;
      const filtro = { de: dateStart, ate: dateFinish, funcionario: codigoFuncionario };
      const pedido = pedidoDe(c.request);
      const arquivo = codigoResidente
        ? await prontuario.prontuarioDoResidente(c.db, pedido, codigoResidente, filtro)
        : await prontuario.prontuarioGeral(c.db, pedido, filtro);
      return responderComPdf(c.reply, arquivo);
    },
  }),
  rota('GET /api/v1/assists', {
    resumo: 'Gera o PDF dos acompanhamentos de um período (caminho do serviço de relatórios)',
    query: assistsQuery,
    arquivo: RESPOSTAS_DE_PDF,
    trata: async (c) => {
      const filtro = { de: c.query.dateStart, ate: c.query.dateFinish, funcionario: null };
      return responderComPdf(c.reply, await prontuario.prontuarioGeral(c.db, pedidoDe(c.request), filtro));
    },
  }),
  rota('GET /api/v1/assists/id/:id', {
    resumo: 'Gera o PDF de um acompanhamento (caminho do serviço de relatórios)',
    params: codigoParams,
    arquivo: RESPOSTAS_DE_PDF,
    trata: async (c) =>
      responderComPdf(
        c.reply,
        await prontuario.prontuarioDoAcompanhamento(c.db, pedidoDe(c.request), c.params.id),
      ),
  }),
  rota('GET /api/v1/assists/:id', {
    resumo: 'Gera o PDF do prontuário de um residente (caminho do serviço de relatórios)',
    params: codigoParams,
    query: assistsResidenteQuery,
    arquivo: RESPOSTAS_DE_PDF,
    trata: async (c) => {
      const { dateStart, dateFinish, employeeId } = c.query;
      const filtro = { de: dateStart, ate: dateFinish, funcionario: employeeId };
      const pedido = pedidoDe(c.request);
      return responderComPdf(
        c.reply,
        await prontuario.prontuarioDoResidente(c.db, pedido, c.params.id, filtro),
      );
    },
  }),
]);
