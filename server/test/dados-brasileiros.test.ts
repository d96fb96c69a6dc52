import { MENSAGENS } from '@acolher/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/app.ts';
import { criarResidente as criarResidenteNoBanco } from './support/linhas.ts';
import { criarResidente, novoResidente } from './support/residentes.ts';
import { entrarComoEquipe, enviarComo, type SessaoDeTeste } from './support/sessoes.ts';

/* Brazilian data as people type it (decision 0025), through the routes and into PostgreSQL. */

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
  it.each(['1.518,00', '1518,00', '1518', 'R$ 1.518,00'])(
    'a benefit of %s is stored as 1518.00',
    async (valor) => {
      const { CODIGO_RESIDENTE } = await criarResidente(t.app, s);
      const r = await enviar('POST', '/beneficio', {
        CODIGO_RESIDENTE,
        NOME_BENEFICIO: 'Aposentadoria',
        VALOR: valor,
      });
      expect(r.statusCode, r.body).toBe(201);
      const lidos = (await enviar('GET', `/beneficio/${CODIGO_RESIDENTE}`)).json();
      expect(lidos).toMatchObject([{ NOME_BENEFICIO: 'Aposentadoria', VALOR: 1518 }]);
    },
  );
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

describe('account and card numbers keep their separators; uniqueness ignores them', () => {
  it('a number stored without separators clashes with the same number typed with them', async () => {
    const dono = await criarResidenteNoBanco(t.db, { CONTA_INSS: '7654321' });
    const typed = await enviar('POST', '/residente/conta_inss', { CONTA_INSS: '765432-1' });
    expect(typed.json()).toEqual({ existente: true });
    const proprio = await enviar('POST', '/residente/conta_inss', {
      CONTA_INSS: '765432-1',
      CODIGO: dono.CODIGO_RESIDENTE,
    });
    expect(proprio.json()).toEqual({ existente: false });
  });

  // Needs the migration of the report: the columns' CHECK takes separators, and the unique
  // indexes compare upper(regexp_replace(col, '[^0-9A-Za-z]', '', 'g')).
  it('Conta INSS 12345-6 and Cartão SAMS SAMS-88213 are stored as typed, and their bare digits clash', async () => {
    const r = await enviar(
      'POST',
      '/residente',
      novoResidente({ CONTA_INSS: '12345-6', CARTAO_SAMS: 'SAMS-88213' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ CONTA_INSS: '12345-6', CARTAO_SAMS: 'SAMS-88213' });
    expect((await enviar('POST', '/residente/conta_inss', { CONTA_INSS: '123456' })).json()).toEqual({
      existente: true,
    });
    expect((await enviar('POST', '/residente/cartao_sams', { CARTAO_SAMS: 'sams88213' })).json()).toEqual({
      existente: true,
    });
    const repetido = await enviar('POST', '/residente', novoResidente({ CONTA_INSS: '123456' }));
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe(MENSAGENS.jaExistente('Conta INSS'));
  });
});
