import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { EntrarDeNovo } from '../../features/auth/components/entrar-de-novo.tsx';
import { definirMenuExpandido, useMenuExpandido } from '../../lib/menu.ts';
import { useEstaLogado } from '../../lib/sessao.ts';
import { Cabecalho } from './cabecalho.tsx';
import { MenuLateral } from './menu-lateral.tsx';
import { ALTURA_RODAPE, Rodape } from './rodape.tsx';
import { Snackbar } from './snackbar.tsx';
import { Spinner } from './spinner.tsx';

const BREAKPOINT_MENU = 'sm';
const CONSULTA_TELEFONE = '(max-width: 48em)';

/** The sidebar, the user menu and the footer exist only for a signed-in user (SPEC §6). */
export function Moldura() {
  const logado = useEstaLogado();
  const expandido = useMenuExpandido();
  const telefone = useMediaQuery(CONSULTA_TELEFONE);
  const [abertoNoTelefone, { toggle: alternarNoTelefone, close: fecharNoTelefone }] = useDisclosure(false);
  const menuAberto = telefone ? abertoNoTelefone : expandido;
  const alternarMenu = telefone ? alternarNoTelefone : () => definirMenuExpandido(!expandido);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 240,
        breakpoint: BREAKPOINT_MENU,
        collapsed: { mobile: !logado || !abertoNoTelefone, desktop: !logado || !expandido },
      }}
      footer={logado ? { height: ALTURA_RODAPE } : undefined}
      padding="md"
    >
      <AppShell.Header withBorder={false}>
        <Cabecalho logado={logado} menuAberto={menuAberto} onAlternarMenu={alternarMenu} />
      </AppShell.Header>
      {logado && (
        <AppShell.Navbar>
          <MenuLateral onNavegar={fecharNoTelefone} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {logado && (
        <AppShell.Footer component="footer">
          <Rodape />
        </AppShell.Footer>
      )}
      <Snackbar />
      <Spinner />
      <EntrarDeNovo />
    </AppShell>
  );
}
