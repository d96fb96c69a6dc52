import { type ResidenteInput, residente } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarResidentes } from './invalidar.ts';

/** `POST /residente` with PESSOA and CERTIDAO_CASAMENTO nested: one transaction on the server. */
export function postResidente({ dados, chave }: NovoRegistro<ResidenteInput>) {
  return requisitar('/residente', residente, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarResidente() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: postResidente, onSuccess: invalidar });
}
