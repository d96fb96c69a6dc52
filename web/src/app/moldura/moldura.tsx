import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, type RefObject, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { definirMenuExpandido, useMenuExpandido } from '../../lib/menu.ts';
import { useEstaLogado } from '../../lib/sessao.ts';
import { veioDoLogin } from '../../lib/spinner.ts';
import { useUsuarioAtual } from '../../lib/usuario-atual.ts';
import { Cabecalho } from './cabecalho.tsx';
import classes from './moldura.module.css';
import { Snackbar } from './snackbar.tsx';
import { Spinner } from './spinner.tsx';

/**
 * What only a signed-in user sees comes as its own chunk, after the sign-in: the login route stays
 * within its budget (docs/arquitetura.md §8) with the sections' shared pieces still to come.
 */
const MenuLateral = lazy(() => import('./menu-lateral.tsx').then((m) => ({ default: m.MenuLateral })));
const Rodape = lazy(() => import('./rodape.tsx').then((m) => ({ default: m.Rodape })));
const EntrarDeNovo = lazy(() =>
  import('../../features/auth/components/entrar-de-novo.tsx').then((m) => ({ default: m.EntrarDeNovo })),
);
const AvisoSessaoAdiada = lazy(() =>
  import('../../features/auth/components/entrar-de-novo.tsx').then((m) => ({ default: m.AvisoSessaoAdiada })),
);

/** The footer's height on a wide screen; it holds one line (rodape.tsx). */
const ALTURA_RODAPE = 40;
const BREAKPOINT_MENU = 'sm';
const CONSULTA_TELEFONE = '(max-width: 48em)';
const BORDA = '1px solid var(--mantine-color-default-border)';

/**
 * The keyboard's way to the page's content: "Pular para o conteúdo" (the first stop of every page), and
 * the arrival from the login, which puts the focus there instead of on nothing (the login form is gone).
 */
function useConteudo(): { conteudo: RefObject<HTMLElement | null>; pular: () => void } {
  const conteudo = useRef<HTMLElement>(null);
  const aposLogin = veioDoLogin(useLocation().state);
  // The login page itself carries no such mark, so every arrival from it turns this on again.
  useEffect(() => {
    if (aposLogin) conteudo.current?.focus();
  }, [aposLogin]);
  return {
    conteudo,
    // A button, not a link to "#conteudo": the address's hash is the route (docs/produto.md §2).
    pular: () => conteudo.current?.focus(),
  };
}

/**
 * The sidebar, the user menu and the footer exist only for a signed-in user (docs/produto.md §6). On a phone the
 * footer follows the content instead of keeping a strip of the screen.
 */
export function Moldura() {
  const logado = useEstaLogado();
  // Who is signed in (GET /sessao) is asked as the shell mounts, not when the lazy parts that show it
  // arrive: the greeting, the sidebar's role and the home's administrator box all wait on it.
  useUsuarioAtual();
  const expandido = useMenuExpandido();
  const telefone = useMediaQuery(CONSULTA_TELEFONE);
  const [abertoNoTelefone, { toggle: alternarNoTelefone, close: fecharNoTelefone }] = useDisclosure(false);
  const menuAberto = telefone ? abertoNoTelefone : expandido;
  const alternarMenu = telefone ? alternarNoTelefone : () => definirMenuExpandido(!expandido);
  const { conteudo, pular } = useConteudo();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 240,
        breakpoint: BREAKPOINT_MENU,
        collapsed: { mobile: !logado || !abertoNoTelefone, desktop: !logado || !expandido },
      }}
      footer={logado && !telefone ? { height: ALTURA_RODAPE } : undefined}
      padding="md"
    >
      <button type="button" className={classes.pular} onClick={pular}>
        Pular para o conteúdo
      </button>
      <AppShell.Header withBorder={false}>
        <Cabecalho logado={logado} menuAberto={menuAberto} onAlternarMenu={alternarMenu} />
      </AppShell.Header>
      {logado && (
        <AppShell.Navbar>
          <Suspense>
            <MenuLateral onNavegar={fecharNoTelefone} />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="conteudo" ref={conteudo} tabIndex={-1} className={classes.conteudo}>
        {logado && (
          <Suspense>
            <AvisoSessaoAdiada />
          </Suspense>
        )}
        <Outlet />
      </AppShell.Main>
      {logado &&
        (telefone ? (
          // After the content, outside <main>, where a <footer> is still the page's contentinfo.
          <Box component="footer" bg="var(--mantine-color-body)" style={{ borderTop: BORDA }}>
            <Suspense>
              <Rodape />
            </Suspense>
          </Box>
        ) : (
          <AppShell.Footer component="footer">
            <Suspense>
              <Rodape />
            </Suspense>
          </AppShell.Footer>
        ))}
      <Snackbar />
      <Spinner />
      {/* Every new screen starts at its top; Back and Forward return where the user was (decision 0046). */}
      <ScrollRestoration />
      {logado && (
        <Suspense>
          <EntrarDeNovo />
        </Suspense>
      )}
    </AppShell>
  );
}
