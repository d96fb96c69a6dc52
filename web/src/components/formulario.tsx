import {
  createContext,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Alteracao } from '../lib/alteracoes.ts';
import { CAMPO_VERSAO } from '../lib/erros-servidor.ts';
import type { Formulario } from '../lib/formulario.ts';
import { notificar } from '../lib/snackbar.ts';

/**
 * Shown only after a save was refused for a stale version, so it comes when needed: the login form
 * does not download its dialog (the login route's budget, docs/arquitetura.md §8).
 */
const AvisoRegistroAlterado = lazy(() =>
  import('./aviso-registro-alterado.tsx').then((m) => ({ default: m.AvisoRegistroAlterado })),
);
const DigitadoAntesDeRecarregar = lazy(() =>
  import('./aviso-registro-alterado.tsx').then((m) => ({ default: m.DigitadoAntesDeRecarregar })),
);

type FormularioQualquer = Formulario<Record<string, unknown>>;

const FormularioContexto = createContext<FormularioQualquer | null>(null);

/** Said when a submit is refused by the form's own rules: the errors may be out of sight. */
export const TEXTO_CAMPOS_INVALIDOS = 'Verifique os campos destacados.';

interface FormProps<V extends Record<string, unknown>> {
  form: Formulario<V>;
  onSubmit: (valores: V) => void;
  children: ReactNode;
  'aria-label'?: string;
  /**
   * Reads the record again, as the form edits it (with its new `VERSAO`). An edit form passes it:
   * when someone else changed the record first, the form offers "Recarregar registro".
   */
  recarregar?: () => Promise<V>;
  /** A page that is only this form (the login) puts the cursor in its first field on opening. */
  focarPrimeiroCampo?: boolean;
}

const CAMPO_DIGITAVEL = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled])';

/**
 * Where the cursor starts. In a modal, Mantine focuses the element marked `data-autofocus`, else the
 * first one it can, which is the title's close button: the form marks its first field instead, unless
 * one of its fields asks for the cursor itself (the sign-in dialog's password). On a page, only when
 * asked (`focarPrimeiroCampo`).
 */
function useFocoInicial(
  elemento: RefObject<HTMLFormElement | null>,
  form: FormularioQualquer,
  focarPrimeiroCampo: boolean,
) {
  const formulario = useRef(form);
  formulario.current = form;
  useLayoutEffect(() => {
    const raiz = elemento.current;
    if (!raiz || raiz.querySelector('[data-autofocus]')) return;
    const primeiro = raiz.querySelector<HTMLElement>(CAMPO_DIGITAVEL);
    if (!primeiro) return;
    primeiro.setAttribute('data-autofocus', '');
    if (!focarPrimeiroCampo) return;
    primeiro.focus();
    return naoContarComoToque(primeiro, () => formulario.current);
  }, [elemento, focarPrimeiroCampo]);
}

/**
 * The cursor the page put in a field is not the user touching it: leaving it still empty does not
 * say "Campo Obrigatório" (fields validate on blur, docs/produto.md §4). Otherwise a click on "Esqueceu sua
 * senha?" first inserted that error above the link, which moved away under the pointer and the click
 * was lost. Once the field is left, later visits count as usual. Runs after the form's own blur
 * handler (a listener on window comes after React's) and before the next paint.
 */
function naoContarComoToque(campo: HTMLElement, form: () => FormularioQualquer): () => void {
  const nome = campo.getAttribute('name');
  const aoSair = (evento: FocusEvent) => {
    if (evento.target !== campo) return;
    window.removeEventListener('focusout', aoSair);
    if (nome === null || form().isDirty(nome)) return;
    queueMicrotask(() => {
      form().clearFieldError(nome);
      form().setTouched({ [nome]: false });
    });
  };
  window.addEventListener('focusout', aoSair);
  return () => window.removeEventListener('focusout', aoSair);
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

/** Where Enter goes next in a form with sections: the fields the user types or picks in, and Salvar. */
const PARADA_DO_ENTER = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button[type="submit"]:not([disabled])',
].join(', ');

/** Sections are the form's fieldsets (the catalogue's groups, phones, addresses, the bank account). */
const temSecoes = (form: HTMLFormElement) => form.querySelectorAll('fieldset').length > 1;

/**
 * Enter in a field of a form with sections moves to the next field, and from the last one to
 * Salvar, instead of saving what may be a record half filled in (decision 0046): a new employee was
 * saved without phones, address or account by an Enter in a date field. A form of one section (the
 * login, a benefit's modal) still saves on Enter. What a field does with Enter itself (a select
 * picking its option) comes first: it marks the event handled.
 */
function avancarComEnter(evento: KeyboardEvent<HTMLFormElement>): void {
  const { key, target, currentTarget: form, nativeEvent } = evento;
  if (key !== 'Enter' || evento.defaultPrevented || nativeEvent.isComposing) return;
  if (evento.shiftKey || evento.ctrlKey || evento.altKey || evento.metaKey) return;
  // A textarea takes the new line; a button its own click; a modal's form (a portal) answers for itself.
  if (!(target instanceof HTMLInputElement) || target.form !== form || !temSecoes(form)) return;
  evento.preventDefault();
  const paradas = Array.from(form.querySelectorAll<HTMLElement>(PARADA_DO_ENTER)).filter(
    (parada) => parada.tabIndex >= 0 && !parada.closest('[hidden], [aria-hidden="true"]'),
  );
  const seguinte = paradas[paradas.indexOf(target) + 1];
  seguinte?.focus();
}

/** A <form> that binds its fields (campos.tsx) by name, the way Angular's formGroup binds formControlName. */
export function Form<V extends Record<string, unknown>>({
  form,
  onSubmit,
  children,
  recarregar,
  focarPrimeiroCampo = false,
  ...rest
}: FormProps<V>) {
  const foco = useFocoNoPrimeiroErro();
  useFocoInicial(foco.elemento, form, focarPrimeiroCampo);
  const enviar = form.onSubmit(
    (valores) => onSubmit(valores),
    () => {
      notificar(TEXTO_CAMPOS_INVALIDOS, 'erro');
      foco.recusar();
    },
  );
  const alterado = form.errors[CAMPO_VERSAO];
  // What this form had typed when it read the record again: shown until applied again or dismissed.
  const [digitado, setDigitado] = useState<Alteracao[] | null>(null);
  return (
    <FormularioContexto.Provider value={form}>
      <form
        ref={foco.elemento}
        noValidate
        onSubmit={(evento: FormEvent<HTMLFormElement>) => {
          // React carries a submit up its own tree, through portals: a modal's form opened from inside
          // a page's form (Enter in one of its fields) saves the modal, never the page behind it.
          evento.stopPropagation();
          enviar(evento);
        }}
        onKeyDown={avancarComEnter}
        {...rest}
      >
        {alterado && (
          <Suspense>
            <AvisoRegistroAlterado
              form={form}
              mensagem={alterado}
              recarregar={recarregar}
              aoRecarregar={setDigitado}
            />
          </Suspense>
        )}
        {digitado && (
          <Suspense>
            <DigitadoAntesDeRecarregar
              form={form}
              alteracoes={digitado}
              aoTerminar={() => setDigitado(null)}
            />
          </Suspense>
        )}
        {children}
      </form>
    </FormularioContexto.Provider>
  );
}

export function useFormularioVinculado(): FormularioQualquer | null {
  return useContext(FormularioContexto);
}
