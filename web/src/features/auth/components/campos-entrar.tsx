import type { LoginRequest } from '@acolher/contract';
import { camposDe } from '../../../components/campos.tsx';

const { CampoTexto } = camposDe<LoginRequest>();

/**
 * E-mail and password of a sign-in: the login screen and the dialog over an expired page (0020).
 * The dialog already knows the e-mail, so the cursor waits in the password (`focoNaSenha`).
 */
export function CamposEntrar({ focoNaSenha = false }: { focoNaSenha?: boolean }) {
  return (
    <>
      <CampoTexto name="email" label="E-mail" type="email" autoComplete="username" withAsterisk />
      <CampoTexto
        name="senha"
        label="Senha"
        type="password"
        autoComplete="current-password"
        withAsterisk
        data-autofocus={focoNaSenha || undefined}
      />
    </>
  );
}
