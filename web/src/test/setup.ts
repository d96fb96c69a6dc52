import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { apagarCookie } from '../lib/cookies.ts';
import { limparSessaoCliente } from '../lib/sessao.ts';
import { fecharSnackbar } from '../lib/snackbar.ts';
import { listaDeMidia } from './tela.ts';

/** jsdom lacks the browser APIs Mantine measures with; these stand in with "desktop, no motion". */
function instalarApisDoNavegador(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => listaDeMidia(query, false),
  });
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView = () => undefined;
  // The router's scroll restoration (app/moldura) scrolls the window, which jsdom does not lay out.
  window.scrollTo = () => undefined;
}

instalarApisDoNavegador();

// The whole suite shares two cores with PostgreSQL and argon2: give findBy* room beyond its 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** The app-wide stores outlive a render; each test starts with no message, toast or session. */
afterEach(() => {
  act(() => {
    fecharSnackbar();
    limparSessaoCliente();
    notifications.clean();
  });
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  for (const par of document.cookie.split(';')) {
    const nome = par.split('=')[0]?.trim();
    if (nome) apagarCookie(nome);
  }
  window.location.hash = '';
});
