import {
  codigoParams,
  endereco,
  enderecoAtualizacao,
  enderecoInput,
  enderecoPessoaInput,
  enderecoPessoaParams,
  enderecoPessoaResposta,
  pessoa,
  pessoaAtualizacao,
  pessoaInput,
  telefone,
  telefoneAtualizacao,
  telefoneInput,
  telefonePessoaInput,
  telefonePessoaParams,
  telefonePessoaResposta,
  UNICIDADES_PESSOA,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE } from '../../db/vinculos.ts';
import { autorDe } from '../../lib/autor.ts';
import { MOTIVOS } from '../../lib/documentacao.ts';
import { rotaDeUnicidade } from '../../lib/rota-de-unicidade.ts';
import * as cadastro from './service.ts';

const tags = ['Cadastro'];

/**
 * Person, address and phone routes that residents, plans and employees share (the spec's
 * granular chains). Unlinking goes through the owner's link routes; `DELETE /telefone/{id}` takes only
 * a phone nothing links (decision 0019).
 */
const cadastroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pessoa',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Cadastra uma pessoa (dados pessoais e documentos)',
        tags,
        body: pessoaInput,
        response: { 201: pessoa },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await cadastro.criarPessoa(app.db, autorDe(request), request.body)),
  );
  app.put(
    '/pessoa/:id',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario } },
      schema: {
        summary: 'Altera os dados pessoais de uma pessoa (VERSAO lida)',
        tags,
        params: codigoParams,
        body: pessoaAtualizacao,
        response: { 200: pessoa },
      },
    },
    async (request) => cadastro.atualizarPessoa(app.db, autorDe(request), request.params.id, request.body),
  );
  for (const [segmento, campo] of Object.entries(UNICIDADES_PESSOA)) {
    rotaDeUnicidade(app, `/pessoa/${segmento}`, 'equipe', campo, tags, (valor, exceto, autor) =>
      cadastro.documentoDePessoaExistente(app.db, autor, campo, valor, exceto),
    );
  }

  app.post(
    '/endereco',
    {
      config: { acesso: 'equipe' },
      schema: { summary: 'Cadastra um endereço', tags, body: enderecoInput, response: { 201: endereco } },
    },
    async (request, reply) =>
      reply.code(201).send(await cadastro.criarEndereco(app.db, autorDe(request), request.body)),
  );
  app.get(
    '/endereco/:id',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario } },
      schema: { summary: 'Lê um endereço', tags, params: codigoParams, response: { 200: endereco } },
    },
    async (request) => cadastro.lerEndereco(app.db, autorDe(request), request.params.id),
  );
  app.put(
    '/endereco/:id',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario } },
      schema: {
        summary: 'Altera um endereço',
        tags,
        params: codigoParams,
        body: enderecoAtualizacao,
        response: { 200: endereco },
      },
    },
    async (request) => cadastro.atualizarEndereco(app.db, autorDe(request), request.params.id, request.body),
  );

  app.post(
    '/telefone',
    {
      config: { acesso: 'equipe' },
      schema: { summary: 'Cadastra um telefone', tags, body: telefoneInput, response: { 201: telefone } },
    },
    async (request, reply) =>
      reply.code(201).send(await cadastro.criarTelefone(app.db, autorDe(request), request.body)),
  );
  app.get(
    '/telefone/:id',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario } },
      schema: { summary: 'Lê um telefone', tags, params: codigoParams, response: { 200: telefone } },
    },
    async (request) => cadastro.lerTelefone(app.db, autorDe(request), request.params.id),
  );
  app.put(
    '/telefone/:id',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario } },
      schema: {
        summary: 'Altera um telefone',
        tags,
        params: codigoParams,
        body: telefoneAtualizacao,
        response: { 200: telefone },
      },
    },
    async (request) =>
      cadastro.atualizarTelefoneAvulso(app.db, autorDe(request), request.params.id, request.body),
  );
  for (const contato of ['telefone', 'endereco'] as const) {
    app.delete(
      `/${contato}/:id`,
      {
        config: { acesso: 'equipe', recusas: { 403: MOTIVOS.linhaDeFuncionario, 409: MOTIVOS.contatoEmUso } },
        schema: {
          summary: `Apaga um ${contato} que nada mais usa`,
          tags,
          params: codigoParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await cadastro.apagarContato(app.db, autorDe(request), contato, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }

  app.register(contatosDaPessoaRoutes);
};

/** A person's phones and addresses: the employees' (residents keep none), hence the administrator's (decision 0027). */
const contatosDaPessoaRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { acesso: 'administrador' } as const;
  const semConteudo = { 204: z.null() };
  app.get(
    '/telefone_pessoa/:id',
    {
      config,
      schema: {
        summary: 'Lista os telefones de uma pessoa (funcionário)',
        tags,
        params: codigoParams,
        response: { 200: z.array(telefone) },
      },
    },
    async (request) => cadastro.listarTelefonesDaPessoa(app.db, request.params.id),
  );
  app.get(
    '/endereco_pessoa/:id',
    {
      config,
      schema: {
        summary: 'Lista os endereços de uma pessoa (funcionário)',
        tags,
        params: codigoParams,
        response: { 200: z.array(endereco) },
      },
    },
    async (request) => cadastro.listarEnderecosDaPessoa(app.db, request.params.id),
  );
  app.post(
    '/telefone_pessoa',
    {
      config,
      schema: {
        summary: 'Liga telefones a uma pessoa (funcionário)',
        tags,
        body: telefonePessoaInput,
        response: { 201: telefonePessoaResposta },
      },
    },
    async (request, reply) => {
      const { PESSOA_CODIGO, TELEFONE_CODIGO } = request.body;
      const vinculo = VINCULOS_DE_TELEFONE.pessoa;
      await cadastro.vincularContatoDaPessoa(
        app.db,
        autorDe(request),
        vinculo,
        PESSOA_CODIGO,
        TELEFONE_CODIGO,
      );
      return reply.code(201).send(request.body);
    },
  );
  app.post(
    '/endereco_pessoa',
    {
      config,
      schema: {
        summary: 'Liga endereços a uma pessoa (funcionário)',
        tags,
        body: enderecoPessoaInput,
        response: { 201: enderecoPessoaResposta },
      },
    },
    async (request, reply) => {
      const { PESSOA_CODIGO, ENDERECO_CODIGO } = request.body;
      const vinculo = VINCULOS_DE_ENDERECO.pessoa;
      await cadastro.vincularContatoDaPessoa(
        app.db,
        autorDe(request),
        vinculo,
        PESSOA_CODIGO,
        ENDERECO_CODIGO,
      );
      return reply.code(201).send(request.body);
    },
  );
  // Decision 0019: the link goes, and the phone or address with it once nothing else links it.
  app.delete(
    '/telefone_pessoa/:pessoa/:telefone',
    {
      config,
      schema: {
        summary: 'Desliga um telefone de uma pessoa; o telefone sem outro vínculo é apagado',
        tags,
        params: telefonePessoaParams,
        response: semConteudo,
      },
    },
    async (request, reply) => {
      const { pessoa: dono, telefone: codigo } = request.params;
      await cadastro.desvincularContato(app.db, autorDe(request), VINCULOS_DE_TELEFONE.pessoa, dono, codigo);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/endereco_pessoa/:pessoa/:endereco',
    {
      config,
      schema: {
        summary: 'Desliga um endereço de uma pessoa; o endereço sem outro vínculo é apagado',
        tags,
        params: enderecoPessoaParams,
        response: semConteudo,
      },
    },
    async (request, reply) => {
      const { pessoa: dono, endereco: codigo } = request.params;
      await cadastro.desvincularContato(app.db, autorDe(request), VINCULOS_DE_ENDERECO.pessoa, dono, codigo);
      return reply.code(204).send(null);
    },
  );
};

export default cadastroRoutes;
