import {
  ACESSO_JA_ATIVO,
  MENSAGENS,
  mensagemResposta,
  UNICIDADES_USUARIO,
  usuario,
  usuarioAtualizacao,
  usuarioInput,
  usuarioParams,
  usuarioReativarRequest,
  usuarioRedefinirSenhaRequest,
  usuarioVincularRequest,
} from '@acolher/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autorDe } from '../../lib/autor.ts';
import { LIMITE_DE_HASHES_POR_ENDERECO } from '../../lib/password.ts';
import { rotaDeUnicidade } from '../../lib/rota-de-unicidade.ts';
import * as usuarios from './service.ts';

const tags = ['Usuários'];

/**
 * User accounts (decision 0027): administrators only. The user's own first access
 * (`POST /usuario/{username}`) is the auth module's; the checks `/usuario/email` and
 * `/usuario/login` are static paths the router prefers, and those logins are refused at creation.
 */
const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/usuario',
    {
      config: { acesso: 'administrador', rateLimit: LIMITE_DE_HASHES_POR_ENDERECO },
      schema: {
        summary: 'Cria a conta de acesso de um funcionário; a senha inicial vai por e-mail',
        tags,
        body: usuarioInput,
        response: { 201: usuario },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await usuarios.criarUsuario(app.db, autorDe(request), request.body)),
  );
  app.get(
    '/usuario/:funcionario',
    {
      config: { acesso: 'administrador' },
      schema: {
        summary: 'Lê a conta de acesso de um funcionário',
        tags,
        params: usuarioParams,
        response: { 200: usuario },
      },
    },
    async (request) => usuarios.buscarUsuarioDoFuncionario(app.db, request.params.funcionario),
  );
  app.put(
    '/usuario/:funcionario',
    {
      config: { acesso: 'administrador' },
      schema: {
        summary: 'Altera a conta de acesso de um funcionário: login, e-mail, nível, ativa ou não',
        tags,
        params: usuarioParams,
        body: usuarioAtualizacao,
        response: { 200: usuario },
      },
    },
    async (request) =>
      usuarios.atualizarUsuario(app.db, autorDe(request), request.params.funcionario, request.body),
  );
  app.post(
    '/usuario-redefinir-senha/:funcionario',
    {
      config: { acesso: 'administrador', rateLimit: LIMITE_DE_HASHES_POR_ENDERECO },
      schema: {
        summary: 'Dá uma nova senha inicial à conta de um funcionário, a trocar no próximo acesso',
        tags,
        params: usuarioParams,
        body: usuarioRedefinirSenhaRequest,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => ({
      message: await usuarios.redefinirSenhaInicial(
        app.db,
        autorDe(request),
        request.params.funcionario,
        request.body.SENHA,
      ),
    }),
  );
  app.post(
    '/usuario-reativar/:funcionario',
    {
      config: {
        acesso: 'administrador',
        recusas: { 409: ACESSO_JA_ATIVO, 422: MENSAGENS.funcionarioInativoSemUsuario },
      },
      schema: {
        summary: 'Devolve o acesso de um funcionário readmitido, que ficou bloqueado no desligamento',
        tags,
        params: usuarioParams,
        body: usuarioReativarRequest,
        response: { 200: usuario },
      },
    },
    async (request) =>
      usuarios.reativarAcesso(app.db, autorDe(request), request.params.funcionario, request.body),
  );
  app.put(
    '/usuario-vincular',
    {
      config: { acesso: 'administrador', recusas: { 409: MENSAGENS.usuarioJaVinculado } },
      schema: {
        summary: 'Liga uma conta de acesso sem funcionário a um funcionário',
        tags,
        body: usuarioVincularRequest,
        response: { 200: usuario },
      },
    },
    async (request) => usuarios.vincularUsuario(app.db, autorDe(request), request.body),
  );
  for (const [segmento, campo] of Object.entries(UNICIDADES_USUARIO)) {
    rotaDeUnicidade(app, `/usuario/${segmento}`, 'administrador', campo, tags, (valor, exceto) =>
      usuarios.usuarioExistente(app.db, campo, valor, exceto),
    );
  }
};

export default usuariosRoutes;
