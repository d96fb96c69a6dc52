import {
  CAMPOS_TELEFONE,
  mascaraTelefone,
  ROTULOS_TIPO_TELEFONE,
  TIPOS_TELEFONE,
  telefoneNormalizado,
  tipoDoNumero,
} from '@acolher/contract';
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

/**
 * The kind a typed number takes (decision 0050): "Celular" for a landline or a service number
 * becomes what the digits say, "Residencial" for a mobile becomes "Celular"; a kind someone chose
 * that fits (Recado, Comercial) stays. An incomplete number changes nothing.
 */
function tipoPeloNumero(tipo: string, texto: string): string {
  const numero = telefoneNormalizado(texto);
  if (!numero) return tipo;
  const pelosDigitos = tipoDoNumero(numero);
  const contradiz =
    (tipo === 'celular' && pelosDigitos !== 'celular') ||
    (tipo === 'residencial' && pelosDigitos === 'celular');
  return contradiz ? pelosDigitos : tipo;
}

/** A stored phone in the form; one kept as "Celular" though not a mobile (the old default) shows its digits' kind. */
export function telefoneParaFormulario(telefone: {
  CODIGO: number;
  NUMERO: string;
  TIPO: string;
  OBSERVACAO: string | null;
}): TelefoneFormulario {
  const valores = formularioDoRegistro(telefoneNovo(), telefone, { NUMERO: mascaraTelefone });
  return { CODIGO: telefone.CODIGO, ...valores, TIPO: tipoPeloNumero(valores.TIPO, telefone.NUMERO) };
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
                label={`${CAMPOS_TELEFONE.NUMERO.rotulo} ${indice + 1}`}
                withAsterisk
                onBlur={(evento) => {
                  // Leaving the number sets its kind.
                  const tipo = tipoPeloNumero(telefone.TIPO, evento.currentTarget.value);
                  if (tipo !== telefone.TIPO) form.setFieldValue(`${caminho}.${indice}.TIPO`, tipo);
                }}
              />
              <CampoSelect
                name={`${caminho}.${indice}.TIPO`}
                label={`${CAMPOS_TELEFONE.TIPO.rotulo} ${indice + 1}`}
                data={OPCOES_TIPO}
              />
              <CampoTexto
                name={`${caminho}.${indice}.OBSERVACAO`}
                label={`${CAMPOS_TELEFONE.OBSERVACAO.rotulo} ${indice + 1}`}
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
