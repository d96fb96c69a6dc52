import {
  AVISO_ACESSO_BLOQUEADO,
  CARGOS_SUGERIDOS,
  MENSAGENS,
  READMISSAO_ANTES_DA_DEMISSAO,
  TITULO_PERIODOS,
} from '@acolher/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatarData, hojeIso, noFuso } from '../../lib/datas.ts';
import { acaoDaLinha, preencher } from '../../test/acoes.ts';
import {
  type ChamadaFeita,
  entrarComoUsuario,
  paginaFalsa,
  type RespostaFalsa,
  ROTA_SESSAO,
  SESSAO_MARIA,
  simularApi,
} from '../../test/api-falsa.ts';
import { funcionarioSalvo, pessoaSalva } from '../../test/registros.ts';
import { abrirApp } from '../../test/renderizar.tsx';

const CPF_VALIDO = '52998224725';
const CPF_DO_FILHO = '11144477735';

function linha(codigo: number, nome: string, sobrenome = 'Souza') {
  return {
    CODIGO_FUNCIONARIO: codigo,
    PESSOA_CODIGO: codigo + 100,
    NOME: nome,
    SOBRENOME: sobrenome,
    CPF: null,
    CARGO: 'Cuidador(a)',
    DATA_ADMISSAO: '2024-03-01',
    DATA_DEMISSAO: null,
    MOTIVO_DEMISSAO: null,
  };
}

const PESSOA = pessoaSalva({
  CODIGO: 101,
  NOME: 'Ana',
  SOBRENOME: 'Souza',
  DATA_NASCIMENTO: '1985-07-20',
  SEXO: 'F',
  ESTADO_CIVIL: 'C',
  CPF: CPF_VALIDO,
});

const TELEFONE_SALVO = { CODIGO: 7, VERSAO: 1, NUMERO: '11987654321', TIPO: 'celular', OBSERVACAO: null };
const ENDERECO_SALVO = {
  CODIGO: 9,
  VERSAO: 1,
  CEP: '01310100',
  LOGRADOURO: 'Avenida Paulista',
  NUMERO: '1000',
  COMPLEMENTO: null,
  BAIRRO: 'Bela Vista',
  CIDADE: 'São Paulo',
  ESTADO: 'SP',
  REFERENCIA: null,
};

const DEPENDENTE_SALVO = {
  CODIGO: 30,
  CODIGO_FUNCIONARIO: 1,
  VERSAO: 1,
  NOME: 'Pedro',
  SOBRENOME: 'Souza',
  DATA_NASCIMENTO: '2015-02-10',
  PARENTESCO: 'Filho',
  RG: null,
  CPF: CPF_DO_FILHO,
  NUMERO_CERTIDAO_NASCIMENTO: null,
  LIVRO_CERTIDAO_NASCIMENTO: null,
  FOLHA_CERTIDAO_NASCIMENTO: null,
  CIDADE_CERTIDAO_NASCIMENTO: null,
  ESTADO_CERTIDAO_NASCIMENTO: null,
};

const FUNCIONARIO_SALVO = funcionarioSalvo({
  CODIGO_FUNCIONARIO: 1,
  CARGO: 'Técnico(a) de enfermagem',
  CONSELHO_SIGLA: 'COREN',
  CONSELHO_NUMERO: '123456',
  CONSELHO_UF: 'SP',
  CONSELHO_VALIDADE: '2027-12-31',
  PESSOA,
  CONTA: {
    CODIGO_FUNCIONARIO: 1,
    VERSAO: 1,
    BANCO: 'Caixa',
    AGENCIA: '1234',
    CONTA: '98765-0',
    TIPO_CONTA: 'corrente',
    CHAVE_PIX: null,
  },
  TELEFONE: [TELEFONE_SALVO],
  ENDERECO: [ENDERECO_SALVO],
  DEPENDENTES: [DEPENDENTE_SALVO],
});

/** The home's today (the session's TZ_LAR): the rehire's date starts there, whatever the device's zone. */
const HOJE_NO_LAR = () => noFuso(SESSAO_MARIA.FUSO_LAR).data;

/** The saved employee's sheet once dismissed on 10/01/2024 for "Fim do contrato". */
function fichaDemitida(mais: Partial<Parameters<typeof funcionarioSalvo>[0]> = {}) {
  return funcionarioSalvo({
    ...FUNCIONARIO_SALVO,
    ATIVO: false,
    DATA_DEMISSAO: '2024-01-10',
    MOTIVO_DEMISSAO: 'Fim do contrato',
    ...mais,
  });
}

