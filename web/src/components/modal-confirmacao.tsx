import { MENSAGENS } from '@acolher/contract';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ModalConfirmacaoProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  texto?: string;
  titulo?: string;
  rotuloConfirmar?: string;
  rotuloCancelar?: string;
  /**
   * Inactivating, deleting, unlinking, leaving without saving: the cancel button takes the focus,
   * so an Enter pressed out of habit keeps things as they are.
   */
  destrutiva?: boolean;
}

export function ModalConfirmacao({
  opened,
  onConfirm,
  onCancel,
  texto = MENSAGENS.confirma,
  titulo = 'Confirmação',
  rotuloConfirmar = 'Sim',
  rotuloCancelar = 'Não',
  destrutiva = false,
}: ModalConfirmacaoProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={titulo}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Text>{texto}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus={destrutiva || undefined}>
          {rotuloCancelar}
        </Button>
        <Button
          onClick={onConfirm}
          color={destrutiva ? 'red' : undefined}
          data-autofocus={!destrutiva || undefined}
        >
          {rotuloConfirmar}
        </Button>
      </Group>
    </Modal>
  );
}
