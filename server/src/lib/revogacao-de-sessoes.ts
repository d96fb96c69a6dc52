import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * The app processes alive on this database (decision 0040): each renews its row every second; a
 * revoker waits for the acknowledgement of every process seen within the lease, and deletes
 * (fences) one silent past it. UNLOGGED: after a crash no process of before is alive anyway.
 */
export const processoApp = pgTable('processo_app', {
  ID: text('id').primaryKey(),
  VISTO_EM: timestamp('visto_em', { withTimezone: true }).notNull(),
});

/** Migration 0022's triggers notify here when a session, its account or its employee changes. */
const CANAL = 'acolher_sessoes';
/** Where a process acknowledges a revoker's ping: `<ping>:<its id>`. */
const CANAL_DE_CONFIRMACAO = 'acolher_sessoes_ack';

/** How long a heartbeat lets a process trust what it keeps; a silent peer is fenced after it. */
export const PRAZO_DE_CONFIANCA_MS = 3000;
const BATIMENTO_MS = 1000;
/** The revoker's whole wait: a peer's lease, and a second for the acknowledgements to travel. */
export const ESPERA_MAXIMA_MS = PRAZO_DE_CONFIANCA_MS + 1000;
/** How often a waiting revoker looks for peers silent past their lease. */
const VERIFICACAO_MS = 250;
/** A heartbeat that hangs this long counts as a lost connection. */
const LIMITE_DO_BATIMENTO_MS = 5000;
const RECONEXAO_MINIMA_MS = 100;
const RECONEXAO_MAXIMA_MS = 5000;
/** Sessions kept per process; past this many, the least recently used goes. */
export const MAX_SESSOES = 10_000;

/**
 * Also clears the rows of processes gone for a day (killed, never fenced: only a revocation fences):
 * one left alive that long would find no row at its next beat, empty what it keeps and register again.
 */
const REGISTRAR = `with esquecidos as (delete from processo_app where visto_em < now() - interval '1 day')
  insert into processo_app (id, visto_em) values ($1, now())
  on conflict (id) do update set visto_em = now()`;
const BATER = 'update processo_app set visto_em = now() where id = $1';
const PARES_VIVOS = `select id from processo_app
  where id <> $1 and visto_em > now() - $2 * interval '1 millisecond'`;
/** Fences the peers silent past their lease; answers those still alive (a fenced one is not waited for). */
const CERCAR = `with cercados as (
    delete from processo_app
      where id = any($1::text[]) and visto_em <= now() - $2 * interval '1 millisecond'
      returning id)
  select id from processo_app where id = any($1::text[]) and id not in (select id from cercados)`;

interface Marca {
  revogou: boolean;
}
const marcas = new AsyncLocalStorage<Marca>();

/** Runs `continuar` (the rest of a request) so that a revocation made inside it sets `marca.revogou`. */
export function comMarcaDeRevogacao(marca: Marca, continuar: () => void): void {
  marcas.run(marca, continuar);
}

/**
 * Called by whatever ends sessions or makes an account unable to keep them: the request's answer
 * then waits for every process to have let go of what it kept (`aguardarRevogacao`).
 */
export function marcarRevogacao(): void {
  const marca = marcas.getStore();
  if (marca) marca.revogou = true;
}

export interface OpcoesDaRevogacao {
  /** Where the process's own listening connection goes (not one of the pool's). */
  url: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
}

/**
 * What one process keeps of the sessions it has served, and the connection that tells it to let
 * go (decision 0040). A kept session is used only while the last heartbeat on the listening
 * connection is younger than the lease: every notification committed before that heartbeat began
 * has been received by then. Any notification empties everything; every emptying moves the
 * generation on, so a lookup in flight across it is not kept.
 */
