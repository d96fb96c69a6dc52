import { Alert, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Formulario } from '../lib/formulario.ts';
import { ModalConfirmacao } from './modal-confirmacao.tsx';

export const TEXTO_RECARREGAR =
  'O que você digitou será descartado e o formulário mostrará o registro como está agora. Recarregar?';

interface AvisoRegistroAlteradoProps<V> {
  form: Formulario<V>;
  mensagem: ReactNode;
  recarregar: (() => Promise<V>) | undefined;
}

/**
 * A save refused because someone else changed the record first: said inside the form, which keeps
 * what was typed, with the way to read the record again. Reloading throws the typed changes away,
 * so it is asked first.
 */
export function AvisoRegistroAlterado<V>({ form, mensagem, recarregar }: AvisoRegistroAlteradoProps<V>) {
  const alerta = useRef<HTMLDivElement>(null);
  const [perguntando, setPerguntando] = useState(false);
  const [lendo, setLendo] = useState(false);
  // Braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    alerta.current?.scrollIntoView({ block: 'center' });
  }, []);

  async function recarregarRegistro(ler: () => Promise<V>) {
    setPerguntando(false);
    setLendo(true);
    try {
      // The record as it is now becomes the form's starting point: new VERSAO, nothing dirty, no error.
      form.setInitialValues(await ler());
      form.reset();
    } catch {
      // A failed read is in the snackbar already (the query cache's onError); the typed data stays.
    } finally {
      setLendo(false);
    }
  }

  return (
    <>
      <Alert ref={alerta} color="orange" title="Registro alterado" role="alert" mb="md">
        <Text size="sm">{mensagem}</Text>
        {recarregar && (
          <Group mt="sm">
            <Button
              size="xs"
              variant="white"
              color="orange"
              loading={lendo}
              onClick={() => setPerguntando(true)}
            >
              Recarregar registro
            </Button>
          </Group>
        )}
      </Alert>
      {recarregar && (
        <ModalConfirmacao
          opened={perguntando}
          titulo="Recarregar registro"
          texto={TEXTO_RECARREGAR}
          rotuloConfirmar="Recarregar"
          rotuloCancelar="Continuar editando"
          destrutiva
          onConfirm={() => void recarregarRegistro(recarregar)}
          onCancel={() => setPerguntando(false)}
        />
      )}
    </>
  );
}
