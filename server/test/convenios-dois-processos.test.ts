import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DoisProcessos, iniciarDoisProcessos, Navegador } from './support/dois-processos.ts';
import { criarFuncionario, criarResidente } from './support/linhas.ts';
import { criarConta } from './support/sessoes.ts';

/**
 * Decision 0041 across processes: each process keeps its own GET /convenio answers, and a write
 * committed through the other one shows in the next read at once (nothing waits in between).
 */
let p: DoisProcessos;
const n = new Navegador();

beforeAll(async () => {
  p = await iniciarDoisProcessos();
  const { CODIGO_FUNCIONARIO } = await criarFuncionario(p.banco.db);
  await criarConta(p.banco.db, {
    login: 'equipeplanos',
    email: 'equipeplanos@lar.org',
    senha: 'segredo-do-lar-1',
    codigoFuncionario: CODIGO_FUNCIONARIO,
  });
  await n.entrar(p.a, 'equipeplanos@lar.org', 'segredo-do-lar-1');
});
afterAll(async () => {
  await p?.parar();
});

/** The plan's row in the list as process `base` answers it. */
async function linhaEm(base: string, codigo: number) {
  const r = await n.pedir(base, 'GET', '/convenio');
  expect(r.status).toBe(200);
  return r.corpo.find((c: { CODIGO: number }) => c.CODIGO === codigo);
}

describe('a lista de convênios guardada em cada processo', () => {
  it('mostra em B o telefone alterado e o membro desacolhido em A, e em A o membro religado em B', async () => {
    const criado = await n.pedir(p.a, 'POST', '/convenio', {
      corpo: { NOME: 'Plano dos Dois', TELEFONE: [{ NUMERO: '(11) 3333-4444' }] },
    });
    expect(criado.status, JSON.stringify(criado.corpo)).toBe(201);
    const plano = criado.corpo.CODIGO;
    const { CODIGO_RESIDENTE } = await criarResidente(p.banco.db);
    const vinculo = await n.pedir(p.b, 'POST', '/residente_convenio', {
      corpo: { RESIDENTE_CODIGO: CODIGO_RESIDENTE, CONVENIO_CODIGO: plano, NUMERO_CONVENIO: '0001' },
    });
    expect(vinculo.status, JSON.stringify(vinculo.corpo)).toBe(201);
    // Each process reads twice: from here on each answers from what it keeps, until a write.
    for (const base of [p.a, p.b, p.a, p.b]) {
      expect(await linhaEm(base, plano)).toMatchObject({ TELEFONE: '1133334444', RESIDENTES_ATIVOS: 1 });
    }

    const telefone = criado.corpo.TELEFONE[0].CODIGO;
    const alterado = await n.pedir(p.a, 'PUT', `/telefone/${telefone}`, {
      corpo: { NUMERO: '(11) 2222-1111' },
    });
    expect(alterado.status, JSON.stringify(alterado.corpo)).toBe(200);
    expect(await linhaEm(p.b, plano)).toMatchObject({ TELEFONE: '1122221111' });

    const desacolhido = await n.pedir(p.a, 'POST', `/residente-inativar/${CODIGO_RESIDENTE}`, {
      corpo: { MOTIVO_DESACOLHIMENTO: 'Alta' },
    });
    expect(desacolhido.status, JSON.stringify(desacolhido.corpo)).toBe(200);
    expect(await linhaEm(p.b, plano)).toMatchObject({ RESIDENTES_ATIVOS: 0 });

    const desligado = await n.pedir(p.b, 'DELETE', `/residente_convenio/${vinculo.corpo.CODIGO}`);
    expect(desligado.status, JSON.stringify(desligado.corpo)).toBe(200);
    const reacolhido = await n.pedir(p.b, 'DELETE', `/residente-ativar/${CODIGO_RESIDENTE}`);
    expect(reacolhido.status, JSON.stringify(reacolhido.corpo)).toBe(200);
    expect(await linhaEm(p.a, plano)).toMatchObject({ RESIDENTES_ATIVOS: 0 });
    const religado = await n.pedir(p.b, 'POST', '/residente_convenio', {
      corpo: { RESIDENTE_CODIGO: CODIGO_RESIDENTE, CONVENIO_CODIGO: plano, NUMERO_CONVENIO: '0002' },
    });
    expect(religado.status, JSON.stringify(religado.corpo)).toBe(201);
    expect(await linhaEm(p.a, plano)).toMatchObject({ RESIDENTES_ATIVOS: 1 });
  });
});
