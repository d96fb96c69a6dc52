import { vi } from 'vitest';

/** jsdom has no media queries: a list that answers `casa` for every query Mantine's hooks ask. */
export function listaDeMidia(query: string, casa: boolean): MediaQueryList {
  return {
    matches: casa,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** A phone's screen (docs/produto.md §9: 601 px or narrower) when `estreita`, else a wide one. */
export function simularTela(estreita: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    listaDeMidia(query, estreita && query.includes('601px')),
  );
}
