import { MENSAGENS } from '@acolher/contract';
import { Anchor, Burger, Button, Group, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { ModalConfirmacao } from '../../components/modal-confirmacao.tsx';
import { useSair } from '../../features/auth/api/logout.ts';
import { NOME_PRODUTO } from '../../lib/instituicao.ts';
import { useUsuarioAtual } from '../../lib/usuario-atual.ts';

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
      {logado && <MenuUsuario />}
    </Group>
  );
}

function MenuUsuario() {
  const { data: usuario } = useUsuarioAtual();
  const [confirmando, { open: confirmarSaida, close: cancelarSaida }] = useDisclosure(false);
  const sair = useSair();
  const saudacao = usuario ? `Olá, ${usuario.NOME}` : 'Olá';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" color="white" c="white" aria-label={`Menu do usuário: ${saudacao}`}>
            <Text span fw={600} truncate maw={{ base: 140, sm: 320 }}>
              {saudacao}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/alterar-senha">
            Alterar senha
          </Menu.Item>
          <Menu.Item onClick={confirmarSaida}>Sair</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ModalConfirmacao
        opened={confirmando}
        texto={MENSAGENS.desejaSair}
        titulo="Sair"
        onCancel={cancelarSaida}
        onConfirm={() => {
          cancelarSaida();
          void sair();
        }}
      />
    </>
  );
}
