import { type ResidenteAtualizacao, residente } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

export function putResidente({ codigo, dados }: { codigo: number; dados: ResidenteAtualizacao }) {
  return requisitar(`/residente/${codigo}`, residente, { metodo: 'PUT', corpo: dados });
}

export function useAtualizarResidente() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: putResidente, onSuccess: invalidar });
}
