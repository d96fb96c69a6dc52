import { Anchor, Burger, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { NOME_PRODUTO } from '../../lib/instituicao.ts';

/** Only a signed-in user has it, so the login route does not download it (its Menu, its dialog). */
const MenuUsuario = lazy(() => import('./menu-usuario.tsx').then((m) => ({ default: m.MenuUsuario })));

interface CabecalhoProps {
  logado: boolean;
  menuAberto: boolean;
  onAlternarMenu: () => void;
}

export function Cabecalho({ logado, menuAberto, onAlternarMenu }: CabecalhoProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" bg="acolher.8" c="white">
      <Group gap="sm" wrap="nowrap">
        {logado && (
          // Always the three lines: the cross an opened Burger turns into reads as "close" (the page).
          <Burger
            opened={false}
            onClick={onAlternarMenu}
            color="white"
            size="sm"
            aria-label={menuAberto ? 'Recolher menu' : 'Expandir menu'}
            aria-expanded={menuAberto}
          />
        )}
        <Anchor component={Link} to={logado ? '/' : '/login'} c="white" underline="never">
          <Group gap={8} wrap="nowrap">
            <img src={logo} alt="" width={28} height={28} />
            <Text component="span" fw={700} fz="xl">
              {NOME_PRODUTO}
            </Text>
          </Group>
        </Anchor>
      </Group>
      {logado && (
        <Suspense>
          <MenuUsuario />
        </Suspense>
      )}
    </Group>
  );
}
