import {
  CAMPOS_ACOMPANHAMENTO,
  CAMPOS_BENEFICIO,
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_CONVENIO,
  CAMPOS_FAMILIAR,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  CAMPOS_RESIDENTE,
  CAMPOS_RESIDENTE_CONVENIO,
  CAMPOS_VINCULO_FAMILIAR,
  type Catalogo,
} from '@acolher/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entrarComoUsuario, ROTA_SESSAO, simularApi } from '../test/api-falsa.ts';
import { emBranco, funcionarioSalvo, residenteCasado } from '../test/registros.ts';
import { abrirApp } from '../test/renderizar.tsx';

/**
 * Every catalogued field is on its form and its record page (decision 0054): the screens list the
 * catalogues, so a field a screen leaves out, or labels by hand, fails here.
 */

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, with the required mark the form may add. */
const doCampo = (rotulo: string) => new RegExp(`^${escapar(rotulo)}\\s*\\*?$`);

/** The labels of the catalogues' fields, less those the screen takes from elsewhere (the page's record). */
function rotulos(catalogos: Catalogo<string>[], foraDaTela: string[] = []): string[] {
  return catalogos.flatMap((c) =>
    Object.entries(c)
      .filter(([nome]) => !foraDaTela.includes(nome))
      .map(([, campo]) => campo.rotulo),
  );
}

function semRotulo(onde: HTMLElement, lista: string[], achar: 'rotulo' | 'texto'): string[] {
  const busca = within(onde);
  return lista.filter((r) =>
    achar === 'rotulo'
      ? busca.queryAllByLabelText(doCampo(r)).length === 0
      : busca.queryAllByText(r).length === 0,
  );
}

/** A married resident: the marriage certificate is on the form and the page. */
const RESIDENTE = residenteCasado({ CERTIDAO_CASAMENTO: { NUMERO: '1234' } });
const DO_RESIDENTE = {
  ...ROTA_SESSAO,
  'GET /residente/1': { corpo: RESIDENTE },
  'GET /residente_familiar/1': { corpo: [] },
  'GET /residente_convenio/1': { corpo: [] },
  'GET /beneficio/1': { corpo: [] },
  'GET /tratados': { corpo: [{ CODIGO: 3, NOME: 'Vida Plena' }] },
};
const CATALOGOS_DO_RESIDENTE = [CAMPOS_PESSOA, CAMPOS_RESIDENTE, CAMPOS_CERTIDAO_CASAMENTO];

const FUNCIONARIO = funcionarioSalvo({
  CODIGO_FUNCIONARIO: 1,
  PESSOA: { ...RESIDENTE.PESSOA, ESTADO_CIVIL: null },
  CONTA: {
    CODIGO_FUNCIONARIO: 1,
    VERSAO: 1,
    ...emBranco(CAMPOS_CONTA_BANCARIA),
    BANCO: 'Caixa',
    AGENCIA: '1',
    CONTA: '2',
    TIPO_CONTA: 'corrente',
  },
});
const DO_FUNCIONARIO = { ...ROTA_SESSAO, 'GET /funcionario-full/1': { corpo: FUNCIONARIO } };

