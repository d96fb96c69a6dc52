import type { BeneficioAtualizacao } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarResidentes } from './invalidar.ts';

interface BeneficioAlterado {
  residente: number;
  /** The current name: renaming changes the key. */
  nome: string;
  dados: BeneficioAtualizacao;
}

/** `PUT /beneficio/{residente}/{nome}`: keyed by the current name (renaming changes the key). */
function putBeneficio({ residente, nome, dados }: BeneficioAlterado) {
  return requisitar(`/beneficio/${residente}/${encodeURIComponent(nome)}`, SEM_CORPO, {
    metodo: 'PUT',
    corpo: dados,
  });
}

export function useAtualizarBeneficio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: putBeneficio, onSuccess: invalidar });
}