/** The record page reads the employee with its dependants and account, in one request. */
const DETALHE = {
  'GET /funcionario-full/1': { corpo: FUNCIONARIO_SALVO },
};

/** Picks an option in the list the select opened (several UF selects share their options' names). */
async function escolher(onde: HTMLElement, rotulo: RegExp | string, opcao: string) {
  const caixa = within(onde).getByRole('combobox', { name: rotulo });
  await userEvent.click(caixa);
  const lista = await waitFor(() => {
    const aberta = document.getElementById(caixa.getAttribute('aria-controls') ?? '');
    if (!aberta) throw new Error(`a lista de ${String(rotulo)} não abriu`);
    return aberta;
  });
  await userEvent.click(within(lista).getByRole('option', { name: opcao, hidden: true }));
}

function ultimaChamada(chamadas: ChamadaFeita[], metodo: string, caminho: string) {
  return chamadas.filter((c) => c.metodo === metodo && c.caminho === caminho).at(-1);
}

describe('Funcionários: lista', () => {
  it('mostra Ativos, pagina de 10 em 10 e troca para Inativos com a demissão e o motivo', async () => {
    entrarComoUsuario();
    const dez = Array.from({ length: 10 }, (_, i) => linha(i + 1, `Pessoa${i + 1}`));
    const inativa = {
      ...linha(30, 'Benedita', 'Alves'),
      DATA_DEMISSAO: '2025-02-03',
      MOTIVO_DEMISSAO: 'Pediu demissão',
    };
    simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario?limite=10&deslocamento=0': paginaFalsa(dez, 11),
      'GET /funcionario?limite=10&deslocamento=10': paginaFalsa([linha(11, 'Onze')], 11),
      'GET /funcionarioInativo?limite=10&deslocamento=0': paginaFalsa([inativa], 1),
    });
    abrirApp('/funcionarios');
    const tabela = await screen.findByRole('table', { name: 'Funcionários ativos' });
    expect(await within(tabela).findByText('Pessoa10 Souza')).toBeInTheDocument();
    expect(within(tabela).queryByRole('columnheader', { name: 'Demissão' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Onze Souza')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Inativos' }));
    const inativos = await screen.findByRole('table', { name: 'Funcionários inativos' });
    expect(await within(inativos).findByText('Benedita Alves')).toBeInTheDocument();
    expect(within(inativos).getByText('03/02/2025')).toBeInTheDocument();
    expect(within(inativos).getByText('Pediu demissão')).toBeInTheDocument();
  });

  it('busca no servidor o que foi digitado e o PDF da lista leva a busca', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario?limite=10&deslocamento=0': paginaFalsa([linha(1, 'Ana')], 1),
      'GET /funcionario?busca=jose+sa&limite=10&deslocamento=0': paginaFalsa([linha(2, 'José', 'Sá')], 1),
    });
    abrirApp('/funcionarios');
    await screen.findByText('Ana Souza');
    await preencher(screen.getByLabelText('Buscar funcionário pelo nome'), 'jose sa');
    expect(await screen.findByText('José Sá')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.caminho.includes('busca='))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'PDF da lista' }));
    await waitFor(() =>
      expect(chamadas.map((c) => c.caminho)).toContain('/relatorio-funcionarios/ativos?busca=jose+sa'),
    );
  });
});

