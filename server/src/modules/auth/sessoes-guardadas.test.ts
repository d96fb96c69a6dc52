import { SESSAO_INATIVIDADE_MS } from '@acolher/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { entrarComoAdministrador, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import { sessao as tabelaSessao } from '../../db/schema.ts';
import {
  ESPERA_MAXIMA_MS,
  MAX_SESSOES,
  PRAZO_DE_CONFIANCA_MS,
  RevogacaoDeSessoes,
} from '../../lib/revogacao-de-sessoes.ts';
import { hashSegredo, resolverSessao, type SessaoGuardada } from './session.ts';

/**
 * Decision 0040: each process serves the sessions it has seen from memory while its listening
 * connection vouches for it, and nothing it keeps outlives a revocation.
 */
let t: TestApp;
let sessao: SessaoDeTeste;

beforeAll(async () => {
  t = await buildTestApp();
  sessao = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A process's cache of its own, on the app's database, started and trusted. */
async function novasGuardadas(): Promise<RevogacaoDeSessoes<SessaoGuardada>> {
  const guardadas = new RevogacaoDeSessoes<SessaoGuardada>({
    url: t.app.pool.options.connectionString ?? '',
    pool: t.app.pool,
    log: t.app.log,
  });
  await guardadas.iniciar();
  expect(guardadas.confiavel()).toBe(true);
  return guardadas;
}

async function esperarAte(condicao: () => boolean, prazoMs: number): Promise<number> {
  const inicio = Date.now();
  while (!condicao()) {
    if (Date.now() - inicio > prazoMs) throw new Error(`não aconteceu em ${prazoMs} ms`);
    await new Promise((pronto) => setTimeout(pronto, 10));
  }
  return Date.now() - inicio;
}

describe('a sessão guardada no processo', () => {
  it('uma busca em curso quando chega um aviso não é guardada; sem o aviso, é', async () => {
    const guardadas = await novasGuardadas();
    try {
      const chave = hashSegredo(sessao.token);
      const emCurso = resolverSessao(t.app.db, guardadas, sessao.token);
      guardadas.esvaziar();
      expect(await emCurso).not.toBeNull();
      expect(guardadas.ler(chave)).toBeUndefined();
      await resolverSessao(t.app.db, guardadas, sessao.token);
      expect(guardadas.ler(chave)?.user.login).toBe('administrador');
    } finally {
      await guardadas.parar();
    }
  });

  it.each([
    ['uma hora sem uso', SESSAO_INATIVIDADE_MS + 1000],
    ['as 12 horas', 12 * 60 * 60 * 1000 + 1000],
  ])('%s encerram a sessão guardada, pelo relógio', async (_, passados) => {
    const guardadas = await novasGuardadas();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      const chave = hashSegredo(sessao.token);
      expect(await resolverSessao(t.app.db, guardadas, sessao.token)).not.toBeNull();
      expect(guardadas.ler(chave)).toBeDefined();
      vi.setSystemTime(Date.now() + passados);
      expect(await resolverSessao(t.app.db, guardadas, sessao.token)).toBeNull();
    } finally {
      vi.useRealTimers();
      await guardadas.parar();
    }
  });

  it('guardada, a sessão ainda marca o uso uma vez por minuto, e pede cookies novos', async () => {
    const guardadas = await novasGuardadas();
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      expect(await resolverSessao(t.app.db, guardadas, sessao.token)).not.toBeNull();
      const usoLido = async () => {
        const [linha] = await t.db
          .select({ uso: tabelaSessao.ULTIMO_USO_EM })
          .from(tabelaSessao)
          .where(eq(tabelaSessao.TOKEN_HASH, hashSegredo(sessao.token)));
        return linha?.uso.getTime();
      };
      vi.setSystemTime(Date.now() + 30_000);
      expect((await resolverSessao(t.app.db, guardadas, sessao.token))?.renovada).toBe(false);
      vi.setSystemTime(Date.now() + 31_000);
      const agora = Date.now();
      expect((await resolverSessao(t.app.db, guardadas, sessao.token))?.renovada).toBe(true);
      expect(await usoLido()).toBe(agora);
      expect((await resolverSessao(t.app.db, guardadas, sessao.token))?.renovada).toBe(false);
    } finally {
      vi.useRealTimers();
      await guardadas.parar();
    }
  });

  it('o uso marcado nunca volta atrás: outro processo de relógio atrasado não esvazia os caches de todos', async () => {
    const [adiantado, atrasado] = [await novasGuardadas(), await novasGuardadas()];
    try {
      const usoLido = async () => {
        const [linha] = await t.db
          .select({ uso: tabelaSessao.ULTIMO_USO_EM })
          .from(tabelaSessao)
          .where(eq(tabelaSessao.TOKEN_HASH, hashSegredo(sessao.token)));
        return linha?.uso.getTime() ?? Number.NaN;
      };
      // From the last use as stored (an earlier test may have moved it ahead of the real clock).
      const inicio = Math.max(Date.now(), await usoLido());
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(inicio);
      expect(await resolverSessao(t.app.db, adiantado, sessao.token)).not.toBeNull();
      expect(await resolverSessao(t.app.db, atrasado, sessao.token)).not.toBeNull();
      vi.setSystemTime(inicio + 120_000);
      expect((await resolverSessao(t.app.db, adiantado, sessao.token))?.renovada).toBe(true);
      const geracao = adiantado.geracao;
      // The other process still holds the older use and a clock a minute behind: its renewal is older.
      vi.setSystemTime(inicio + 61_000);
      expect((await resolverSessao(t.app.db, atrasado, sessao.token))?.renovada).toBe(true);
      expect(await usoLido()).toBe(inicio + 120_000);
      // A use moved back would have notified every process (migration 0022): nothing arrives.
      await new Promise((pronto) => setTimeout(pronto, 300));
      expect(adiantado.geracao).toBe(geracao);
    } finally {
      vi.useRealTimers();
      await Promise.all([adiantado.parar(), atrasado.parar()]);
    }
  });

  it('um processo que ao entrar acha a linha de outro sumido há mais de um dia a apaga', async () => {
    await t.db.execute(
      sql`insert into processo_app (id, visto_em) values ('morto-sem-parar', now() - interval '2 days')`,
    );
    const guardadas = await novasGuardadas();
    try {
      const { rows } = await t.db.execute(sql`select id from processo_app where id = 'morto-sem-parar'`);
      expect(rows).toEqual([]);
    } finally {
      await guardadas.parar();
    }
  });

  it(`guarda no máximo ${MAX_SESSOES} sessões: sai a usada há mais tempo`, async () => {
    const guardadas = await novasGuardadas();
    try {
      const geracao = guardadas.geracao;
      for (let i = 0; i < MAX_SESSOES; i++) guardadas.guardar(`s${i}`, {} as SessaoGuardada, geracao);
      expect(guardadas.ler('s0')).toBeDefined();
      guardadas.guardar('nova', {} as SessaoGuardada, geracao);
      expect(guardadas.ler('s0')).toBeDefined();
      expect(guardadas.ler('s1')).toBeUndefined();
      expect(guardadas.ler('nova')).toBeDefined();
    } finally {
      await guardadas.parar();
    }
  });

  it('a conexão que ouve derrubada: nada guardado vale até ela voltar, e volta', async () => {
    const guardadas = await novasGuardadas();
    try {
      await resolverSessao(t.app.db, guardadas, sessao.token);
      const chave = hashSegredo(sessao.token);
      expect(guardadas.ler(chave)).toBeDefined();
      await t.pool.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [`acolher-sessoes ${guardadas.id}`],
      );
      await esperarAte(() => !guardadas.confiavel(), 1000);
      expect(guardadas.ler(chave)).toBeUndefined();
      await esperarAte(() => guardadas.confiavel(), 5000);
    } finally {
      await guardadas.parar();
    }
  });

  it('o batimento preso (a linha do processo travada): nada guardado vale passado o prazo', async () => {
    const guardadas = await novasGuardadas();
    const trava = await t.pool.connect();
    try {
      await resolverSessao(t.app.db, guardadas, sessao.token);
      await trava.query('begin');
      await trava.query('select * from processo_app where id = $1 for update', [guardadas.id]);
      // The lease, plus room for a machine busy with other tests: the bound, not a timing.
      await esperarAte(() => !guardadas.confiavel(), PRAZO_DE_CONFIANCA_MS + 3000);
      expect(guardadas.ler(hashSegredo(sessao.token))).toBeUndefined();
    } finally {
      await trava.query('rollback');
      trava.release();
      await guardadas.parar();
    }
  });

  it('um processo mudo é cercado depois do seu prazo, e quem encerra a sessão espera no máximo o prazo e 1 s', async () => {
    const guardadas = await novasGuardadas();
    // A peer that registered and then fell silent: its row ages, and nobody answers its pings.
    const mudo = 'processo-mudo';
    await t.pool.query('insert into processo_app (id, visto_em) values ($1, now())', [mudo]);
    try {
      const inicio = Date.now();
      await guardadas.aguardarRevogacao();
      const esperou = Date.now() - inicio;
      expect(esperou).toBeGreaterThan(PRAZO_DE_CONFIANCA_MS - 500);
      // ESPERA_MAXIMA_MS bounds it; the rest is room for a machine busy with other tests.
      expect(esperou).toBeLessThan(ESPERA_MAXIMA_MS + 2000);
      const { rows } = await t.pool.query('select id from processo_app where id = $1', [mudo]);
      expect(rows).toEqual([]);
    } finally {
      await guardadas.parar();
    }
  });
});
