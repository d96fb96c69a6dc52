import {
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  type FuncionarioCompleto,
  formularioVazio,
} from '@acolher/contract';
import {
  type EnderecoFormulario,
  enderecoParaFormulario,
} from '../../../components/contatos/endereco-campos.tsx';
import {
  type TelefoneFormulario,
  telefoneParaFormulario,
} from '../../../components/contatos/telefones-editor.tsx';
import { hojeIso } from '../../../lib/datas.ts';
import {
  formularioDoCatalogo,
  type TextosDoCatalogo as Textos,
  versaoDoRegistro,
} from '../../../lib/formulario.ts';

type ContaFormulario = Textos<typeof CAMPOS_CONTA_BANCARIA>;

/** A stored address keeps its CODIGO in the form: the update then changes it instead of adding one. */
type EnderecoDoFuncionario = EnderecoFormulario & { CODIGO?: number };

/**
 * The person under `PESSOA`, the account under `CONTA` while there is one, the whole lists of
 * phones and addresses (the update sends them whole, decision 0019's links written by the server).
 */
export type FuncionarioFormulario = Textos<typeof CAMPOS_FUNCIONARIO> & {
  PESSOA: Textos<typeof CAMPOS_PESSOA>;
  CONTA: ContaFormulario | null;
  TELEFONE: TelefoneFormulario[];
  ENDERECO: EnderecoDoFuncionario[];
  /** The version the record was read at, sent back with the update; a new employee has none. */
  VERSAO?: number;
};

export const CONTA_VAZIA: ContaFormulario = formularioVazio(CAMPOS_CONTA_BANCARIA);

export function funcionarioNovo(): FuncionarioFormulario {
  return {
    ...formularioVazio(CAMPOS_FUNCIONARIO),
    DATA_ADMISSAO: hojeIso(),
    PESSOA: formularioVazio(CAMPOS_PESSOA),
    CONTA: null,
    TELEFONE: [],
    ENDERECO: [],
  };
}

/** The record as the form edits it: strings, documents back in their masks, contacts with their CODIGO. */
export function funcionarioParaFormulario(f: FuncionarioCompleto): FuncionarioFormulario {
  return {
    ...formularioDoCatalogo(CAMPOS_FUNCIONARIO, f),
    PESSOA: formularioDoCatalogo(CAMPOS_PESSOA, f.PESSOA),
    CONTA: f.CONTA ? formularioDoCatalogo(CAMPOS_CONTA_BANCARIA, f.CONTA) : null,
    TELEFONE: f.TELEFONE.map(telefoneParaFormulario),
    ENDERECO: f.ENDERECO.map((e) => ({ CODIGO: e.CODIGO, ...enderecoParaFormulario(e) })),
    ...versaoDoRegistro(f),
  };
}
