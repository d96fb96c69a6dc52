import type { DesacolhimentoInput } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

function postDesacolher({ codigo, dados }: { codigo: number; dados: DesacolhimentoInput }) {
  return requisitar(`/residente-inativar/${codigo}`, SEM_CORPO, { metodo: 'POST', corpo: dados });
}

export function useDesacolherResidente() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: postDesacolher, onSuccess: invalidar });
}
