import { ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO, reacolhimentoQuery } from '@acolher/contract';
import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import {
  BotoesDoModal,
  ModalDeFormulario,
  type SaidaDoFormulario,
  useConfirmarNoModal,
} from '../../../components/modal-de-formulario.tsx';
import { formatarData, hojeIso } from '../../../lib/datas.ts';
import { useFormulario } from '../../../lib/formulario.ts';

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
  return (
    <ModalDeFormulario opened={alvo !== null} titulo="Readmitir residente" onCancel={onCancel}>
      {(saida) => alvo && <FormularioReadmissao alvo={alvo} {...saida} {...resto} />}
    </ModalDeFormulario>
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
  cancelar,
  acompanhar,
}: Omit<ReadmissaoModalProps, 'alvo' | 'onCancel'> & {
  alvo: NonNullable<ReadmissaoModalProps['alvo']>;
} & SaidaDoFormulario) {
  const form = useFormulario(regrasDaData(alvo.desacolhimento), { DATA_ACOLHIMENTO: hojeIso() });
  useEffect(() => acompanhar(form));
  const { confirmar, falha } = useConfirmarNoModal(form, onConfirm);
  const desde = alvo.desacolhimento ? ` Desacolhido em ${formatarData(alvo.desacolhimento)}.` : '';
  return (
    <Form form={form} onSubmit={(valores) => void confirmar(valores)} aria-label="Readmitir residente">
      <Stack>
        <Text>{`Readmitir ${alvo.nome}?${desde}`}</Text>
        <CampoData name="DATA_ACOLHIMENTO" label="Data do novo acolhimento" withAsterisk data-autofocus />
        <BotoesDoModal
          falha={falha}
          onCancel={cancelar}
          rotuloConfirmar="Readmitir"
          carregando={carregando}
        />
      </Stack>
    </Form>
  );
}
