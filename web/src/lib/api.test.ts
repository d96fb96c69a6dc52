import { MENSAGENS, mensagemResposta } from '@acolher/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entrarComoUsuario, expirarSessao, simularApi } from '../test/api-falsa.ts';
import { ApiError, type Esquema, requisitar, SEM_CORPO } from './api.ts';
import { apagarCookie, escreverCookie } from './cookies.ts';
import { paginaDeUsuario, podeConsultar, reentradaPendente } from './sessao.ts';

const qualquer: Esquema<unknown> = { parse: (dados) => dados };

async function erroDe(promessa: Promise<unknown>): Promise<ApiError> {
  const erro = await promessa.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(erro instanceof ApiError)) throw new Error('esperava ApiError');
  return erro;
}

describe('requisitar: mensagens de erro (docs/produto.md §8)', () => {
  it.each([
    [403, MENSAGENS.naoAutorizado],
    [404, MENSAGENS.naoEncontrado],
    [422, MENSAGENS.erroProcessamento],
  ])('status %i mostra sempre "%s"', async (status, mensagem) => {
    simularApi({ 'GET /x': { status, corpo: { message: 'texto do servidor' } } });
    const erro = await erroDe(requisitar('/x', qualquer));
    expect(erro.message).toBe(mensagem);
    expect(erro.status).toBe(status);
  });

  it('numa tela pública (o login) a recusa mostra a mensagem do servidor: usuário inativo', async () => {
    simularApi({ 'POST /login/': { status: 403, corpo: { message: MENSAGENS.usuarioInativo } } });
    const erro = await erroDe(requisitar('/login/', qualquer, { metodo: 'POST', corpo: {}, publica: true }));
    expect([erro.status, erro.message]).toEqual([403, MENSAGENS.usuarioInativo]);
  });

  it('outros status mostram a mensagem do servidor', async () => {
    simularApi({ 'POST /x': { status: 409, corpo: { message: 'CPF já existente' } } });
    expect((await erroDe(requisitar('/x', qualquer, { metodo: 'POST', corpo: {} }))).message).toBe(
      'CPF já existente',
    );
  });

  it('sem mensagem do servidor usa o texto padrão', async () => {
    simularApi({ 'GET /x': { status: 500, corpo: 'pane' } });
    expect((await erroDe(requisitar('/x', qualquer))).message).toBe(MENSAGENS.falhaGenerica);
  });

  it('429 e 503 sem mensagem (a página de um proxy à frente) dizem o que houve, não o texto padrão', async () => {
    simularApi({
      'POST /login/': { status: 429, corpo: '' },
      'GET /x': { status: 503, corpo: '<html><body>503 Service Temporarily Unavailable</body></html>' },
    });
    const login = requisitar('/login/', qualquer, { metodo: 'POST', corpo: {}, publica: true });
    expect((await erroDe(login)).message).toBe(MENSAGENS.muitasTentativas);
    expect((await erroDe(requisitar('/x', qualquer))).message).toBe(MENSAGENS.servidorOcupado);
  });

  it('falha de rede vira mensagem de conexão', async () => {
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await erroDe(requisitar('/x', qualquer))).message).toBe(MENSAGENS.semConexao);
  });

  it('a conexão que cai depois dos cabeçalhos, no meio do corpo, também vira mensagem de conexão', async () => {
    const cortado = new ReadableStream<Uint8Array>({
      start(controle) {
        controle.enqueue(new TextEncoder().encode('{"itens":['));
        controle.error(new TypeError('Failed to fetch'));
      },
    });
    vi.spyOn(window, 'fetch').mockResolvedValue(new Response(cortado, { status: 200 }));
    expect((await erroDe(requisitar('/x', qualquer))).message).toBe(MENSAGENS.semConexao);
  });

  it('resposta fora do contrato é recusada', async () => {
    simularApi({ 'GET /x': { corpo: { nome: 1 } } });
    const erro = await erroDe(requisitar('/x', mensagemResposta));
    expect(erro.message).toBe('O servidor enviou uma resposta inesperada.');
  });
});

describe('requisitar: cabeçalhos', () => {
  afterEach(() => {
    apagarCookie('XSRF-TOKEN');
  });

  it('envia X-XSRF-TOKEN com o valor do cookie em POST, não em GET', async () => {
    escreverCookie('XSRF-TOKEN', 'abc123');
    const { chamadas } = simularApi({ 'POST /y': { corpo: {} }, 'GET /y': { corpo: {} } });
    await requisitar('/y', qualquer, { metodo: 'POST', corpo: { a: 1 } });
    await requisitar('/y', qualquer);
    expect(chamadas[0]?.cabecalhos['x-xsrf-token']).toBe('abc123');
    expect(chamadas[0]?.corpo).toEqual({ a: 1 });
    expect(chamadas[1]?.cabecalhos['x-xsrf-token']).toBeUndefined();
  });

  it('usa credenciais da mesma origem', async () => {
    const { espiao } = simularApi({ 'GET /z': { status: 204 } });
    await requisitar('/z', SEM_CORPO);
    expect(espiao.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });
});

describe('requisitar: 401', () => {
  it('em tela protegida limpa a sessão do cliente e vai para #/login', async () => {
    escreverCookie('isLoggedIn', 'true');
    localStorage.setItem('la', '1');
    simularApi({ 'GET /p': { status: 401, corpo: { message: MENSAGENS.naoAutenticado } } });
    const erro = await erroDe(requisitar('/p', qualquer));
    expect(erro.message).toBe(MENSAGENS.naoAutenticado);
    expect(document.cookie).not.toContain('isLoggedIn=true');
    expect(localStorage.getItem('la')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });

  it('numa página cuja sessão estava viva abre o diálogo de entrar de novo e não tira nada da página (0020)', async () => {
    entrarComoUsuario('maria');
    localStorage.setItem('la', '1');
    simularApi({
      'GET /ok': { corpo: {} },
      'POST /p': { status: 401, corpo: { message: MENSAGENS.naoAutenticado } },
    });
    await requisitar('/ok', qualquer);
    expirarSessao();
    const erro = await erroDe(requisitar('/p', qualquer, { metodo: 'POST', corpo: {} }));
    expect(erro.status).toBe(401);
    expect(reentradaPendente()).toBe('maria');
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('la')).toBe('1');
    expect(paginaDeUsuario()).toBe(true);
    expect(podeConsultar()).toBe(false);
  });

  it('em chamada pública só devolve a mensagem', async () => {
    escreverCookie('isLoggedIn', 'true');
    simularApi({ 'POST /login/': { status: 401, corpo: { message: MENSAGENS.credenciaisInvalidas } } });
    const erro = await erroDe(requisitar('/login/', qualquer, { metodo: 'POST', corpo: {}, publica: true }));
    expect(erro.message).toBe(MENSAGENS.credenciaisInvalidas);
    expect(window.location.hash).toBe('');
    expect(document.cookie).toContain('isLoggedIn=true');
  });
});
