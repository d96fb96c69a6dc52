import { MENSAGENS } from '@acolher/contract';
import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { ModalConfirmacao } from '../../components/modal-confirmacao.tsx';
import { useSair } from '../../features/auth/api/logout.ts';
import { useUsuarioAtual } from '../../lib/usuario-atual.ts';

/** The header's greeting with "Alterar senha" and "Sair" (docs/produto.md §2 Shell), for a signed-in user. */
export function MenuUsuario() {
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
