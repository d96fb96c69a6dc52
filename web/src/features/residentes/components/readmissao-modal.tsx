import { ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO, reacolhimentoQuery } from '@acolher/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import {
  ConfirmarDescarte,
  useSaidaDoModal,
  VoltarFechaOModal,
} from '../../../components/aviso-alteracoes.tsx';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { formatarData, hojeIso } from '../../../lib/datas.ts';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { useFormulario, useUmEnvioPorVez } from '../../../lib/formulario.ts';

type Readmissao = { DATA_ACOLHIMENTO: string };
const { CampoData } = camposDe<Readmissao>();

interface ReadmissaoModalProps {
  /** The discharged resident, with the discharge the new stay cannot begin before; null when closed. */
  alvo: { nome: string; desacolhimento: string | null } | null;
  carregando: boolean;
  /** Resolves once readmitted; a refusal on DATA_ACOLHIMENTO lands on the field. */
  onConfirm: (dados: Readmissao) => Promise<unknown>;
  onCancel: () => void;
}

/** Readmission starts a new stay (decision 0023): it asks the stay's first day, today unless changed. */
export function ReadmissaoModal({ alvo, onCancel, ...resto }: ReadmissaoModalProps) {
  const saida = useSaidaDoModal(onCancel);
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        opened={alvo !== null}
        onClose={saida.cancelar}
        closeOnEscape={!saida.perguntando}
        trapFocus={!saida.perguntando}
        title="Readmitir residente"
        centered
      >
        {alvo && (
          <>
            <VoltarFechaOModal cancelar={saida.cancelar} />
            <FormularioReadmissao
              alvo={alvo}
              onCancel={saida.cancelar}
              acompanhar={saida.acompanhar}
              {...resto}
            />
          </>
        )}
      </Modal>
      <ConfirmarDescarte opened={saida.perguntando} onSair={saida.sair} onContinuar={saida.continuar} />
    </>
  );
}

/** The day after today is refused here as the server would; so is a day before the last discharge. */
function regrasDaData(desacolhimento: string | null) {
  return reacolhimentoQuery
    .required()
    .refine((v) => v.DATA_ACOLHIMENTO <= hojeIso(), {
      path: ['DATA_ACOLHIMENTO'],
      error: () => `Data máxima ${formatarData(hojeIso())}`,
    })
    .refine((v) => desacolhimento === null || v.DATA_ACOLHIMENTO >= desacolhimento, {
      path: ['DATA_ACOLHIMENTO'],
      error: ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO,
    });
}

/** Mounted with each opening, so the date starts at today for every resident. */
function FormularioReadmissao({
  alvo,
  carregando,
  onConfirm,
  onCancel,
  acompanhar,
}: Omit<ReadmissaoModalProps, 'alvo'> & {
  alvo: NonNullable<ReadmissaoModalProps['alvo']>;
  acompanhar: (form: { isDirty: () => boolean }) => void;
}) {
  const form = useFormulario(regrasDaData(alvo.desacolhimento), { DATA_ACOLHIMENTO: hojeIso() });
  useEffect(() => acompanhar(form));
  const confirmar = useUmEnvioPorVez(async (valores: Readmissao) => {
    try {
      await onConfirm(valores);
    } catch (erro) {
      aplicarErrosDoServidor(form, erro);
    }
  });
  const desde = alvo.desacolhimento ? ` Desacolhido em ${formatarData(alvo.desacolhimento)}.` : '';
  return (
    <Form form={form} onSubmit={(valores) => void confirmar(valores)} aria-label="Readmitir residente">
      <Stack>
        <Text>{`Readmitir ${alvo.nome}?${desde}`}</Text>
        <CampoData name="DATA_ACOLHIMENTO" label="Data do novo acolhimento" withAsterisk data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={carregando}>
            Readmitir
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
