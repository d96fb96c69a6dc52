import { Notification, Portal } from '@mantine/core';
import { fecharSnackbar, type TipoMensagem, useSnackbar } from '../../lib/snackbar.ts';

const COR: Record<TipoMensagem, string> = { sucesso: 'acolher', erro: 'red', info: 'blue' };

/** One message at a time (the timer lives in lib/snackbar). Announced to screen readers. */
export function Snackbar() {
  const mensagem = useSnackbar();
  return (
    <Portal>
      <div
        role="status"
        aria-live="polite"
        style={{ position: 'fixed', top: 72, right: 16, left: 16, zIndex: 4000 }}
      >
        {mensagem && (
          <Notification
            key={mensagem.id}
            color={COR[mensagem.tipo]}
            onClose={fecharSnackbar}
            closeButtonProps={{ 'aria-label': 'Fechar mensagem' }}
            withBorder
            maw={480}
            mx="auto"
          >
            {mensagem.texto}
          </Notification>
        )}
      </div>
    </Portal>
  );
}
