import { type ConvenioInput, convenioFull } from '@acolher/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_CONVENIOS } from './convenios-lista.ts';

export function putConvenio({ codigo, dados }: { codigo: number; dados: ConvenioInput }) {
  return requisitar(`/convenio/${codigo}`, convenioFull, { metodo: 'PUT', corpo: dados });
}

export function useAtualizarConvenio() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: putConvenio,
    onSuccess: () => cliente.invalidateQueries({ queryKey: [CHAVE_CONVENIOS] }),
  });
}
