import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { VoltarFechaOModal } from '../../../components/aviso-alteracoes.tsx';

interface ModalSobreATelaProps {
  opened: boolean;
  titulo: string;
  onClose: () => void;
  size?: ModalProps['size'];
  /** Mounted with each opening, so every opening starts afresh (the prontuário's filters reset). */
  children: ReactNode;
}

/** A modal of this screen that holds nothing worth asking about: Back closes it (decision 0024), as Esc and X do. */
export function ModalSobreATela({ opened, titulo, onClose, size, children }: ModalSobreATelaProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={titulo}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {opened && (
        <>
          <VoltarFechaOModal cancelar={onClose} />
          {children}
        </>
      )}
    </Modal>
  );
}
