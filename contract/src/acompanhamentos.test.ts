import { describe, expect, it } from 'vitest';
import {
  acompanhamentoEditarInput,
  acompanhamentoInput,
  acompanhamentosInput,
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  MAX_MOTIVO_EDICAO,
  TURNOS_DO_LAR,
  turnoDaHora,
  vinculoFuncionarioInput,
} from './acompanhamentos.ts';
import { MENSAGENS } from './messages.ts';

const valido = {
  DATA_ACOMPANHAMENTO: '2025-03-10',
  HORA_ACOMPANHAMENTO: '07:00',
  ATIVIDADE: 'Banho',
  FUNCIONARIOS: [1],
  RESIDENTES: [2, 3],
};
/** Every own field blank, as a body that leaves an optional one out parses it. */
const emBranco = Object.fromEntries(Object.keys(CAMPOS_PROPRIOS_ACOMPANHAMENTO).map((nome) => [nome, null]));
const mensagens = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('turnos', () => {
  it.each([
    ['06:59', 'NOITE', 'NOITE'],
    ['07:00', 'DIA', 'MANHA'],
    ['12:59', 'DIA', 'MANHA'],
    ['13:00', 'DIA', 'TARDE'],
    ['18:59', 'DIA', 'TARDE'],
    ['19:00', 'NOITE', 'NOITE'],
    ['00:00', 'NOITE', 'NOITE'],
  ])('%s cai em %s (2 turnos) e %s (3 turnos)', (hora, dois, tres) => {
    expect(turnoDaHora(hora, TURNOS_DO_LAR[2])).toBe(dois);
    expect(turnoDaHora(hora, TURNOS_DO_LAR[3])).toBe(tres);
  });

  it('sem hora, sem turno', () => {
    expect(turnoDaHora(null, TURNOS_DO_LAR[2])).toBeNull();
  });
});

describe('acompanhamentosInput', () => {
  it('aceita o acompanhamento, apara a atividade e lê hora vazia como nenhuma', () => {
    const r = acompanhamentosInput.parse({ ...valido, ATIVIDADE: '  Banho  ', HORA_ACOMPANHAMENTO: '' });
    expect(r).toEqual({ ...emBranco, ...valido, ATIVIDADE: 'Banho', HORA_ACOMPANHAMENTO: null });
  });

  it.each([
    [{ FUNCIONARIOS: [] }, MENSAGENS.informeFuncionario],
    [{ RESIDENTES: undefined }, MENSAGENS.informeResidente],
    [{ RESIDENTES: [2, 2] }, MENSAGENS.participanteRepetido],
    [{ HORA_ACOMPANHAMENTO: '7:00' }, MENSAGENS.horaInvalida],
    [{ HORA_ACOMPANHAMENTO: '24:00' }, MENSAGENS.horaInvalida],
    // Written as the counter under the field writes it ("5.000/4.000"), with how much to cut.
    [{ ATIVIDADE: 'x'.repeat(5000) }, 'Máximo de 4.000 caracteres: o texto tem 1.000 a mais'],
    [{ DATA_ACOMPANHAMENTO: '2999-12-31' }, MENSAGENS.acompanhamentoFuturo],
  ])('%o: %s', (troca, mensagem) => {
    expect(mensagens(acompanhamentosInput.safeParse({ ...valido, ...troca }))).toContain(mensagem);
  });

  it('o motivo longo demais diz quanto cortar', () => {
    const longo = { ...valido, VERSAO: 2, MOTIVO_EDICAO: 'x'.repeat(MAX_MOTIVO_EDICAO + 3) };
    expect(mensagens(acompanhamentoEditarInput.safeParse(longo))).toContain(
      'Máximo de 500 caracteres: o texto tem 3 a mais',
    );
  });

  it('a edição não corrige outro acompanhamento; diz por que mudou', () => {
    expect(acompanhamentoEditarInput.safeParse({ ...valido, CORRIGE_CODIGO: 5 }).success).toBe(false);
    expect(acompanhamentoEditarInput.parse({ ...valido, VERSAO: 2, MOTIVO_EDICAO: ' ' })).toMatchObject({
      VERSAO: 2,
      MOTIVO_EDICAO: null,
    });
  });
});

describe('acompanhamentoInput (POST /acompanhamento, do cliente original)', () => {
  it('recebe todo campo próprio do catálogo, e não só os que escrevia à mão', () => {
    const proprios = Object.keys(CAMPOS_PROPRIOS_ACOMPANHAMENTO);
    expect(Object.keys(acompanhamentoInput.shape)).toEqual([...proprios, 'residentes', 'funcionarios']);
    const { FUNCIONARIOS: _f, RESIDENTES: _r, ...semParticipantes } = valido;
    expect(acompanhamentoInput.parse({ DATA_ACOMPANHAMENTO: '2025-03-10', ATIVIDADE: 'Banho' })).toEqual({
      ...emBranco,
      ...semParticipantes,
      HORA_ACOMPANHAMENTO: null,
    });
  });
});

describe('vínculos do cliente original', () => {
  it('um ou vários, com os nomes de exibição aceitos e nada mais', () => {
    const um = { CODIGO_FUNCIONARIO: 1, ACOMPANHAMENTO_CODIGO: 9, FNOME: 'Ana', NOME: 'Ana' };
    expect(vinculoFuncionarioInput.safeParse(um).success).toBe(true);
    expect(vinculoFuncionarioInput.safeParse([um, { ...um, CODIGO_FUNCIONARIO: 2 }]).success).toBe(true);
    expect(vinculoFuncionarioInput.safeParse({ ...um, CARGO: 'x' }).success).toBe(false);
    expect(vinculoFuncionarioInput.safeParse([]).success).toBe(false);
  });
});
