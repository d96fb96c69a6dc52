import { Worker } from 'node:worker_threads';
import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';
import { GeradorDePdfParouError, RelatorioGrandeDemaisError, RelatoriosOcupadosError } from './errors.ts';

/**
 * PDFs are laid out in worker threads (pdf-worker.mjs), never on the event loop: a prontuário of
 * 2,000 follow-ups takes about a second of pdfmake, and every other request would wait for it
 * (decision 0029). At most `simultaneos` documents render at once (PDF_THREADS); `fila` more
 * wait their turn; past that the answer is 503 "try again" instead of an ever longer wait.
 */

/** What a thread renders: data only, since no function crosses to a thread. */
export interface DocumentoPdf {
  /** A pdfmake document without functions (a `footer` function is built from `rodape`). */
  definicao: TDocumentDefinitions;
  /**
   * The footer of every page, a template: a node `{ paginado: 'Página {pagina} de {paginas}' }`
   * prints with that page's numbers.
   */
  rodape?: Content;
}

/** A text of the footer template that the thread writes with each page's numbers, `{pagina}` and `{paginas}`. */
export function textoPaginado(modelo: string, estilo: Omit<ContentText, 'text'>): Content {
  const no: ContentText & { paginado: string } = { ...estilo, text: '', paginado: modelo };
  return no;
}

export interface LimitesDoPool {
  /** Documents rendering at once, one thread each. */
  simultaneos: number;
  /** Documents waiting for a thread; one more is refused (503). */
  fila: number;
  /** A thread idle this long ends, giving its memory back; the next document starts a new one. */
  ociosaMs: number;
  /** A thread's old-generation heap, MEMORIA_DA_THREAD_MB unless a test makes it tiny. */
  memoriaMb?: number;
}

interface Trabalho {
  documento: DocumentoPdf;
  /** A long document's content, part by part (renderizarEmPartes); each part starts a new page. */
  partes?: AsyncIterator<Content[]>;
  resolver(pdf: Buffer): void;
  rejeitar(erro: Error): void;
}

/** The thread's answers: the PDF, a failure, or (laying a document out in parts) "send the next part". */
type Resposta =
  | { pdf: Uint8Array; erro?: undefined; proxima?: undefined }
  | { erro: string; pdf?: undefined; proxima?: undefined }
  | { proxima: true; pdf?: undefined; erro?: undefined };

const ARQUIVO_DO_WORKER = new URL('./pdf-worker.mjs', import.meta.url);
/**
 * A thread's heap is capped: V8 then collects before it grows, and the server stays near docs/arquitetura.md §8's
 * 300 MB while a prontuário of 2,000 follow-ups renders (170 MB of it the idle server). One layout
 * of about 5,000 rows fits; a bigger document fails its own thread (422, RelatorioGrandeDemaisError),
 * never the server. The prontuário is laid out in parts (renderizarEmPartes), so only its time grows.
 */
const MEMORIA_DA_THREAD_MB = 192;
/**
 * The young generation too: left to V8, a thread's nursery grows to tens of MB that pdfmake's
 * short-lived objects fill between collections. Capped, a thread rendering 2,000 follow-ups peaks
 * ~35 MB lower (160–180 MB instead of 205–212 MB over a 50 MB process, decision 0029) for about the
 * same CPU; 4,000 rows still fit.
 */
const MEMORIA_NOVA_DA_THREAD_MB = 16;

export class PoolDePdf {
  readonly #limites: LimitesDoPool;
  readonly #ociosos: Worker[] = [];
  readonly #ocupados = new Map<Worker, Trabalho>();
  readonly #fila: Trabalho[] = [];
  readonly #prazosOciosos = new Map<Worker, NodeJS.Timeout>();
  #encerrado = false;

  constructor(limites: LimitesDoPool) {
    this.#limites = limites;
  }

  /** Documents being laid out right now (a test waits for one to start). */
  get renderizando(): number {
    return this.#ocupados.size;
  }

