import { COOKIES, MENSAGENS, XSRF_HEADER } from '@acolher/contract';
import { lerCookie } from './cookies.ts';
import { anunciarGravacao, explicarConflito, ouvirOutrasAbas } from './gravacoes-entre-abas.ts';
import { limparSessaoCliente, pedirReentrada, sessaoConfirmada } from './sessao.ts';

/** docs/produto.md §8: these statuses always show the same text, whatever the server wrote. */
const MENSAGEM_POR_STATUS: Readonly<Record<number, string>> = {
  403: MENSAGENS.naoAutorizado,
  404: MENSAGENS.naoEncontrado,
  422: MENSAGENS.erroProcessamento,
};

/**
 * When the answer carries no message of the app's (a reverse proxy's own page, nginx's `limit_req`
 * answers 503 in HTML), these statuses still say what happened rather than the generic text.
 */
const MENSAGEM_SEM_CORPO: Readonly<Record<number, string>> = {
  429: MENSAGENS.muitasTentativas,
  503: MENSAGENS.servidorOcupado,
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The error body as sent, for screens that read more than the message (field errors, `emUso`). */
    readonly corpo: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Anything with zod's `parse`: the contract's schemas check every answer before the screens use it. */
export interface Esquema<T> {
  parse(dados: unknown): T;
}

/** For answers whose body the screen does not read (logout, warm-up). */
export const SEM_CORPO: Esquema<void> = { parse: () => undefined };

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OpcoesRequisicao {
  metodo?: Metodo;
  corpo?: unknown;
  /** Public screens (login, forgot password…) get a 401 as a plain message, not a trip to #/login. */
  publica?: boolean;
  /** Headers a call adds to the usual ones (a save's Idempotency-Key). */
  cabecalhos?: Readonly<Record<string, string>>;
}

export async function requisitar<T>(
  caminho: string,
  esquema: Esquema<T>,
  opcoes: OpcoesRequisicao = {},
): Promise<T> {
  const resposta = await requisitarResposta(caminho, opcoes);
  return validarResposta(resposta, esquema);
}

/**
 * The successful answer itself, for callers that read headers (X-Total-Count) or a file; a failure
 * throws the same ApiError as `requisitar`.
 */
export async function requisitarResposta(caminho: string, opcoes: OpcoesRequisicao = {}): Promise<Response> {
  const metodo = opcoes.metodo ?? 'GET';
  const rota = `${metodo} ${caminho}`;
  ouvirOutrasAbas();
  const resposta = await enviar(caminho, metodo, opcoes.corpo, opcoes.cabecalhos);
  if (resposta.ok && !opcoes.publica) sessaoConfirmada();
  if (resposta.ok && !opcoes.publica && metodo !== 'GET') anunciarGravacao(rota);
  if (resposta.ok) return resposta;
  const corpo = await lerJson(resposta);
  if (resposta.status === 401 && !opcoes.publica) sessaoExpirada();
  const mensagem = mensagemDeErro(resposta.status, corpo, opcoes.publica);
  throw new ApiError(explicarConflito(rota, resposta.status, mensagem), resposta.status, corpo);
}

export async function validarResposta<T>(resposta: Response, esquema: Esquema<T>): Promise<T> {
  const corpo = await lerJson(resposta);
  try {
    return esquema.parse(corpo);
  } catch {
    throw new ApiError(MENSAGENS.respostaInesperada, resposta.status);
  }
}

/**
 * docs/produto.md §8: a failed sign-in shows the server's message ("Usuário inativo…" is a 403), and so do the
 * other public screens; elsewhere 403, 404 and 422 show their fixed texts.
 */
function mensagemDeErro(status: number, corpo: unknown, publica = false): string {
  const fixa = MENSAGEM_POR_STATUS[status];
  return (
    (publica ? undefined : fixa) ??
    mensagemDoServidor(corpo) ??
    fixa ??
    MENSAGEM_SEM_CORPO[status] ??
    MENSAGENS.falhaGenerica
  );
}

async function enviar(
  caminho: string,
  metodo: Metodo,
  corpo: unknown,
  extras: OpcoesRequisicao['cabecalhos'] = {},
): Promise<Response> {
  try {
    return await fetch(caminho, {
      method: metodo,
      credentials: 'same-origin',
      headers: { ...extras, ...cabecalhos(metodo, corpo !== undefined) },
      body: corpo === undefined ? undefined : JSON.stringify(corpo),
    });
  } catch {
    throw new ApiError(MENSAGENS.semConexao, 0);
  }
}

/** The server checks the double-submit XSRF token on every cookie-authenticated write (docs/arquitetura.md §5). */
function cabecalhos(metodo: Metodo, temCorpo: boolean): Record<string, string> {
  const resultado: Record<string, string> = { Accept: 'application/json' };
  if (temCorpo) resultado['Content-Type'] = 'application/json';
  const xsrf = lerCookie(COOKIES.xsrf);
  if (metodo !== 'GET' && xsrf) resultado[XSRF_HEADER] = xsrf;
  return resultado;
}

/**
 * A body whose connection drops after the headers (a long CSV, a phone losing signal) rejects with
 * the browser's own English TypeError: it is a lost connection like a fetch that never got an answer.
 */
export async function lerCorpo<T>(leitura: Promise<T>): Promise<T> {
  try {
    return await leitura;
  } catch {
    throw new ApiError(MENSAGENS.semConexao, 0);
  }
}

async function lerJson(resposta: Response): Promise<unknown> {
  const texto = await lerCorpo(resposta.text());
  if (!texto) return null;
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}

/** The `message` of an error body, when it has one worth showing. */
export function mensagemDoServidor(corpo: unknown): string | undefined {
  if (typeof corpo !== 'object' || corpo === null || !('message' in corpo)) return undefined;
  const { message } = corpo;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** A session that expired under a page in use is resumed over it (decision 0020); else back to the login. */
function sessaoExpirada(): void {
  if (pedirReentrada()) return;
  limparSessaoCliente();
  window.location.hash = '#/login';
}
