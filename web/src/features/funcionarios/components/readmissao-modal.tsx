import {
  AVISO_ACESSO_BLOQUEADO,
  CAMPOS_READMISSAO,
  READMISSAO_ANTES_DA_DEMISSAO,
  readmissaoQuery,
} from '@acolher/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import {
  BotoesDoModal,
  ModalDeFormulario,
  type SaidaDoFormulario,
  useConfirmarNoModal,
} from '../../../components/modal-de-formulario.tsx';
import { formatarData, noFuso } from '../../../lib/datas.ts';
import { useFormulario } from '../../../lib/formulario.ts';
import { useUsuarioAtual } from '../../../lib/usuario-atual.ts';

type Readmissao = { DATA_ADMISSAO: string };
const { CampoData } = camposDe<Readmissao>();

interface ReadmissaoModalProps {
  /** The dismissed employee, with the dismissal the new period cannot begin before; null when closed. */
  alvo: { nome: string; demissao: string | null } | null;
  carregando: boolean;
  /** Resolves once rehired; a refusal on DATA_ADMISSAO lands on the field. */
  onConfirm: (dados: Readmissao) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * "Reativar" is a rehire (decision 0045): it asks the new period's first day, today unless changed,
 * and says that the user's account stays blocked until an administrator turns it back on.
 */
export function ReadmissaoModal({ alvo, onCancel, ...resto }: ReadmissaoModalProps) {
  return (
    <ModalDeFormulario opened={alvo !== null} titulo="Reativar funcionário" onCancel={onCancel}>
      {(saida) => alvo && <FormularioReadmissao alvo={alvo} {...saida} {...resto} />}
    </ModalDeFormulario>
  );
}

/**
 * A day after `hoje` is refused here as the server would; so is a day before the last dismissal.
 * `hoje` is the home's (TZ_LAR), as the server's check: a device in another zone proposed tomorrow.
 */
function regrasDaData(demissao: string | null, hoje: string) {
  return readmissaoQuery
    .pick({ DATA_ADMISSAO: true })
    .required()
    .refine((v) => v.DATA_ADMISSAO <= hoje, {
      path: ['DATA_ADMISSAO'],
      error: () => `Data máxima ${formatarData(hoje)}`,
    })
    .refine((v) => demissao === null || v.DATA_ADMISSAO >= demissao, {
      path: ['DATA_ADMISSAO'],
      error: READMISSAO_ANTES_DA_DEMISSAO,
    });
}

/** Mounted with each opening, so the date starts at the home's today for every employee. */
function FormularioReadmissao({
  alvo,
  carregando,
  onConfirm,
  cancelar,
  acompanhar,
}: Omit<ReadmissaoModalProps, 'alvo' | 'onCancel'> & {
  alvo: NonNullable<ReadmissaoModalProps['alvo']>;
} & SaidaDoFormulario) {
  const hoje = noFuso(useUsuarioAtual().data?.FUSO_LAR).data;
  const form = useFormulario(regrasDaData(alvo.demissao, hoje), { DATA_ADMISSAO: hoje });
  useEffect(() => acompanhar(form));
  const { confirmar, falha } = useConfirmarNoModal(form, onConfirm);
  const desde = alvo.demissao ? ` Demitido em ${formatarData(alvo.demissao)}.` : '';
  return (
    <Form form={form} onSubmit={(valores) => void confirmar(valores)} aria-label="Reativar funcionário">
      <Stack>
        <Text>{`Reativar ${alvo.nome}?${desde} O período anterior fica registrado.`}</Text>
        <CampoData
          name="DATA_ADMISSAO"
          label={CAMPOS_READMISSAO.DATA_ADMISSAO.rotulo}
          withAsterisk
          data-autofocus
        />
        <Alert color="orange" variant="light">
          {AVISO_ACESSO_BLOQUEADO}
        </Alert>
        <BotoesDoModal falha={falha} onCancel={cancelar} rotuloConfirmar="Reativar" carregando={carregando} />
      </Stack>
    </Form>
  );
}
