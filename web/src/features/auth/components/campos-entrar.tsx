import { FormField } from '../../../components/form-field.tsx';

/** E-mail and password of a sign-in: the login screen and the dialog over an expired page (0020). */
export function CamposEntrar() {
  return (
    <>
      <FormField name="email" label="E-mail" type="email" autoComplete="username" withAsterisk />
      <FormField name="senha" label="Senha" type="password" autoComplete="current-password" withAsterisk />
    </>
  );
}
