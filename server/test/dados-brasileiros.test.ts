import { MENSAGENS } from '@acolher/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.ts';
import { criarResidente } from './support/residentes.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from './support/sessoes.ts';

/* Brazilian data as people type it (issue 9), through the routes and into PostgreSQL. */

let t: TestApp;
let s: SessaoDeTeste;
const enviar = enviarComo(
  () => t,
  () => s,
);

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoEquipe(t);
});
afterAll(async () => {
  await t.close();
});

describe('money', () => {
  it.each(['1.518,00', '1518,00', '1518', 'R$ 1.518,00'])('a benefit of %s is stored as 1518.00', async (valor) => {
    const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
    const r = await enviar('POST', '/beneficio', { CODIGO_RESIDENTE, NOME_BENEFICIO: 'Aposentadoria', VALOR: valor });
    expect(r.statusCode, r.body).toBe(201);
    const lidos = (await enviar('GET', `/beneficio/${CODIGO_RESIDENTE}`)).json();
    expect(lidos).toMatchObject([{ NOME_BENEFICIO: 'Aposentadoria', VALOR: 1518 }]);
  });
});

describe('phones', () => {
  it.each([
    ['+55 11 98765-4321', '11987654321'],
    ['0 21 11 98765-4321', '11987654321'],
    ['0800 727 1234', '08007271234'],
    ['4004-1234', '40041234'],
  ])('%s is stored as %s', async (digitado, guardado) => {
    const r = await enviar('POST', '/telefone', { NUMERO: digitado, TIPO: 'comercial' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().NUMERO).toBe(guardado);
  });

  it('9 digits without a DDD are refused with the message the form shows', async () => {
    const r = await enviar('POST', '/telefone', { NUMERO: '98765-4321', TIPO: 'celular' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ campo: 'NUMERO', mensagem: MENSAGENS.telefoneInvalido }]);
  });
});
