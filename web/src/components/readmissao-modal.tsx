import { Alert, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
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

type Readmissao = { DATA: string };
const { CampoData } = camposDe<Readmissao>();

/** What a record's readmission says: the resident's (decision 0023), the employee's rehire (decision 0045). */
export interface TextosDaReadmissao {
  titulo: string;
  /** The question's verb and the button: "Readmitir". */
  acao: string;
  /** How the last period ended, said before its date: "Desacolhido" (em 10/03/2021). */
  fimAnterior: string;
  /** Said after the question, when there is more to say. */
  nota?: string;
  rotuloData: string;
  /** The refusal of a date before the last period's end. */
  antesDoFim: string;
  /** A warning under the date, when there is one. */
  aviso?: string;
}

interface ReadmissaoModalProps {
  /** Who comes back, with the end of the last period the new one cannot begin before; null when closed. */
  alvo: { nome: string; fim: string | null } | null;
  textos: TextosDaReadmissao;
  /** The date's own rule, the contract's (its format, never after today). */
  regraDaData: z.ZodType<string, string>;
  /** The server's name of the date (`DATA_ACOLHIMENTO`): its refusals land on the field. */
  campoDoServidor: string;
  carregando: boolean;
  /** Resolves once readmitted. */
  onConfirm: (data: string) => Promise<unknown>;
  onCancel: () => void;
}

/** A readmission starts a new period: it asks the period's first day, today unless changed. */
export function ReadmissaoModal({ alvo, textos, onCancel, ...resto }: ReadmissaoModalProps) {
  return (
    <ModalDeFormulario opened={alvo !== null} titulo={textos.titulo} onCancel={onCancel}>
      {(saida) => alvo && <FormularioReadmissao alvo={alvo} textos={textos} {...saida} {...resto} />}
    </ModalDeFormulario>
  );
}

/**
 * A day after `hoje` is refused here as the server would; so is a day before the last period's end.
 * `hoje` is the home's (TZ_LAR), as the server's check: a device in another zone proposed tomorrow.
 */
function regrasDaData(
  regra: z.ZodType<string, string>,
  fim: string | null,
  antesDoFim: string,
  hoje: string,
) {
  return z
    .strictObject({ DATA: regra })
    .refine((v) => v.DATA <= hoje, {
      path: ['DATA'],
      error: () => `Data máxima ${formatarData(hoje)}`,
    })
    .refine((v) => fim === null || v.DATA >= fim, { path: ['DATA'], error: antesDoFim });
}

/** "Readmitir Ana? Desacolhido em 10/03/2021." */
function pergunta(textos: TextosDaReadmissao, { nome, fim }: { nome: string; fim: string | null }): string {
  const desde = fim ? ` ${textos.fimAnterior} em ${formatarData(fim)}.` : '';
  const nota = textos.nota ? ` ${textos.nota}` : '';
  return `${textos.acao} ${nome}?${desde}${nota}`;
}

/** Mounted with each opening, so the date starts at the home's today for everyone. */
function FormularioReadmissao({
  alvo,
  textos,
  regraDaData,
  campoDoServidor,
  carregando,
  onConfirm,
  cancelar,
  acompanhar,
}: Omit<ReadmissaoModalProps, 'alvo' | 'onCancel'> & {
  alvo: NonNullable<ReadmissaoModalProps['alvo']>;
} & SaidaDoFormulario) {
  const hoje = noFuso(useUsuarioAtual().data?.FUSO_LAR).data;
  const form = useFormulario(regrasDaData(regraDaData, alvo.fim, textos.antesDoFim, hoje), { DATA: hoje });
  useEffect(() => acompanhar(form));
  const { confirmar, falha } = useConfirmarNoModal(form, ({ DATA }: Readmissao) => onConfirm(DATA), {
    nomes: { [campoDoServidor]: 'DATA' },
  });
  return (
    <Form form={form} onSubmit={(valores) => void confirmar(valores)} aria-label={textos.titulo}>
      <Stack>
        <Text>{pergunta(textos, alvo)}</Text>
        <CampoData name="DATA" label={textos.rotuloData} withAsterisk data-autofocus />
        {textos.aviso && (
          <Alert color="orange" variant="light">
            {textos.aviso}
          </Alert>
        )}
        <BotoesDoModal
          falha={falha}
          onCancel={cancelar}
          rotuloConfirmar={textos.acao}
          carregando={carregando}
        />
      </Stack>
    </Form>
  );
}