  /** Threads alive, busy or idle. */
  get threads(): number {
    return this.#ociosos.length + this.#ocupados.size;
  }

  /** The PDF's bytes; rejects with RelatoriosOcupadosError (503) when every thread and the queue are taken. */
  renderizar(documento: DocumentoPdf): Promise<Buffer> {
    return this.#enfileirar(documento);
  }

  /**
   * A document too long for one layout: the thread lays `partes` out one at a time into one PDF,
   * asking for the next when it is done with one (so the caller reads and builds a part while the
   * thread is busy, and only one part at a time is in memory on either side). The footer's
   * "Página X de Y" counts every page. A part that fails to come (the database) fails the document
   * and ends its thread.
   */
  renderizarEmPartes(documento: DocumentoPdf, partes: AsyncIterable<Content[]>): Promise<Buffer> {
    return this.#enfileirar(documento, partes[Symbol.asyncIterator]());
  }

  #enfileirar(documento: DocumentoPdf, partes?: AsyncIterator<Content[]>): Promise<Buffer> {
    if (this.#encerrado) return Promise.reject(new Error('O gerador de PDF foi encerrado'));
    const livre = this.#ociosos.length > 0 || this.threads < this.#limites.simultaneos;
    if (!livre && this.#fila.length >= this.#limites.fila)
      return Promise.reject(new RelatoriosOcupadosError());
    return new Promise((resolver, rejeitar) => {
      this.#fila.push({ documento, ...(partes ? { partes } : {}), resolver, rejeitar });
      this.#despachar();
    });
  }

  /** Ends every thread; what was still waiting or rendering is rejected. */
  async encerrar(): Promise<void> {
    this.#encerrado = true;
    const motivo = new Error('O gerador de PDF foi encerrado');
    for (const trabalho of this.#fila.splice(0)) trabalho.rejeitar(motivo);
    for (const prazo of this.#prazosOciosos.values()) clearTimeout(prazo);
    this.#prazosOciosos.clear();
    const threads = [...this.#ociosos.splice(0), ...this.#ocupados.keys()];
    for (const trabalho of this.#ocupados.values()) trabalho.rejeitar(motivo);
    this.#ocupados.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  #despachar(): void {
    while (this.#fila.length > 0 && (this.#ociosos.length > 0 || this.threads < this.#limites.simultaneos)) {
      const thread = this.#ociosos.pop() ?? this.#novaThread();
      clearTimeout(this.#prazosOciosos.get(thread));
      this.#prazosOciosos.delete(thread);
      const trabalho = this.#fila.shift() as Trabalho;
      this.#ocupados.set(thread, trabalho);
      // A busy thread keeps the process alive until its answer arrives (a script awaiting a PDF).
      thread.ref();
      thread.postMessage(trabalho.partes ? { inicio: trabalho.documento } : trabalho.documento);
    }
  }

  #novaThread(): Worker {
    const thread = new Worker(ARQUIVO_DO_WORKER, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.#limites.memoriaMb ?? MEMORIA_DA_THREAD_MB,
        maxYoungGenerationSizeMb: MEMORIA_NOVA_DA_THREAD_MB,
      },
    });
    thread.on('message', (resposta: Resposta) => this.#concluir(thread, resposta));
    // A thread that died (out of memory, a crash) fails its document with a typed error (422 or
    // 503, never 500) and is replaced on demand. 'exit' follows 'error' and finds no document left.
    thread.on('error', (erro) => this.#descartar(thread, erroDaMorte(erro)));
    thread.on('exit', () => this.#descartar(thread, new GeradorDePdfParouError()));
    return thread;
  }

  #concluir(thread: Worker, resposta: Resposta): void {
    if (resposta.proxima) {
      void this.#enviarProximaParte(thread);
      return;
    }
    const trabalho = this.#ocupados.get(thread);
    this.#ocupados.delete(thread);
    // An idle thread never keeps a process from exiting (tests, `npm start` on a signal).
    thread.unref();
    this.#ociosos.push(thread);
    this.#prazosOciosos.set(thread, this.#prazoOcioso(thread));
    if (resposta.pdf)
      trabalho?.resolver(Buffer.from(resposta.pdf.buffer, resposta.pdf.byteOffset, resposta.pdf.length));
    else trabalho?.rejeitar(new Error(`Falha ao gerar o PDF: ${resposta.erro}`));
    this.#despachar();
  }

  /** The next part of the thread's document, or its end; a part that cannot be made ends the thread. */
  async #enviarProximaParte(thread: Worker): Promise<void> {
    const partes = this.#ocupados.get(thread)?.partes;
    if (!partes) return;
    try {
      const { done, value } = await partes.next();
      if (this.#ocupados.get(thread)?.partes !== partes) return;
      thread.postMessage(done ? { fim: true } : { parte: value });
    } catch (erro) {
      this.#descartar(thread, erro instanceof Error ? erro : new Error(String(erro)));
      void thread.terminate();
    }
  }

  /** Ends `thread` if it is still idle after `ociosaMs` (a pdfmake heap of thousands of rows is large). */
  #prazoOcioso(thread: Worker): NodeJS.Timeout {
    const prazo = setTimeout(() => {
      this.#prazosOciosos.delete(thread);
      const ociosa = this.#ociosos.indexOf(thread);
      if (ociosa < 0) return;
      this.#ociosos.splice(ociosa, 1);
      void thread.terminate();
    }, this.#limites.ociosaMs);
    prazo.unref();
    return prazo;
  }

  #descartar(thread: Worker, erro: Error): void {
    const trabalho = this.#ocupados.get(thread);
    this.#ocupados.delete(thread);
    const ocioso = this.#ociosos.indexOf(thread);
    if (ocioso >= 0) this.#ociosos.splice(ocioso, 1);
    clearTimeout(this.#prazosOciosos.get(thread));
    this.#prazosOciosos.delete(thread);
    trabalho?.rejeitar(erro);
    if (!this.#encerrado) this.#despachar();
  }
}

/** Out of memory is the document's size (asking again fails again); anything else, the thread's. */
function erroDaMorte(erro: Error & { code?: string }): Error {
  return erro.code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? new RelatorioGrandeDemaisError()
    : new GeradorDePdfParouError();
}

/**
 * Sized by memory, not cores: each thread adds 80–180 MB of RSS while it renders and until it ends
 * idle (decision 0029), so the default is one (PDF_THREADS). Five prontuários at once queue, none
 * is refused.
 */
export const LIMITES_PADRAO: LimitesDoPool = {
  simultaneos: 1,
  fila: 16,
  ociosaMs: 30_000,
};

let doProcesso: PoolDePdf | undefined;
let threadsDoProcesso = LIMITES_PADRAO.simultaneos;
let reservas = 0;

/** The process's pool: threads are a machine's resource, so every app and report shares one cap. */
export function poolDePdf(): PoolDePdf {
  doProcesso ??= new PoolDePdf({ ...LIMITES_PADRAO, simultaneos: threadsDoProcesso });
  return doProcesso;
}

/**
 * An app holds the pool while it runs (buildApp, with its PDF_THREADS); the last app to close ends
 * its threads, so tests and `npm start` exit cleanly. A later render starts a new pool.
 */
export function reservarPoolDePdf(threads: number = LIMITES_PADRAO.simultaneos): () => Promise<void> {
  threadsDoProcesso = threads;
  reservas += 1;
  let liberada = false;
  return async () => {
    if (liberada) return;
    liberada = true;
    reservas -= 1;
    if (reservas > 0 || !doProcesso) return;
    const pool = doProcesso;
    doProcesso = undefined;
    await pool.encerrar();
  };
}
