import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { contarLinhas } from '../../../test/support/residentes.ts';
import { entrarComoEquipe, type SessaoDeTeste } from '../../../test/support/sessoes.ts';

let t: TestApp;
let s: SessaoDeTeste;

/** Every write route of the residents section and the shared person/address/phone routes. */
const ESCRITAS: ['POST' | 'PUT', string][] = [
  ['POST', '/pessoa'],
  ['PUT', '/pessoa/1'],
  ['POST', '/pessoa/cpf'],
  ['POST', '/pessoa/rg'],
  ['POST', '/endereco'],
  ['PUT', '/endereco/1'],
  ['POST', '/telefone'],
  ['PUT', '/telefone/1'],
  ['POST', '/residente'],
  ['PUT', '/residente/1'],
  ['POST', '/residente-inativar/1'],
  ['POST', '/residente/cartao_sams'],
  ['POST', '/residente/titulo_eleitor'],
  ['POST', '/certidao_casamento'],
  ['PUT', '/certidao_casamento/1'],
  ['POST', '/familiar'],
  ['PUT', '/familiar/1'],
  ['POST', '/residente_familiar'],
  ['POST', '/endereco_familiar'],
  ['POST', '/telefone_familiar'],
  ['POST', '/residente_convenio'],
  ['PUT', '/residente_convenio/1'],
  ['POST', '/telefone_parentesco'],
  ['POST', '/beneficio'],
  ['PUT', '/beneficio/1/BPC'],
  ['POST', '/beneficio/nome'],
];

const texto = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '123.456.789-09', 'José', "'; drop", '%'),
);
const qualquer = fc.oneof(texto, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue());
/** Values no code field accepts, and names no required text accepts: no random body is valid by chance. */
const codigoRuim = fc.oneof(fc.integer({ max: 0 }), fc.constantFrom('abc', '-1', '', '1.5', null));
const nomeRuim = fc.oneof(fc.constantFrom('', '   ', null, 'x'.repeat(300)), fc.integer());
const pessoaRuim = fc.record(
  {
    NOME: nomeRuim,
    SOBRENOME: qualquer,
    DATA_NASCIMENTO: qualquer,
    ESTADO_CIVIL: qualquer,
    CPF: qualquer,
    RG: qualquer,
  },
  { requiredKeys: [] },
);
/** The right keys with wrong values, or anything JSON. */
const corpo = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      PESSOA: fc.oneof(pessoaRuim, qualquer),
      PESSOA_CODIGO: qualquer,
      CERTIDAO_CASAMENTO: qualquer,
      CARTAO_SUS: qualquer,
      TITULO_ELEITOR: qualquer,
      MOTIVO_DESACOLHIMENTO: fc.oneof(fc.constant(''), fc.integer(), fc.constant(null)),
      DATA_DESACOLHIMENTO: qualquer,
      NOME: nomeRuim,
      SOBRENOME: qualquer,
      ENDERECOS: qualquer,
      TELEFONE: fc.oneof(qualquer, fc.array(fc.record({ NUMERO: qualquer }))),
      VINCULO: qualquer,
      RESIDENTE_CODIGO: codigoRuim,
      FAMILIAR_CODIGO: codigoRuim,
      CONVENIO_CODIGO: codigoRuim,
      NUMERO_CONVENIO: qualquer,
      NOME_BENEFICIO: nomeRuim,
      CODIGO_RESIDENTE: codigoRuim,
      VALOR: fc.oneof(fc.constant(-1), texto),
      CODIGO: codigoRuim,
      valor: fc.oneof(fc.integer(), fc.constant(null), fc.constant('x'.repeat(300))),
      NUMERO: fc.oneof(fc.constant('12'), fc.integer()),
      LOGRADOURO: fc.oneof(fc.constant(''), fc.integer()),
      ESTADO: fc.constant('XX'),
    },
    { requiredKeys: [] },
  ),
);

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

describe('malformed bodies on every residents write route', () => {
  it('always answer 4xx JSON with a Portuguese message, and write nothing', async () => {
    const antes = await contarLinhas(t.db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ESCRITAS), corpo, async ([method, url], payload) => {
        const r = await t.app.inject({ method, url, headers: s.headers, payload: JSON.stringify(payload) });
        expect(r.statusCode, `${method} ${url} ${r.body}`).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
        expect(typeof r.json().message).toBe('string');
      }),
      { numRuns: 400 },
    );
    expect(await contarLinhas(t.db)).toEqual(antes);
  });

  it('malformed path codes and names answer 4xx JSON (400, 404, 414 for an over-long segment), never 500', async () => {
    // "." and ".." are path navigation (the URL leaves the route), not a segment.
    const segmento = fc.oneof(
      fc.string().filter((v) => v !== '.' && v !== '..'),
      fc.constantFrom('%', '0', '-1', '1e3', 'a'.repeat(300)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/residente/',
          '/familiar/',
          '/beneficio/1/',
          '/residente_familiar/1/',
          '/residente-ativar/',
        ),
        segmento,
        async (base, seg) => {
          const metodo =
            base === '/residente-ativar/' || base === '/residente_familiar/1/' ? 'DELETE' : 'GET';
          const r = await t.app.inject({
            method: metodo,
            url: base + encodeURIComponent(seg),
            headers: s.headers,
          });
          expect([400, 404, 414]).toContain(r.statusCode);
          expect(typeof r.json().message).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });
});
