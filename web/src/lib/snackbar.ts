import { criarEstado, useEstado } from './estado.ts';

/** docs/produto.md §4/§9: one message at a time, hidden after 3000 ms; a new message restarts the timer. */
export const SNACKBAR_DURACAO_MS = 3000;

export type TipoMensagem = 'sucesso' | 'erro' | 'info';
export interface MensagemSnackbar {
  id: number;
  texto: string;
  tipo: TipoMensagem;
}

const snackbar = criarEstado<MensagemSnackbar | null>(null);
let temporizador: ReturnType<typeof setTimeout> | undefined;
let proximoId = 1;

export function notificar(texto: string, tipo: TipoMensagem = 'info'): void {
  clearTimeout(temporizador);
  snackbar.set({ id: proximoId++, texto, tipo });
  temporizador = setTimeout(fecharSnackbar, SNACKBAR_DURACAO_MS);
}

export function fecharSnackbar(): void {
  clearTimeout(temporizador);
  snackbar.set(null);
}

export function useSnackbar(): MensagemSnackbar | null {
  return useEstado(snackbar);
}
