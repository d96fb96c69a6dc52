import { type ConvenioInput, convenioFull } from '@acolher/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_CONVENIOS } from './convenios-lista.ts';

export function postConvenio(dados: ConvenioInput) {
  return requisitar('/convenio', convenioFull, { metodo: 'POST', corpo: dados });
}

export function useCriarConvenio() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: postConvenio,
    onSuccess: () => cliente.invalidateQueries({ queryKey: [CHAVE_CONVENIOS] }),
  });
}
