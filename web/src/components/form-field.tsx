import { MENSAGENS } from '@acolher/contract';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useFormularioVinculado } from './form.tsx';

export interface FormFieldProps extends Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: string;
  label: string;
  /** Shows the green 'OK' tip once the value is valid and not empty (SPEC §5). */
  dica?: boolean;
}

/**
 * A labelled input bound to the surrounding <Form> by name. Errors appear once the field was changed
 * or touched (the form validates on change and blur) or the form was submitted (SPEC §4).
 */
export function FormField({ name, label, dica = false, ...rest }: FormFieldProps) {
  const form = useFormularioVinculado();
  if (!form) throw new Error(MENSAGENS.diretivaFormControl);
  const entrada = form.getInputProps(name);
  const valor = form.getValues()[name];
  const mostrarOk = dica && !entrada.error && preenchido(valor) && form.isValid(name);
  return (
    <TextInput
      {...rest}
      {...entrada}
      name={name}
      label={label}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        mostrarOk ? (
          // acolher.8, not green.9: 12px text needs 4.5:1 on white (axe color-contrast).
          <Text component="span" size="xs" c="acolher.8" fw={700}>
            OK
          </Text>
        ) : (
          rest.description
        )
      }
    />
  );
}

function preenchido(valor: unknown): boolean {
  return typeof valor === 'string' ? valor.trim() !== '' : valor !== null && valor !== undefined;
}
