import fs from 'node:fs';
import pg from 'pg';

/**
 * The bench's recorder (decision 0004), loaded into the recording app only (app-gravando.ts, with
 * ACOLHER_BENCH_GRAVAR_SQL naming a file). Every pool the app then makes (server/src/db/pool.ts calls
 * `new pg.Pool` when it makes one) records its statements; the measured app, started without it,
 * runs pg untouched.
 */

/** The recording app's environment variable: the file the statements go to. */
export const VARIAVEL_DA_GRAVACAO = 'ACOLHER_BENCH_GRAVAR_SQL';

type Consulta = (...args: unknown[]) => unknown;
/** pg's own conversion of a parameter to what it sends (a Date to its text, an array to a literal). */
const comoEnviado = (pg as unknown as { utils: { prepareValue(valor: unknown): unknown } }).utils
  .prepareValue;

/**
 * Each statement a pooled connection runs is appended to `arquivo` as one JSON line (the checkout it
 * ran in, its start and end, its text, name and row mode, its parameters as sent, its rows). The
 * bench's floor replays exactly these, in the same checkouts.
 */
function gravarConsultas(pool: pg.Pool, arquivo: string): void {
  let checkouts = 0;
  const checkoutDe = new WeakMap<pg.PoolClient, number>();
  pool.on('acquire', (client) => {
    checkouts += 1;
    checkoutDe.set(client, checkouts);
  });
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as Consulta;
    const gravar = (args: unknown[], inicio: number, rows: unknown) => {
      const [primeiro, segundo] = args;
      const config = (typeof primeiro === 'string' ? { text: primeiro } : primeiro) as pg.QueryConfig;
      const values = (config.values ?? (Array.isArray(segundo) ? segundo : [])).map(comoEnviado);
      const linha = {
        checkout: checkoutDe.get(client),
        inicio,
        fim: performance.now(),
        text: config.text,
        name: config.name,
        rowMode: (config as { rowMode?: string }).rowMode,
        values,
        rows,
      };
      fs.appendFileSync(arquivo, `${JSON.stringify(linha)}\n`);
    };
    client.query = ((...args: unknown[]) => {
      const inicio = performance.now();
      const ultimo = args.at(-1);
      if (typeof ultimo === 'function') {
        args[args.length - 1] = (err: Error | null, res: pg.QueryResult | undefined) => {
          if (!err) gravar(args, inicio, res?.rows);
          ultimo(err, res);
        };
        return original(...args);
      }
      const resultado = original(...args);
      // A submittable (a cursor, a COPY stream) is not a statement the floor could replay.
      if (resultado instanceof Promise) {
        resultado.then(
          (res: pg.QueryResult) => gravar(args, inicio, res.rows),
          () => {},
        );
      }
      return resultado;
    }) as typeof client.query;
  });
}

/** From now on every `new pg.Pool` records to `arquivo`; the answer puts pg's own Pool back. */
export function gravarNosPoolsNovos(arquivo: string): () => void {
  const original = pg.Pool;
  pg.Pool = class PoolGravado extends original {
    constructor(config?: pg.PoolConfig) {
      super(config);
      gravarConsultas(this, arquivo);
    }
  };
  return () => {
    pg.Pool = original;
  };
}

const arquivoDaGravacao = process.env[VARIAVEL_DA_GRAVACAO];
if (arquivoDaGravacao) gravarNosPoolsNovos(arquivoDaGravacao);
