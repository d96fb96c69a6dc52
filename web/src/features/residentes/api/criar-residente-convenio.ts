import type { ResidenteConvenioInput } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarResidentes } from './invalidar.ts';

/** `POST /residente_convenio` with the holder phones nested: one transaction on the server. */
function postResidenteConvenio({ dados, chave }: NovoRegistro<ResidenteConvenioInput>) {
  return requisitar('/residente_convenio', SEM_CORPO, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarResidenteConvenio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: postResidenteConvenio, onSuccess: invalidar });
}
