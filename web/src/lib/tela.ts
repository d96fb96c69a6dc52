/** docs/produto.md §9's narrow screen, a phone's: 601 px wide or narrower. */
export const TELA_ESTREITA = '(max-width: 601px)';