describe('Funcionários: inativação e reativação', () => {
  it('inativar pede confirmação com o motivo e a data, e só então envia', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria')], 1),
      'DELETE /funcionario/4': { corpo: { message: 'ok' } },
    });
    abrirApp('/funcionarios');
    await acaoDaLinha('Maria Souza', 'Inativar');
    const modal = await screen.findByRole('dialog', { name: 'Inativar funcionário' });
    expect(modal).toHaveTextContent('Inativar Maria Souza?');
    await userEvent.click(within(modal).getByRole('button', { name: 'Inativar' }));
    expect(await within(modal).findByText(MENSAGENS.campoObrigatorio)).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'DELETE')).toBe(false);

    await preencher(within(modal).getByLabelText(/^Motivo/), 'Fim do contrato');
    const data = within(modal).getByLabelText(/^Data da demissão/);
    await userEvent.clear(data);
    await preencher(data, '03022025');
    await userEvent.click(within(modal).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Funcionário inativado com sucesso')).toBeInTheDocument();
    expect(ultimaChamada(chamadas, 'DELETE', '/funcionario/4')?.corpo).toEqual({
      MOTIVO_DEMISSAO: 'Fim do contrato',
      DATA_DEMISSAO: '2025-02-03',
    });
  });

  it('a data da demissão começa no dia de hoje do lar, não no do aparelho: noutro fuso, o dia seguinte era recusado', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:30:00Z'));
    entrarComoUsuario();
    const { chamadas } = simularApi({
      'GET /sessao': { corpo: { ...SESSAO_MARIA, FUSO_LAR: 'Pacific/Kiritimati' } },
      'GET /funcionario?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria')], 1),
      'DELETE /funcionario/4': { corpo: { message: 'ok' } },
    });
    abrirApp('/funcionarios');
    await acaoDaLinha('Maria Souza', 'Inativar');
    const modal = await screen.findByRole('dialog', { name: 'Inativar funcionário' });
    expect(within(modal).getByLabelText(/^Data da demissão/)).toHaveValue('25/11/2026');
    await preencher(within(modal).getByLabelText(/^Motivo/), 'Fim do contrato');
    await userEvent.click(within(modal).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Funcionário inativado com sucesso')).toBeInTheDocument();
    expect(ultimaChamada(chamadas, 'DELETE', '/funcionario/4')?.corpo).toEqual({
      MOTIVO_DEMISSAO: 'Fim do contrato',
      DATA_DEMISSAO: '2026-11-25',
    });
  });

  it('uma inativação recusada (409: outra aba já o inativou) lê a ficha de novo, que passa a mostrá-lo inativo', async () => {
    entrarComoUsuario();
    const demitida = fichaDemitida();
    let leituras = 0;
    simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario-full/1': () => ({ corpo: leituras++ === 0 ? FUNCIONARIO_SALVO : demitida }),
      'DELETE /funcionario/1': { status: 409, corpo: { message: MENSAGENS.funcionarioJaInativo } },
    });
    abrirApp('/funcionarios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Inativar' }));
    const modal = await screen.findByRole('dialog', { name: 'Inativar funcionário' });
    await preencher(within(modal).getByLabelText(/^Motivo/), 'Fim do contrato');
    await userEvent.click(within(modal).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByRole('button', { name: 'Reativar', hidden: true })).toBeInTheDocument();
    expect(leituras).toBe(2);
  });

  it('o último administrador: a recusa (422) diz no modal o que fazer, e ele fica aberto com o motivo', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria')], 1),
      'DELETE /funcionario/4': { status: 422, corpo: { message: MENSAGENS.ultimoAdministrador } },
    });
    abrirApp('/funcionarios');
    await acaoDaLinha('Maria Souza', 'Inativar');
    const modal = await screen.findByRole('dialog', { name: 'Inativar funcionário' });
    await preencher(within(modal).getByLabelText(/^Motivo/), 'Fim do contrato');
    await userEvent.click(within(modal).getByRole('button', { name: 'Inativar' }));
    expect(await within(modal).findByText(MENSAGENS.ultimoAdministrador)).toBeInTheDocument();
    expect(within(modal).getByLabelText(/^Motivo/)).toHaveValue('Fim do contrato');
  });

  it('uma recusa da data vem uma vez só, sob o campo, e não repetida junto aos botões', async () => {
    entrarComoUsuario();
    const mensagem = 'A data de demissão não pode ser posterior a hoje';
    simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria')], 1),
      'DELETE /funcionario/4': {
        status: 400,
        corpo: { message: mensagem, errors: [{ campo: 'DATA_DEMISSAO', mensagem }] },
      },
    });
    abrirApp('/funcionarios');
    await acaoDaLinha('Maria Souza', 'Inativar');
    const modal = await screen.findByRole('dialog', { name: 'Inativar funcionário' });
    await preencher(within(modal).getByLabelText(/^Motivo/), 'Fim do contrato');
    await userEvent.click(within(modal).getByRole('button', { name: 'Inativar' }));
    expect(await within(modal).findByText(mensagem)).toBeInTheDocument();
    expect(within(modal).getAllByText(mensagem)).toHaveLength(1);
    expect(within(modal).getByLabelText(/^Data da demissão/)).toHaveAttribute('aria-invalid', 'true');
  });

  /** The inactive tab holding Rita, dismissed on 10/01/2024, and her rehire on 01/03/2024 answering `resposta`. */
  function rotasDaReativacao(resposta: RespostaFalsa) {
    const demitida = { ...linha(5, 'Rita'), DATA_DEMISSAO: '2024-01-10', MOTIVO_DEMISSAO: 'Fim do contrato' };
    return {
      ...ROTA_SESSAO,
      'GET /funcionario?limite=10&deslocamento=0': paginaFalsa([], 0),
      'GET /funcionarioInativo?limite=10&deslocamento=0': paginaFalsa([demitida], 1),
      'DELETE /funcionario-ativar/5?DATA_ADMISSAO=2024-03-01': resposta,
    };
  }

  /** Rita's row's Reativar: the rehire dialog. */
  async function abrirReativacao() {
    abrirApp('/funcionarios?aba=inativos');
    await acaoDaLinha('Rita Souza', 'Reativar');
    return screen.findByRole('dialog', { name: 'Reativar funcionário' });
  }

  it('reativar pede a data da nova admissão (nunca antes da demissão), avisa que o acesso segue bloqueado e a envia', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(rotasDaReativacao({ corpo: FUNCIONARIO_SALVO }));
    const modal = await abrirReativacao();
    expect(modal).toHaveTextContent('Demitido em 10/01/2024.');
    expect(modal).toHaveTextContent(AVISO_ACESSO_BLOQUEADO);
    const data = within(modal).getByLabelText(/^Data da readmissão/);
    expect(data).toHaveValue(formatarData(HOJE_NO_LAR()));

    await userEvent.clear(data);
    await preencher(data, '09012024');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reativar' }));
    expect(await within(modal).findByText(READMISSAO_ANTES_DA_DEMISSAO)).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'DELETE')).toBe(false);

    await userEvent.clear(data);
    await preencher(data, '01032024');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Funcionário reativado com sucesso')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'DELETE').map((c) => c.caminho)).toEqual([
      '/funcionario-ativar/5?DATA_ADMISSAO=2024-03-01',
    ]);
  });

  it('na ficha, reativar envia também a VERSAO lida', async () => {
    entrarComoUsuario();
    const demitida = fichaDemitida({ VERSAO: 4 });
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario-full/1': { corpo: demitida },
      'DELETE /funcionario-ativar/1?DATA_ADMISSAO=2024-03-01&VERSAO=4': { corpo: FUNCIONARIO_SALVO },
    });
    abrirApp('/funcionarios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar' }));
    const modal = await screen.findByRole('dialog', { name: 'Reativar funcionário' });
    const data = within(modal).getByLabelText(/^Data da readmissão/);
    await userEvent.clear(data);
    await preencher(data, '01032024');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Funcionário reativado com sucesso')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'DELETE').map((c) => c.caminho)).toEqual([
      '/funcionario-ativar/1?DATA_ADMISSAO=2024-03-01&VERSAO=4',
    ]);
  });

  it('a recusa do servidor sobre a data da readmissão aparece no campo, sob a pergunta inteira', async () => {
    entrarComoUsuario();
    const mensagem = 'A data da readmissão não pode ser posterior a hoje';
    simularApi(
      rotasDaReativacao({
        status: 400,
        corpo: { message: MENSAGENS.dadosInvalidos, errors: [{ campo: 'DATA_ADMISSAO', mensagem }] },
      }),
    );
    const modal = await abrirReativacao();
    expect(
      within(modal).getByText(
        'Reativar Rita Souza? Demitido em 10/01/2024. O período anterior fica registrado.',
      ),
    ).toBeInTheDocument();
    const data = within(modal).getByLabelText(/^Data da readmissão/);
    await userEvent.clear(data);
    await preencher(data, '01032024');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reativar' }));
    await waitFor(() => expect(data).toHaveAccessibleDescription(mensagem));
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Reativar funcionário' })).toBeInTheDocument();
  });

  it('uma reativação recusada (409: outra aba já readmitiu) lê a ficha de novo, que passa a mostrá-lo ativo', async () => {
    entrarComoUsuario();
    const demitida = fichaDemitida({ VERSAO: 4 });
    let leituras = 0;
    simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario-full/1': () => ({ corpo: leituras++ === 0 ? demitida : FUNCIONARIO_SALVO }),
      [`DELETE /funcionario-ativar/1?DATA_ADMISSAO=${HOJE_NO_LAR()}&VERSAO=4`]: {
        status: 409,
        corpo: { message: MENSAGENS.registroAlterado },
      },
    });
    abrirApp('/funcionarios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar' }));
    const modal = await screen.findByRole('dialog', { name: 'Reativar funcionário' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByRole('button', { name: 'Inativar', hidden: true })).toBeInTheDocument();
    expect(leituras).toBe(2);
  });
  it('a readmissão começa no dia de hoje do lar, não no do aparelho: noutro fuso, o dia seguinte era recusado', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:30:00Z'));
    entrarComoUsuario();
    const demitida = fichaDemitida({ VERSAO: 4 });
    const { chamadas } = simularApi({
      'GET /sessao': { corpo: { ...SESSAO_MARIA, FUSO_LAR: 'Pacific/Kiritimati' } },
      'GET /funcionario-full/1': { corpo: demitida },
      'DELETE /funcionario-ativar/1?DATA_ADMISSAO=2026-11-25&VERSAO=4': { corpo: FUNCIONARIO_SALVO },
    });
    abrirApp('/funcionarios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reativar' }));
    const modal = await screen.findByRole('dialog', { name: 'Reativar funcionário' });
    expect(within(modal).getByLabelText(/^Data da readmissão/)).toHaveValue('25/11/2026');
    await userEvent.click(within(modal).getByRole('button', { name: 'Reativar' }));
    expect(await screen.findByText('Funcionário reativado com sucesso')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'DELETE').map((c) => c.caminho)).toEqual([
      '/funcionario-ativar/1?DATA_ADMISSAO=2026-11-25&VERSAO=4',
    ]);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Funcionários: formulário', () => {
  it('exige nome, sobrenome, data de nascimento e cargo', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(ROTA_SESSAO);
    abrirApp('/funcionarios/novo');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    for (const rotulo of [/^Nome\s*\*?$/, /^Sobrenome/, /^Data de nascimento/, /^Cargo/]) {
      expect(screen.getByLabelText(rotulo)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  it('mostra "CPF já existente" quando a verificação do servidor encontra o CPF da pessoa', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({ ...ROTA_SESSAO, 'POST /pessoa/cpf': { corpo: { existente: true } } });
    abrirApp('/funcionarios/novo');
    await preencher(await screen.findByLabelText('CPF'), CPF_VALIDO);
    expect(await screen.findByText('CPF já existente')).toBeInTheDocument();
    expect(ultimaChamada(chamadas, 'POST', '/pessoa/cpf')?.corpo).toEqual({ CPF: CPF_VALIDO, CODIGO: null });
  });

  /** A new employee's form with what it requires (person, job title; the admission date is today's). */
  async function abrirNovoComObrigatorios() {
    abrirApp('/funcionarios/novo');
    const form = await screen.findByRole('form', { name: 'Funcionário' });
    await preencher(within(form).getByLabelText(/^Nome\s*\*?$/), 'Ana');
    await preencher(within(form).getByLabelText(/^Sobrenome/), 'Souza');
    await preencher(within(form).getByLabelText(/^Data de nascimento/), '20071985');
    await preencher(within(form).getByLabelText(/^Cargo/), 'Técnico(a) de enfermagem');
    return form;
  }

  const CRIACAO = {
    ...ROTA_SESSAO,
    ...DETALHE,
    'POST /pessoa/cpf': { corpo: { existente: false } },
    'POST /funcionario': { status: 201, corpo: FUNCIONARIO_SALVO },
  };

  it('salva a pessoa, o trabalho e o conselho num só POST e abre a ficha', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(CRIACAO);
    const form = await abrirNovoComObrigatorios();
    await escolher(form, /^Vínculo/, 'CLT');
    await preencher(within(form).getByLabelText('Conselho'), 'coren');
    await preencher(within(form).getByLabelText('Número no conselho'), '123456');
    await escolher(form, 'UF do conselho', 'SP');
    await preencher(within(form).getByLabelText('Validade da inscrição'), '31122027');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Funcionário salvo com sucesso')).toBeInTheDocument();
    expect(ultimaChamada(chamadas, 'POST', '/funcionario')?.corpo).toMatchObject({
      PESSOA: { NOME: 'Ana', SOBRENOME: 'Souza', DATA_NASCIMENTO: '1985-07-20', CPF: null },
      CARGO: 'Técnico(a) de enfermagem',
      // A new employee is admitted today unless the form says otherwise.
      DATA_ADMISSAO: hojeIso(),
      VINCULO: 'clt',
      RESPONSAVEL_TECNICO: false,
      CONSELHO_SIGLA: 'COREN',
      CONSELHO_NUMERO: '123456',
      CONSELHO_UF: 'SP',
      CONSELHO_VALIDADE: '2027-12-31',
      TELEFONE: [],
      ENDERECO: [],
      CONTA: null,
    });
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument();
  });

  it('Enter num campo de um formulário com seções passa ao campo seguinte e não salva; no último, leva ao Salvar', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(CRIACAO);
    const form = await abrirNovoComObrigatorios();
    const admissao = within(form).getByLabelText(/^Data de admissão/);
    await userEvent.click(admissao);
    await userEvent.keyboard('{Enter}');

    expect(admissao).not.toHaveFocus();
    expect(form).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement?.tagName).toBe('INPUT');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar conta bancária' }));
    const ultimo = Array.from(form.querySelectorAll('input:not([type="hidden"])')).at(-1) as HTMLElement;
    await userEvent.click(ultimo);
    await userEvent.keyboard('{Enter}');
    expect(within(form).getByRole('button', { name: 'Salvar' })).toHaveFocus();
    expect(chamadas.some((c) => c.metodo === 'POST' && c.caminho === '/funcionario')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Novo funcionário' })).toBeInTheDocument();
  }, 40_000);

  it('o telefone, o endereço e a conta bancária vão aninhados no mesmo POST', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(CRIACAO);
    const form = await abrirNovoComObrigatorios();
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar telefone' }));
    await preencher(within(form).getByLabelText(/^Telefone 1/), '11987654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar endereço' }));
    const endereco = within(form).getByRole('group', { name: 'Endereço 1' });
    await preencher(within(endereco).getByLabelText('CEP'), '01310100');
    await preencher(within(endereco).getByLabelText(/^Logradouro/), 'Avenida Paulista');
    await preencher(within(endereco).getByLabelText(/^Cidade/), 'São Paulo');
    await escolher(endereco, /^UF/, 'SP');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar conta bancária' }));
    const conta = within(form).getByRole('group', { name: 'Conta bancária' });
    await preencher(within(conta).getByLabelText(/^Banco/), 'Caixa');
    await preencher(within(conta).getByLabelText(/^Agência/), '1234');
    await preencher(within(conta).getByLabelText(/^Conta\s*\*?$/), '98765-0');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Funcionário salvo com sucesso')).toBeInTheDocument();
    expect(ultimaChamada(chamadas, 'POST', '/funcionario')?.corpo).toMatchObject({
      TELEFONE: [{ NUMERO: '11987654321', TIPO: 'celular' }],
      ENDERECO: [{ CEP: '01310100', LOGRADOURO: 'Avenida Paulista', CIDADE: 'São Paulo', ESTADO: 'SP' }],
      CONTA: { BANCO: 'Caixa', AGENCIA: '1234', CONTA: '98765-0', TIPO_CONTA: 'corrente' },
    });
  }, 40_000);

  it('o cargo sugere a lista do contrato enquanto se digita e aceita outro', async () => {
    entrarComoUsuario();
    simularApi(ROTA_SESSAO);
    abrirApp('/funcionarios/novo');
    const cargo = await screen.findByLabelText(/^Cargo/);
    const sugestoes = document.getElementById(cargo.getAttribute('list') ?? '');
    expect([...(sugestoes?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      ...CARGOS_SUGERIDOS,
    ]);
    await preencher(cargo, 'Motorista');
    await userEvent.tab();
    expect(cargo).toHaveValue('Motorista');
    expect(cargo).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('o conselho é tudo ou nada: só a sigla pede número e UF', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(ROTA_SESSAO);
    const form = await abrirNovoComObrigatorios();
    await preencher(within(form).getByLabelText('Conselho'), 'COREN');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Número no conselho')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(form).getAllByText(MENSAGENS.conselhoIncompleto).length).toBeGreaterThanOrEqual(1);
    expect(chamadas.some((c) => c.metodo === 'POST' && c.caminho === '/funcionario')).toBe(false);
  });
});

