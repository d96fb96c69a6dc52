import { CAMPOS_LOGIN, type LoginRequest } from '@acolher/contract';
import { CampoTexto } from '../../../components/campo-texto.tsx';

/**
 * E-mail and password of a sign-in: the login screen and the dialog over an expired page (0020).
 * The dialog already knows the e-mail, so the cursor waits in the password (`focoNaSenha`).
 * The field comes from the field system's base module and is typed with its form's values directly,
 * not through `camposDe`: that object holds every field, and the login route would download them all
 * (selects, dates, masks).
 */
export function CamposEntrar({ focoNaSenha = false }: { focoNaSenha?: boolean }) {
  return (
    <>
      <CampoTexto<LoginRequest>
        name="email"
        label={CAMPOS_LOGIN.email.rotulo}
        type="email"
        autoComplete="username"
        withAsterisk
      />
      <CampoTexto<LoginRequest>
        name="senha"
        label={CAMPOS_LOGIN.senha.rotulo}
        type="password"
        autoComplete="current-password"
        withAsterisk
        data-autofocus={focoNaSenha || undefined}
      />
    </>
  );
}
