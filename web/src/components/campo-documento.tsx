import { MENSAGENS } from '@acolher/contract';
import { useUnicidade } from '../lib/unicidade.ts';
import { CampoMascarado, type CampoMascaradoProps, useFormularioDoCampo } from './campos.tsx';

export interface Unicidade {
  rota: string;
  /** The "{rotulo} já existente" label (SPEC §5). */
  rotulo: string;
  /** The record being edited, excluded from the check; null on create. */
  codigo: number | null;
}

/** Documents travel normalized (decision 0002): the check sends what the database would keep. */
function normalizar(valor: unknown): string {
  return typeof valor === 'string' ? valor.toUpperCase().replace(/[^0-9A-Z]/g, '') : '';
}

/**
 * A masked document the server checks for duplicates as the user types; like every 'unique' error
 * of SPEC §4 it shows only once the field was changed or touched, and only for a valid value.
 */
export function CampoDocumento({ unicidade, ...props }: CampoMascaradoProps & { unicidade: Unicidade }) {
  const form = useFormularioDoCampo();
  const valor = normalizar(form.getInputProps(props.name).value);
  const alterado = form.isDirty(props.name) || form.isTouched(props.name);
  const pronto = alterado && valor !== '' && form.isValid(props.name);
  // The check takes the value under the field's own wire name (`PESSOA.CPF` sends `CPF`, SPEC §5).
  const campo = props.name.split('.').at(-1) ?? props.name;
  const existente = useUnicidade(
    pronto ? { rota: unicidade.rota, corpo: { [campo]: valor, CODIGO: unicidade.codigo } } : null,
  );
  return (
    <CampoMascarado {...props} error={existente ? MENSAGENS.jaExistente(unicidade.rotulo) : undefined} />
  );
}
