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
  cabecalhosDeEnvio,
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
  mensagemResposta,
  nomeCargoFuncionarios,
  nomeDoResidente,
  participanteParams,
  residentesDoAcompanhamento,
  residentesVinculados,
  TOTAL_HEADER,
  TURNOS_DO_LAR,
  turnosResposta,
  vinculoFuncionarioInput,
  vinculoResidenteInput,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autorDe } from '../../lib/autor.ts';
import { chaveDoPedido } from '../../lib/chave-de-envio.ts';
import * as leituras from './leituras.ts';
import * as acompanhamentos from './service.ts';

const tags = ['Acompanhamentos'];
/** The care team logs, edits its own within the window and reads everything here (decision 0028). */
const config = { acesso: 'equipe' } as const;
const removido = { message: MENSAGENS.participanteRemovido };

/** Every call of docs/produto.md §7 "Follow-ups" but the prontuário's PDFs (module prontuario). */
const acompanhamentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const lar: leituras.Lar = { tz: app.config.TZ_LAR, turnos: TURNOS_DO_LAR[app.config.TURNOS_LAR] };

  app.get(
    '/turnos',
    {
      config,
      schema: {
        summary: 'Lista os turnos do lar (TURNOS_LAR) e seus horários',
        tags,
        response: { 200: turnosResposta },
      },
    },
    async () => [...lar.turnos],
  );

  /* Create */

  app.post(
    '/acompanhamentos',
    {
      config,
      schema: {
        summary:
          'Registra um acompanhamento com funcionários e residentes numa transação, ou a correção de um',
        tags,
        headers: cabecalhosDeEnvio,
        body: acompanhamentosInput,
        response: { 201: acompanhamentoDetalhe },
      },
    },
    async (request, reply) => {
      const autor = autorDe(request);
      const codigo = await acompanhamentos.criarAcompanhamento(
        app.db,
        autor,
        lar.tz,
        request.body,
        chaveDoPedido(request),
      );
      return reply.code(201).send(await leituras.lerAcompanhamento(app.db, autor, lar, codigo));
    },
  );
  app.post(
    '/acompanhamento',
    {
      config,
      schema: {
        summary: 'Registra um acompanhamento sem participantes (caminho da especificação, em etapas)',
        tags,
        body: acompanhamentoInput,
        response: { 201: acompanhamentoCriado },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await acompanhamentos.criarAcompanhamentoGranular(app.db, autorDe(request), lar.tz, request.body),
        ),
  );
  app.post(
    '/acompanhamento_funcionario',
    {
      config,
      schema: {
        summary: 'Liga funcionários a um acompanhamento',
        tags,
        body: vinculoFuncionarioInput,
        response: { 201: funcionariosVinculados },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await acompanhamentos.vincularParticipantes(
            app.db,
            autorDe(request),
            'CODIGO_FUNCIONARIO',
            request.body,
          ),
        ),
  );
  app.post(
    '/acompanhamento_residente',
    {
      config,
      schema: {
        summary: 'Liga residentes a um acompanhamento',
        tags,
        body: vinculoResidenteInput,
        response: { 201: residentesVinculados },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await acompanhamentos.vincularParticipantes(
            app.db,
            autorDe(request),
            'CODIGO_RESIDENTE',
            request.body,
          ),
        ),
  );
  app.get(
    '/acompanhamento-codigo',
    {
      config,
      schema: {
        summary: 'Diz o código que o próximo acompanhamento deve receber (só informativo)',
        tags,
        response: { 200: acompanhamentoCodigoResposta },
      },
    },
    async () => leituras.proximoCodigo(app.db),
  );

  /* Edit */

  app.put(
    '/acompanhamento-editar/:id',
    {
      config: { ...config, recusas: { 403: MENSAGENS.acompanhamentoDeOutroAutor } },
      schema: {
        summary: 'Edita um acompanhamento do próprio autor em até 24 horas (VERSAO lida, motivo da edição)',
        tags,
        params: codigoParams,
        body: acompanhamentoEditarInput,
        response: { 200: acompanhamentoDetalhe },
      },
    },
    async (request) => {
      const autor = autorDe(request);
      await acompanhamentos.editarAcompanhamento(app.db, autor, lar.tz, request.params.id, request.body);
      return leituras.lerAcompanhamento(app.db, autor, lar, request.params.id);
    },
  );
  // Each kind of participant leaves one at a time or all at once, under the same rules.
  for (const [base, tipo] of [
    ['/acompanhamento_funcionario', 'FUNCIONARIOS'],
    ['/acompanhamento_residente', 'RESIDENTES'],
  ] as const) {
    app.delete(
      `${base}/:participante/:acompanhamento`,
      {
        config,
        schema: {
          summary: `Tira um participante (${tipo}) de um acompanhamento ainda editável`,
          tags,
          params: participanteParams,
          response: { 200: mensagemResposta },
        },
      },
      async (request) => {
        const { participante, acompanhamento } = request.params;
        await acompanhamentos.removerVinculos(app.db, autorDe(request), tipo, acompanhamento, participante);
        return removido;
      },
    );
    app.delete(
      `${base}All/:id`,
      {
        config,
        schema: {
          summary: `Tira todos os participantes (${tipo}) de um acompanhamento ainda editável`,
          tags,
          params: codigoParams,
          response: { 200: mensagemResposta },
        },
      },
      async (request) => {
        await acompanhamentos.removerVinculos(app.db, autorDe(request), tipo, request.params.id, null);
        return removido;
      },
    );
  }

  /* Read */

  app.get(
    '/acompanhamento',
    {
      config,
      schema: {
        summary:
          'Lista os acompanhamentos, mais novos primeiro: busca, turno, período, residente, funcionário, páginas',
        tags,
        querystring: acompanhamentoListaQuery,
        response: { 200: acompanhamentoLista },
      },
    },
    async (request, reply) => {
      const { linhas, total } = await leituras.listarAcompanhamentos(app.db, lar, request.query);
      reply.header(TOTAL_HEADER, total);
      return linhas;
    },
  );
  app.get(
    '/acompanhamento/:id',
    {
      config,
      schema: {
        summary: 'Lê um acompanhamento com participantes, histórico de edições e correções',
        tags,
        params: codigoParams,
        response: { 200: acompanhamentoDetalhe },
      },
    },
    async (request) => leituras.lerAcompanhamento(app.db, autorDe(request), lar, request.params.id),
  );
  for (const rota of ['/acompanhamento_funcionario/:id', '/acompanhamento-funcionario/:id'])
    app.get(
      rota,
      {
        config,
        schema: {
          summary: 'Lista os funcionários de um acompanhamento',
          tags,
          params: codigoParams,
          response: { 200: funcionariosDoAcompanhamento },
        },
      },
      async (request) => leituras.funcionariosDoAcompanhamento(app.db, request.params.id),
    );
  app.get(
    '/acompanhamento-residente/:id',
    {
      config,
      schema: {
        summary: 'Lista os residentes de um acompanhamento',
        tags,
        params: codigoParams,
        response: { 200: residentesDoAcompanhamento },
      },
    },
    async (request) => leituras.residentesDoAcompanhamento(app.db, request.params.id),
  );
  app.get(
    '/residente-acomp/:id',
    {
      config,
      schema: {
        summary: 'Lista os acompanhamentos de um residente',
        tags,
        params: codigoParams,
        response: { 200: acompanhamentoResumos },
      },
    },
    async (request) => leituras.listarResumos(app.db, lar, { residente: request.params.id }),
  );
  // The spec writes it with a trailing slash; a client that drops it reaches the same list.
  for (const rota of ['/acompanhamentos-por-residente/:id/', '/acompanhamentos-por-residente/:id'])
    app.get(
      rota,
      {
        config,
        schema: {
          summary: 'Lista os acompanhamentos de um residente, por funcionário e período',
          tags,
          params: codigoParams,
          querystring: acompanhamentosPorResidenteQuery,
          response: { 200: acompanhamentoResumos },
        },
      },
      async (request) =>
        leituras.listarResumos(app.db, lar, {
          residente: request.params.id,
          funcionario: request.query.codigo_funcionario,
          de: request.query.data_inicial,
          ate: request.query.data_final,
        }),
    );
  app.get(
    '/infos-acompanhamento/:id',
    {
      config,
      schema: {
        summary: 'Lê data, atividade e participantes de um acompanhamento',
        tags,
        params: codigoParams,
        response: { 200: infosAcompanhamento },
      },
    },
    async (request) => leituras.infosDoAcompanhamento(app.db, request.params.id),
  );
  app.get(
    '/getNameById/:id',
    {
      config,
      schema: {
        summary: 'Diz o nome de um residente',
        tags,
        params: codigoParams,
        response: { 200: nomeDoResidente },
      },
    },
    async (request) => leituras.nomeDoResidente(app.db, request.params.id),
  );
  app.get(
    '/nome-cargo-funcionario',
    {
      config,
      schema: {
        summary: 'Lista os funcionários ativos como "Nome Sobrenome - Cargo"',
        tags,
        response: { 200: nomeCargoFuncionarios },
      },
    },
    async () => leituras.nomesECargos(app.db),
  );
  app.get(
    '/funcionarioNome',
    {
      config,
      schema: {
        summary: 'Lista os funcionários ativos por nome, para os seletores',
        tags,
        response: { 200: funcionarioNomes },
      },
    },
    async () => leituras.nomesDeFuncionarios(app.db),
  );
  app.get(
    '/residenteNome',
    {
      config,
      schema: {
        summary: 'Lista os residentes ativos por nome, para os seletores',
        tags,
        response: { 200: residentesDoAcompanhamento },
      },
    },
    async () => leituras.nomesDeResidentes(app.db),
  );

  /* The original client's date filters, newest first */

  app.post(
    '/acompanhamento-data-inicial',
    {
      config,
      schema: {
        summary: 'Lista os acompanhamentos desde uma data até hoje',
        tags,
        body: filtroDataInicialInput,
        response: { 200: acompanhamentoResumos },
      },
    },
    async (request) => leituras.listarDesde(app.db, lar, request.body.dateStart),
  );
  app.post(
    '/acompanhamento-data-inicial-final',
    {
      config,
      schema: {
        summary: 'Lista os acompanhamentos entre duas datas',
        tags,
        body: filtroDataInicialFinalInput,
        response: { 200: acompanhamentoResumos },
      },
    },
    async (request) =>
      leituras.listarResumos(app.db, lar, { de: request.body.dateStart, ate: request.body.dateFinish }),
  );
  app.post(
    '/acompanhamento-data-inicial-residente',
    {
      config,
      schema: {
        summary: 'Lista os acompanhamentos de um residente desde uma data até hoje',
        tags,
        body: filtroDataInicialResidenteInput,
        response: { 200: acompanhamentoResumos },
      },
    },
    async (request) =>
      leituras.listarDesde(app.db, lar, request.body.dateStart, request.body.CODIGO_RESIDENTE),
  );
  app.post(
    '/acompanhamento-data-inicial-final-residente',
    {
      config,
      schema: {
        summary: 'Lista os acompanhamentos de um residente entre duas datas',
        tags,
        body: filtroDataInicialFinalResidenteInput,
        response: { 200: acompanhamentoResumos },
      },
    },
    async (request) =>
      leituras.listarResumos(app.db, lar, {
        residente: request.body.CODIGO_RESIDENTE,
        de: request.body.dateStart,
        ate: request.body.dateFinish,
      }),
  );
};

export default acompanhamentosRoutes;
