import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { tema, variaveisCss } from './tema.ts';

export function Provedores({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={tema} cssVariablesResolver={variaveisCss} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="bottom-center" zIndex={3000} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
