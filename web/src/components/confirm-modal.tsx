import { MENSAGENS } from '@acolher/contract';
import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  texto?: string;
  titulo?: string;
  rotuloConfirmar?: string;
  rotuloCancelar?: string;
}

export function ConfirmModal({
  opened,
  onConfirm,
  onCancel,
  texto = MENSAGENS.confirma,
  titulo = 'Confirmação',
  rotuloConfirmar = 'Sim',
  rotuloCancelar = 'Não',
}: ConfirmModalProps) {
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
        <Button variant="default" onClick={onCancel}>
          {rotuloCancelar}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {rotuloConfirmar}
        </Button>
      </Group>
    </Modal>
  );
}
