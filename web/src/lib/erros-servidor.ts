import { ApiError } from './api.ts';

interface ErroDeCampo {
  campo: string;
  mensagem: string;
}

function errosDeCampo(erro: unknown): ErroDeCampo[] {
  if (!(erro instanceof ApiError) || typeof erro.corpo !== 'object' || erro.corpo === null) return [];
  const { errors } = erro.corpo as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is ErroDeCampo => typeof e?.campo === 'string' && typeof e?.mensagem === 'string',
  );
}

/**
 * Puts the server's field errors (a 409 "CPF já existente", a 400 rule) on the form's fields. The
 * server names the field of its table (`CPF`); the form may hold it nested (`PESSOA.CPF`), so each
 * prefix is tried. Returns whether any landed.
 */
export function aplicarErrosDoServidor(
  form: {
    setFieldError: (campo: string, erro: string) => void;
    getInputProps: (campo: string) => { value?: unknown };
  },
  erro: unknown,
  prefixos: string[] = [''],
): boolean {
  let aplicou = false;
  for (const { campo, mensagem } of errosDeCampo(erro)) {
    const caminho = prefixos
      .map((p) => `${p}${campo}`)
      .find((c) => form.getInputProps(c).value !== undefined);
    if (caminho) {
      form.setFieldError(caminho, mensagem);
      aplicou = true;
    }
  }
  return aplicou;
}
