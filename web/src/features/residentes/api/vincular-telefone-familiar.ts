import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function postTelefoneFamiliar(familiar: number, telefone: number) {
  return requisitar('/telefone_familiar', SEM_CORPO, {
    metodo: 'POST',
    corpo: { FAMILIAR_CODIGO: familiar, TELEFONE_CODIGO: telefone },
  });
}
