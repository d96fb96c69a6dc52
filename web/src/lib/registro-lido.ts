import { MENSAGENS } from '@acolher/contract';
import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from './api.ts';
import { notificar } from './snackbar.ts';

/**
 * The record an edit form started from (null: adding one), and how to read it again after a save
 * refused for a stale VERSAO (409): `recarregar` goes to Form, which resets the fields with what it
 * returns, and the saves that follow work on `registro`, the copy read again, with its new VERSAO.
 */
function useRegistroLido<R, V>(
  inicial: R | null,
  ler: (registro: R) => Promise<R>,
  paraFormulario: (registro: R) => V,
) {
  const [registro, setRegistro] = useState(inicial);
  if (registro === null) return { registro, recarregar: undefined };
  async function recarregar(): Promise<V> {
    const novo = await ler(registro as R);
    setRegistro(novo);
    return paraFormulario(novo);
  }
  return { registro, recarregar };
}

/**
 * `useRegistroLido` for a row of a sub-list (a relative, a membership, a benefit): the list is read
 * from the server again and the row found in it; one removed meanwhile is said like any record not found.
 */
export function useItemLido<T, V, K extends QueryKey>(
  atual: T | null,
  lista: FetchQueryOptions<T[], Error, T[], K>,
  mesmo: (lido: T, atual: T) => boolean,
  paraFormulario: (item: T) => V,
) {
  const queryClient = useQueryClient();
  async function ler(item: T): Promise<T> {
    const lido = (await queryClient.fetchQuery({ ...lista, staleTime: 0 })).find((l) => mesmo(l, item));
    if (lido) return lido;
    notificar(MENSAGENS.naoEncontrado, 'erro');
    throw new ApiError(MENSAGENS.naoEncontrado, 404);
  }
  return useRegistroLido(atual, ler, paraFormulario);
}

/**
 * `recarregar` of an edit page (the resident, the plan): its record read from the server again,
 * as the form edits it. A new record (no query) has nothing to reload.
 */
export function useRecarregarDaConsulta<R, V, K extends QueryKey>(
  consulta: FetchQueryOptions<R, Error, R, K> | null,
  paraFormulario: (registro: R) => V,
): (() => Promise<V>) | undefined {
  const queryClient = useQueryClient();
  if (consulta === null) return undefined;
  return async () => paraFormulario(await queryClient.fetchQuery({ ...consulta, staleTime: 0 }));
}
