import { inativacaoInput } from '@acolher/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatarData, hojeIso } from '../lib/datas.ts';
import { aplicarErrosDoServidor } from '../lib/erros-servidor.ts';
import { useFormulario, useUmEnvioPorVez } from '../lib/formulario.ts';
import { ConfirmarDescarte, useSaidaDoModal, VoltarFechaOModal } from './aviso-alteracoes.tsx';
import { FalhaAoSalvar, mensagemDaFalha } from './botoes-do-formulario.tsx';
import { camposDe } from './campos.tsx';
import { Form } from './formulario.tsx';

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

/** Discharge and inactivation record what happened: the date cannot be after today. */
const motivoAteHoje = inativacaoInput.refine((valores) => valores.DATA <= hojeIso(), {
  path: ['DATA'],
  error: () => `Data máxima ${formatarData(hojeIso())}`,
});

/** A confirmation that needs a reason (required) and a date (today unless changed): discharge, inactivation. */
export function MotivoModal({ opened, titulo, onCancel, ...resto }: MotivoModalProps) {
  const saida = useSaidaDoModal(onCancel);
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        opened={opened}
        onClose={saida.cancelar}
        closeOnEscape={!saida.perguntando}
        trapFocus={!saida.perguntando}
        title={titulo}
        centered
      >
        {opened && <VoltarFechaOModal cancelar={saida.cancelar} />}
        <FormularioMotivo
          titulo={titulo}
          onCancel={saida.cancelar}
          acompanhar={saida.acompanhar}
          {...resto}
        />
      </Modal>
      <ConfirmarDescarte opened={saida.perguntando} onSair={saida.sair} onContinuar={saida.continuar} />
    </>
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
  acompanhar,
  camposDoServidor,
}: Omit<MotivoModalProps, 'opened'> & { acompanhar: (form: { isDirty: () => boolean }) => void }) {
  const form = useFormulario(motivoAteHoje, { MOTIVO: '', DATA: hojeIso() });
  useEffect(() => acompanhar(form));
  const [falha, setFalha] = useState<string | null>(null);
  const confirmar = useUmEnvioPorVez(async (valores: Motivo) => {
    setFalha(null);
    try {
      await onConfirm({ MOTIVO: valores.MOTIVO.trim(), DATA: valores.DATA });
    } catch (erro) {
      aplicarErrosDoServidor(form, erro, { nomes: camposDoServidor });
      setFalha(mensagemDaFalha(erro));
    }
  });
  return (
    <Form form={form} onSubmit={(valores) => void confirmar(valores)} aria-label={titulo}>
      <Stack>
        <Text>{texto}</Text>
        <CampoTextoLongo name="MOTIVO" label="Motivo" withAsterisk maxLength={500} data-autofocus />
        <CampoData name="DATA" label={rotuloData} withAsterisk />
        <FalhaAoSalvar mensagem={falha} />
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
