import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { apagarCookie } from '../lib/cookies.ts';

/** jsdom lacks the browser APIs Mantine measures with; these stand in with "desktop, no motion". */
function instalarApisDoNavegador(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView = () => undefined;
}

instalarApisDoNavegador();

afterEach(() => {
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
