import { createContext, type FormEvent, type ReactNode, useContext } from 'react';
import type { Formulario } from '../lib/form.ts';

type FormularioQualquer = Formulario<Record<string, unknown>>;

const FormularioContexto = createContext<FormularioQualquer | null>(null);

interface FormProps<V extends Record<string, unknown>> {
  form: Formulario<V>;
  onSubmit: (valores: V) => void;
  children: ReactNode;
  'aria-label'?: string;
}

/** A <form> that binds its FormFields by name, the way Angular's formGroup binds formControlName. */
export function Form<V extends Record<string, unknown>>({ form, onSubmit, children, ...rest }: FormProps<V>) {
  const enviar = form.onSubmit((valores) => onSubmit(valores));
  return (
    <FormularioContexto.Provider value={form}>
      <form noValidate onSubmit={(evento: FormEvent<HTMLFormElement>) => enviar(evento)} {...rest}>
        {children}
      </form>
    </FormularioContexto.Provider>
  );
}

export function useFormularioVinculado(): FormularioQualquer | null {
  return useContext(FormularioContexto);
}
