import { inativacaoInput } from '@acolher/contract';
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { formatarData, noFuso } from '../lib/datas.ts';
import { useFormulario } from '../lib/formulario.ts';
import { useUsuarioAtual } from '../lib/usuario-atual.ts';
import { camposDe } from './campos.tsx';
import { Form } from './formulario.tsx';
import {
  BotoesDoModal,
  ModalDeFormulario,
  type SaidaDoFormulario,
  useConfirmarNoModal,
} from './modal-de-formulario.tsx';

const { CampoData, CampoTextoLongo } = camposDe<Motivo>();

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
  /** Resolves once done; a refusal whose field errors name the reason or the date lands on them. */
  onConfirm: (motivo: Motivo) => Promise<unknown>;
  onCancel: () => void;
  /** The server's names of the two fields (`MOTIVO_DESACOLHIMENTO`, `DATA_DESACOLHIMENTO`). */
  camposDoServidor: Record<string, keyof Motivo>;
}

/**
 * Discharge and inactivation record what happened: the date cannot be after `hoje`, the home's
 * today (TZ_LAR) as the server checks it, not the device's.
 */
function motivoAte(hoje: string) {
  return inativacaoInput.refine((valores) => valores.DATA <= hoje, {
    path: ['DATA'],
    error: () => `Data máxima ${formatarData(hoje)}`,
  });
}

/** A confirmation that needs a reason (required) and a date (today unless changed): discharge, inactivation. */
export function MotivoModal({ opened, titulo, onCancel, ...resto }: MotivoModalProps) {
  return (
    <ModalDeFormulario opened={opened} titulo={titulo} onCancel={onCancel}>
      {(saida) => <FormularioMotivo titulo={titulo} {...saida} {...resto} />}
    </ModalDeFormulario>
  );
}

/** Mounted with the modal's content, so every opening starts from an empty reason and the home's today. */
function FormularioMotivo({
  titulo,
  texto,
  rotuloConfirmar,
  rotuloData,
  carregando = false,
  onConfirm,
  cancelar,
  acompanhar,
  camposDoServidor,
}: Omit<MotivoModalProps, 'opened' | 'onCancel'> & SaidaDoFormulario) {
  const hoje = noFuso(useUsuarioAtual().data?.FUSO_LAR).data;
  const form = useFormulario(motivoAte(hoje), { MOTIVO: '', DATA: hoje });
  useEffect(() => acompanhar(form));
  const { confirmar, falha } = useConfirmarNoModal(
    form,
    (valores: Motivo) => onConfirm({ MOTIVO: valores.MOTIVO.trim(), DATA: valores.DATA }),
    { nomes: camposDoServidor },
  );
  return (
    <Form form={form} onSubmit={(valores) => void confirmar(valores)} aria-label={titulo}>
      <Stack>
        <Text>{texto}</Text>
        <CampoTextoLongo name="MOTIVO" label="Motivo" withAsterisk maxLength={500} data-autofocus />
        <CampoData name="DATA" label={rotuloData} withAsterisk />
        <BotoesDoModal
          falha={falha}
          onCancel={cancelar}
          rotuloConfirmar={rotuloConfirmar}
          carregando={carregando}
          destrutiva
        />
      </Stack>
    </Form>
  );
}
