import {
  acompanhamentoCodigoResposta,
  acompanhamentoCriado,
  acompanhamentoDetalhe,
  acompanhamentoEditarInput,
  acompanhamentoInput,
  acompanhamentoLista,
  acompanhamentoListaQuery,
  acompanhamentoResumos,
  acompanhamentosInput,
  acompanhamentosPorResidenteQuery,
  codigoParams,
  filtroDataInicialFinalInput,
  filtroDataInicialFinalResidenteInput,
  filtroDataInicialInput,
  filtroDataInicialResidenteInput,
  funcionarioNomes,
  funcionariosDoAcompanhamento,
  funcionariosVinculados,
  infosAcompanhamento,
  MENSAGENS,
  nomeCargoFuncionarios,
  nomeDoResidente,
  participanteParams,
  residentesDoAcompanhamento,
  residentesVinculados,
  TURNOS_DO_LAR,
  turnosResposta,
  vinculoFuncionarioInput,
  vinculoResidenteInput,
} from '@acolher/contract';
import type { Config } from '../../config.ts';
import { modulo, rota } from '../../lib/rota.ts';
import * as leituras from './leituras.ts';
import * as acompanhamentos from './service.ts';

/** The home's clock and shifts, which the follow-ups' dates and shifts are read in. */
const larDe = (config: Config): leituras.Lar => ({
  tz: config.TZ_LAR,
  turnos: TURNOS_DO_LAR[config.TURNOS_LAR],
});

/**
 * Every call of docs/produto.md §7 "Follow-ups" but the prontuário's PDFs (module prontuario). The care team
 * logs, edits its own within the window and reads everything here (decision 0028).
 */
