import { emailValido } from '@acolher/contract';
import { count, notInArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { ACOES_DE_NEGACAO } from '../../../test/support/auditoria.ts';
import { criarConta, enderecoNovo, entrar, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { auditoria, sessao, tokenRedefinicao, usuario } from '../../db/schema.ts';

let t: TestApp;
let s: SessaoDeTeste;

/** Never a valid e-mail, so a body with every other field right is still malformed. */
const naoEmail = fc.string().filter((texto) => !emailValido(texto.trim()));

/** Anything a client could send: JSON values of every shape, including the right keys with wrong values. */
const corpo = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      email: fc.oneof(naoEmail, fc.integer(), fc.constant(null)),
      senha: fc.oneof(fc.string({ maxLength: 120 }), fc.boolean()),
      EMAIL: fc.oneof(naoEmail, fc.constant('')),
      newPassword: fc.string({ maxLength: 120 }),
      verifyPassword: fc.string({ maxLength: 120 }),
      confirmaSenha: fc.string({ maxLength: 120 }),
      SENHA_ATUAL: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(null)),
      NOVA_SENHA: fc.string({ maxLength: 120 }),
      LOGIN: fc.oneof(fc.string(), fc.integer()),
    },
    { requiredKeys: [] },
  ),
);
const segmento = fc.oneof(fc.string(), fc.constantFrom('%', '..', '%00', 'a'.repeat(300)));

/**
 * Everything a request could leave behind, mails included (the test app records them instead of the
 * outbox). Denials are audited by design (decision 0033): only other audit rows count.
 */
async function contagens() {
  const [[u], [se], [tk], [au]] = await Promise.all([
    t.db.select({ n: count() }).from(usuario),
    t.db.select({ n: count() }).from(sessao),
    t.db.select({ n: count() }).from(tokenRedefinicao),
    t.db
      .select({ n: count() })
      .from(auditoria)
      .where(notInArray(auditoria.ACAO, [...ACOES_DE_NEGACAO])),
  ]);
  return { usuario: u?.n, sessao: se?.n, token: tk?.n, auditoria: au?.n, mails: t.mails.length };
}

/** Routes whose body is all there is to check: a malformed one can only be a 400. */
const SO_CORPO = new Set(['/login/', '/esqueci-a-senha']);

beforeAll(async () => {
  t = await buildTestApp();
  await criarConta(t.db, {
    login: 'equipe',
    email: 'equipe@lar.org',
    senha: 'segredo1',
    primeiroAcesso: true,
  });
  s = await entrar(t.app, 'equipe@lar.org', 'segredo1');
});
afterAll(async () => {
  await t.close();
});

describe('malformed bodies to the sign-in routes', () => {
  it('always get a 4xx JSON message and write nothing', async () => {
    const antes = await contagens();
    // The sign-in of beforeAll wrote its audit row already; nothing else may be added.
    expect(antes.auditoria).toBe(1);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/login/', '/esqueci-a-senha', '/alterar-senha', '/usuario/', '/esqueci-a-senha/'),
        segmento,
        corpo,
        fc.boolean(),
        async (rota, parte, payload, comSessao) => {
          const url = rota.endsWith('/') && rota !== '/login/' ? `${rota}${encodeURIComponent(parte)}` : rota;
          const resposta = await t.app.inject({
            method: 'POST',
            url,
            remoteAddress: enderecoNovo(),
            headers: { ...(comSessao ? s.headers : {}), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          if (SO_CORPO.has(rota)) expect(resposta.statusCode).toBe(400);
          expect(resposta.statusCode).toBeGreaterThanOrEqual(400);
          expect(resposta.statusCode).toBeLessThan(500);
          expect(resposta.statusCode).not.toBe(429);
          expect(typeof resposta.json().message).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
    expect(await contagens()).toEqual(antes);
  });

  it('answers 4xx to bodies that are not JSON at all', async () => {
    for (const payload of ['{', 'email=x', '\u0000', '[]', 'null']) {
      const resposta = await t.app.inject({
        method: 'POST',
        url: '/login/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(resposta.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(resposta.statusCode, payload).toBeLessThan(500);
    }
  });
});