/** A follow-up past its edit window, edited once: every own field blank but what the screens need. */
const ACOMPANHAMENTO = {
  CODIGO: 1,
  ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
  DATA_ACOMPANHAMENTO: '2025-03-20',
  ATIVIDADE: 'Banho assistido e curativo',
  TURNO: null,
  REGISTRADO_EM: '2025-03-20T11:20:00Z',
  REGISTRADO_POR: null,
  EDITAVEL_ATE: '2025-03-21T11:20:00Z',
  EDITAVEL: false,
  VERSAO: 2,
  CORRIGE_CODIGO: null,
  CORRECOES: [],
  FUNCIONARIOS: [{ CODIGO_FUNCIONARIO: 5, NOME: 'Marta', SOBRENOME: 'Souza', CARGO: 'Enfermeira' }],
  RESIDENTES: [{ CODIGO_RESIDENTE: 1, NOME: 'José Silva' }],
  HISTORICO: [
    {
      VERSAO: 1,
      ALTERADO_EM: '2025-03-20T12:00:00Z',
      ALTERADO_POR: 'Marta Souza',
      MOTIVO: null,
      ...emBranco(CAMPOS_PROPRIOS_ACOMPANHAMENTO),
      DATA_ACOMPANHAMENTO: '2025-03-20',
      ATIVIDADE: 'Banho assistido',
      FUNCIONARIOS: ['Marta Souza (Enfermeira)'],
      RESIDENTES: ['José Silva'],
    },
  ],
};
const DO_ACOMPANHAMENTO = {
  ...ROTA_SESSAO,
  'GET /acompanhamento/1': { corpo: ACOMPANHAMENTO },
  'GET /turnos': { corpo: [] },
  'GET /getNameById/1': { corpo: [{ NOME_RESIDENTE: 'José Silva' }] },
  'GET /nome-cargo-funcionario': { corpo: [] },
  'GET /residente-acomp/1': {
    corpo: [
      {
        CODIGO: 1,
        DATA_ACOMPANHAMENTO: '2025-03-20',
        HORA_ACOMPANHAMENTO: null,
        TURNO: null,
        ATIVIDADE: 'Banho assistido e curativo',
        CORRIGE_CODIGO: null,
        EDITADO: true,
      },
    ],
  },
  'GET /infos-acompanhamento/1': {
    corpo: [
      {
        DATA_ACOMPANHAMENTO: '2025-03-20',
        ATIVIDADE: 'Banho assistido e curativo',
        NOME_FUNCIONARIO: 'Marta Souza (Enfermeira)',
      },
    ],
  },
};
/** Informações and the history show the time with the date ("20/03/2025 às 08:15"), not under "Hora". */
const PROPRIOS_NO_MODAL = rotulos([CAMPOS_PROPRIOS_ACOMPANHAMENTO], ['HORA_ACOMPANHAMENTO']);
const CATALOGOS_DO_FUNCIONARIO = [CAMPOS_PESSOA, CAMPOS_FUNCIONARIO, CAMPOS_CONTA_BANCARIA];

