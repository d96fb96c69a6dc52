import { MENSAGENS } from '@acolher/contract';
import { loginAtual } from './sessao.ts';

/**
 * The tabs of this browser tell each other which records they saved (decision 0046): a save refused
 * for a stale version (decision 0017) then says "you, in another tab" when that is what happened,
 * instead of the server's "outra pessoa". Only the login and the call travel (`PUT /residente/12`),
 * never what was written, and only between tabs of this browser and site (BroadcastChannel).
 */
const CANAL = 'acolher.gravacoes';

interface Gravacao {
  login: string;
  rota: string;
}

/** `login rota` of every save another tab announced while this one was open. */
const deOutrasAbas = new Set<string>();
let canal: BroadcastChannel | null = null;

function ehGravacao(dados: unknown): dados is Gravacao {
  const { login, rota } = (dados ?? {}) as Partial<Gravacao>;
  return typeof login === 'string' && typeof rota === 'string';
}

/** Opened with this tab's first call, so it hears the other tabs before any form here is saved. */
export function ouvirOutrasAbas(): BroadcastChannel | null {
  if (canal || typeof BroadcastChannel === 'undefined') return canal;
  canal = new BroadcastChannel(CANAL);
  canal.onmessage = ({ data }: MessageEvent) => {
    if (ehGravacao(data)) deOutrasAbas.add(`${data.login} ${data.rota}`);
  };
  return canal;
}

/** This tab saved through `rota`: the others learn it. */
export function anunciarGravacao(rota: string): void {
  ouvirOutrasAbas()?.postMessage({ login: loginAtual(), rota } satisfies Gravacao);
}

/** The 409 of a stale version when the same user saved the record in another tab of this browser. */
export const TEXTO_ALTERADO_EM_OUTRA_ABA =
  'Você mesmo salvou este registro em outra aba desde que o abriu nesta. Recarregue para ver como ficou.';

/**
 * The text of a refused call: a stale version's 409 says "you, in another tab" when another tab of
 * this browser, signed in as the same user, saved through the same call; anything else as it came.
 */
export function explicarConflito(rota: string, status: number, mensagem: string): string {
  const emOutraAba = deOutrasAbas.has(`${loginAtual()} ${rota}`);
  return status === 409 && mensagem === MENSAGENS.registroAlterado && emOutraAba
    ? TEXTO_ALTERADO_EM_OUTRA_ABA
    : mensagem;
}
