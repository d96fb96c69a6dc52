import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

export function postEnderecoFamiliar(familiar: number, endereco: number) {
  return requisitar('/endereco_familiar', SEM_CORPO, {
    metodo: 'POST',
    corpo: { FAMILIAR_CODIGO: familiar, ENDERECO_CODIGO: endereco },
  });
}
