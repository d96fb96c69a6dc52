import { type FamiliarInput, familiar } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { cabecalhosDeEnvio, type NovoRegistro } from '../../../lib/chave-de-envio.ts';
import { useInvalidarResidentes } from './invalidar.ts';

/** `POST /familiar` with ENDERECOS, TELEFONE and the resident link: one transaction. */
function postFamiliar({ dados, chave }: NovoRegistro<FamiliarInput>) {
  return requisitar('/familiar', familiar, {
    metodo: 'POST',
    corpo: dados,
    cabecalhos: cabecalhosDeEnvio(chave),
  });
}

export function useCriarFamiliar() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: postFamiliar, onSuccess: invalidar });
}
