import { convenioEmUsoResponse } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useInvalidarConvenios } from './invalidar.ts';

/** `DELETE /convenio/{id}`; with `confirmar` the server inactivates even a plan active residents use. */
function deleteConvenio({ codigo, confirmar }: { codigo: number; confirmar: boolean }): Promise<void> {
  const consulta = confirmar ? '?confirmar=true' : '';
  return requisitar(`/convenio/${codigo}${consulta}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useInativarConvenio() {
  const invalidar = useInvalidarConvenios();
  return useMutation({ mutationFn: deleteConvenio, onSuccess: invalidar });
}

/** The server's 409 "in use" answer, when that is what refused the inactivation (another 409 has no `emUso`). */
export function emUsoDe(erro: unknown): { message: string; emUso: number } | null {
  if (!(erro instanceof ApiError) || erro.status !== 409) return null;
  const lido = convenioEmUsoResponse.safeParse(erro.corpo);
  if (!lido.success || lido.data.emUso === undefined) return null;
  return { message: lido.data.message, emUso: lido.data.emUso };
}
