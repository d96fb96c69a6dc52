import {
  type CAMPOS_FAMILIAR,
  type FamiliarAtualizacao,
  type FamiliarDoResidente,
  familiarAtualizacao,
  familiarInput,
  semCodigoNosTelefones,
  versaoOpcional,
} from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { putEndereco } from '../../../components/contatos/api/atualizar-endereco.ts';
import { postEndereco } from '../../../components/contatos/api/criar-endereco.ts';
import type { EnderecoFormulario } from '../../../components/contatos/endereco-campos.tsx';
import { sincronizarTelefones } from '../../../components/contatos/sincronizar-telefones.ts';
import type { TelefoneFormulario } from '../../../components/contatos/telefones-editor.tsx';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import type { TextosDoCatalogo } from '../../../lib/formulario.ts';
import { deleteTelefoneFamiliar } from './desvincular-telefone-familiar.ts';
import { useInvalidarResidentes } from './invalidar.ts';
import { postEnderecoFamiliar } from './vincular-endereco-familiar.ts';
import { postTelefoneFamiliar } from './vincular-telefone-familiar.ts';

/** A relative as its form edits it; the update chain reads which phones and address were stored. */
export type FamiliarFormulario = TextosDoCatalogo<typeof CAMPOS_FAMILIAR> & {
  VINCULO: { RESIDENTE_CODIGO: number; PARENTESCO: string; RESPONSAVEL: boolean };
  ENDERECOS: EnderecoFormulario[];
  TELEFONE: TelefoneFormulario[];
  /** The version the relative was read at, sent back with the update; a new relative has none. */
  VERSAO?: number;
};

/**
 * The form's values as the bodies take them: the phone rows without their CODIGO, and the VERSAO
 * an edited relative was read at (a new one has none, decision 0017).
 */
export const esquemaFamiliar = semCodigoNosTelefones(familiarInput.extend({ VERSAO: versaoOpcional }));

function putFamiliar(codigo: number, dados: FamiliarAtualizacao) {
  return requisitar(`/familiar/${codigo}`, SEM_CORPO, { metodo: 'PUT', corpo: dados });
}

async function salvarEnderecos(
  atual: FamiliarDoResidente,
  enderecos: ReturnType<typeof esquemaFamiliar.parse>['ENDERECOS'],
) {
  for (const [indice, endereco] of enderecos.entries()) {
    const existente = atual.ENDERECOS[indice];
    if (existente) await putEndereco(existente.CODIGO, endereco);
    else {
      const criado = await postEndereco(endereco);
      await postEnderecoFamiliar(atual.CODIGO, criado.CODIGO);
    }
  }
}

/**
 * An existing relative follows the spec's update chain: the relative and its link, then the
 * address (updated, or created and linked), then the phones that were removed, changed or added.
 */
export async function atualizarFamiliar({
  atual,
  valores,
}: {
  atual: FamiliarDoResidente;
  valores: FamiliarFormulario;
}): Promise<void> {
  const { ENDERECOS, TELEFONE } = esquemaFamiliar.parse(valores);
  const { NOME, SOBRENOME, CPF, EMAIL, OBSERVACOES, VINCULO, VERSAO } = valores;
  await putFamiliar(
    atual.CODIGO,
    familiarAtualizacao.parse({ NOME, SOBRENOME, CPF, EMAIL, OBSERVACOES, VINCULO, VERSAO }),
  );
  await salvarEnderecos(atual, ENDERECOS);
  await sincronizarTelefones(atual.TELEFONE, valores.TELEFONE, TELEFONE, {
    vincular: (telefone) => postTelefoneFamiliar(atual.CODIGO, telefone),
    desvincular: (telefone) => deleteTelefoneFamiliar(atual.CODIGO, telefone),
  });
}

/** The whole chain is one write: the residents are read again once, after its last step. */
export function useAtualizarFamiliar() {
  const invalidar = useInvalidarResidentes();
  return useMutation({ mutationFn: atualizarFamiliar, onSuccess: invalidar });
}
