import { MENSAGENS } from '@acolher/contract';
import { ApiError } from './api.ts';
import { TEXTO_ALTERADO_EM_OUTRA_ABA } from './gravacoes-entre-abas.ts';

/**
 * Where a form keeps the version of the record it read (`VERSAO` on the wire). A save refused
 * because the record changed since (409) is that field's error: the form shows it as an alert
 * offering to read the record again (components/formulario.tsx), and the next submit's validation clears it.
 */
export const CAMPO_VERSAO = 'VERSAO';

/** A stale version's 409, as the server says it or as this tab explains it (lib/gravacoes-entre-abas.ts). */
const TEXTOS_REGISTRO_ALTERADO: readonly string[] = [MENSAGENS.registroAlterado, TEXTO_ALTERADO_EM_OUTRA_ABA];

/** Whether a failure's text is a stale version's 409 (what "Recarregar registro" answers). */
export function ehTextoDeRegistroAlterado(texto: string): boolean {
  return TEXTOS_REGISTRO_ALTERADO.includes(texto);
}

function registroAlterado(erro: unknown): erro is ApiError {
  return erro instanceof ApiError && erro.status === 409 && ehTextoDeRegistroAlterado(erro.message);
}

interface ErroDeCampo {
  campo: string;
  mensagem: string;
}

export function errosDeCampo(erro: unknown): ErroDeCampo[] {
  if (!(erro instanceof ApiError) || typeof erro.corpo !== 'object' || erro.corpo === null) return [];
  const { errors } = erro.corpo as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is ErroDeCampo => typeof e?.campo === 'string' && typeof e?.mensagem === 'string',
  );
}

export interface Destinos {
  /** Where the form may nest the server's field: `PESSOA.` holds `CPF`. */
  prefixos?: string[];
  /** The server's name of a field the form calls otherwise (`DATA_DESACOLHIMENTO` → `DATA`). */
  nomes?: Record<string, string>;
}

/**
 * Puts the server's field errors (a 409 "CPF já existente", a 400 rule) on the form's fields, and a
 * stale version's 409 on `CAMPO_VERSAO`. The
 * server names the field of its table (`CPF`); the form may hold it nested (`PESSOA.CPF`) or under
 * another name, so each place is tried. Returns whether any landed.
 */
export function aplicarErrosDoServidor(
  form: {
    setFieldError: (campo: string, erro: string) => void;
    getInputProps: (campo: string) => { value?: unknown };
  },
  erro: unknown,
  { prefixos = [''], nomes = {} }: Destinos = {},
): boolean {
  if (registroAlterado(erro)) {
    form.setFieldError(CAMPO_VERSAO, erro.message);
    return true;
  }
  let aplicou = false;
  for (const { campo, mensagem } of errosDeCampo(erro)) {
    const nome = nomes[campo] ?? campo;
    const caminho = prefixos.map((p) => `${p}${nome}`).find((c) => form.getInputProps(c).value !== undefined);
    if (caminho) {
      form.setFieldError(caminho, mensagem);
      aplicou = true;
    }
  }
  return aplicou;
}
