import {
  type FamiliarDoResidente,
  familiarAtualizacao,
  familiarInput,
  semCodigoNosTelefones,
  versaoOpcional,
} from '@acolher/contract';
import type { EnderecoFormulario } from '../../../components/endereco-campos.tsx';
import type { TelefoneFormulario } from '../../../components/telefones-editor.tsx';
import { putEndereco } from '../api/atualizar-endereco.ts';
import { putFamiliar } from '../api/atualizar-familiar.ts';
import { postEndereco } from '../api/criar-endereco.ts';
import { postFamiliar } from '../api/criar-familiar.ts';
import { deleteTelefoneFamiliar } from '../api/desvincular-telefone-familiar.ts';
import { postEnderecoFamiliar } from '../api/vincular-endereco-familiar.ts';
import { postTelefoneFamiliar } from '../api/vincular-telefone-familiar.ts';
import { sincronizarTelefones } from './sincronizar-telefones.ts';

export type FamiliarFormulario = {
  NOME: string;
  SOBRENOME: string;
  CPF: string;
  EMAIL: string;
  OBSERVACOES: string;
  VINCULO: { RESIDENTE_CODIGO: number; PARENTESCO: string; RESPONSAVEL: boolean };
  ENDERECOS: EnderecoFormulario[];
  TELEFONE: TelefoneFormulario[];
  /** The version the relative was read at, sent back with the update; a new relative has none. */
  VERSAO?: number;
};

/** The form's values as the bodies take them: the phone rows without their CODIGO. */
export const esquemaFamiliar = semCodigoNosTelefones(familiarInput.extend({ VERSAO: versaoOpcional }));

/** A new relative: one transaction on the server (`POST /familiar` with everything nested). */
export async function criarFamiliar(valores: FamiliarFormulario): Promise<void> {
  await postFamiliar(esquemaFamiliar.parse(valores));
}

/**
 * An existing relative follows the spec's update chain: the relative and its link, then the
 * address (updated, or created and linked), then the phones that were removed, changed or added.
 */
export async function atualizarFamiliar(
  atual: FamiliarDoResidente,
  valores: FamiliarFormulario,
): Promise<void> {
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

async function salvarEnderecos(
  atual: FamiliarDoResidente,
  enderecos: ReturnType<typeof familiarInput.parse>['ENDERECOS'],
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