describe('Funcionários: edição', () => {
  it('abre com os dados gravados e envia no PUT a pessoa, as listas inteiras, a conta e a VERSAO', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'PUT /funcionario/1': { corpo: FUNCIONARIO_SALVO },
    });
    abrirApp('/funcionarios/1/editar');
    const form = await screen.findByRole('form', { name: 'Funcionário' });
    await waitFor(() => expect(within(form).getByLabelText('CPF')).toHaveValue('529.982.247-25'));
    expect(within(form).getByLabelText(/^Telefone 1/)).toHaveValue('(11) 98765-4321');
    expect(within(form).getByLabelText(/^Logradouro/)).toHaveValue('Avenida Paulista');
    expect(within(form).getByLabelText(/^Conta\s*\*?$/)).toHaveValue('98765-0');

    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar telefone' }));
    await preencher(within(form).getByLabelText(/^Telefone 2/), '1133334444');
    await userEvent.click(within(form).getByRole('button', { name: 'Remover endereço 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Funcionário salvo com sucesso')).toBeInTheDocument();
    const envio = ultimaChamada(chamadas, 'PUT', '/funcionario/1')?.corpo;
    expect(envio).toMatchObject({
      VERSAO: 1,
      PESSOA: { NOME: 'Ana', CPF: CPF_VALIDO },
      TELEFONE: [
        { CODIGO: 7, NUMERO: '11987654321' },
        // A landline's kind follows its digits once the number is left (decision 0050).
        { NUMERO: '1133334444', TIPO: 'residencial' },
      ],
      ENDERECO: [],
      CONTA: { BANCO: 'Caixa', CONTA: '98765-0' },
    });
    expect((envio as { TELEFONE: object[] }).TELEFONE[1]).not.toHaveProperty('CODIGO');
  });

  it('remover a conta bancária envia CONTA nula', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'PUT /funcionario/1': { corpo: FUNCIONARIO_SALVO },
    });
    abrirApp('/funcionarios/1/editar');
    const form = await screen.findByRole('form', { name: 'Funcionário' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Remover conta bancária' }));
    expect(within(form).queryByRole('group', { name: 'Conta bancária' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(ultimaChamada(chamadas, 'PUT', '/funcionario/1')?.corpo).toMatchObject({ CONTA: null }),
    );
  });

  it('no 409 da VERSAO mantém o digitado e recarrega o registro com a nova', async () => {
    entrarComoUsuario();
    const respostas = [FUNCIONARIO_SALVO, { ...FUNCIONARIO_SALVO, VERSAO: 2, CARGO: 'Enfermeiro(a)' }];
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /funcionario-full/1': () => ({ corpo: respostas.length > 1 ? respostas.shift() : respostas[0] }),
      'PUT /funcionario/1': { status: 409, corpo: { message: MENSAGENS.registroAlterado } },
    });
    abrirApp('/funcionarios/1/editar');
    const form = await screen.findByRole('form', { name: 'Funcionário' });
    const cargo = await within(form).findByLabelText(/^Cargo/);
    await userEvent.clear(cargo);
    await preencher(cargo, 'Cuidador(a)');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    const alerta = await within(form).findByRole('alert');
    expect(alerta).toHaveTextContent(MENSAGENS.registroAlterado);
    expect(within(form).getByLabelText(/^Cargo/)).toHaveValue('Cuidador(a)');

    await userEvent.click(within(alerta).getByRole('button', { name: 'Recarregar registro' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Recarregar registro' })).getByRole('button', {
        name: 'Recarregar',
      }),
    );
    await waitFor(() => expect(within(form).getByLabelText(/^Cargo/)).toHaveValue('Enfermeiro(a)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(
        chamadas.filter((c) => c.metodo === 'PUT').map((c) => (c.corpo as { VERSAO?: number }).VERSAO),
      ).toEqual([1, 2]),
    );
  });
});

