import { type AcompanhamentoEditarInput, acompanhamentoDetalhe } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarAcompanhamentos } from './invalidar.ts';

/**
 * `PUT /acompanhamento-editar/{id}`: text, date, time and participants in one transaction, with the
 * VERSAO read (409 when stale) and an optional reason; 422 once the 24-hour window has passed.
 */
export function putAcompanhamento({ codigo, dados }: { codigo: number; dados: AcompanhamentoEditarInput }) {
  return requisitar(`/acompanhamento-editar/${codigo}`, acompanhamentoDetalhe, {
    metodo: 'PUT',
    corpo: dados,
  });
}

export function useEditarAcompanhamento() {
  const invalidar = useInvalidarAcompanhamentos();
  return useMutation({ mutationFn: putAcompanhamento, onSuccess: invalidar });
}
