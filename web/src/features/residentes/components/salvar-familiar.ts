import {
  type FamiliarDoResidente,
  familiarAtualizacao,
  familiarInput,
  type telefoneInput,
} from '@acolher/contract';
import type { EnderecoFormulario } from '../../../components/endereco-campos.tsx';
import type { TelefoneFormulario } from '../../../components/telefones-editor.tsx';
import { putEndereco } from '../api/atualizar-endereco.ts';
import { putFamiliar } from '../api/atualizar-familiar.ts';
import { putTelefone } from '../api/atualizar-telefone.ts';
import { postEndereco } from '../api/criar-endereco.ts';
import { postFamiliar } from '../api/criar-familiar.ts';
import { postTelefone } from '../api/criar-telefone.ts';
import { deleteTelefoneFamiliar } from '../api/desvincular-telefone-familiar.ts';
import { postEnderecoFamiliar } from '../api/vincular-endereco-familiar.ts';
import { postTelefoneFamiliar } from '../api/vincular-telefone-familiar.ts';

export type FamiliarFormulario = {
  NOME: string;
  SOBRENOME: string;
  CPF: string;
  EMAIL: string;
  OBSERVACOES: string;
  VINCULO: { RESIDENTE_CODIGO: number; PARENTESCO: string; RESPONSAVEL: boolean };
  ENDERECOS: EnderecoFormulario[];
  TELEFONE: TelefoneFormulario[];
};

/** A new relative: one transaction on the server (`POST /familiar` with everything nested). */
export async function criarFamiliar(valores: FamiliarFormulario): Promise<void> {
  await postFamiliar(familiarInput.parse(valores));
}

/**
 * An existing relative follows the spec's update chain: the relative and its link, then the
 * address (updated, or created and linked), then the phones that were removed, changed or added.
 */
export async function atualizarFamiliar(
  atual: FamiliarDoResidente,
  valores: FamiliarFormulario,
): Promise<void> {
  const { ENDERECOS, TELEFONE } = familiarInput.parse(valores);
  await putFamiliar(atual.CODIGO, familiarAtualizacao.parse(valores));
  await salvarEnderecos(atual, ENDERECOS);
  await salvarTelefones(atual, valores.TELEFONE, TELEFONE);
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

async function salvarTelefones(
  atual: FamiliarDoResidente,
  formulario: TelefoneFormulario[],
  normalizados: ReturnType<typeof telefoneInput.parse>[],
) {
  const mantidos = new Set(formulario.map((t) => t.CODIGO).filter((c) => c !== undefined));
  for (const telefone of atual.TELEFONE) {
    if (!mantidos.has(telefone.CODIGO)) await deleteTelefoneFamiliar(atual.CODIGO, telefone.CODIGO);
  }
  for (const [indice, telefone] of normalizados.entries()) {
    const codigo = formulario[indice]?.CODIGO;
    if (codigo !== undefined) await putTelefone(codigo, telefone);
    else {
      const criado = await postTelefone(telefone);
      await postTelefoneFamiliar(atual.CODIGO, criado.CODIGO);
    }
  }
}
