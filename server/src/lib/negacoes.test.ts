import { COOKIES } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { entrarComoAdministrador, entrarComoEquipe, type SessaoDeTeste } from '../../test/support/sessoes.ts';
import { negacoesDe } from '../modules/auth/plugin.ts';
import { criarNegacoes, EXCESSO, INTERVALO_MS } from './negacoes.ts';

let t: TestApp;
let admin: SessaoDeTeste;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await entrarComoAdministrador(t);
});
afterAll(() => t.close());

type Linha = {
  acao: string;
  registro: string;
  ip: string;
  usuario_codigo: number | null;
  detalhes: unknown;
  contagem: number;
};

/** The audit rows of a route's denials, with their runs' counts, after the counted repeats are flushed. */
async function negacoesDaRota(registro: string): Promise<Linha[]> {
  await negacoesDe(t.app).descarregar();
  const { rows } = await t.db.execute<Linha>(sql`
    select a.acao, a.registro, a.ip, a.usuario_codigo, a.detalhes, coalesce(r.contagem, 1) as contagem
      from auditoria a left join auditoria_repeticao r on r.auditoria_codigo = a.codigo
     where a.registro = ${registro} and a.acao in ('nao_autenticado', 'acesso_negado', 'xsrf_recusado')
     order by a.codigo`);
  return rows;
}

describe('negações na auditoria (decision 0033)', () => {
  it('401 sem sessão: quem (ninguém), a rota como declarada (nunca a URL) e de onde', async () => {
    const resposta = await t.app.inject({
      method: 'GET',
      url: '/verifica-acesso/segredo-na-url',
      remoteAddress: '10.20.0.1',
    });
    expect(resposta.statusCode).toBe(401);
    expect(await negacoesDaRota('GET /verifica-acesso/:login')).toEqual([
      {
        acao: 'nao_autenticado',
        registro: 'GET /verifica-acesso/:login',
        ip: '10.20.0.1',
        usuario_codigo: null,
        detalhes: { sessao: 'nenhuma' },
        contagem: 1,
      },
    ]);
    const { rows } = await t.db.execute(sql`select 1 from auditoria where registro like '%segredo-na-url%'`);
    expect(rows).toEqual([]);
  });

  it('a sonda "estou conectado?" de quem só visita não é registrada; com sessão vencida, é', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/sessao', remoteAddress: '10.20.0.2' })).statusCode,
    ).toBe(401);
    expect(await negacoesDaRota('GET /sessao')).toEqual([]);
    const vencida = await t.app.inject({
      method: 'GET',
      url: '/sessao',
      remoteAddress: '10.20.0.2',
      cookies: { [COOKIES.token]: 'sessao-que-ja-acabou' },
    });
    expect(vencida.statusCode).toBe(401);
    expect(await negacoesDaRota('GET /sessao')).toEqual([
      expect.objectContaining({
        acao: 'nao_autenticado',
        detalhes: { sessao: 'expirada, encerrada ou de usuário inativo' },
      }),
    ]);
  });

  it('escrita por cookie sem o X-XSRF-TOKEN: 403 registrado com o usuário', async () => {
    const resposta = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: { cookie: admin.headers.cookie },
      payload: {},
      remoteAddress: '10.20.0.3',
    });
    expect(resposta.statusCode).toBe(403);
    const [linha] = await negacoesDaRota('POST /alterar-senha');
    expect(linha).toMatchObject({
      acao: 'xsrf_recusado',
      ip: '10.20.0.3',
      usuario_codigo: expect.any(Number),
    });
  });

  it('o 403 de um serviço a quem tem sessão (a senha de outra conta) é registrado com o usuário e a rota', async () => {
    const equipe = await entrarComoEquipe(t);
    const resposta = await t.app.inject({
      method: 'POST',
      url: '/alterar-senha',
      headers: equipe.headers,
      payload: { LOGIN: 'admin', SENHA_ATUAL: 'qualquer1', NOVA_SENHA: 'Outra-senha-boa-9' },
      remoteAddress: '10.20.0.5',
    });
    expect(resposta.statusCode).toBe(403);
    const linhas = await negacoesDaRota('POST /alterar-senha');
    expect(linhas).toContainEqual(
      expect.objectContaining({ acao: 'acesso_negado', ip: '10.20.0.5', usuario_codigo: expect.any(Number) }),
    );
  });

  it('uma rajada de 401 vira uma linha com a contagem, e quase nenhuma transação no banco', async () => {
    let conexoes = 0;
    const contar = () => {
      conexoes += 1;
    };
    t.app.pool.on('acquire', contar);
    const inicio = performance.now();
    const respostas = await Promise.all(
      Array.from({ length: 300 }, () =>
        t.app.inject({ method: 'GET', url: '/auditoria', remoteAddress: '10.20.0.4' }),
      ),
    );
    const decorrido = performance.now() - inicio;
    t.app.pool.off('acquire', contar);
    expect(respostas.every((r) => r.statusCode === 401)).toBe(true);
    // One write per run when it starts and one per flush after: each INTERVALO_MS at most two.
    const intervalos = Math.ceil(decorrido / INTERVALO_MS) + 1;
    // The app's own pool (its role's), not the owner's of the test: at least the run's first row went through it.
    expect(conexoes).toBeGreaterThanOrEqual(1);
    expect(conexoes).toBeLessThanOrEqual(2 * intervalos);
    expect(await negacoesDaRota('GET /auditoria')).toEqual([
      expect.objectContaining({ acao: 'nao_autenticado', ip: '10.20.0.4', contagem: 300 }),
    ]);
  });

  it('os endereços IPv6 de um mesmo /64 somam numa só sequência', async () => {
    for (const sufixo of ['1', '2', 'a', 'ff']) {
      const r = await t.app.inject({
        method: 'GET',
        url: '/funcionario',
        remoteAddress: `2001:db8:55:1::${sufixo}`,
      });
      expect(r.statusCode).toBe(401);
    }
    expect(await negacoesDaRota('GET /funcionario')).toEqual([
      expect.objectContaining({ acao: 'nao_autenticado', ip: '2001:db8:55:1::1', contagem: 4 }),
    ]);
  });

  it('além do limite de sequências em memória, conta as demais numa só linha de excesso', async () => {
    const negacoes = criarNegacoes(t.db, t.app.log, 2);
    try {
      for (const ip of ['10.30.0.1', '10.30.0.2', '10.30.0.3', '10.30.0.4', '10.30.0.4']) {
        await negacoes.registrar({ acao: 'nao_autenticado', entidade: 'rota', registro: 'GET /excesso', ip });
      }
    } finally {
      await negacoes.parar();
    }
    const { rows } = await t.db.execute<{ ip: string | null; registro: string; contagem: number }>(sql`
      select a.ip, a.registro, r.contagem from auditoria a join auditoria_repeticao r on r.auditoria_codigo = a.codigo
       where a.registro in ('GET /excesso', ${EXCESSO.registro}) order by a.codigo`);
    expect(rows).toEqual([
      { ip: '10.30.0.1', registro: 'GET /excesso', contagem: 1 },
      { ip: '10.30.0.2', registro: 'GET /excesso', contagem: 1 },
      { ip: null, registro: EXCESSO.registro, contagem: 3 },
    ]);
  });
});
