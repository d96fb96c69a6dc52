import { mascaraTelefone, ROTULOS_TIPO_TELEFONE, TIPOS_TELEFONE } from '@acolher/contract';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CaminhoPara, formularioDoRegistro } from '../../lib/formulario.ts';
import { camposDe, useFormularioDoCampo } from '../campos.tsx';

// Bound under a list name the caller's form type checks (TelefonesEditor's `nome`).
const { CampoSelect, CampoTelefone, CampoTexto } = camposDe<Record<string, string>>();

export interface TelefoneFormulario {
  /** The stored phone's code when editing one that exists; absent for a new one. */
  CODIGO?: number;
  NUMERO: string;
  TIPO: string;
  OBSERVACAO: string;
}

/** A stored phone's type as people read it ("Celular"); an unknown one as stored. */
export function rotuloDoTipoTelefone(tipo: string): string {
  const rotulos: Readonly<Record<string, string>> = ROTULOS_TIPO_TELEFONE;
  return rotulos[tipo] ?? tipo;
}

const OPCOES_TIPO = TIPOS_TELEFONE.map((value) => ({ value, label: ROTULOS_TIPO_TELEFONE[value] }));

export function telefoneNovo(): TelefoneFormulario {
  return { NUMERO: '', TIPO: 'celular', OBSERVACAO: '' };
}

export function telefoneParaFormulario(telefone: {
  CODIGO: number;
  NUMERO: string;
  TIPO: string;
  OBSERVACAO: string | null;
}): TelefoneFormulario {
  return {
    CODIGO: telefone.CODIGO,
    ...formularioDoRegistro(telefoneNovo(), telefone, { NUMERO: mascaraTelefone }),
  };
}

/**
 * The three fields take the row; where the remove button no longer fits beside them (a phone, a
 * narrow modal) it wraps below instead of squeezing the number out of sight.
 */
const LINHA_DOS_CAMPOS = { flex: '1 1 28rem' } as const;

/** The list of phones under `nome` in the surrounding form (values V): add, edit and remove in place. */
export function TelefonesEditor<V = never>({
  nome,
  legenda = 'Telefones',
}: {
  nome: NoInfer<CaminhoPara<V, TelefoneFormulario[]>>;
  legenda?: string;
}) {
  const form = useFormularioDoCampo();
  // The surrounding form is read untyped; the name was checked against V above.
  const caminho: string = nome;
  const telefones = form.getInputProps(caminho).value as TelefoneFormulario[] | undefined;
  const lista = telefones ?? [];
  return (
    <Fieldset legend={legenda}>
      <Stack>
        {lista.length === 0 && <Text c="gray.7">Nenhum telefone.</Text>}
        {lista.map((telefone, indice) => (
          <Group key={telefone.CODIGO ?? `novo-${indice}`} align="flex-end" wrap="wrap" gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={LINHA_DOS_CAMPOS}>
              <CampoTelefone
                name={`${caminho}.${indice}.NUMERO`}
                label={`Telefone ${indice + 1}`}
                withAsterisk
              />
              <CampoSelect
                name={`${caminho}.${indice}.TIPO`}
                label={`Tipo do telefone ${indice + 1}`}
                data={OPCOES_TIPO}
              />
              <CampoTexto
                name={`${caminho}.${indice}.OBSERVACAO`}
                label={`Observação do telefone ${indice + 1}`}
              />
            </SimpleGrid>
            <Button variant="subtle" color="red" onClick={() => form.removeListItem(caminho, indice)}>
              Remover telefone {indice + 1}
            </Button>
          </Group>
        ))}
        <Group>
          <Button variant="light" onClick={() => form.insertListItem(caminho, telefoneNovo())}>
            Adicionar telefone
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
