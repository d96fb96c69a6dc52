import {
  alterarSenhaRequest,
  alterarSenhaResponse,
  esqueciSenhaRequest,
  loginParams,
  loginRequest,
  loginResponse,
  MENSAGENS,
  mensagemResposta,
  primeiroAcessoRequest,
  redefinirSenhaRequest,
  sessaoResponse,
  tokenParams,
  usernameParams,
  verificaAcessoResponse,
} from '@acolher/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOTIVOS } from '../../lib/documentacao.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { LIMITE_DE_HASHES_POR_ENDERECO } from '../../lib/password.ts';
import { apagarCookiesDeSessao, gravarCookiesDeSessao } from './cookies.ts';
import * as auth from './service.ts';
import type { SessionUser } from './session.ts';

const origem = (request: FastifyRequest): auth.Origem => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Routes that need a session see it here; the hook has already refused requests without one. */
function usuarioDa(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}

const tags = ['Acesso'];
/** Sign-in and passwords store no record the client describes: no rule or related record to refuse (422). */
const SEM_REGRAS = { 422: null };

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/',
    {
      config: {
        acesso: 'publico',
        rateLimit: LIMITE_DE_HASHES_POR_ENDERECO,
        recusas: { 401: MENSAGENS.credenciaisInvalidas, 403: MENSAGENS.usuarioInativo, ...SEM_REGRAS },
      },
      schema: {
        summary: 'Entra com e-mail (ou login) e senha: grava os cookies da sessão e devolve o accessToken',
        tags,
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const { xsrf, ...resposta } = await auth.entrar(app.db, request.body, origem(request));
      gravarCookiesDeSessao(request, reply, { token: resposta.accessToken, login: resposta.login, xsrf });
      return resposta;
    },
  );

  app.post(
    '/logout',
    {
      config: { acesso: 'publico', recusas: SEM_REGRAS },
      schema: {
        summary: 'Encerra a sessão, se houver, e apaga os cookies',
        tags,
        response: { 200: mensagemResposta },
      },
    },
    async (request, reply) => {
      if (request.user) await auth.sair(app.db, request.user, origem(request));
      apagarCookiesDeSessao(reply);
      return { message: 'Sessão encerrada' };
    },
  );

  app.get(
    '/verifica-acesso/:login',
    {
      config: { acesso: 'equipe', recusas: { 403: MOTIVOS.outroUsuario } },
      schema: {
        summary:
          'Diz o nível de acesso (PERMISSAO_ACESSO) de uma conta: a própria, ou qualquer uma para o administrador',
        tags,
        params: loginParams,
        response: { 200: verificaAcessoResponse },
      },
    },
    async (request) => auth.verificarAcesso(app.db, usuarioDa(request), request.params.login),
  );

  app.get(
    '/sessao',
    {
      config: { acesso: 'equipe' },
      schema: {
        summary: 'Diz quem está na sessão: conta, nível de acesso, primeiro acesso e fuso do lar',
        tags,
        response: { 200: sessaoResponse },
      },
    },
    async (request) => ({
      ...(await auth.descreverSessao(app.db, usuarioDa(request))),
      FUSO_LAR: app.config.TZ_LAR,
    }),
  );

  app.post(
    '/esqueci-a-senha',
    {
      config: { acesso: 'publico', rateLimit: { max: 5, timeWindow: '15 minutes' }, recusas: SEM_REGRAS },
      schema: {
        summary:
          'Pede um link de redefinição de senha por e-mail (a resposta é a mesma, exista ou não o e-mail)',
        tags,
        body: esqueciSenhaRequest,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => ({
      message: await auth.pedirRedefinicao(
        app.db,
        app.correio,
        app.config.APP_URL,
        request.body.EMAIL,
        origem(request),
      ),
    }),
  );

  app.post(
    '/esqueci-a-senha/:token',
    {
      config: { acesso: 'publico', rateLimit: LIMITE_DE_HASHES_POR_ENDERECO, recusas: SEM_REGRAS },
      schema: {
        summary: 'Define uma nova senha com o link recebido por e-mail',
        tags,
        params: tokenParams,
        body: redefinirSenhaRequest,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => ({
      message: await auth.redefinirSenha(
        app.db,
        request.params.token,
        request.body.newPassword,
        origem(request),
      ),
    }),
  );

  app.post(
    '/usuario/:username',
    {
      config: {
        acesso: 'equipe',
        rateLimit: LIMITE_DE_HASHES_POR_ENDERECO,
        recusas: { 403: MOTIVOS.outroUsuario, 409: MENSAGENS.primeiroAcessoConcluido, ...SEM_REGRAS },
      },
      schema: {
        summary: 'Define a senha no primeiro acesso da própria conta',
        tags,
        params: usernameParams,
        body: primeiroAcessoRequest,
        response: { 200: mensagemResposta },
      },
    },
    async (request) => ({
      message: await auth.definirPrimeiraSenha(
        app.db,
        usuarioDa(request),
        request.params.username,
        request.body.senha,
        origem(request),
      ),
    }),
  );

  app.post(
    '/alterar-senha',
    {
      config: {
        acesso: 'equipe',
        rateLimit: LIMITE_DE_HASHES_POR_ENDERECO,
        recusas: { 403: MOTIVOS.outroUsuario, ...SEM_REGRAS },
      },
      schema: {
        summary: 'Troca a senha da própria conta, conferindo a atual',
        tags,
        body: alterarSenhaRequest,
        response: { 200: alterarSenhaResponse },
      },
    },
    async (request) => auth.alterarSenha(app.db, usuarioDa(request), request.body, origem(request)),
  );
};

export default authRoutes;
