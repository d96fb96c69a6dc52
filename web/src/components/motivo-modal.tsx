import { inativacaoInput } from '@acolher/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useFormulario } from '../lib/form.ts';
import { CampoData, CampoTextoLongo } from './campos.tsx';
import { Form } from './form.tsx';

export type Motivo = {
  MOTIVO: string;
  DATA: string;
};

interface MotivoModalProps {
  opened: boolean;
  titulo: string;
  texto: string;
  rotuloConfirmar: string;
  rotuloData: string;
  carregando?: boolean;
  onConfirm: (motivo: Motivo) => void;
  onCancel: () => void;
}

function hoje(): string {
  const agora = new Date();
  const local = new Date(agora.getTime() - agora.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A confirmation that needs a reason (required) and a date (today unless changed): discharge, inactivation. */
export function MotivoModal({ opened, titulo, onCancel, ...resto }: MotivoModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      opened={opened}
      onClose={onCancel}
      title={titulo}
      centered
    >
      <FormularioMotivo titulo={titulo} onCancel={onCancel} {...resto} />
    </Modal>
  );
}

/** Mounted with the modal's content, so every opening starts from an empty reason and today's date. */
function FormularioMotivo({
  titulo,
  texto,
  rotuloConfirmar,
  rotuloData,
  carregando,
  onConfirm,
  onCancel,
}: Omit<MotivoModalProps, 'opened'>) {
  const form = useFormulario<Motivo>(inativacaoInput, { MOTIVO: '', DATA: hoje() });
  return (
    <Form
      form={form}
      onSubmit={(valores) => onConfirm({ MOTIVO: valores.MOTIVO.trim(), DATA: valores.DATA })}
      aria-label={titulo}
    >
      <Stack>
        <Text>{texto}</Text>
        <CampoTextoLongo name="MOTIVO" label="Motivo" withAsterisk maxLength={500} data-autofocus />
        <CampoData name="DATA" label={rotuloData} withAsterisk />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" color="red" loading={carregando}>
            {rotuloConfirmar}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