export class RevogacaoDeSessoes<T> {
  readonly id = randomUUID();
  private readonly guardadas = new Map<string, T>();
  private geracaoAtual = 0;
  private confiavelAte = Number.NEGATIVE_INFINITY;
  private cliente: pg.Client | null = null;
  private batendo = false;
  private parado = false;
  private espera = RECONEXAO_MINIMA_MS;
  private batimento: NodeJS.Timeout | undefined;
  private reconexao: NodeJS.Timeout | undefined;
  private readonly confirmacoes = new Map<string, (par: string) => void>();
  private readonly perdidos = new WeakSet<pg.Client>();

  constructor(private readonly opcoes: OpcoesDaRevogacao) {}

  get geracao(): number {
    return this.geracaoAtual;
  }

  /** Whether a kept session may be used now. */
  confiavel(): boolean {
    return performance.now() < this.confiavelAte;
  }

  /** The session kept for `chave`, only while this process is trusted. */
  ler(chave: string): T | undefined {
    if (!this.confiavel()) return undefined;
    const guardada = this.guardadas.get(chave);
    if (guardada !== undefined) {
      // A Map iterates in insertion order: re-inserting marks it as the most recently used.
      this.guardadas.delete(chave);
      this.guardadas.set(chave, guardada);
    }
    return guardada;
  }

  /** Keeps what a live lookup found, unless an emptying came while it ran (`geracao` read before it). */
  guardar(chave: string, valor: T, geracao: number): void {
    if (geracao !== this.geracaoAtual) return;
    this.guardadas.delete(chave);
    this.guardadas.set(chave, valor);
    for (const antiga of this.guardadas.keys()) {
      if (this.guardadas.size <= MAX_SESSOES) break;
      this.guardadas.delete(antiga);
    }
  }

  esquecer(chave: string): void {
    this.guardadas.delete(chave);
  }

  esvaziar(): void {
    this.geracaoAtual += 1;
    this.guardadas.clear();
  }

  /** Connects, listens and registers; if the database does not answer, keeps trying in the background. */
  async iniciar(): Promise<void> {
    this.batimento = setInterval(() => void this.bater(), BATIMENTO_MS);
    this.batimento.unref();
    await this.conectar();
  }

  async parar(): Promise<void> {
    this.parado = true;
    clearInterval(this.batimento);
    clearTimeout(this.reconexao);
    this.confiavelAte = Number.NEGATIVE_INFINITY;
    const cliente = this.cliente;
    this.cliente = null;
    if (!cliente) return;
    this.perdidos.add(cliente);
    await cliente.query('delete from processo_app where id = $1', [this.id]).catch(() => undefined);
    await cliente.end().catch(() => undefined);
  }

  private async conectar(): Promise<void> {
    const cliente = new pg.Client({
      connectionString: this.opcoes.url,
      query_timeout: LIMITE_DO_BATIMENTO_MS,
      // Names the connection in pg_stat_activity: an operator (or a test) can tell it apart.
      application_name: `acolher-sessoes ${this.id}`,
    });
    cliente.on('error', (err) => this.perder(cliente, err));
    cliente.on('end', () => this.perder(cliente, null));
    cliente.on('notification', ({ channel, payload }) => this.aoNotificar(cliente, channel, payload ?? ''));
    try {
      await cliente.connect();
      await cliente.query(`listen ${CANAL}; listen ${CANAL_DE_CONFIRMACAO}`);
      if (this.parado) {
        await cliente.end();
        return;
      }
      this.cliente = cliente;
      // Whatever was kept while nobody listened may have been revoked meanwhile.
      this.esvaziar();
      await this.registrar(cliente, performance.now());
      this.espera = RECONEXAO_MINIMA_MS;
    } catch (err) {
      this.perder(cliente, err as Error);
    }
  }

  private async registrar(cliente: pg.Client, antes: number): Promise<void> {
    await cliente.query(REGISTRAR, [this.id]);
    this.confiavelAte = antes + PRAZO_DE_CONFIANCA_MS;
  }

