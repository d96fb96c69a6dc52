import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { tema } from '../app/tema.ts';

/** One component with the app's theme, for components that need no router or server. */
export function renderComTema(elemento: ReactElement) {
  return render(<MantineProvider theme={tema}>{elemento}</MantineProvider>);
}
