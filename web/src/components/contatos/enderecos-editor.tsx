import { Button, Group, Stack } from '@mantine/core';
import type { CaminhoPara } from '../../lib/formulario.ts';
import { useFormularioDoCampo } from '../campos.tsx';
import { ENDERECO_VAZIO, EnderecoCampos, type EnderecoFormulario } from './endereco-campos.tsx';

/** A stored address keeps its CODIGO in the form, so saving changes it instead of adding another. */
type EnderecoDaLista = EnderecoFormulario & { CODIGO?: number };

/**
 * The list of addresses under `nome` in the surrounding form (values V), for a record that keeps
 * several (an employee): add, edit and remove in place, as `TelefonesEditor` does with phones.
 */
export function EnderecosEditor<V = never>({ nome }: { nome: NoInfer<CaminhoPara<V, EnderecoDaLista[]>> }) {
  const form = useFormularioDoCampo();
  // The surrounding form is read untyped; the name was checked against V above.
  const caminho: string = nome;
  const enderecos = (form.getInputProps(caminho).value as EnderecoDaLista[] | undefined) ?? [];
  return (
    <Stack>
      {enderecos.map((endereco, indice) => (
        <Stack key={endereco.CODIGO ?? `novo-${indice}`} gap="xs">
          <EnderecoCampos prefixo={`${caminho}.${indice}`} legenda={`Endereço ${indice + 1}`} />
          <Group>
            <Button variant="subtle" color="red" onClick={() => form.removeListItem(caminho, indice)}>
              Remover endereço {indice + 1}
            </Button>
          </Group>
        </Stack>
      ))}
      <Group>
        <Button variant="light" onClick={() => form.insertListItem(caminho, { ...ENDERECO_VAZIO })}>
          Adicionar endereço
        </Button>
      </Group>
    </Stack>
  );
}