  /**
   * The heartbeat, on the listening connection itself. Its time is taken before it is sent: the
   * revoker's fence reads the database's clock, which the row was stamped with after that.
   */
  private async bater(): Promise<void> {
    const cliente = this.cliente;
    if (!cliente || this.batendo) return;
    this.batendo = true;
    const antes = performance.now();
    try {
      const { rowCount } = await cliente.query(BATER, [this.id]);
      // Lost or stopped meanwhile: this beat vouches for nothing.
      if (this.cliente !== cliente) return;
      if (rowCount === 0) {
        // Fenced by a revoker that waited past this process's lease: it may have missed something.
        this.esvaziar();
        await this.registrar(cliente, antes);
      } else this.confiavelAte = antes + PRAZO_DE_CONFIANCA_MS;
    } catch (err) {
      this.perder(cliente, err as Error);
    } finally {
      this.batendo = false;
    }
  }

  /** The listening connection failed (once per connection): trust nothing kept until a new one listens. */
  private perder(cliente: pg.Client, err: Error | null): void {
    if (this.perdidos.has(cliente)) return;
    this.perdidos.add(cliente);
    cliente.end().catch(() => undefined);
    if (this.cliente === cliente) this.cliente = null;
    this.confiavelAte = Number.NEGATIVE_INFINITY;
    this.esvaziar();
    if (this.parado) return;
    this.opcoes.log.warn({ err }, 'conexão que ouve as sessões encerradas perdida; reconectando');
    this.reconexao = setTimeout(() => void this.conectar(), this.espera);
    this.reconexao.unref();
    this.espera = Math.min(this.espera * 2, RECONEXAO_MAXIMA_MS);
  }

  private aoNotificar(cliente: pg.Client, canal: string, conteudo: string): void {
    if (canal === CANAL_DE_CONFIRMACAO) {
      const [ping = '', par = ''] = conteudo.split(':');
      this.confirmacoes.get(ping)?.(par);
      return;
    }
    this.esvaziar();
    const [tipo, ping, origem] = conteudo.split(':');
    if (tipo === 'ping' && origem !== this.id) {
      // A lost acknowledgement costs the revoker its wait for this process's lease, then a fence.
      cliente
        .query('select pg_notify($1, $2)', [CANAL_DE_CONFIRMACAO, `${ping}:${this.id}`])
        .catch((err) => this.opcoes.log.warn({ err }, 'confirmação de sessões encerradas não enviada'));
    }
  }

  /**
   * After a revocation has committed, before its answer leaves: this process lets go of what it
   * kept, then waits until every other live process has acknowledged a ping sent after the
   * revocation (so it received the revocation's notification first), or has been fenced for
   * silence past its lease. Bounded by ESPERA_MAXIMA_MS.
   */
  async aguardarRevogacao(): Promise<void> {
    this.esvaziar();
    const { pool } = this.opcoes;
    const { rows } = await pool.query<{ id: string }>(PARES_VIVOS, [this.id, PRAZO_DE_CONFIANCA_MS]);
    if (rows.length === 0) return;
    const pendentes = new Set(rows.map((r) => r.id));
    const ping = randomUUID();
    const prazo = performance.now() + ESPERA_MAXIMA_MS;
    let acordar = () => {};
    this.confirmacoes.set(ping, (par) => {
      pendentes.delete(par);
      if (pendentes.size === 0) acordar();
    });
    try {
      await pool.query('select pg_notify($1, $2)', [CANAL, `ping:${ping}:${this.id}`]);
      while (pendentes.size > 0 && performance.now() < prazo) {
        await new Promise<void>((pronto) => {
          acordar = pronto;
          setTimeout(pronto, Math.min(VERIFICACAO_MS, prazo - performance.now()));
        });
        if (pendentes.size === 0) break;
        const vivos = await pool.query<{ id: string }>(CERCAR, [[...pendentes], PRAZO_DE_CONFIANCA_MS]);
        const aindaVivos = new Set(vivos.rows.map((r) => r.id));
        for (const id of pendentes) if (!aindaVivos.has(id)) pendentes.delete(id);
      }
    } finally {
      this.confirmacoes.delete(ping);
    }
    if (pendentes.size > 0) {
      this.opcoes.log.warn(
        { processos: [...pendentes] },
        'sessões encerradas sem a confirmação de todos os processos',
      );
    }
  }
}
