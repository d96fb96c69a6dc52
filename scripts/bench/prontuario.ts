import { PAGINA_DE_RESIDENTES, PRONTUARIO } from './endpoints.ts';
import { type LoadResult, type LoadTarget, measure } from './load.ts';
import { peakRssBytes, resetPeakRss, type ServerChild } from './processes.ts';

/**
 * Decision 0029: the residents' page is measured while this many prontuários are printed at once
 * (five at first). The server renders one at a time (PDF_THREADS) and queues sixteen: none is refused.
 */
export const PRONTUARIOS_SIMULTANEOS = 10;
/** Prints one after the other, after one not counted (the first loads the render thread and fonts). */
export const IMPRESSOES_EM_SEQUENCIA = 5;
/**
 * Ten prints at once wait in the server's queue for its one PDF thread: the last is answered after
 * ten layouts (about a minute on a loaded machine), which is a wait, not a failure.
 */
const IMPRESSAO_TIMEOUT_MS = 120_000;

/** Each print timed from request to the PDF's last byte; a failure is a non-2xx or no answer. */
export interface Impressoes {
  ms: number[];
  falhas: number;
  /**
   * How each print was answered: its status, and for a refusal its message too
   * (`{ '200': 9, '503 Muitos relatórios sendo gerados…': 1, 'sem resposta': 0 }`).
   */
  respostas?: Record<string, number>;
}

export interface ProntuarioMeasures {
  /** One prontuário at a time. */
  sozinho: Impressoes;
  /** The app's peak RSS while they ran (null where /proc cannot tell). */
  sozinhoPeakRssBytes: number | null;
  /** The residents' page at the list connections, just before, with nothing else running. */
  lista: LoadResult;
  /** The same page at the same time as PRONTUARIOS_SIMULTANEOS prints kept under way… */
  listaComProntuarios: LoadResult;
  /** …and those prints. */
  prontuariosComLista: Impressoes;
  simultaneosPeakRssBytes: number | null;
}

/**
 * One print, timed to its last byte. Not autocannon: a print takes seconds, and a load tool's run
 * drops the requests still under way when its time is up, so a slow print would count as none.
 */
async function imprimir(target: LoadTarget, impressoes: Impressoes): Promise<void> {
  const inicio = performance.now();
  try {
    const resposta = await fetch(`http://127.0.0.1:${target.port}${PRONTUARIO.path}`, {
      headers: { authorization: `Bearer ${target.token}` },
      signal: AbortSignal.timeout(IMPRESSAO_TIMEOUT_MS),
    });
    const corpo = Buffer.from(await resposta.arrayBuffer());
    if (resposta.ok) impressoes.ms.push(performance.now() - inicio);
    else impressoes.falhas += 1;
    contar(impressoes, resposta.ok ? String(resposta.status) : `${resposta.status} ${mensagemDe(corpo)}`);
  } catch {
    impressoes.falhas += 1;
    contar(impressoes, 'sem resposta');
  }
}

function contar(impressoes: Impressoes, resposta: string): void {
  impressoes.respostas ??= {};
  impressoes.respostas[resposta] = (impressoes.respostas[resposta] ?? 0) + 1;
}

/** A refusal's `{ message }`, or the start of whatever else came. */
function mensagemDe(corpo: Buffer): string {
  const texto = corpo.toString('utf8');
  try {
    return String((JSON.parse(texto) as { message?: unknown }).message);
  } catch {
    return texto.slice(0, 80);
  }
}

/** Prints one after another while `continuar` says so; the last one under way is waited for. */
async function imprimirEnquanto(target: LoadTarget, continuar: () => boolean, impressoes: Impressoes) {
  while (continuar()) await imprimir(target, impressoes);
}

/** Runs `work` and reads the app's peak RSS over it alone (VmHWM set back to the current RSS first). */
async function withPeakRss<T>(app: ServerChild, work: () => Promise<T>): Promise<[T, number | null]> {
  const reset = resetPeakRss(app.child.pid);
  const result = await work();
  return [result, reset ? peakRssBytes(app.child.pid) : null];
}

/** The residents' page for its run, with PRONTUARIOS_SIMULTANEOS prints kept under way all along. */
async function listaComProntuarios(target: LoadTarget, listConnections: number, seconds: number) {
  const prontuarios: Impressoes = { ms: [], falhas: 0 };
  let medindo = true;
  const lista = measure(PAGINA_DE_RESIDENTES, target, listConnections, seconds).finally(() => {
    medindo = false;
  });
  const impressoras = Array.from({ length: PRONTUARIOS_SIMULTANEOS }, () =>
    imprimirEnquanto(target, () => medindo, prontuarios),
  );
  const [resultado] = await Promise.all([lista, ...impressoras]);
  return { lista: resultado, prontuarios };
}

/**
 * The prontuário phase, on the app as it has just started (its RSS is then the prints', not what
 * earlier loads left in the heap): the time and memory of one print at a time, then whether printing
 * holds up other requests (the PDF is laid out off the event loop): the residents' page without and
 * with PRONTUARIOS_SIMULTANEOS prints under way, back to back so the machine's state is the same.
 */
export async function measureProntuario(
  app: ServerChild,
  target: LoadTarget,
  listConnections: number,
  seconds: number,
): Promise<ProntuarioMeasures> {
  await imprimir(target, { ms: [], falhas: 0 });
  const sozinho: Impressoes = { ms: [], falhas: 0 };
  const [, sozinhoPeakRssBytes] = await withPeakRss(app, async () => {
    for (let i = 0; i < IMPRESSOES_EM_SEQUENCIA; i++) await imprimir(target, sozinho);
  });
  const lista = await measure(PAGINA_DE_RESIDENTES, target, listConnections, seconds);
  const [simultaneos, simultaneosPeakRssBytes] = await withPeakRss(app, () =>
    listaComProntuarios(target, listConnections, seconds),
  );
  return {
    sozinho,
    sozinhoPeakRssBytes,
    lista,
    listaComProntuarios: simultaneos.lista,
    prontuariosComLista: simultaneos.prontuarios,
    simultaneosPeakRssBytes,
  };
}
