import {
  type ResidenteConvenio,
  type ResidenteConvenioInput,
  residenteConvenioInput,
  semCodigoNosTelefones,
  versaoOpcional,
} from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { sincronizarTelefones } from '../../../components/contatos/sincronizar-telefones.ts';
import type { TelefoneFormulario } from '../../../components/contatos/telefones-editor.tsx';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { deleteTelefoneParentesco } from './desvincular-telefone-parentesco.ts';
import { useInvalidarResidentes } from './invalidar.ts';
import { postTelefoneParentesco } from './vincular-telefone-parentesco.ts';

/** A membership as its form edits it; the update chain reads which holder phones were stored. */
export type VinculoFormulario = {
  RESIDENTE_CODIGO: number;
  CONVENIO_CODIGO: string;
  NUMERO_CONVENIO: string;
  TITULAR: boolean;
  NOME_TITULAR: string;
  PARENTESCO_TITULAR: string;
  VALIDADE: string;
  OBSERVACOES: string;
  TELEFONE: TelefoneFormulario[];
  /** The version the membership was read at, sent back with the update; a new one has none. */
  VERSAO?: number;
};

/**
 * The form's values as the bodies take them: the holder phone rows without their CODIGO, and the
 * VERSAO an edited membership was read at (a new one has none, decision 0017).
 */
export const esquemaVinculo = semCodigoNosTelefones(
  residenteConvenioInput.extend({ VERSAO: versaoOpcional }),
);

function putResidenteConvenio(codigo: number, dados: ResidenteConvenioInput & { VERSAO?: number }) {
  return requisitar(`/residente_convenio/${codigo}`, SEM_CORPO, { metodo: 'PUT', corpo: dados });
}

/** The membership itself, then its holder phones through the spec's `/telefone_parentesco` chain. */
export async function atualizarResidenteConvenio({
  atual,
  valores,
}: {
  atual: ResidenteConvenio;
  valores: VinculoFormulario;
}): Promise<void> {
  const { TELEFONE, ...dados } = esquemaVinculo.parse(valores);
  await putResidenteConvenio(atual.CODIGO, dados);
  await sincronizarTelefones(atual.TELEFONE, valores.TELEFONE, TELEFONE, {
    vincular: (telefone) => postTelefoneParentesco(atual.CODIGO, telefone),
    desvincular: (telefone) => deleteTelefoneParentesco(atual.CODIGO, telefone),
  });
}

/** The whole chain is one write: the residents are read again once, after its last step. */
export function useAtualizarResidenteConvenio() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: atualizarResidenteConvenio, onSuccess: invalidar });
}
