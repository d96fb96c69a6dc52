import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useUmEnvioPorVez } from '../lib/formulario.ts';

interface BotaoDeArquivoProps extends Omit<ButtonProps, 'loading' | 'onClick'> {
  /** Fetches and saves the file; says itself how it went (lib/arquivo.ts never rejects). */
  baixar: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * A button that emits a report (a list's or a record's PDF): it spins while the file is on its way
 * and ignores taps meanwhile. On a slow phone a PDF takes seconds; without this the button looked
 * dead and a second tap asked the server for a second PDF and saved the file twice (decision 0037).
 */
export function BotaoDeArquivo({ baixar, children, ...props }: BotaoDeArquivoProps) {
  const [baixando, setBaixando] = useState(false);
  const clicar = useUmEnvioPorVez(async () => {
    setBaixando(true);
    try {
      await baixar();
    } finally {
      setBaixando(false);
    }
  });
  return (
    <Button {...props} loading={baixando} onClick={() => void clicar()}>
      {children}
    </Button>
  );
}
