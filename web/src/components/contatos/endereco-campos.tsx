import { CAMPOS_ENDERECO, mascaraCep, UFS } from '@acolher/contract';
import { Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { type CaminhoPara, formularioDoRegistro } from '../../lib/formulario.ts';
import { camposDe } from '../campos.tsx';

// Bound under a prefix the caller's form type checks (EnderecoOpcional's `prefixo`).
const { CampoMascarado, CampoSelect, CampoTexto } = camposDe<Record<string, string>>();

export const ENDERECO_VAZIO = {
  CEP: '',
  LOGRADOURO: '',
  NUMERO: '',
  COMPLEMENTO: '',
  BAIRRO: '',
  CIDADE: '',
  ESTADO: '',
  REFERENCIA: '',
};
export type EnderecoFormulario = typeof ENDERECO_VAZIO;

/** A stored address (documents normalized, nulls) as the form edits it. */
export function enderecoParaFormulario(
  endereco: { [K in keyof EnderecoFormulario]: string | null } | null | undefined,
): EnderecoFormulario {
  return formularioDoRegistro(ENDERECO_VAZIO, endereco, { CEP: mascaraCep });
}

/** The address fields of the contract's `enderecoInput`, bound under `prefixo` of the surrounding form. */
export function EnderecoCampos({ prefixo, legenda = 'Endereço' }: { prefixo: string; legenda?: string }) {
  return (
    <Fieldset legend={legenda}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CampoMascarado
          name={`${prefixo}.CEP`}
          label={CAMPOS_ENDERECO.CEP.rotulo}
          mascara={mascaraCep}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <CampoTexto
          name={`${prefixo}.LOGRADOURO`}
          label={CAMPOS_ENDERECO.LOGRADOURO.rotulo}
          withAsterisk
          autoComplete="address-line1"
        />
        <CampoTexto name={`${prefixo}.NUMERO`} label={CAMPOS_ENDERECO.NUMERO.rotulo} />
        <CampoTexto
          name={`${prefixo}.COMPLEMENTO`}
          label={CAMPOS_ENDERECO.COMPLEMENTO.rotulo}
          autoComplete="address-line2"
        />
        <CampoTexto name={`${prefixo}.BAIRRO`} label={CAMPOS_ENDERECO.BAIRRO.rotulo} />
        <CampoTexto
          name={`${prefixo}.CIDADE`}
          label={CAMPOS_ENDERECO.CIDADE.rotulo}
          withAsterisk
          autoComplete="address-level2"
        />
        <CampoSelect
          name={`${prefixo}.ESTADO`}
          label={CAMPOS_ENDERECO.ESTADO.rotulo}
          data={[...UFS]}
          searchable
          withAsterisk
        />
      </SimpleGrid>
      <CampoTexto
        name={`${prefixo}.REFERENCIA`}
        label={CAMPOS_ENDERECO.REFERENCIA.rotulo}
        maxLength={200}
        placeholder="Ex.: em frente à padaria"
        mt="sm"
      />
    </Fieldset>
  );
}

interface EnderecoOpcionalProps<V> {
  /** Where the address sits in the form's values V: `ENDERECO`, `ENDERECOS.0`. */
  prefixo: NoInfer<CaminhoPara<V, EnderecoFormulario | null>>;
  presente: boolean;
  adicionar: () => void;
  /** Null when the address cannot be taken away (a relative's stored address has no delete). */
  remover: (() => void) | null;
}

/** An address the record may lack: its fields appear once the user adds one, and can be taken away. */
export function EnderecoOpcional<V = never>({
  prefixo,
  presente,
  adicionar,
  remover,
}: EnderecoOpcionalProps<V>) {
  if (!presente) {
    return (
      <Group>
        <Button variant="light" onClick={adicionar}>
          Adicionar endereço
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <EnderecoCampos prefixo={prefixo} />
      {remover && (
        <Group>
          <Button variant="subtle" color="red" onClick={remover}>
            Remover endereço
          </Button>
        </Group>
      )}
    </Stack>
  );
}
