import {
  cabecalhosDeEnvio,
  codigoParams,
  contaBancaria,
  contaBancariaAtualizacao,
  contaBancariaInput,
  demissaoInput,
  dependente,
  dependenteAtualizacao,
  dependenteCertidaoRequest,
  dependenteCpfRequest,
  dependenteInput,
  dependenteLista,
  dependenteParams,
  dependenteRgRequest,
  dependentesParams,
  funcionario,
  funcionarioAtualizacao,
  funcionarioCompleto,
  funcionarioInput,
  funcionarioLista,
  listaQuery,
  MENSAGENS,
  mensagemResposta,
  readmissaoQuery,
  TOTAL_HEADER,
  unicidadeResponse,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autorDe } from '../../lib/autor.ts';
import { chaveDoPedido } from '../../lib/chave-de-envio.ts';
import * as dependentes from './dependentes.ts';
import * as funcionarios from './service.ts';

const tags = ['Funcionários'];
/** Employees, their bank accounts and dependants are the administrator's (decision 0027). */
const config = { acesso: 'administrador' } as const;

/** docs/produto.md §7 "Employees": the employee, its bank account and its dependants. */
const funcionariosRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [rota, ativos] of [
    ['/funcionario', true],
    ['/funcionarioInativo', false],
  ] as const) {
    app.get(
      rota,
      {
        config,
        schema: {
          summary: `Lista os funcionários ${ativos ? 'ativos' : 'desligados'}: busca, ordem e páginas (total em ${TOTAL_HEADER})`,
          tags,
          querystring: listaQuery,
          response: { 200: funcionarioLista },
        },
      },
      async (request, reply) => {
        const { linhas, total } = await funcionarios.listarFuncionarios(app.db, ativos, request.query);
        reply.header(TOTAL_HEADER, total);
        return linhas;
      },
    );
  }
  app.get(
    '/funcionario/:id',
    {
      config,
      schema: { summary: 'Lê um funcionário', tags, params: codigoParams, response: { 200: funcionario } },
    },
    async (request) => funcionarios.buscarFuncionario(app.db, request.params.id),
  );
  app.get(
    '/funcionario-full/:id',
    {
      config,
      schema: {
        summary: 'Lê um funcionário com pessoa, telefones, endereços e conta bancária',
        tags,
        params: codigoParams,
        response: { 200: funcionarioCompleto },
      },
    },
    async (request) => funcionarios.buscarFuncionarioCompleto(app.db, request.params.id),
  );
  app.post(
    '/funcionario',
    {
      config,
      schema: {
        summary: 'Cadastra um funcionário (pessoa, contatos e conta bancária) numa transação',
        tags,
        headers: cabecalhosDeEnvio,
        body: funcionarioInput,
        response: { 201: funcionario },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await funcionarios.criarFuncionario(app.db, autorDe(request), request.body, chaveDoPedido(request)),
        ),
  );
  app.put(
    '/funcionario/:id',
    {
      config,
      schema: {
        summary: 'Altera um funcionário com pessoa, contatos e conta bancária (VERSAO lida)',
        tags,
        params: codigoParams,
        body: funcionarioAtualizacao,
        response: { 200: funcionario },
      },
    },
    async (request) =>
      funcionarios.atualizarFuncionario(app.db, autorDe(request), request.params.id, request.body),
  );
  app.delete(
    '/funcionario/:id',
    {
      config: { ...config, recusas: { 409: MENSAGENS.funcionarioJaInativo } },
      schema: {
        summary: 'Desliga um funcionário: data e motivo da demissão',
        tags,
        params: codigoParams,
        body: demissaoInput,
        response: { 200: funcionario },
      },
    },
    async (request) =>
      funcionarios.inativarFuncionario(
        app.db,
        autorDe(request),
        request.params.id,
        request.body,
        app.config.TZ_LAR,
      ),
  );
  app.delete(
    '/funcionario-ativar/:id',
    {
      config: { ...config, recusas: { 409: MENSAGENS.funcionarioJaAtivo } },
      schema: {
        summary: 'Readmite um funcionário desligado numa data; o período anterior fica guardado',
        tags,
        params: codigoParams,
        querystring: readmissaoQuery,
        response: { 200: funcionario },
      },
    },
    async (request) =>
      funcionarios.reativarFuncionario(
        app.db,
        autorDe(request),
        request.params.id,
        request.query,
        app.config.TZ_LAR,
      ),
  );

  app.post(
    '/conta-bancaria-funcionario',
    {
      config,
      schema: {
        summary: 'Cadastra a conta bancária de um funcionário',
        tags,
        body: contaBancariaInput,
        response: { 201: contaBancaria },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await funcionarios.criarConta(app.db, autorDe(request), request.body)),
  );
  app.put(
    '/conta-bancaria-funcionario/:id',
    {
      config,
      schema: {
        summary: 'Altera a conta bancária de um funcionário',
        tags,
        params: codigoParams,
        body: contaBancariaAtualizacao,
        response: { 200: contaBancaria },
      },
    },
    async (request) => funcionarios.atualizarConta(app.db, autorDe(request), request.params.id, request.body),
  );

  app.register(dependentesRoutes);
};

/** Dependants (decision 0026): always under their employee. */
const dependentesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dependente/:funcionario',
    {
      config,
      schema: {
        summary: 'Lista os dependentes de um funcionário',
        tags,
        params: dependentesParams,
        response: { 200: dependenteLista },
      },
    },
    async (request) => dependentes.listarDependentes(app.db, request.params.funcionario),
  );
  app.post(
    '/dependente',
    {
      config,
      schema: {
        summary: 'Cadastra um dependente de um funcionário',
        tags,
        headers: cabecalhosDeEnvio,
        body: dependenteInput,
        response: { 201: dependente },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await dependentes.criarDependente(app.db, autorDe(request), request.body, chaveDoPedido(request)),
        ),
  );
  const chave = '/dependente/:funcionario/:nome/:sobrenome';
  app.get(
    chave,
    {
      config,
      schema: {
        summary: 'Lê um dependente de um funcionário, pelo nome e sobrenome',
        tags,
        params: dependenteParams,
        response: { 200: dependente },
      },
    },
    async (request) => dependentes.buscarDependente(app.db, request.params),
  );
  app.put(
    chave,
    {
      config,
      schema: {
        summary: 'Altera um dependente de um funcionário (VERSAO lida)',
        tags,
        params: dependenteParams,
        body: dependenteAtualizacao,
        response: { 200: dependente },
      },
    },
    async (request) =>
      dependentes.atualizarDependente(app.db, autorDe(request), request.params, request.body),
  );
  app.delete(
    chave,
    {
      config,
      schema: {
        summary: 'Apaga um dependente de um funcionário',
        tags,
        params: dependenteParams,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => {
      await dependentes.apagarDependente(app.db, autorDe(request), request.params);
      return dependentes.DEPENDENTE_REMOVIDO;
    },
  );

  const resposta = { 200: unicidadeResponse };
  app.post(
    '/dependente/cpf',
    {
      config,
      schema: {
        summary: 'Diz se o CPF já está em outro dependente do funcionário',
        tags,
        body: dependenteCpfRequest,
        response: resposta,
      },
    },
    async ({ body }) => ({
      existente: await dependentes.documentoDeDependenteExistente(app.db, 'CPF', body.CPF, body),
    }),
  );
  app.post(
    '/dependente/rg',
    {
      config,
      schema: {
        summary: 'Diz se o RG já está em outro dependente do funcionário',
        tags,
        body: dependenteRgRequest,
        response: resposta,
      },
    },
    async ({ body }) => ({
      existente: await dependentes.documentoDeDependenteExistente(app.db, 'RG', body.RG, body),
    }),
  );
  app.post(
    '/dependente/numero_certidao_nascimento',
    {
      config,
      schema: {
        summary: 'Diz se a certidão de nascimento já está em outro dependente do funcionário',
        tags,
        body: dependenteCertidaoRequest,
        response: resposta,
      },
    },
    async ({ body }) => ({ existente: await dependentes.certidaoDeDependenteExistente(app.db, body) }),
  );
};

export default funcionariosRoutes;