describe('Funcionários: ficha e dependentes', () => {
  it('a ficha mostra os campos do formulário, os telefones, os endereços e os dependentes', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE });
    abrirApp('/funcionarios/1');
    const dados = await screen.findByRole('region', { name: 'Dados do funcionário' });
    for (const texto of ['Técnico(a) de enfermagem', 'COREN', '31/12/2027', 'Caixa', '98765-0', 'CLT']) {
      expect(within(dados).getByText(texto)).toBeInTheDocument();
    }
    expect(within(dados).getByText('Casada')).toBeInTheDocument();
    const telefones = screen.getByRole('region', { name: 'Telefones' });
    expect(within(telefones).getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    expect(screen.getByRole('region', { name: 'Endereços' })).toHaveTextContent('Avenida Paulista, 1000');
    const dependentes = screen.getByRole('region', { name: 'Dependentes' });
    expect(await within(dependentes).findByText('Pedro Souza')).toBeInTheDocument();
  });

  it('a ficha lista cada período de trabalho: período e motivo da demissão, o atual por último', async () => {
    entrarComoUsuario();
    const readmitida = funcionarioSalvo({
      ...FUNCIONARIO_SALVO,
      DATA_ADMISSAO: '2024-03-01',
      PERIODOS: [
        { DATA_ADMISSAO: '2023-05-02', DATA_DEMISSAO: '2024-01-10', MOTIVO_DEMISSAO: 'Fim do contrato' },
        { DATA_ADMISSAO: '2024-03-01', DATA_DEMISSAO: null, MOTIVO_DEMISSAO: null },
      ],
    });
    simularApi({ ...ROTA_SESSAO, 'GET /funcionario-full/1': { corpo: readmitida } });
    abrirApp('/funcionarios/1');
    const periodos = await screen.findByRole('region', { name: TITULO_PERIODOS });
    const linhas = within(periodos)
      .getAllByRole('row')
      .map((l) => l.textContent);
    expect(linhas).toEqual([
      'PeríodoMotivo da demissão',
      '02/05/2023 a 10/01/2024Fim do contrato',
      'desde 01/03/2024—',
    ]);
  });

  it('um dependente novo é salvo num modal que verifica o CPF no funcionário, sem excluir ninguém', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'POST /dependente/cpf': (init) => {
        const corpo = JSON.parse(String(init?.body));
        return { corpo: { existente: corpo.CPF === CPF_DO_FILHO } };
      },
      'POST /dependente': { status: 201, corpo: { message: 'ok' } },
    });
    abrirApp('/funcionarios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar dependente' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo dependente' });
    await preencher(within(modal).getByLabelText(/^Nome\s*\*?$/), 'Lia');
    await preencher(within(modal).getByLabelText(/^Sobrenome/), 'Souza');
    await preencher(within(modal).getByLabelText(/^Data de nascimento/), '01052018');
    await preencher(within(modal).getByLabelText('CPF'), CPF_DO_FILHO);
    expect(await within(modal).findByText('CPF já existente')).toBeInTheDocument();
    // A new dependant is no one yet: the check leaves no dependant out (decision 0026).
    expect(ultimaChamada(chamadas, 'POST', '/dependente/cpf')?.corpo).toEqual({
      CPF: CPF_DO_FILHO,
      NOME: null,
      SOBRENOME: null,
      CODIGO: 1,
    });

    const cpf = within(modal).getByLabelText('CPF');
    await userEvent.clear(cpf);
    await preencher(cpf, CPF_VALIDO);
    await waitFor(() => expect(within(modal).queryByText('CPF já existente')).not.toBeInTheDocument());
    await preencher(within(modal).getByLabelText('Livro'), 'A-12');
    await escolher(modal, 'UF do cartório', 'MG');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar dependente' }));
    expect(await screen.findByText('Dependente salvo com sucesso')).toBeInTheDocument();
    expect(ultimaChamada(chamadas, 'POST', '/dependente')?.corpo).toMatchObject({
      CODIGO_FUNCIONARIO: 1,
      NOME: 'Lia',
      SOBRENOME: 'Souza',
      DATA_NASCIMENTO: '2018-05-01',
      CPF: CPF_VALIDO,
      LIVRO_CERTIDAO_NASCIMENTO: 'A-12',
      ESTADO_CERTIDAO_NASCIMENTO: 'MG',
    });
  });

  it('ao renomear um dependente, a verificação do CPF o exclui pelo nome com que foi aberto', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'POST /dependente/cpf': (init) => {
        const corpo = JSON.parse(String(init?.body));
        return { corpo: { existente: corpo.NOME !== 'Pedro' || corpo.SOBRENOME !== 'Souza' } };
      },
    });
    abrirApp('/funcionarios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Pedro Souza' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar dependente' });
    const nome = within(modal).getByLabelText(/^Nome\s*\*?$/);
    await userEvent.clear(nome);
    await preencher(nome, 'Pedro Henrique');
    const cpf = within(modal).getByLabelText('CPF');
    await userEvent.clear(cpf);
    await preencher(cpf, CPF_DO_FILHO);
    await waitFor(() =>
      expect(ultimaChamada(chamadas, 'POST', '/dependente/cpf')?.corpo).toEqual({
        CPF: CPF_DO_FILHO,
        NOME: 'Pedro',
        SOBRENOME: 'Souza',
        CODIGO: 1,
      }),
    );
    // The fake answers at once: once its answer has been read, its own CPF is not "já existente".
    await new Promise((pronto) => setTimeout(pronto, 200));
    expect(within(modal).queryByText('CPF já existente')).not.toBeInTheDocument();
  });

  it('editar um dependente usa a chave do nome gravado e envia a VERSAO; excluir pede confirmação', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'PUT /dependente/1/Pedro/Souza': { corpo: { message: 'ok' } },
      'DELETE /dependente/1/Pedro/Souza': { corpo: { message: 'ok' } },
    });
    abrirApp('/funcionarios/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Pedro Souza' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar dependente' });
    const nome = within(modal).getByLabelText(/^Nome\s*\*?$/);
    await userEvent.clear(nome);
    await preencher(nome, 'Pedro Henrique');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar dependente' }));
    expect(await screen.findByText('Dependente salvo com sucesso')).toBeInTheDocument();
    const envio = ultimaChamada(chamadas, 'PUT', '/dependente/1/Pedro/Souza')?.corpo;
    expect(envio).toMatchObject({ NOME: 'Pedro Henrique', VERSAO: 1, CPF: CPF_DO_FILHO });
    expect(envio).not.toHaveProperty('CODIGO_FUNCIONARIO');

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Pedro Souza' }));
    const pergunta = await screen.findByRole('dialog', { name: 'Excluir dependente' });
    expect(chamadas.some((c) => c.metodo === 'DELETE')).toBe(false);
    await userEvent.click(within(pergunta).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Dependente excluído com sucesso')).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'DELETE' && c.caminho === '/dependente/1/Pedro/Souza')).toBe(
      true,
    );
  });
});
