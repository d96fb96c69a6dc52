import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, Notification } from '@mantine/core';

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

/** Mantine's default error red (#fa5252) fails WCAG AA on white; red.9 passes (axe color-contrast). */
export const variaveisCss: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
