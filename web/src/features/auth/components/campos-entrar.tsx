import type { LoginRequest } from '@acolher/contract';
import { camposDe } from '../../../components/campos.tsx';

const { CampoTexto } = camposDe<LoginRequest>();

/** E-mail and password of a sign-in: the login screen and the dialog over an expired page (0020). */
export function CamposEntrar() {
  return (
    <>
      <CampoTexto name="email" label="E-mail" type="email" autoComplete="username" withAsterisk />
      <CampoTexto name="senha" label="Senha" type="password" autoComplete="current-password" withAsterisk />
    </>
  );
}
