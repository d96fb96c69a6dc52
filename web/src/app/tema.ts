import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  Notification,
} from '@mantine/core';
import './alvos-de-toque.css';

/** A green dark enough that white text on it passes WCAG AA (axe color-contrast). */
const acolher: MantineColorsTuple = [
  '#e8f5e9',
  '#c8e6c9',
  '#a5d6a7',
  '#81c784',
  '#66bb6a',
  '#4caf50',
  '#388e3c',
  '#2e7d32',
  '#1b5e20',
  '#124116',
];

export const tema = createTheme({
  primaryColor: 'acolher',
  primaryShade: 7,
  colors: { acolher },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    // Every toast, present and future: the close button is named (axe button-name), and a description
    // under a title is gray.7 instead of Mantine's gray.6, which fails WCAG AA on white (axe color-contrast).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } },
      styles: (_tema, props) => ({
        description: props.title ? { color: 'var(--mantine-color-gray-7)' } : {},
      }),
    }),
  },
});

/** WCAG AA for normal text, what axe's color-contrast asks. */
const CONTRASTE_AA = 4.5;

function contraste(a: string, b: string): number {
  const [clara, escura] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (clara + 0.05) / (escura + 0.05);
}

/** The colour itself when text in it (or on it) reaches AA against the other, else darkened until it does. */
function legivel(cor: string, contra: string): string {
  let legivel = cor;
  for (let passo = 0.05; contraste(legivel, contra) < CONTRASTE_AA; passo += 0.05)
    legivel = darken(cor, passo);
  return legivel;
}

/**
 * Mantine's light scheme puts white text on a colour's primary shade (filled buttons: red.7 is 3.84:1)
 * and a colour's shade 9 on its shade 1 (light badges: orange is 3.61:1). For every colour of the
 * theme, present and future, a pair short of AA is darkened here, once, instead of per component;
 * colours that pass keep Mantine's variables.
 */
function coresLegiveis(tema: MantineTheme): Record<string, string> {
  const tom = getPrimaryShade(tema, 'light');
  return Object.fromEntries(
    Object.entries(tema.colors).flatMap(([nome, cores]) => {
      const variaveis: [string, string][] = [];
      const cheia = legivel(cores[tom], '#ffffff');
      if (cheia !== cores[tom]) {
        variaveis.push(
          [`--mantine-color-${nome}-filled`, cheia],
          [`--mantine-color-${nome}-filled-hover`, darken(cheia, 0.12)],
          [`--mantine-color-${nome}-outline`, cheia],
        );
      }
      const textoClaro = legivel(cores[9], cores[1]);
      if (textoClaro !== cores[9]) variaveis.push([`--mantine-color-${nome}-light-color`, textoClaro]);
      return variaveis;
    }),
  );
}

/** Mantine's default error red (#fa5252) fails WCAG AA on white; red.9 passes (axe color-contrast). */
export const variaveisCss: CSSVariablesResolver = (tema) => ({
  variables: {},
  light: { ...coresLegiveis(tema), '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
