import { MENSAGENS, PERMISSAO } from '@acolher/contract';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import {
  emParalelo,
  enderecoNovo,
  entrar,
  entrarComoAdministrador,
  entrarComoEquipe,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import { auditoria } from '../../db/schema.ts';
import {
  comVagaDeHash,
  FILA_DE_HASHES,
  HASHES_SIMULTANEOS,
  LIMITE_DE_HASHES_POR_ENDERECO,
  verifyPassword,
} from '../../lib/password.ts';

/**
 * "Login CPU exhaustion" (decision 0031): a per-address limit before any query or hash on
 * every route that hashes a password, and a cap on the hashes under way. argon2's verification is
 * counted here (the real one runs) to show which requests reached it.
 */
vi.mock('../../lib/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/password.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
let administrador: SessaoDeTeste;
let equipe: SessaoDeTeste;

const LIMITE = LIMITE_DE_HASHES_POR_ENDERECO.max;

beforeAll(async () => {
  t = await buildTestApp();
  administrador = await entrarComoAdministrador(t);
  equipe = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

const quantos = (respostas: LightMyRequestResponse[], status: number) =>
  respostas.filter((r) => r.statusCode === status).length;

async function linhasDoEndereco(ip: string, acao: string): Promise<number> {
  const [linha] = await t.db
    .select({ n: count() })
    .from(auditoria)
    .where(and(eq(auditoria.IP, ip), eq(auditoria.ACAO, acao)));
  return linha?.n ?? 0;
}

/** Takes every hashing slot and queue place until `soltar`. */
function ocuparTodasAsVagas() {
  let soltar: () => void = () => {};
  const aberto = new Promise<void>((resolver) => {
    soltar = resolver;
  });
  const vagas = Array.from({ length: HASHES_SIMULTANEOS + FILA_DE_HASHES }, () =>
    comVagaDeHash(() => aberto),
  );
  return async () => {
    soltar();
    await Promise.all(vagas);
  };
}

describe('the cap on hashes under way', () => {
  // First in this file on purpose: the throw-away hash of unknown e-mails is made by the first one.
  it('answers an unknown e-mail again once the server is free, after a 503 while it was busy', async () => {
    const remoteAddress = enderecoNovo();
    const tentar = () =>
      t.app.inject({
        method: 'POST',
        url: '/login/',
        remoteAddress,
        payload: { email: 'ninguem@lar.org', senha: 'qualquer' },
      });
    const soltar = ocuparTodasAsVagas();
    try {
      expect((await tentar()).statusCode).toBe(503);
    } finally {
      await soltar();
    }
    expect((await tentar()).statusCode).toBe(401);
  });

  it('answers a login 503 with its message while every slot and queue place is taken, counts no failure, and other requests keep answering', async () => {
    const remoteAddress = enderecoNovo();
    const soltar = ocuparTodasAsVagas();
    try {
      const ocupado = await t.app.inject({
        method: 'POST',
        url: '/login/',
        remoteAddress,
        payload: { email: 'equipe@lar.org', senha: 'errada1' },
      });
      expect(ocupado.statusCode).toBe(503);
      expect(ocupado.json()).toEqual({ message: MENSAGENS.servidorOcupado });
      const sessao = await t.app.inject({ method: 'GET', url: '/sessao', headers: equipe.headers });
      expect(sessao.statusCode).toBe(200);
      const saude = await t.app.inject({ method: 'GET', url: '/health' });
      expect(saude.statusCode).toBe(200);
    } finally {
      await soltar();
    }
    expect(await linhasDoEndereco(remoteAddress, 'login_falhou')).toBe(0);
    await entrar(t.app, 'equipe@lar.org', 'segredo1', remoteAddress);
  });
});

describe('the per-address limit of the routes that hash a password', () => {
  it('counts an IPv6 client by its /64: a fresh address of the same block gets no fresh allowance', async () => {
    const respostas = await emParalelo(LIMITE + 5, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/login/',
        remoteAddress: `2001:db8:77:1::${(i + 1).toString(16)}`,
        payload: { email: `ninguem-v6-${i}@lar.org`, senha: 'qualquer' },
      }),
    );
    expect(quantos(respostas, 401)).toBe(LIMITE);
    expect(quantos(respostas, 429)).toBe(5);
    const vizinho = await t.app.inject({
      method: 'POST',
      url: '/login/',
      remoteAddress: '2001:db8:77:2::1',
      payload: { email: 'ninguem-v6@lar.org', senha: 'qualquer' },
    });
    expect(vizinho.statusCode).toBe(401);
  });

  it(`answers a burst of parallel logins from one address past ${LIMITE} with 429, before any audit row or argon2`, async () => {
    const remoteAddress = enderecoNovo();
    const respostas = await emParalelo(LIMITE + 15, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/login/',
        remoteAddress,
        payload: { email: `ninguem${i}@lar.org`, senha: 'qualquer' },
      }),
    );
    expect(quantos(respostas, 401)).toBe(LIMITE);
    expect(quantos(respostas, 429)).toBe(15);
    for (const r of respostas.filter((r) => r.statusCode === 429)) {
      expect(r.json()).toEqual({ message: MENSAGENS.muitasTentativas });
    }
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(LIMITE);
    expect(await linhasDoEndereco(remoteAddress, 'login_falhou')).toBe(LIMITE);
    expect(await linhasDoEndereco(remoteAddress, 'login_bloqueado')).toBe(0);
    // Another address is not held up by this one's limit.
    const outro = await entrar(t.app, 'equipe@lar.org', 'segredo1', enderecoNovo());
    expect(outro.token).not.toBe('');
  });

  it('does not count a malformed body: it costs no hash', async () => {
    const remoteAddress = enderecoNovo();
    const malformados = await emParalelo(LIMITE + 5, () =>
      t.app.inject({ method: 'POST', url: '/login/', remoteAddress, payload: { email: 'x@lar.org' } }),
    );
    expect(quantos(malformados, 400)).toBe(LIMITE + 5);
    await entrar(t.app, 'equipe@lar.org', 'segredo1', remoteAddress);
  });

  /**
   * Each route, asked in a way its handler refuses before hashing (a spent link, someone else's
   * login, an unknown employee, a common password): the limit alone decides the 429.
   */
  const ROTAS: [string, () => InjectOptions][] = [
    [
      'POST /esqueci-a-senha/{token}',
      () => ({
        method: 'POST',
        url: `/esqueci-a-senha/${'x'.repeat(43)}`,
        payload: { newPassword: 'cuidar-bem-1', verifyPassword: 'cuidar-bem-1' },
      }),
    ],
    [
      'POST /usuario/{username}',
      () => ({
        method: 'POST',
        url: '/usuario/outra-pessoa',
        headers: equipe.headers,
        payload: { senha: 'cuidar-bem-1', confirmaSenha: 'cuidar-bem-1' },
      }),
    ],
    [
      'POST /alterar-senha',
      () => ({
        method: 'POST',
        url: '/alterar-senha',
        headers: equipe.headers,
        payload: { SENHA_ATUAL: 'segredo1', NOVA_SENHA: 'cuidar-bem-1', LOGIN: 'outra-pessoa' },
      }),
    ],
    [
      'POST /usuario',
      () => ({
        method: 'POST',
        url: '/usuario',
        headers: administrador.headers,
        payload: {
          CODIGO_FUNCIONARIO: 999_999,
          EMAIL: 'nova@lar.org',
          LOGIN: 'nova',
          SENHA: 'password',
          PERMISSAO_ACESSO: PERMISSAO.equipe,
        },
      }),
    ],
    [
      'POST /usuario-redefinir-senha/{funcionario}',
      () => ({
        method: 'POST',
        url: '/usuario-redefinir-senha/999999',
        headers: administrador.headers,
        payload: { SENHA: 'cuidar-bem-1' },
      }),
    ],
  ];

  it.each(ROTAS)(`%s answers 429 past ${LIMITE} a minute from one address`, async (_rota, pedido) => {
    const remoteAddress = enderecoNovo();
    const respostas = await emParalelo(LIMITE + 1, () => t.app.inject({ ...pedido(), remoteAddress }));
    expect(quantos(respostas, 429)).toBe(1);
    expect(respostas.find((r) => r.statusCode === 429)?.json()).toEqual({
      message: MENSAGENS.muitasTentativas,
    });
    expect(
      quantos(respostas, 429) + quantos(respostas, 400) + quantos(respostas, 403) + quantos(respostas, 404),
    ).toBe(LIMITE + 1);
  });
});