describe('cada campo do catálogo está no formulário e na página do registro', () => {
  it('residente: formulário', async () => {
    entrarComoUsuario();
    simularApi(DO_RESIDENTE);
    abrirApp('/residentes/1/editar');
    const form = await screen.findByRole('form', { name: 'Residente' });
    await within(form).findByDisplayValue('José');
    expect(semRotulo(form, rotulos(CATALOGOS_DO_RESIDENTE), 'rotulo')).toEqual([]);
  });

  it('residente: página do registro', async () => {
    entrarComoUsuario();
    simularApi(DO_RESIDENTE);
    abrirApp('/residentes/1');
    await screen.findByText(CAMPOS_RESIDENTE.DATA_ACOLHIMENTO.rotulo);
    expect(semRotulo(document.body, rotulos(CATALOGOS_DO_RESIDENTE), 'texto')).toEqual([]);
  });

  it('familiar, convênio e benefício do residente: os formulários das sublistas', async () => {
    entrarComoUsuario();
    simularApi(DO_RESIDENTE);
    abrirApp('/residentes/1');
    const sublistas: [string, string, string[]][] = [
      [
        'Adicionar familiar',
        'Familiar',
        rotulos([CAMPOS_FAMILIAR, CAMPOS_VINCULO_FAMILIAR], ['RESIDENTE_CODIGO']),
      ],
      [
        'Adicionar convênio',
        'Convênio do residente',
        // The holder's name and kinship show once the resident is not the holder (below).
        rotulos([CAMPOS_RESIDENTE_CONVENIO], ['RESIDENTE_CODIGO', 'NOME_TITULAR', 'PARENTESCO_TITULAR']),
      ],
      ['Adicionar benefício', 'Benefício', rotulos([CAMPOS_BENEFICIO])],
    ];
    for (const [botao, formulario, lista] of sublistas) {
      await userEvent.click(await screen.findByRole('button', { name: botao }));
      const form = await screen.findByRole('form', { name: formulario });
      expect(semRotulo(form, lista, 'rotulo'), formulario).toEqual([]);
      if (formulario === 'Convênio do residente') {
        await userEvent.click(within(form).getByLabelText(CAMPOS_RESIDENTE_CONVENIO.TITULAR.rotulo));
        const titular = rotulos([CAMPOS_RESIDENTE_CONVENIO]).filter(
          (r) => /titular/i.test(r) && r !== CAMPOS_RESIDENTE_CONVENIO.TITULAR.rotulo,
        );
        expect(semRotulo(form, titular, 'rotulo')).toEqual([]);
      }
      await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    }
  });

  it('funcionário: formulário', async () => {
    entrarComoUsuario();
    simularApi(DO_FUNCIONARIO);
    abrirApp('/funcionarios/1/editar');
    const form = await screen.findByRole('form', { name: 'Funcionário' });
    await within(form).findByDisplayValue('José');
    expect(semRotulo(form, rotulos(CATALOGOS_DO_FUNCIONARIO), 'rotulo')).toEqual([]);
  });

  it('funcionário: página do registro', async () => {
    entrarComoUsuario();
    simularApi(DO_FUNCIONARIO);
    abrirApp('/funcionarios/1');
    await screen.findByText(CAMPOS_FUNCIONARIO.DATA_ADMISSAO.rotulo);
    expect(semRotulo(document.body, rotulos(CATALOGOS_DO_FUNCIONARIO), 'texto')).toEqual([]);
  });

  it('convênio: formulário', async () => {
    entrarComoUsuario();
    simularApi(ROTA_SESSAO);
    abrirApp('/convenios/novo');
    const form = await screen.findByRole('form', { name: 'Convênio' });
    expect(semRotulo(form, rotulos([CAMPOS_CONVENIO]), 'rotulo')).toEqual([]);
  });

  it('acompanhamento: formulário', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'GET /nome-cargo-funcionario': { corpo: [] },
      'GET /residenteNome': { corpo: [] },
      'GET /turnos': { corpo: [] },
    });
    abrirApp('/acompanhamentos/novo');
    const form = await screen.findByRole('form', { name: 'Acompanhamento' });
    expect(semRotulo(form, rotulos([CAMPOS_ACOMPANHAMENTO]), 'rotulo')).toEqual([]);
  });

  it('acompanhamento: o registro que não se altera mais', async () => {
    entrarComoUsuario();
    simularApi(DO_ACOMPANHAMENTO);
    abrirApp('/acompanhamentos/1');
    await screen.findByText('Este acompanhamento não pode mais ser alterado');
    expect(semRotulo(document.body, rotulos([CAMPOS_ACOMPANHAMENTO]), 'texto')).toEqual([]);
  });

  it('acompanhamento: Informações e o histórico de edições', async () => {
    entrarComoUsuario();
    simularApi(DO_ACOMPANHAMENTO);
    abrirApp('/residente-acomp/1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Informações do acompanhamento de 20/03/2025' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Informações do acompanhamento' });
    const historico = await within(modal).findByRole('region', { name: 'Histórico de edições' });
    const foraDoHistorico = PROPRIOS_NO_MODAL.filter((rotulo) =>
      within(modal)
        .queryAllByText(rotulo)
        .every((elemento) => historico.contains(elemento)),
    );
    expect(foraDoHistorico).toEqual([]);
    expect(semRotulo(historico, PROPRIOS_NO_MODAL, 'texto')).toEqual([]);
  });
});
