import { type AcompanhamentosInput, acompanhamentoDetalhe, CHAVE_DE_ENVIO_HEADER } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarAcompanhamentos } from './invalidar.ts';

/**
 * A random UUID (version 4) naming one save. `crypto.randomUUID` exists only on HTTPS or localhost;
 * a home's network may serve the app over plain HTTP, where `getRandomValues` still works.
 */
export function novaChaveDeEnvio(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface NovoAcompanhamento {
  dados: AcompanhamentosInput;
  /** The form's key (Idempotency-Key): a save repeated after its answer was lost is stored once. */
  chave: string;
}

/** `POST /acompanhamentos`: the follow-up and its participants in one transaction (a correction too). */
export function postAcompanhamentos({ dados, chave }: NovoAcompanhamento) {
  return requisitar('/acompanhamentos', acompanhamentoDetalhe, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: { [CHAVE_DE_ENVIO_HEADER]: chave },
  });
}

export function useCriarAcompanhamento() {
  const invalidar = useInvalidarAcompanhamentos();
  return useMutation({ mutationFn: postAcompanhamentos, onSuccess: invalidar });
}