export default modulo({ tags: ['Acompanhamentos'], acesso: 'equipe' }, [
  rota('GET /turnos', {
    resumo: 'Lista os turnos do lar (TURNOS_LAR) e seus horários',
    resposta: turnosResposta,
    trata: async (c) => [...larDe(c.config).turnos],
  }),

  /* Create */

  rota('POST /acompanhamentos', {
    resumo: 'Registra um acompanhamento com funcionários e residentes numa transação, ou a correção de um',
    envio: true,
    corpo: acompanhamentosInput,
    resposta: acompanhamentoDetalhe,
    status: 201,
    trata: async (c) => {
      const lar = larDe(c.config);
      const codigo = await acompanhamentos.criarAcompanhamento(c.db, c.autor, lar.tz, c.body, c.chave);
      return leituras.lerAcompanhamento(c.db, c.autor, lar, codigo);
    },
  }),
  rota('POST /acompanhamento', {
    resumo: 'Registra um acompanhamento sem participantes (caminho da especificação, em etapas)',
    corpo: acompanhamentoInput,
    resposta: acompanhamentoCriado,
    status: 201,
    trata: (c) => acompanhamentos.criarAcompanhamentoGranular(c.db, c.autor, c.config.TZ_LAR, c.body),
  }),
  rota('POST /acompanhamento_funcionario', {
    resumo: 'Liga funcionários a um acompanhamento',
    corpo: vinculoFuncionarioInput,
    resposta: funcionariosVinculados,
    status: 201,
    trata: (c) => acompanhamentos.vincularParticipantes(c.db, c.autor, 'CODIGO_FUNCIONARIO', c.body),
  }),
  rota('POST /acompanhamento_residente', {
    resumo: 'Liga residentes a um acompanhamento',
    corpo: vinculoResidenteInput,
    resposta: residentesVinculados,
    status: 201,
    trata: (c) => acompanhamentos.vincularParticipantes(c.db, c.autor, 'CODIGO_RESIDENTE', c.body),
  }),
  rota('GET /acompanhamento-codigo', {
    resumo: 'Diz o código que o próximo acompanhamento deve receber (só informativo)',
    resposta: acompanhamentoCodigoResposta,
    trata: (c) => leituras.proximoCodigo(c.db),
  }),

  /* Edit */

  rota('PUT /acompanhamento-editar/:id', {
    recusas: { 403: MENSAGENS.acompanhamentoDeOutroAutor },
    resumo: 'Edita um acompanhamento do próprio autor em até 24 horas (VERSAO lida, motivo da edição)',
    params: codigoParams,
    corpo: acompanhamentoEditarInput,
    resposta: acompanhamentoDetalhe,
    trata: async (c) => {
      const lar = larDe(c.config);
      await acompanhamentos.editarAcompanhamento(c.db, c.autor, lar.tz, c.params.id, c.body);
      return leituras.lerAcompanhamento(c.db, c.autor, lar, c.params.id);
    },
  }),
  // Each kind of participant leaves one at a time or all at once, under the same rules.
  ...(
    [
      ['/acompanhamento_funcionario', 'FUNCIONARIOS'],
      ['/acompanhamento_residente', 'RESIDENTES'],
    ] as const
  ).flatMap(([base, tipo]) => [
    rota(`DELETE ${base}/:participante/:acompanhamento`, {
      resumo: `Tira um participante (${tipo}) de um acompanhamento ainda editável`,
      params: participanteParams,
      mensagem: MENSAGENS.participanteRemovido,
      trata: (c) =>
        acompanhamentos.removerVinculos(c.db, c.autor, tipo, c.params.acompanhamento, c.params.participante),
    }),
    rota(`DELETE ${base}All/:id`, {
      resumo: `Tira todos os participantes (${tipo}) de um acompanhamento ainda editável`,
      params: codigoParams,
      mensagem: MENSAGENS.participanteRemovido,
      trata: (c) => acompanhamentos.removerVinculos(c.db, c.autor, tipo, c.params.id, null),
    }),
  ]),

  /* Read */

  rota('GET /acompanhamento', {
    resumo:
      'Lista os acompanhamentos, mais novos primeiro: busca, turno, período, residente, funcionário, páginas',
    query: acompanhamentoListaQuery,
    lista: acompanhamentoLista,
    trata: (c) => leituras.listarAcompanhamentos(c.db, larDe(c.config), c.query),
  }),
  rota('GET /acompanhamento/:id', {
    resumo: 'Lê um acompanhamento com participantes, histórico de edições e correções',
    params: codigoParams,
    resposta: acompanhamentoDetalhe,
    trata: (c) => leituras.lerAcompanhamento(c.db, c.autor, larDe(c.config), c.params.id),
  }),
  rota(['GET /acompanhamento_funcionario/:id', 'GET /acompanhamento-funcionario/:id'], {
    resumo: 'Lista os funcionários de um acompanhamento',
    params: codigoParams,
    resposta: funcionariosDoAcompanhamento,
    trata: (c) => leituras.funcionariosDoAcompanhamento(c.db, c.params.id),
  }),
  rota('GET /acompanhamento-residente/:id', {
    resumo: 'Lista os residentes de um acompanhamento',
    params: codigoParams,
    resposta: residentesDoAcompanhamento,
    trata: (c) => leituras.residentesDoAcompanhamento(c.db, c.params.id),
  }),
  rota('GET /residente-acomp/:id', {
    resumo: 'Lista os acompanhamentos de um residente',
    params: codigoParams,
    resposta: acompanhamentoResumos,
    trata: (c) => leituras.listarResumos(c.db, larDe(c.config), { residente: c.params.id }),
  }),
  // The spec writes it with a trailing slash; a client that drops it reaches the same list.
  rota(['GET /acompanhamentos-por-residente/:id/', 'GET /acompanhamentos-por-residente/:id'], {
    resumo: 'Lista os acompanhamentos de um residente, por funcionário e período',
    params: codigoParams,
    query: acompanhamentosPorResidenteQuery,
    resposta: acompanhamentoResumos,
    trata: (c) =>
      leituras.listarResumos(c.db, larDe(c.config), {
        residente: c.params.id,
        funcionario: c.query.codigo_funcionario,
        de: c.query.data_inicial,
        ate: c.query.data_final,
      }),
  }),
  rota('GET /infos-acompanhamento/:id', {
    resumo: 'Lê data, atividade e participantes de um acompanhamento',
    params: codigoParams,
    resposta: infosAcompanhamento,
    trata: (c) => leituras.infosDoAcompanhamento(c.db, c.params.id),
  }),
  rota('GET /getNameById/:id', {
    resumo: 'Diz o nome de um residente',
    params: codigoParams,
    resposta: nomeDoResidente,
    trata: (c) => leituras.nomeDoResidente(c.db, c.params.id),
  }),
  rota('GET /nome-cargo-funcionario', {
    resumo: 'Lista os funcionários ativos como "Nome Sobrenome - Cargo"',
    resposta: nomeCargoFuncionarios,
    trata: (c) => leituras.nomesECargos(c.db),
  }),
  rota('GET /funcionarioNome', {
    resumo: 'Lista os funcionários ativos por nome, para os seletores',
    resposta: funcionarioNomes,
    trata: (c) => leituras.nomesDeFuncionarios(c.db),
  }),
  rota('GET /residenteNome', {
    resumo: 'Lista os residentes ativos por nome, para os seletores',
    resposta: residentesDoAcompanhamento,
    trata: (c) => leituras.nomesDeResidentes(c.db),
  }),

  /* The original client's date filters, newest first */

  rota('POST /acompanhamento-data-inicial', {
    resumo: 'Lista os acompanhamentos desde uma data até hoje',
    corpo: filtroDataInicialInput,
    resposta: acompanhamentoResumos,
    trata: (c) => leituras.listarPeriodo(c.db, larDe(c.config), c.body),
  }),
  rota('POST /acompanhamento-data-inicial-final', {
    resumo: 'Lista os acompanhamentos entre duas datas',
    corpo: filtroDataInicialFinalInput,
    resposta: acompanhamentoResumos,
    trata: (c) => leituras.listarPeriodo(c.db, larDe(c.config), c.body),
  }),
  rota('POST /acompanhamento-data-inicial-residente', {
    resumo: 'Lista os acompanhamentos de um residente desde uma data até hoje',
    corpo: filtroDataInicialResidenteInput,
    resposta: acompanhamentoResumos,
    trata: (c) => leituras.listarPeriodo(c.db, larDe(c.config), c.body),
  }),
  rota('POST /acompanhamento-data-inicial-final-residente', {
    resumo: 'Lista os acompanhamentos de um residente entre duas datas',
    corpo: filtroDataInicialFinalResidenteInput,
    resposta: acompanhamentoResumos,
    trata: (c) => leituras.listarPeriodo(c.db, larDe(c.config), c.body),
  }),
]);
