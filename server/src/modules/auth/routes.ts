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
import { MOTIVOS } from '../../lib/documentacao.ts';
import { UnauthenticatedError } from '../../lib/errors.ts';
import { LIMITE_DE_HASHES_POR_ENDERECO } from '../../lib/password.ts';
import { modulo, rota } from '../../lib/rota.ts';
import { apagarCookiesDeSessao, gravarCookiesDeSessao } from './cookies.ts';
import * as auth from './service.ts';
import type { Origem, SessionUser } from './session.ts';

const origem = (request: FastifyRequest): Origem => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Routes that need a session see it here; the hook has already refused requests without one. */
function usuarioDa(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}

/** Sign-in and passwords store no record the client describes: no rule or related record to refuse (422). */
const SEM_REGRAS = { 422: null };

export default modulo({ tags: ['Acesso'] }, [
  rota('POST /login/', {
    acesso: 'publico',
    limite: LIMITE_DE_HASHES_POR_ENDERECO,
    recusas: { 401: MENSAGENS.credenciaisInvalidas, 403: MENSAGENS.usuarioInativo, ...SEM_REGRAS },
    resumo: 'Entra com e-mail (ou login) e senha: grava os cookies da sessão e devolve o accessToken',
    corpo: loginRequest,
    resposta: loginResponse,
    trata: async (c) => {
      const { xsrf, ...resposta } = await auth.entrar(c.db, c.body, origem(c.request));
      gravarCookiesDeSessao(c.request, c.reply, { token: resposta.accessToken, login: resposta.login, xsrf });
      return resposta;
    },
  }),
  rota('POST /logout', {
    acesso: 'publico',
    recusas: SEM_REGRAS,
    resumo: 'Encerra a sessão, se houver, e apaga os cookies',
    resposta: mensagemResposta,
    trata: async (c) => {
      if (c.request.user) await auth.sair(c.db, c.request.user, origem(c.request));
      apagarCookiesDeSessao(c.reply);
      return { message: 'Sessão encerrada' };
    },
  }),
  rota('GET /verifica-acesso/:login', {
    acesso: 'equipe',
    recusas: { 403: MOTIVOS.outroUsuario },
    resumo:
      'Diz o nível de acesso (PERMISSAO_ACESSO) de uma conta: a própria, ou qualquer uma para o administrador',
    params: loginParams,
    resposta: verificaAcessoResponse,
    trata: (c) => auth.verificarAcesso(c.db, usuarioDa(c.request), c.params.login),
  }),
  rota('GET /sessao', {
    acesso: 'equipe',
    resumo: 'Diz quem está na sessão: conta, nível de acesso, primeiro acesso e fuso do lar',
    resposta: sessaoResponse,
    trata: async (c) => ({
      ...(await auth.descreverSessao(c.db, usuarioDa(c.request))),
      FUSO_LAR: c.config.TZ_LAR,
    }),
  }),
  rota('POST /esqueci-a-senha', {
    acesso: 'publico',
    limite: { max: 5, timeWindow: '15 minutes' },
    recusas: SEM_REGRAS,
    resumo: 'Pede um link de redefinição de senha por e-mail (a resposta é a mesma, exista ou não o e-mail)',
    corpo: esqueciSenhaRequest,
    resposta: mensagemResposta,
    trata: async (c) => ({
      message: await auth.pedirRedefinicao(
        c.db,
        c.request.server.correio,
        c.config.APP_URL,
        c.body.EMAIL,
        origem(c.request),
      ),
    }),
  }),
  rota('POST /esqueci-a-senha/:token', {
    acesso: 'publico',
    limite: LIMITE_DE_HASHES_POR_ENDERECO,
    recusas: SEM_REGRAS,
    resumo: 'Define uma nova senha com o link recebido por e-mail',
    params: tokenParams,
    corpo: redefinirSenhaRequest,
    resposta: mensagemResposta,
    trata: async (c) => ({
      message: await auth.redefinirSenha(c.db, c.params.token, c.body.newPassword, origem(c.request)),
    }),
  }),
  rota('POST /usuario/:username', {
    acesso: 'equipe',
    limite: LIMITE_DE_HASHES_POR_ENDERECO,
    recusas: { 403: MOTIVOS.outroUsuario, 409: MENSAGENS.primeiroAcessoConcluido, ...SEM_REGRAS },
    resumo: 'Define a senha no primeiro acesso da própria conta',
    params: usernameParams,
    corpo: primeiroAcessoRequest,
    resposta: mensagemResposta,
    trata: async (c) => ({
      message: await auth.definirPrimeiraSenha(
        c.db,
        usuarioDa(c.request),
        c.params.username,
        c.body.senha,
        origem(c.request),
      ),
    }),
  }),
  rota('POST /alterar-senha', {
    acesso: 'equipe',
    limite: LIMITE_DE_HASHES_POR_ENDERECO,
    recusas: { 403: MOTIVOS.outroUsuario, ...SEM_REGRAS },
    resumo: 'Troca a senha da própria conta, conferindo a atual',
    corpo: alterarSenhaRequest,
    resposta: alterarSenhaResponse,
    trata: (c) => auth.alterarSenha(c.db, usuarioDa(c.request), c.body, origem(c.request)),
  }),
]);
