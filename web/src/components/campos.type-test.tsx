/**
 * Type-level tests, run by `npm run typecheck` (web/tsconfig includes every file of src/): each
 * `@ts-expect-error` fails the typecheck if the error below it disappears, so a form field's name
 * and a form's values stay checked against the form's type and the contract's schema. Never rendered.
 */
import { loginRequest } from '@acolher/contract';
import { useFormulario } from '../lib/formulario.ts';
import { CampoTexto, camposDe } from './campos.tsx';
import { type EnderecoFormulario, EnderecoOpcional } from './contatos/endereco-campos.tsx';
import { type TelefoneFormulario, TelefonesEditor } from './contatos/telefones-editor.tsx';

type Exemplo = {
  NOME: string;
  ATIVO: boolean;
  PESSOA: { CPF: string };
  ENDERECO: EnderecoFormulario | null;
  TELEFONE: TelefoneFormulario[];
};

const { CampoCheckbox, CampoTexto: CampoDoExemplo } = camposDe<Exemplo>();

export function NomesDosCampos() {
  return (
    <>
      <CampoDoExemplo name="NOME" label="Nome" />
      <CampoDoExemplo name="PESSOA.CPF" label="CPF" />
      <CampoDoExemplo name="TELEFONE.0.NUMERO" label="Telefone" />
      {/* @ts-expect-error a misspelt name */}
      <CampoDoExemplo name="NOMEE" label="Nome" />
      {/* @ts-expect-error a misspelt nested name */}
      <CampoDoExemplo name="PESSOA.CFP" label="CPF" />
      {/* @ts-expect-error a text field on a group */}
      <CampoDoExemplo name="PESSOA" label="Pessoa" />
      <CampoCheckbox name="ATIVO" label="Ativo" />
      {/* @ts-expect-error a checkbox on a text */}
      <CampoCheckbox name="NOME" label="Nome" />
      {/* @ts-expect-error a field not bound to a form's type takes no name */}
      <CampoTexto name="NOME" label="Nome" />
      <EnderecoOpcional<Exemplo> prefixo="ENDERECO" presente adicionar={() => undefined} remover={null} />
      {/* @ts-expect-error an address editor on a text */}
      <EnderecoOpcional<Exemplo> prefixo="NOME" presente adicionar={() => undefined} remover={null} />
      <TelefonesEditor<Exemplo> nome="TELEFONE" />
      {/* @ts-expect-error a phone list on a group */}
      <TelefonesEditor<Exemplo> nome="PESSOA" />
    </>
  );
}

export function ValoresDoFormulario() {
  const certo = useFormulario(loginRequest, { email: '', senha: '' });
  // @ts-expect-error a field the schema does not know (a misspelt senha)
  const misspelt = useFormulario(loginRequest, { email: '', sneha: '' });
  // @ts-expect-error a field the schema has that the form forgot
  const esquecido = useFormulario(loginRequest, { email: '' });
  return [certo, misspelt, esquecido];
}
