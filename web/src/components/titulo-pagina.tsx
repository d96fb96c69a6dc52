import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** The screen's heading, also used as the browser tab title so each screen is announced by name. */
export function TituloPagina({ children }: { children: string }) {
  useDocumentTitle(`${children} · Acolher`);
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
