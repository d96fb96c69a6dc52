import { CHAVE_DE_ENVIO_HEADER } from '@acolher/contract';
import { useState } from 'react';

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

/** A create's body and the key of its form (Idempotency-Key): what every `post…` of a form takes. */
export interface NovoRegistro<T> {
  dados: T;
  chave: string;
}

/** The request headers naming a create's form (decisions 0028, 0039). */
export function cabecalhosDeEnvio(chave: string): Record<string, string> {
  return { [CHAVE_DE_ENVIO_HEADER]: chave };
}

/**
 * The send key of a form's create (decision 0039): made when the form opens and kept across its
 * retries, so a Salvar repeated after a lost answer gets the record already stored instead of a
 * second one. A form leaves its page (or closes its modal) once saved, so the next record is made by
 * another opening, with another key.
 */
export function useChaveDeEnvio(): string {
  const [chave] = useState(novaChaveDeEnvio);
  return chave;
}
