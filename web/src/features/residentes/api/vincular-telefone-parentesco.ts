import { requisitar, SEM_CORPO } from '../../../lib/api.ts';

/** `POST /telefone_parentesco`: links a phone made by `POST /telefone` to a plan membership. */
export function postTelefoneParentesco(membro: number, telefone: number) {
  return requisitar('/telefone_parentesco', SEM_CORPO, {
    metodo: 'POST',
    corpo: { RESIDENTE_CONVENIO_CODIGO: membro, TELEFONE_CODIGO: telefone },
  });
}
