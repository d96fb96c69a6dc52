import {
  CONVENIO_JA_ATIVO,
  cabecalhosDeEnvio,
  codigoParams,
  convenio,
  convenioAtualizacao,
  convenioEmUso,
  convenioEmUsoResponse,
  convenioFull,
  convenioFullParams,
  convenioInativacaoInput,
  convenioInativacaoQuery,
  convenioInput,
  convenioListaResponse,
  endereco,
  enderecoConvenioInput,
  enderecoConvenioResposta,
  listaQuery,
  TOTAL_HEADER,
  telefone,
  telefoneConvenioInput,
  telefoneConvenioParams,
  telefoneConvenioResposta,
  tratadosResponse,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { autorDe } from '../../lib/autor.ts';
import { chaveDoPedido } from '../../lib/chave-de-envio.ts';
import * as convenios from './service.ts';

const tags = ['Convênios'];
const semConteudo = { 204: z.null() };

/** Health plans (docs/produto.md §7 "Plans"): the nested aggregate and the spec's granular chain. */
const conveniosRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [rota, ativo] of [
    ['/convenio', true],
    ['/convenio-desativados', false],
  ] as const) {
    app.get(
      rota,
      {
        config: { acesso: 'equipe' },
        schema: {
          summary: `Lista os convênios ${ativo ? 'ativos' : 'desativados'}: busca, ordem e páginas (total em ${TOTAL_HEADER})`,
          tags,
          querystring: listaQuery,
          response: { 200: convenioListaResponse },
        },
      },
      async (request, reply) => {
        const { linhas, total } = await convenios.listarConvenios(app.db, ativo, request.query);
        reply.header(TOTAL_HEADER, total);
        return linhas;
      },
    );
  }

  app.get(
    '/tratados',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os tratamentos dos convênios, para as sugestões do formulário',
        tags,
        response: { 200: tratadosResponse },
      },
    },
    async () => convenios.listarTratados(app.db),
  );

  app.get(
    '/convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: { summary: 'Lê um convênio', tags, params: codigoParams, response: { 200: convenio } },
    },
    async (request) => convenios.buscarConvenio(app.db, request.params.id),
  );

  app.get(
    '/convenio-full/:q',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lê um convênio com endereço e telefones, pelo código ou pelo nome',
        tags,
        params: convenioFullParams,
        response: { 200: convenioFull },
      },
    },
    async (request) => convenios.buscarConvenioFull(app.db, request.params.q),
  );

  app.get(
    '/telefone_convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os telefones de um convênio',
        tags,
        params: codigoParams,
        response: { 200: z.array(telefone) },
      },
    },
    async (request) => convenios.listarTelefonesDoConvenio(app.db, request.params.id),
  );

  app.get(
    '/endereco_convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Lista os endereços de um convênio',
        tags,
        params: codigoParams,
        response: { 200: z.array(endereco) },
      },
    },
    async (request) => convenios.listarEnderecosDoConvenio(app.db, request.params.id),
  );

  app.post(
    '/convenio',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Cadastra um convênio com endereço e telefones, numa transação',
        tags,
        headers: cabecalhosDeEnvio,
        body: convenioInput,
        response: { 201: convenioFull },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await convenios.criarConvenio(app.db, autorDe(request), request.body, chaveDoPedido(request))),
  );

  app.put(
    '/convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Altera um convênio com endereço e telefones (VERSAO lida)',
        tags,
        params: codigoParams,
        body: convenioAtualizacao,
        response: { 200: convenioFull },
      },
    },
    async (request) => convenios.atualizarConvenio(app.db, autorDe(request), request.params.id, request.body),
  );

  app.post(
    '/endereco_convenio',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Liga um endereço cadastrado a um convênio',
        tags,
        body: enderecoConvenioInput,
        response: { 201: enderecoConvenioResposta },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await convenios.vincularEnderecoConvenio(app.db, autorDe(request), request.body)),
  );

  app.post(
    '/telefone_convenio',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Liga um telefone cadastrado a um convênio',
        tags,
        body: telefoneConvenioInput,
        response: { 201: telefoneConvenioResposta },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await convenios.vincularTelefoneConvenio(app.db, autorDe(request), request.body)),
  );

  app.delete(
    '/telefone_convenio/:convenio/:telefone',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Desliga um telefone de um convênio',
        tags,
        params: telefoneConvenioParams,
        response: semConteudo,
      },
    },
    async (request, reply) => {
      const { params } = request;
      await convenios.desvincularTelefoneConvenio(app.db, autorDe(request), params.convenio, params.telefone);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/convenio/:id',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Desativa um convênio; em uso por residentes, responde 409 com quem o usa, até confirmar',
        tags,
        params: codigoParams,
        querystring: convenioInativacaoQuery,
        body: convenioInativacaoInput,
        response: { 200: convenio, 409: convenioEmUsoResponse },
      },
    },
    async (request, reply) => {
      const resultado = await convenios.inativarConvenio(app.db, autorDe(request), request.params.id, {
        motivo: request.body?.MOTIVO ?? request.query.motivo,
        data: request.body?.DATA,
        confirmado: request.query.confirmar === 'true',
        tz: app.config.TZ_LAR,
      });
      if ('emUso' in resultado) {
        return reply.code(409).send({ message: convenioEmUso(resultado.emUso), emUso: resultado.emUso });
      }
      return resultado.convenio;
    },
  );

  app.delete(
    '/convenio-ativar/:id',
    {
      config: { acesso: 'equipe', recusas: { 409: CONVENIO_JA_ATIVO } },
      schema: {
        summary: 'Reativa um convênio desativado',
        tags,
        params: codigoParams,
        response: { 200: convenio },
      },
    },
    async (request) => convenios.reativarConvenio(app.db, autorDe(request), request.params.id),
  );
};

export default conveniosRoutes;
