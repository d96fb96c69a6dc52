import { UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** docs/produto.md §9: the first-access toast stays 30 s at the bottom centre, unless closed. */
export const AVISO_PRIMEIRO_ACESSO_MS = 30_000;
const ID_AVISO = 'primeiro-acesso';

export function mostrarAvisoPrimeiroAcesso(login: string): void {
  const abrir = () => window.open(`/#/primeiro-acesso/${encodeURIComponent(login)}`, '_blank');
  notifications.show({
    id: ID_AVISO,
    title: 'Bem vindo!',
    message: (
      <UnstyledButton onClick={abrir} td="underline" fz="sm">
        É seu primeiro acesso! Clique aqui e defina sua senha!
      </UnstyledButton>
    ),
    autoClose: AVISO_PRIMEIRO_ACESSO_MS,
    withCloseButton: true,
    position: 'bottom-center',
    color: 'acolher',
  });
}

/** Once the password is set (read when the user comes back from the popup) the toast has no purpose. */
export function esconderAvisoPrimeiroAcesso(): void {
  notifications.hide(ID_AVISO);
}
