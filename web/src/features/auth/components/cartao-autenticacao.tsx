import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';

/** The narrow centred card shared by the sign-in and password screens. */
export function CartaoAutenticacao({
  titulo,
  texto,
  children,
}: {
  titulo: string;
  texto: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt={{ base: 'md', sm: 60 }}>
      <TituloPagina>{titulo}</TituloPagina>
      <Text mb="lg">{texto}</Text>
      {children}
    </Paper>
  );
}
