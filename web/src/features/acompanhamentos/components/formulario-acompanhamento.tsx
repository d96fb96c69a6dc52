import {
  type AcompanhamentoDetalhe,
  CAMPOS_ACOMPANHAMENTO,
  CAMPOS_EDICAO_ACOMPANHAMENTO,
  type CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  funcionarioEmLinha,
  horaCompletada,
  MAX_MOTIVO_EDICAO,
  mascaraHora,
  type TurnoInfo,
  turnoDaHora,
} from '@acolher/contract';
import { Box, type MantineSize, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { BotoesDoFormulario } from '../../../components/botoes-do-formulario.tsx';
import { ORDEM_COM_DESCRICAO_EMBAIXO } from '../../../components/campo-texto.tsx';
import { camposDe } from '../../../components/campos.tsx';
import type { TextosDoCatalogo } from '../../../lib/formulario.ts';
import { TELA_ESTREITA } from '../../../lib/tela.ts';
import { opcoesDeFuncionariosQuery } from '../api/opcoes-de-funcionarios.ts';
import { opcoesDeResidentesQuery } from '../api/opcoes-de-residentes.ts';
import { turnosQuery } from '../api/turnos.ts';
import classes from './formulario-acompanhamento.module.css';
import { OutrosCampos } from './outros-campos.tsx';
import { type Opcao, SelecaoMultipla } from './selecao-multipla.tsx';

/**
 * What the form of a new follow-up holds: its own fields as typed (the time '' for none), the
 * participants' codes, and on a correction the follow-up it corrects.
 */
export type AcompanhamentoFormulario = TextosDoCatalogo<typeof CAMPOS_PROPRIOS_ACOMPANHAMENTO> & {
  FUNCIONARIOS: number[];
  RESIDENTES: number[];
  CORRIGE_CODIGO?: number;
};

/** An edit's form: the same fields, the VERSAO read (decision 0017) and why it changes. */
export type AcompanhamentoEdicaoFormulario = Omit<AcompanhamentoFormulario, 'CORRIGE_CODIGO'> & {
  VERSAO?: number;
  MOTIVO_EDICAO: string;
};

const { CampoData, CampoMascarado, CampoTextoLongo } = camposDe<AcompanhamentoFormulario>();
const { CampoTexto } = camposDe<AcompanhamentoEdicaoFormulario>();
const CAMPOS = CAMPOS_ACOMPANHAMENTO;

function opcoesDeFuncionarios(lista: { CODIGO_FUNCIONARIO: number; FUNCIONARIO: string }[] = []): Opcao[] {
  return lista.map((f) => ({ value: f.CODIGO_FUNCIONARIO, label: f.FUNCIONARIO }));
}

function opcoesDeResidentes(lista: { CODIGO_RESIDENTE: number; NOME: string }[] = []): Opcao[] {
  return lista.map((r) => ({ value: r.CODIGO_RESIDENTE, label: r.NOME }));
}

/** Who the record being edited or corrected already names, as its detail writes them. */
type Participantes = Pick<AcompanhamentoDetalhe, 'FUNCIONARIOS' | 'RESIDENTES'>;

/**
 * The active options, plus the record's own participants who have since left: absent from the list,
 * Mantine would show their pill as a bare code ("37").
 */
function comOsDoRegistro(ativas: Opcao[], doRegistro: Opcao[]): Opcao[] {
  const codigos = new Set(ativas.map((opcao) => opcao.value));
  return [...ativas, ...doRegistro.filter((opcao) => !codigos.has(opcao.value))];
}

/**
 * Fields and pills a size up on a phone: a caregiver taps them with gloves on (decision 0030). Mantine's
 * md still lets the whole form and Salvar fit one 390 px screen.
 */
function useTamanhoDoToque(): MantineSize {
  return useMediaQuery(TELA_ESTREITA) ? 'md' : 'sm';
}

/** A list of options as it arrives: empty, and saying it is loading, until read. */
function lidas(consulta: { data?: Opcao[] | undefined; isPending: boolean }) {
  return { opcoes: consulta.data ?? [], carregando: consulta.isPending };
}

/** "Turno: Noite" under the time, as the list and the prontuário will file it. */
function TurnoDaHora({ hora, turnos }: { hora: string; turnos: readonly TurnoInfo[] }) {
  const turno = turnos.find((t) => t.TURNO === turnoDaHora(/^\d{2}:\d{2}$/.test(hora) ? hora : null, turnos));
  if (!turno) return null;
  return (
    // gray.7 as the limit's count: 12px text needs 4.5:1 on white (axe color-contrast).
    <Text component="span" size="xs" c="gray.7">
      Turno: {turno.NOME}
    </Text>
  );
}

interface CamposProps {
  hora: string;
  /** An edit asks why (optional): the history shows it beside the previous version. */
  comMotivo: boolean;
  /** The follow-up edited or corrected, whose participants stay named even after leaving. */
  registro?: Participantes | null;
}

/**
 * The follow-up's fields, in the order a caregiver fills them on a phone: when, what was done (and
 * any other field of the catalogue), who took part. Date and time come filled (the home's today and now); so do the signed-in employee and,
 * from a resident's screen, that resident.
 */
export function CamposDoAcompanhamento({ hora, comMotivo, registro }: CamposProps) {
  const funcionarios = useQuery({
    ...opcoesDeFuncionariosQuery,
    select: (lista) =>
      comOsDoRegistro(
        opcoesDeFuncionarios(lista),
        (registro?.FUNCIONARIOS ?? []).map((f) => ({
          value: f.CODIGO_FUNCIONARIO,
          label: funcionarioEmLinha(f),
        })),
      ),
  });
  const residentes = useQuery({
    ...opcoesDeResidentesQuery,
    select: (lista) => comOsDoRegistro(opcoesDeResidentes(lista), opcoesDeResidentes(registro?.RESIDENTES)),
  });
  const turnos = useQuery(turnosQuery).data ?? [];
  const size = useTamanhoDoToque();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <CampoData
          name="DATA_ACOMPANHAMENTO"
          label={CAMPOS.DATA_ACOMPANHAMENTO.rotulo}
          required
          size={size}
        />
        <CampoMascarado
          name="HORA_ACOMPANHAMENTO"
          size={size}
          label={CAMPOS.HORA_ACOMPANHAMENTO.rotulo}
          mascara={mascaraHora}
          aoSair={horaCompletada}
          placeholder="hh:mm"
          inputMode="numeric"
          autoComplete="off"
          description={<TurnoDaHora hora={hora} turnos={turnos} />}
          inputWrapperOrder={ORDEM_COM_DESCRICAO_EMBAIXO}
        />
      </SimpleGrid>
      <CampoTextoLongo
        name="ATIVIDADE"
        size={size}
        label={CAMPOS.ATIVIDADE.rotulo}
        maxLength={CAMPOS.ATIVIDADE.max}
        required
        rows={4}
      />
      <OutrosCampos size={size} />
      <SelecaoMultipla<AcompanhamentoFormulario>
        name="FUNCIONARIOS"
        size={size}
        label={CAMPOS.FUNCIONARIOS.rotulo}
        {...lidas(funcionarios)}
      />
      <SelecaoMultipla<AcompanhamentoFormulario>
        name="RESIDENTES"
        size={size}
        label={CAMPOS.RESIDENTES.rotulo}
        {...lidas(residentes)}
      />
      {comMotivo && (
        <CampoTexto
          name="MOTIVO_EDICAO"
          label={CAMPOS_EDICAO_ACOMPANHAMENTO.MOTIVO_EDICAO.rotulo}
          maxLength={MAX_MOTIVO_EDICAO}
          size={size}
        />
      )}
    </Stack>
  );
}

/**
 * Voltar and Salvar kept at the bottom of the screen on a phone, in reach of a thumb however long the
 * activity grows; on a wide screen they follow the form.
 */
export function BarraDeSalvar(props: Parameters<typeof BotoesDoFormulario>[0]) {
  return (
    <Box className={classes.barra}>
      <BotoesDoFormulario {...props} />
    </Box>
  );
}
