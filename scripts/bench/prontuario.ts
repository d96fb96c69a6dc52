import { PAGINA_DE_RESIDENTES, PRONTUARIO } from './endpoints.ts';
import { type LoadResult, type LoadTarget, measure } from './load.ts';
import { peakRssBytes, resetPeakRss, type ServerChild } from './processes.ts';

/** Issue 11: the residents' page is measured while this many prontuários are printed at once. */
export const PRONTUARIOS_SIMULTANEOS = 5;

export interface ProntuarioMeasures {
  /** One prontuário at a time, back to back. */
  sozinho: LoadResult;
  /** The app's peak RSS while they ran (null where /proc cannot tell). */
  sozinhoPeakRssBytes: number | null;
  /** The residents' page at the list connections, just before, with nothing else running. */
  lista: LoadResult;
  /** The same page at the same time as PRONTUARIOS_SIMULTANEOS prontuários… */
  listaComProntuarios: LoadResult;
  /** …and those prontuários. */
  prontuariosComLista: LoadResult;
  simultaneosPeakRssBytes: number | null;
}

/** Runs `work` and reads the app's peak RSS over it alone (VmHWM set back to the current RSS first). */
async function withPeakRss<T>(app: ServerChild, work: () => Promise<T>): Promise<[T, number | null]> {
  const reset = resetPeakRss(app.child.pid);
  const result = await work();
  return [result, reset ? peakRssBytes(app.child.pid) : null];
}

/**
 * The prontuário phase: its time and memory alone, then whether printing holds up the other
 * requests (the PDF is laid out off the event loop): the residents' page without and with
 * PRONTUARIOS_SIMULTANEOS prints under way, back to back so the machine's state is the same.
 */
export async function measureProntuario(
  app: ServerChild,
  target: LoadTarget,
  listConnections: number,
  seconds: number,
): Promise<ProntuarioMeasures> {
  const [sozinho, sozinhoPeakRssBytes] = await withPeakRss(app, () =>
    measure(PRONTUARIO, target, 1, seconds),
  );
  const lista = await measure(PAGINA_DE_RESIDENTES, target, listConnections, seconds);
  const [[listaComProntuarios, prontuariosComLista], simultaneosPeakRssBytes] = await withPeakRss(app, () =>
    Promise.all([
      measure(PAGINA_DE_RESIDENTES, target, listConnections, seconds),
      measure(PRONTUARIO, target, PRONTUARIOS_SIMULTANEOS, seconds),
    ]),
  );
  return {
    sozinho,
    sozinhoPeakRssBytes,
    lista,
    listaComProntuarios,
    prontuariosComLista,
    simultaneosPeakRssBytes,
  };
}
