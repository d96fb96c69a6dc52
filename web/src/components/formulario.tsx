import {
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { Formulario } from '../lib/formulario.ts';
import { notificar } from '../lib/snackbar.ts';

type FormularioQualquer = Formulario<Record<string, unknown>>;

const FormularioContexto = createContext<FormularioQualquer | null>(null);

/** Said when a submit is refused by the form's own rules: the errors may be out of sight. */
export const TEXTO_CAMPOS_INVALIDOS = 'Verifique os campos destacados.';

interface FormProps<V extends Record<string, unknown>> {
  form: Formulario<V>;
  onSubmit: (valores: V) => void;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A refused submit brings the first field in error into view and gives it the focus (a screen reader
 * reads its message); it runs once the errors are on the page, after the render that shows them.
 */
function useFocoNoPrimeiroErro() {
  const elemento = useRef<HTMLFormElement>(null);
  const [recusas, setRecusas] = useState(0);
  useEffect(() => {
    if (recusas === 0) return;
    const campo = elemento.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    campo?.focus({ preventScroll: true });
    campo?.scrollIntoView({ block: 'center' });
  }, [recusas]);
  return { elemento, recusar: () => setRecusas((n) => n + 1) };
}

/** A <form> that binds its fields (campos.tsx) by name, the way Angular's formGroup binds formControlName. */
export function Form<V extends Record<string, unknown>>({ form, onSubmit, children, ...rest }: FormProps<V>) {
  const foco = useFocoNoPrimeiroErro();
  const enviar = form.onSubmit(
    (valores) => onSubmit(valores),
    () => {
      notificar(TEXTO_CAMPOS_INVALIDOS, 'erro');
      foco.recusar();
    },
  );
  return (
    <FormularioContexto.Provider value={form}>
      <form
        ref={foco.elemento}
        noValidate
        onSubmit={(evento: FormEvent<HTMLFormElement>) => enviar(evento)}
        {...rest}
      >
        {children}
      </form>
    </FormularioContexto.Provider>
  );
}

export function useFormularioVinculado(): FormularioQualquer | null {
  return useContext(FormularioContexto);
}
