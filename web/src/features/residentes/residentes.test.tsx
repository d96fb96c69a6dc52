import { MENSAGENS } from '@acolher/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEXTO_ALTERACOES_NAO_SALVAS } from '../../components/aviso-alteracoes.tsx';
import { TEXTO_CAMPOS_INVALIDOS } from '../../components/formulario.tsx';
import { CHAVE_INICIO } from '../../lib/chaves.ts';
import { formatarData, noFuso } from '../../lib/datas.ts';
import { fecharSnackbar } from '../../lib/snackbar.ts';
import { preencher } from '../../test/acoes.ts';
import {
  type ChamadaFeita,
  entrarComoUsuario,
  expiraNaPrimeira,
  expirarSessao,
  loginAceito,
  paginaFalsa,
  type RespostaFalsa,
  ROTA_SESSAO,
  SESSAO_MARIA,
  simularApi,
} from '../../test/api-falsa.ts';
import { residenteCasado } from '../../test/registros.ts';
import { abrirApp } from '../../test/renderizar.tsx';

/** The home's today (TZ_LAR), which the dialogs' dates start at and are capped by, as the server's. */
const HOJE_NO_LAR = () => noFuso(SESSAO_MARIA.FUSO_LAR).data;

const CPF_VALIDO = '52998224725';

function linha(codigo: number, nome: string, sobrenome = 'Silva') {
  return {
    CODIGO_RESIDENTE: codigo,
    PESSOA_CODIGO: codigo + 100,
    NOME: nome,
    SOBRENOME: sobrenome,
    DATA_NASCIMENTO: '1940-05-12',
    CPF: null,
    DATA_ACOLHIMENTO: '2024-01-10',
    DATA_DESACOLHIMENTO: null,
    MOTIVO_DESACOLHIMENTO: null,
  };
}

const RESIDENTE_SALVO = residenteCasado({ PESSOA: { CPF: CPF_VALIDO } });

const BENEFICIO_SALVO = {
  CODIGO_RESIDENTE: 1,
  VERSAO: 1,
  NOME_BENEFICIO: 'BPC',
  NUMERO_BENEFICIO: null,
  PROVAS_VIDA: null,
  VALOR: null,
  BANCO: null,
  AGENCIA: null,
  CONTA: null,
  OBSERVACOES: null,
};

/** The record page after a save reads these; empty sub-lists are enough. */
const DETALHE = {
  'GET /residente/1': { corpo: RESIDENTE_SALVO },
  'GET /residente_familiar/1': { corpo: [] },
  'GET /residente_convenio/1': { corpo: [] },
  'GET /beneficio/1': { corpo: [] },
};

/** The browser asks before reloading or closing the tab when the page cancels `beforeunload`. */
const navegadorPergunta = () => !fireEvent(window, new Event('beforeunload', { cancelable: true }));

async function escolher(rotulo: string, opcao: string) {
  await userEvent.click(screen.getByRole('combobox', { name: rotulo }));
  await userEvent.click(await screen.findByRole('option', { name: opcao, hidden: true }));
}

describe('Residentes: lista', () => {
  it('mostra Ativos, pagina de 10 em 10 e troca para Inativos', async () => {
    entrarComoUsuario();
    const dez = Array.from({ length: 10 }, (_, i) => linha(i + 1, `Pessoa${i + 1}`));
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa(dez, 11),
      'GET /residente?limite=10&deslocamento=10': paginaFalsa([linha(11, 'Onze')], 11),
      'GET /residente-inativos?limite=10&deslocamento=0': paginaFalsa([linha(30, 'Benedita', 'Alves')], 1),
    });
    abrirApp('/residentes');
    const tabela = await screen.findByRole('table', { name: 'Residentes ativos' });
    expect(await within(tabela).findByText('Pessoa10 Silva')).toBeInTheDocument();
    expect(within(tabela).getAllByText('12/05/1940')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Onze Silva')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Inativos' }));
    expect(await screen.findByText('Benedita Alves')).toBeInTheDocument();
    expect(chamadas.map((c) => c.caminho)).toEqual(
      expect.arrayContaining([
        '/residente?limite=10&deslocamento=10',
        '/residente-inativos?limite=10&deslocamento=0',
      ]),
    );
  });

  it('busca no servidor o que foi digitado (o servidor ignora acentos)', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(1, 'Ana')], 1),
      'GET /residente?busca=jose&limite=10&deslocamento=0': paginaFalsa([linha(2, 'José')], 1),
    });
    abrirApp('/residentes');
    await screen.findByText('Ana Silva');
    await preencher(screen.getByLabelText('Buscar residente pelo nome'), 'jose');
    expect(await screen.findByText('José Silva')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.caminho.includes('busca='))).toHaveLength(1);
  });

  it('a busca segue o endereço: o link "Residentes" da barra lateral limpa a caixa e a lista', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(1, 'Ana')], 1),
      'GET /residente?busca=jose&limite=10&deslocamento=0': paginaFalsa([linha(2, 'José')], 1),
    });
    const { router } = abrirApp('/residentes');
    await screen.findByText('Ana Silva');
    const caixa = screen.getByLabelText('Buscar residente pelo nome');
    await preencher(caixa, 'jose');
    await screen.findByText('José Silva');
    expect(router.state.location.search).toBe('?busca=jose');

    await userEvent.click(screen.getByRole('link', { name: 'Residentes' }));
    expect(await screen.findByText('Ana Silva')).toBeInTheDocument();
    expect(caixa).toHaveValue('');
    await new Promise((r) => setTimeout(r, 400));
    expect(router.state.location.search).toBe('');
  });

  it('desacolher exige o motivo e envia motivo e data', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria', 'Souza')], 1),
      'POST /residente-inativar/4': { corpo: { message: 'ok' } },
    });
    abrirApp('/residentes');
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Maria Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desacolher' }));
    const modal = await screen.findByRole('dialog', { name: 'Desacolher residente' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Desacolher' }));
    expect(await within(modal).findByText(MENSAGENS.campoObrigatorio)).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);

    await preencher(within(modal).getByLabelText(/^Motivo/), 'Transferência para hospital');
    const data = within(modal).getByLabelText(/^Data do desacolhimento/);
    await userEvent.clear(data);
    await preencher(data, '03022025');
    expect(data).toHaveValue('03/02/2025');
    await userEvent.click(within(modal).getByRole('button', { name: 'Desacolher' }));
    expect(await screen.findByText('Residente desacolhido com sucesso')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      MOTIVO_DESACOLHIMENTO: 'Transferência para hospital',
      DATA_DESACOLHIMENTO: '2025-02-03',
    });
  });

  it('uma escrita de residente deixa velhos os quadros do início (provas de vida, aniversariantes)', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria', 'Souza')], 1),
      'POST /residente-inativar/4': { corpo: { message: 'ok' } },
    });
    const { queryClient } = abrirApp('/residentes');
    queryClient.setQueryData([CHAVE_INICIO, 'prova-de-vida'], []);
    queryClient.setQueryData([CHAVE_INICIO, 'aniversariante'], []);
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Maria Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desacolher' }));
    const modal = await screen.findByRole('dialog', { name: 'Desacolher residente' });
    await preencher(within(modal).getByLabelText(/^Motivo/), 'Mudou-se');
    await userEvent.click(within(modal).getByRole('button', { name: 'Desacolher' }));
    expect(await screen.findByText('Residente desacolhido com sucesso')).toBeInTheDocument();
    for (const quadro of ['prova-de-vida', 'aniversariante']) {
      await waitFor(() =>
        expect(queryClient.getQueryState([CHAVE_INICIO, quadro])?.isInvalidated).toBe(true),
      );
    }
  });
});

describe('Residentes: tocar na linha', () => {
  it('tocar na linha de um residente abre a ficha; o menu de ações continua a abrir só o menu', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(1, 'José')], 1),
    });
    abrirApp('/residentes');
    const tabela = await screen.findByRole('table', { name: 'Residentes ativos' });
    await userEvent.click(await within(tabela).findByRole('button', { name: 'Ações de José Silva' }));
    expect(await screen.findByRole('menuitem', { name: 'Abrir' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'José Silva', level: 1 })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(tabela).getByText('12/05/1940'));
    expect(await screen.findByRole('heading', { name: 'José Silva', level: 1 })).toBeInTheDocument();
  });
});

describe('Residentes: colunas e desacolhimento', () => {
  it('Ativos não tem colunas sempre vazias; Inativos mostra a data e o motivo (inteiro na dica)', async () => {
    entrarComoUsuario();
    const motivo = 'Transferido para o Hospital São Lucas a pedido da família, com relatório médico';
    simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(1, 'Ana')], 1),
      'GET /residente-inativos?limite=10&deslocamento=0': paginaFalsa(
        [{ ...linha(2, 'Benedita'), DATA_DESACOLHIMENTO: '2025-02-03', MOTIVO_DESACOLHIMENTO: motivo }],
        1,
      ),
    });
    abrirApp('/residentes');
    const ativos = await screen.findByRole('table', { name: 'Residentes ativos' });
    await within(ativos).findByText('Ana Silva');
    const cabecalhos = (tabela: HTMLElement) =>
      within(tabela)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
    expect(cabecalhos(ativos)).toEqual(['Nome', 'Nascimento', 'CPF', 'Acolhimento', 'Ações']);

    await userEvent.click(screen.getByRole('tab', { name: 'Inativos' }));
    const inativos = await screen.findByRole('table', { name: 'Residentes inativos' });
    const celula = await within(inativos).findByText(motivo);
    expect(cabecalhos(inativos)).toEqual([
      'Nome',
      'Nascimento',
      'CPF',
      'Acolhimento',
      'Desacolhimento',
      'Motivo',
      'Ações',
    ]);
    expect(within(inativos).getByText('03/02/2025')).toBeInTheDocument();
    expect(celula).toHaveAttribute('title', motivo);
  });

  async function abrirDesacolhimento() {
    abrirApp('/residentes');
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Maria Souza' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desacolher' }));
    const modal = await screen.findByRole('dialog', { name: 'Desacolher residente' });
    await preencher(within(modal).getByLabelText(/^Motivo/), 'Voltou para a família');
    return modal;
  }

  it('a data do desacolhimento não pode passar de hoje', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria', 'Souza')], 1),
    });
    const modal = await abrirDesacolhimento();
    const data = within(modal).getByLabelText(/^Data do desacolhimento/);
    await userEvent.clear(data);
    await preencher(data, '01012999');
    expect(await within(modal).findByText(`Data máxima ${formatarData(HOJE_NO_LAR())}`)).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Desacolher' }));
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  it('recarregar com o motivo digitado pergunta; depois de desacolher, o modal fechado não pergunta mais', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria', 'Souza')], 1),
      'POST /residente-inativar/4': { corpo: { message: 'ok' } },
    });
    const modal = await abrirDesacolhimento();
    expect(navegadorPergunta(), 'motivo digitado').toBe(true);
    await userEvent.click(within(modal).getByRole('button', { name: 'Desacolher' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Desacolher residente' })).not.toBeInTheDocument(),
    );
    expect(navegadorPergunta(), 'desacolhido, nada a perder').toBe(false);
  });

  it('a recusa do servidor sobre a data aparece no campo e o modal fica aberto', async () => {
    entrarComoUsuario();
    const mensagem = 'A data do desacolhimento não pode ser anterior ao acolhimento';
    simularApi({
      ...ROTA_SESSAO,
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([linha(4, 'Maria', 'Souza')], 1),
      'POST /residente-inativar/4': {
        status: 400,
        corpo: { message: MENSAGENS.dadosInvalidos, errors: [{ campo: 'DATA_DESACOLHIMENTO', mensagem }] },
      },
    });
    const modal = await abrirDesacolhimento();
    await userEvent.click(within(modal).getByRole('button', { name: 'Desacolher' }));
    const data = within(modal).getByLabelText(/^Data do desacolhimento/);
    await waitFor(() => expect(data).toHaveAccessibleDescription(mensagem));
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Desacolher residente' })).toBeInTheDocument();
  });
});

describe('Residentes: readmissão e estadias (decisão 0023)', () => {
  const INATIVA = {
    ...linha(2, 'Benedita'),
    DATA_DESACOLHIMENTO: '2025-02-03',
    MOTIVO_DESACOLHIMENTO: 'Internação',
  };

  /** The inactive list holding Benedita, and her readmission on 10/02/2025 answering `resposta`. */
  const rotasDaReadmissao = (resposta: RespostaFalsa) => ({
    ...ROTA_SESSAO,
    'GET /residente?limite=10&deslocamento=0': paginaFalsa([], 0),
    'GET /residente-inativos?limite=10&deslocamento=0': paginaFalsa([INATIVA], 1),
    'DELETE /residente-ativar/2?DATA_ACOLHIMENTO=2025-02-10': resposta,
  });

  /** Benedita, discharged, from the Inativos tab's row: the readmission dialog. */
  async function abrirReadmissao() {
    abrirApp('/residentes');
    await userEvent.click(await screen.findByRole('tab', { name: 'Inativos' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de Benedita Silva' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Readmitir' }));
    return screen.findByRole('dialog', { name: 'Readmitir residente' });
  }

  it('readmitir pede a data do novo acolhimento (hoje por padrão, nunca antes do desacolhimento) e a envia', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(rotasDaReadmissao({ corpo: { message: 'ok' } }));
    const modal = await abrirReadmissao();
    const data = within(modal).getByLabelText(/^Data do novo acolhimento/);
    expect(data).toHaveValue(formatarData(HOJE_NO_LAR()));

    await userEvent.clear(data);
    await preencher(data, '01022025');
    await userEvent.click(within(modal).getByRole('button', { name: 'Readmitir' }));
    expect(
      await within(modal).findByText('A data de acolhimento não pode ser anterior ao último desacolhimento'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'DELETE')).toBe(false);

    await userEvent.clear(data);
    await preencher(data, '10022025');
    await userEvent.click(within(modal).getByRole('button', { name: 'Readmitir' }));
    expect(await screen.findByText('Residente readmitido com sucesso')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'DELETE').map((c) => c.caminho)).toEqual([
      '/residente-ativar/2?DATA_ACOLHIMENTO=2025-02-10',
    ]);
  });

  it('uma recusa que não é de campo (o registro mudou) é dita no modal, que fica aberto com a data', async () => {
    entrarComoUsuario();
    simularApi(
      rotasDaReadmissao({
        status: 422,
        corpo: { message: 'Este residente já foi readmitido' },
      }),
    );
    const modal = await abrirReadmissao();
    const data = within(modal).getByLabelText(/^Data do novo acolhimento/);
    await userEvent.clear(data);
    await preencher(data, '10022025');
    await userEvent.click(within(modal).getByRole('button', { name: 'Readmitir' }));
    expect(await within(modal).findByText('Este residente já foi readmitido')).toBeInTheDocument();
    expect(data).toHaveValue('10/02/2025');
  });

  it('a recusa do servidor sobre a data da readmissão aparece no campo, sob a pergunta inteira', async () => {
    entrarComoUsuario();
    const mensagem = 'A data de acolhimento não pode ser posterior a hoje';
    simularApi(
      rotasDaReadmissao({
        status: 400,
        corpo: { message: MENSAGENS.dadosInvalidos, errors: [{ campo: 'DATA_ACOLHIMENTO', mensagem }] },
      }),
    );
    const modal = await abrirReadmissao();
    expect(
      within(modal).getByText('Readmitir Benedita Silva? Desacolhido em 03/02/2025.'),
    ).toBeInTheDocument();
    const data = within(modal).getByLabelText(/^Data do novo acolhimento/);
    await userEvent.clear(data);
    await preencher(data, '10022025');
    await userEvent.click(within(modal).getByRole('button', { name: 'Readmitir' }));
    await waitFor(() => expect(data).toHaveAccessibleDescription(mensagem));
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Readmitir residente' })).toBeInTheDocument();
  });

  it('a ficha lista cada estadia: período e motivo do desacolhimento, a atual por último', async () => {
    entrarComoUsuario();
    const readmitido = {
      ...RESIDENTE_SALVO,
      DATA_ACOLHIMENTO: '2024-06-20',
      ESTADIAS: [
        {
          DATA_ACOLHIMENTO: '2020-02-01',
          DATA_DESACOLHIMENTO: '2021-05-10',
          MOTIVO_DESACOLHIMENTO: 'Mudou-se',
        },
        { DATA_ACOLHIMENTO: '2024-06-20', DATA_DESACOLHIMENTO: null, MOTIVO_DESACOLHIMENTO: null },
      ],
    };
    simularApi({ ...ROTA_SESSAO, ...DETALHE, 'GET /residente/1': { corpo: readmitido } });
    abrirApp('/residentes/1');
    const estadias = await screen.findByRole('table', { name: 'Estadias' });
    const linhas = within(estadias)
      .getAllByRole('row')
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(linhas.filter((l) => l.length > 0)).toEqual([
      ['01/02/2020 a 10/05/2021', 'Mudou-se'],
      ['desde 20/06/2024', '—'],
    ]);
  });

  it('a ficha mostra duas estadias iguais, uma em cada linha, sem confundi-las', async () => {
    entrarComoUsuario();
    const erros = vi.spyOn(console, 'error');
    const igual = {
      DATA_ACOLHIMENTO: '2020-02-01',
      DATA_DESACOLHIMENTO: '2023-01-15',
      MOTIVO_DESACOLHIMENTO: 'Mudou-se',
    };
    const repetido = { ...RESIDENTE_SALVO, ESTADIAS: [igual, igual] };
    simularApi({ ...ROTA_SESSAO, ...DETALHE, 'GET /residente/1': { corpo: repetido } });
    abrirApp('/residentes/1');
    const estadias = await screen.findByRole('table', { name: 'Estadias' });
    expect(within(estadias).getAllByText('01/02/2020 a 15/01/2023')).toHaveLength(2);
    expect(erros.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });
});

describe('Residentes: formulário', () => {
  it('exige nome, sobrenome e data de nascimento', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi(ROTA_SESSAO);
    abrirApp('/residentes/novo');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    for (const rotulo of [/^Nome$|^Nome \*/, /^Sobrenome/, /^Data de nascimento/]) {
      expect(screen.getByLabelText(rotulo)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getAllByText(MENSAGENS.campoObrigatorio).length).toBeGreaterThanOrEqual(2);
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  it('um envio recusado leva ao primeiro campo com erro e diz o que fazer', async () => {
    entrarComoUsuario();
    simularApi(ROTA_SESSAO);
    abrirApp('/residentes/novo');
    await preencher(await screen.findByLabelText(/^Nome\s*\*?$/), 'José');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(TEXTO_CAMPOS_INVALIDOS)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Sobrenome/)).toHaveFocus());
  });

  it('CPF com dígitos verificadores errados mostra "CPF inválido"', async () => {
    entrarComoUsuario();
    simularApi(ROTA_SESSAO);
    abrirApp('/residentes/novo');
    const cpf = await screen.findByLabelText('CPF');
    await preencher(cpf, '52998224700');
    expect(cpf).toHaveValue('529.982.247-00');
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
  });

  it("a certidão de casamento aparece para 'C' e some para 'S'", async () => {
    entrarComoUsuario();
    simularApi(ROTA_SESSAO);
    abrirApp('/residentes/novo');
    await screen.findByLabelText('CPF');
    expect(screen.queryByRole('group', { name: 'Certidão de casamento' })).not.toBeInTheDocument();
    await escolher('Estado civil', 'Casado(a)');
    expect(await screen.findByRole('group', { name: 'Certidão de casamento' })).toBeInTheDocument();
    await escolher('Estado civil', 'Solteiro(a)');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Certidão de casamento' })).not.toBeInTheDocument(),
    );
  });

  it('mostra "CPF já existente" quando a verificação do servidor encontra o CPF', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({ ...ROTA_SESSAO, 'POST /pessoa/cpf': { corpo: { existente: true } } });
    abrirApp('/residentes/novo');
    await preencher(await screen.findByLabelText('CPF'), CPF_VALIDO);
    expect(await screen.findByText('CPF já existente')).toBeInTheDocument();
    expect(chamadas.find((c) => c.caminho === '/pessoa/cpf')?.corpo).toEqual({
      CPF: CPF_VALIDO,
      CODIGO: null,
    });
  });

  it('a verificação do termo da certidão de nascimento leva livro, folha, cidade e UF do cartório', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'POST /residente/numero_certidao_nascimento': (init) => {
        const corpo = JSON.parse(String(init?.body));
        return { corpo: { existente: corpo.CIDADE_CERTIDAO_NASCIMENTO === 'Ouro Preto' } };
      },
    });
    abrirApp('/residentes/novo');
    await preencher(
      await screen.findByLabelText('Livro', { selector: '[name="LIVRO_CERTIDAO_NASCIMENTO"]' }),
      'A-12',
    );
    await preencher(screen.getByLabelText('Cidade do cartório'), 'Juazeiro');
    await preencher(screen.getByLabelText(/^Matrícula \(32 dígitos\)/), '45781');
    await waitFor(() =>
      expect(
        chamadas.filter((c) => c.caminho === '/residente/numero_certidao_nascimento').at(-1)?.corpo,
      ).toEqual({
        NUMERO_CERTIDAO_NASCIMENTO: '45781',
        LIVRO_CERTIDAO_NASCIMENTO: 'A-12',
        FOLHA_CERTIDAO_NASCIMENTO: null,
        CIDADE_CERTIDAO_NASCIMENTO: 'Juazeiro',
        ESTADO_CERTIDAO_NASCIMENTO: null,
        CODIGO: null,
      }),
    );
    expect(screen.queryByText('Certidão de nascimento já existente')).not.toBeInTheDocument();
    const cidade = screen.getByLabelText('Cidade do cartório');
    await userEvent.clear(cidade);
    await preencher(cidade, 'Ouro Preto');
    expect(await screen.findByText('Certidão de nascimento já existente')).toBeInTheDocument();
  });

  it('salva PESSOA e CERTIDAO_CASAMENTO aninhados, documentos normalizados, e abre a ficha', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'POST /pessoa/cpf': { corpo: { existente: false } },
      'POST /residente': { status: 201, corpo: RESIDENTE_SALVO },
    });
    abrirApp('/residentes/novo');
    await preencher(await screen.findByLabelText(/^Nome\s*\*?$/), 'José');
    await preencher(screen.getByLabelText(/^Sobrenome/), 'Silva');
    await preencher(screen.getByLabelText(/^Data de nascimento/), '12051940');
    await preencher(screen.getByLabelText('CPF'), CPF_VALIDO);
    await escolher('Estado civil', 'Casado(a)');
    const certidao = await screen.findByRole('group', { name: 'Certidão de casamento' });
    await preencher(within(certidao).getByLabelText(/^Matrícula ou termo/), '12345');
    await preencher(screen.getByLabelText('Nome do cônjuge'), 'Maria Silva');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Residente salvo com sucesso')).toBeInTheDocument();
    const envio = chamadas.find((c: ChamadaFeita) => c.metodo === 'POST' && c.caminho === '/residente');
    expect(envio?.corpo).toMatchObject({
      PESSOA: {
        NOME: 'José',
        SOBRENOME: 'Silva',
        DATA_NASCIMENTO: '1940-05-12',
        ESTADO_CIVIL: 'C',
        CPF: CPF_VALIDO,
        RG: null,
        NACIONALIDADE: 'Brasileira',
      },
      CERTIDAO_CASAMENTO: { NUMERO: '12345', NOME_CONJUGE: 'Maria Silva', LIVRO: null },
      CARTAO_SUS: null,
    });
    expect(await screen.findByRole('heading', { name: 'José Silva' })).toBeInTheDocument();
  });

  it('o 409 do servidor ao salvar aparece no campo', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'POST /pessoa/cpf': { corpo: { existente: false } },
      'POST /residente': {
        status: 409,
        corpo: { message: 'CPF já existente', errors: [{ campo: 'CPF', mensagem: 'CPF já existente' }] },
      },
    });
    abrirApp('/residentes/novo');
    await preencher(await screen.findByLabelText(/^Nome\s*\*?$/), 'José');
    await preencher(screen.getByLabelText(/^Sobrenome/), 'Silva');
    await preencher(screen.getByLabelText(/^Data de nascimento/), '12051940');
    await preencher(screen.getByLabelText('CPF'), CPF_VALIDO);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('CPF já existente').length).toBeGreaterThanOrEqual(1);
  });
});

describe('Residentes: edição', () => {
  it('abre com os dados gravados: documentos com máscara, vazios em branco e a certidão', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'GET /residente/1': {
        corpo: {
          ...RESIDENTE_SALVO,
          CARTAO_SUS: '898001000000003',
          CERTIDAO_CASAMENTO: {
            CODIGO_RESIDENTE: 1,
            VERSAO: 1,
            NUMERO: '1234',
            LIVRO: 'B-12',
            FOLHA: null,
            CARTORIO: null,
            CIDADE: null,
            ESTADO: null,
            DATA_CASAMENTO: null,
            NOME_CONJUGE: 'Maria',
          },
        },
      },
    });
    abrirApp('/residentes/1/editar');
    expect(await screen.findByDisplayValue('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Cartão SUS/)).toHaveValue('898 0010 0000 0003');
    expect(screen.getByLabelText(/^Sobrenome/)).toHaveValue('Silva');
    expect(screen.getByLabelText(/^RG/)).toHaveValue('');
    const certidao = screen.getByRole('group', { name: 'Certidão de casamento' });
    expect(within(certidao).getByLabelText('Livro')).toHaveValue('B-12');
  });
});

describe('Residentes: ficha e sub-listas', () => {
  const CARLA = {
    CODIGO: 7,
    VERSAO: 1,
    NOME: 'Carla',
    SOBRENOME: 'Silva',
    CPF: null,
    EMAIL: null,
    OBSERVACOES: null,
    ENDERECOS: [],
    TELEFONE: [{ CODIGO: 70, VERSAO: 1, NUMERO: '81988887777', TIPO: 'celular', OBSERVACAO: null }],
    RESIDENTE_CODIGO: 1,
    FAMILIAR_CODIGO: 7,
    PARENTESCO: 'Filha',
    RESPONSAVEL: true,
  };

  it('tocar na linha de um familiar abre a edição; o telefone é um link tel: que não abre a edição', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE, 'GET /residente_familiar/1': { corpo: [CARLA] } });
    abrirApp('/residentes/1');
    const familiares = await screen.findByRole('region', { name: 'Familiares' });
    const telefone = await within(familiares).findByRole('link', { name: '(81) 98888-7777' });
    expect(telefone).toHaveAttribute('href', 'tel:+5581988887777');
    telefone.addEventListener('click', (evento) => evento.preventDefault());
    await userEvent.click(telefone);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(familiares).getByText('Filha'));
    const modal = await screen.findByRole('dialog', { name: /familiar$/i });
    expect(within(modal).getByLabelText(/^Nome/)).toHaveValue('Carla');
  });

  it('editar um familiar troca os telefones pela cadeia da spec (desvincula, cria e vincula)', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /residente_familiar/1': { corpo: [CARLA] },
      'PUT /familiar/7': { corpo: { message: 'ok' } },
      'DELETE /telefone_familiar/7/70': { status: 204 },
      'POST /telefone': {
        status: 201,
        corpo: { CODIGO: 71, VERSAO: 1, NUMERO: '8133334444', TIPO: 'residencial', OBSERVACAO: null },
      },
      'POST /telefone_familiar': { status: 201, corpo: { FAMILIAR_CODIGO: 7, TELEFONE_CODIGO: 71 } },
    });
    abrirApp('/residentes/1');
    expect(await screen.findByText('(81) 98888-7777')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Carla Silva' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar familiar' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Remover telefone 1' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Adicionar telefone' }));
    await preencher(within(modal).getByLabelText(/^Telefone 1/), '8133334444');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar familiar' }));

    expect(await screen.findByText('Familiar salvo com sucesso')).toBeInTheDocument();
    const escritas = chamadas.filter((c) => c.metodo !== 'GET').map((c) => `${c.metodo} ${c.caminho}`);
    expect(escritas).toEqual([
      'PUT /familiar/7',
      'DELETE /telefone_familiar/7/70',
      'POST /telefone',
      'POST /telefone_familiar',
    ]);
    expect(chamadas.find((c) => c.caminho === '/familiar/7')?.corpo).toMatchObject({
      NOME: 'Carla',
      VINCULO: { RESIDENTE_CODIGO: 1, PARENTESCO: 'Filha', RESPONSAVEL: true },
    });
    // A landline's kind follows its digits once the number is left (decision 0050).
    expect(chamadas.find((c) => c.caminho === '/telefone')?.corpo).toEqual({
      NUMERO: '8133334444',
      TIPO: 'residencial',
      OBSERVACAO: null,
    });
  });

  const PLANO = {
    CODIGO: 30,
    VERSAO: 1,
    RESIDENTE_CODIGO: 1,
    CONVENIO_CODIGO: 4,
    NOME_CONVENIO: 'Saúde Solidária',
    NUMERO_CONVENIO: 'CART-1',
    TITULAR: true,
    NOME_TITULAR: null,
    PARENTESCO_TITULAR: null,
    VALIDADE: null,
    OBSERVACOES: null,
    TELEFONE: [],
  };
  const BPC = BENEFICIO_SALVO;

  it('um endereço ainda não salvo pode ser removido; o já salvo, não', async () => {
    entrarComoUsuario();
    const endereco = {
      CODIGO: 90,
      VERSAO: 1,
      CEP: '01001000',
      LOGRADOURO: 'Praça da Sé',
      NUMERO: '1',
      COMPLEMENTO: null,
      BAIRRO: 'Sé',
      CIDADE: 'São Paulo',
      ESTADO: 'SP',
      REFERENCIA: null,
    };
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /residente_familiar/1': { corpo: [{ ...CARLA, ENDERECOS: [endereco] }] },
      'POST /familiar': { status: 201, corpo: { ...CARLA, CODIGO: 8 } },
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Carla Silva' }));
    const edicao = await screen.findByRole('dialog', { name: 'Editar familiar' });
    expect(within(edicao).getByLabelText(/^Logradouro/)).toHaveValue('Praça da Sé');
    expect(within(edicao).queryByRole('button', { name: 'Remover endereço' })).not.toBeInTheDocument();
    await userEvent.click(within(edicao).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Editar familiar' })).not.toBeInTheDocument(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar familiar' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo familiar' });
    await preencher(within(modal).getByLabelText(/^Nome/), 'Pedro');
    await preencher(within(modal).getByLabelText(/^Sobrenome/), 'Souza');
    await preencher(within(modal).getByLabelText(/^Parentesco/), 'Neto');
    await userEvent.click(within(modal).getByRole('button', { name: 'Adicionar endereço' }));
    expect(within(modal).getByLabelText(/^Logradouro/)).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Remover endereço' }));
    expect(within(modal).queryByLabelText(/^Logradouro/)).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar familiar' }));
    expect(await screen.findByText('Familiar salvo com sucesso')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST' && c.caminho === '/familiar')?.corpo).toMatchObject({
      NOME: 'Pedro',
      ENDERECOS: [],
    });
  });

  it('editar o convênio do residente: plano inativado aparece marcado, a carteirinha vai no PUT e os telefones do titular pela cadeia /telefone_parentesco', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /residente_convenio/1': {
        corpo: [
          {
            ...PLANO,
            TITULAR: false,
            NOME_TITULAR: 'Ana Silva',
            PARENTESCO_TITULAR: 'Filha',
            TELEFONE: [{ CODIGO: 80, VERSAO: 1, NUMERO: '1133334444', TIPO: 'comercial', OBSERVACAO: null }],
          },
        ],
      },
      'GET /tratados': { corpo: [{ CODIGO: 5, NOME: 'Vida Plena' }] },
      'PUT /residente_convenio/30': { corpo: PLANO },
      'DELETE /telefone_parentesco/30/80': { status: 204 },
      'POST /telefone': {
        status: 201,
        corpo: { CODIGO: 81, VERSAO: 1, NUMERO: '11987654321', TIPO: 'celular', OBSERVACAO: null },
      },
      'POST /telefone_parentesco': {
        status: 201,
        corpo: { RESIDENTE_CONVENIO_CODIGO: 30, TELEFONE_CODIGO: 81 },
      },
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Saúde Solidária' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar convênio do residente' });
    const convenio = within(modal).getByRole('combobox', { name: /^Convênio/ });
    await waitFor(() => expect(convenio).toHaveValue('Saúde Solidária (inativo)'));
    const carteirinha = within(modal).getByLabelText(/^Número da carteirinha/);
    await userEvent.clear(carteirinha);
    await preencher(carteirinha, 'CART-2');
    await userEvent.click(within(modal).getByRole('button', { name: 'Remover telefone 1' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Adicionar telefone' }));
    await preencher(within(modal).getByLabelText(/^Telefone 1/), '11987654321');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar convênio' }));

    expect(await screen.findByText('Convênio do residente salvo com sucesso')).toBeInTheDocument();
    const escritas = chamadas.filter((c) => c.metodo !== 'GET').map((c) => `${c.metodo} ${c.caminho}`);
    expect(escritas).toEqual([
      'PUT /residente_convenio/30',
      'DELETE /telefone_parentesco/30/80',
      'POST /telefone',
      'POST /telefone_parentesco',
    ]);
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toMatchObject({
      RESIDENTE_CODIGO: 1,
      CONVENIO_CODIGO: 4,
      NUMERO_CONVENIO: 'CART-2',
      TITULAR: false,
      NOME_TITULAR: 'Ana Silva',
    });
    expect(chamadas.find((c) => c.caminho === '/telefone_parentesco')?.corpo).toEqual({
      RESIDENTE_CONVENIO_CODIGO: 30,
      TELEFONE_CODIGO: 81,
    });
  });

  it.each([
    [
      'Desvincular Carla Silva',
      'Desvincular Carla Silva deste residente?',
      'DELETE /residente_familiar/1/7',
      'Familiar desvinculado com sucesso',
    ],
    [
      'Remover Saúde Solidária',
      'Remover o convênio Saúde Solidária deste residente?',
      'DELETE /residente_convenio/30',
      'Convênio removido do residente',
    ],
    ['Excluir BPC', 'Excluir o benefício BPC?', 'DELETE /beneficio/1/BPC', 'Benefício excluído com sucesso'],
  ])(
    '"%s" pergunta antes (Enter responde "Não"), só então apaga e avisa',
    async (botao, pergunta, rota, sucesso) => {
      entrarComoUsuario();
      const { chamadas } = simularApi({
        ...ROTA_SESSAO,
        ...DETALHE,
        'GET /residente_familiar/1': { corpo: [CARLA] },
        'GET /residente_convenio/1': { corpo: [PLANO] },
        'GET /beneficio/1': { corpo: [BPC] },
        [rota]: { corpo: { message: 'ok' } },
      });
      abrirApp('/residentes/1');
      await userEvent.click(await screen.findByRole('button', { name: botao }));
      const confirmacao = await screen.findByRole('dialog');
      expect(within(confirmacao).getByText(pergunta)).toBeInTheDocument();
      // Enter out of habit answers "Não": the focus starts there.
      await waitFor(() => expect(within(confirmacao).getByRole('button', { name: 'Não' })).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByText(pergunta)).not.toBeInTheDocument());
      expect(chamadas.some((c) => c.metodo === 'DELETE')).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: botao }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }));
      expect(await screen.findByText(sucesso)).toBeInTheDocument();
      expect(chamadas.filter((c) => c.metodo === 'DELETE').map((c) => `${c.metodo} ${c.caminho}`)).toEqual([
        rota,
      ]);
    },
  );

  it('o valor do benefício aparece como 1.412,50 e vai ao servidor como número', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /beneficio/1': { corpo: [{ ...BPC, VALOR: 1412.5 }] },
      'PUT /beneficio/1/BPC': { corpo: { ...BPC, VALOR: 21234.05 } },
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar BPC' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar benefício' });
    const valor = within(modal).getByLabelText('Valor (R$)');
    expect(valor).toHaveValue('1.412,50');
    await userEvent.clear(valor);
    await preencher(valor, '21234,05');
    expect(valor).toHaveValue('21.234,05');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    expect(await screen.findByText('Benefício salvo com sucesso')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toMatchObject({ VALOR: 21234.05 });
  });

  it('o 409 do servidor ao salvar um benefício aparece no campo e o modal fica aberto', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'POST /beneficio/nome': { corpo: { existente: false } },
      'POST /beneficio': {
        status: 409,
        corpo: {
          message: 'Benefício já existente',
          errors: [{ campo: 'NOME_BENEFICIO', mensagem: 'Benefício já existente' }],
        },
      },
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar benefício' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo benefício' });
    await preencher(within(modal).getByLabelText(/Nome do benefício/), 'BPC');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    await waitFor(() =>
      expect(within(modal).getByLabelText(/Nome do benefício/)).toHaveAccessibleDescription(
        'Benefício já existente',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Novo benefício' })).toBeInTheDocument();
  });

  it('sair do formulário com alterações pede confirmação', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, 'GET /residente?limite=10&deslocamento=0': paginaFalsa([], 0) });
    const { router } = abrirApp('/residentes/novo');
    await preencher(await screen.findByLabelText(/^Sobrenome/), 'Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    const aviso = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    await userEvent.click(within(aviso).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/residentes/novo');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/residentes'));
  });
});

describe('Residentes: ponto de referência e números do INSS', () => {
  const PAULO = {
    CODIGO: 9,
    VERSAO: 1,
    NOME: 'Paulo',
    SOBRENOME: 'Lima',
    CPF: null,
    EMAIL: null,
    OBSERVACOES: null,
    TELEFONE: [],
    RESIDENTE_CODIGO: 1,
    FAMILIAR_CODIGO: 9,
    PARENTESCO: 'Sobrinho',
    RESPONSAVEL: false,
    ENDERECOS: [
      {
        CODIGO: 91,
        VERSAO: 1,
        CEP: null,
        LOGRADOURO: 'Rua do Sol',
        NUMERO: '5',
        COMPLEMENTO: null,
        BAIRRO: null,
        CIDADE: 'Crato',
        ESTADO: 'CE',
        REFERENCIA: 'Em frente à padaria',
      },
    ],
  };

  it('o endereço de um familiar tem "Ponto de referência": na ficha e no formulário, que o envia', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /residente_familiar/1': { corpo: [PAULO] },
      'PUT /familiar/9': { corpo: PAULO },
      'PUT /endereco/91': { corpo: PAULO.ENDERECOS[0] },
    });
    abrirApp('/residentes/1');
    expect(
      await screen.findByText('Rua do Sol, 5 - Crato/CE - Referência: Em frente à padaria'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Paulo Lima' }));
    const modal = await screen.findByRole('dialog', { name: /familiar/i });
    const referencia = within(modal).getByLabelText('Ponto de referência');
    expect(referencia).toHaveValue('Em frente à padaria');
    await userEvent.clear(referencia);
    await preencher(referencia, 'Ao lado da igreja');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar familiar' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.metodo === 'PUT' && c.caminho === '/endereco/91')?.corpo).toMatchObject({
        REFERENCIA: 'Ao lado da igreja',
      }),
    );
  });

  it('o benefício tem o seu número (NB); o número do INSS do residente é o NIT/PIS', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /beneficio/1': { corpo: [{ ...BENEFICIO_SALVO, NUMERO_BENEFICIO: '1234567890' }] },
      'PUT /beneficio/1/BPC': { corpo: BENEFICIO_SALVO },
    });
    abrirApp('/residentes/1');
    expect(await screen.findByText('BPC (NB 123.456.789-0)')).toBeInTheDocument();
    expect(screen.getByText('NIT/PIS (nº INSS)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar BPC' }));
    const modal = await screen.findByRole('dialog', { name: /benefício/i });
    const nb = within(modal).getByLabelText('Número do benefício (NB)');
    expect(nb).toHaveValue('123.456.789-0');
    await userEvent.clear(nb);
    await preencher(nb, '9876543210');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toMatchObject({
        NUMERO_BENEFICIO: '9876543210',
      }),
    );
  });
});

describe('Residentes: modais das sub-listas', () => {
  const BENEFICIO_NOVO = { 'POST /beneficio/nome': { corpo: { existente: false } } };
  const tituloDoAviso = { name: 'Alterações não salvas' };

  async function abrirBeneficioNovo() {
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar benefício' }));
    return screen.findByRole('dialog', { name: 'Novo benefício' });
  }

  it('Esc com alterações pergunta; "Continuar editando" mantém o que foi digitado; "Cancelar" pergunta e sai', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE, ...BENEFICIO_NOVO });
    const modal = await abrirBeneficioNovo();
    const nome = within(modal).getByLabelText(/Nome do benefício/);
    await preencher(nome, 'BPC');
    await userEvent.keyboard('{Escape}');
    const aviso = await screen.findByRole('dialog', tituloDoAviso);
    await userEvent.click(within(aviso).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', tituloDoAviso)).not.toBeInTheDocument());
    expect(within(modal).getByLabelText(/Nome do benefício/)).toHaveValue('BPC');

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', tituloDoAviso)).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Novo benefício' })).not.toBeInTheDocument(),
    );
  });

  it('um clique fora não fecha; sem alterações, Esc fecha sem perguntar', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE });
    const modal = await abrirBeneficioNovo();
    const fundo = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    expect(fundo).not.toBeNull();
    if (fundo) await userEvent.click(fundo);
    // A closing modal empties at once (only its frame fades out): the form still being there is the proof.
    expect(within(modal).getByLabelText(/Nome do benefício/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Novo benefício' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', tituloDoAviso)).not.toBeInTheDocument();
  });

  it('recarregar ou fechar a aba com o modal digitado pede a confirmação do navegador; sem nada digitado, não', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE, ...BENEFICIO_NOVO });
    const modal = await abrirBeneficioNovo();
    expect(navegadorPergunta(), 'modal sem nada digitado').toBe(false);
    await preencher(within(modal).getByLabelText(/Nome do benefício/), 'BPC');
    expect(navegadorPergunta(), 'modal com o nome digitado').toBe(true);

    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', tituloDoAviso)).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Novo benefício' })).not.toBeInTheDocument(),
    );
    expect(navegadorPergunta(), 'modal fechado').toBe(false);
  });
});

describe('Residentes: modais e formulário pelo teclado e depois de uma falha (decision 0024)', () => {
  const BENEFICIO_NOVO = { 'POST /beneficio/nome': { corpo: { existente: false } } };
  const FALHA = { status: 500, corpo: { message: 'Banco de dados fora do ar' } };

  it('o título diz "Novo benefício" ao adicionar e "Editar benefício" ao editar', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE, 'GET /beneficio/1': { corpo: [BENEFICIO_SALVO] } });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar benefício' }));
    await screen.findByRole('dialog', { name: 'Novo benefício' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Editar BPC' }));
    expect(await screen.findByRole('dialog', { name: 'Editar benefício' })).toBeInTheDocument();
  });

  it('o modal abre com o cursor no primeiro campo, não no botão de fechar', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar familiar' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo familiar' });
    await waitFor(() => expect(within(modal).getByLabelText(/^Nome/)).toHaveFocus());
  });

  it('Enter num campo do modal salva o modal', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      ...BENEFICIO_NOVO,
      'POST /beneficio': { status: 201, corpo: BENEFICIO_SALVO },
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar benefício' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo benefício' });
    await preencher(within(modal).getByLabelText(/Nome do benefício/), 'BPC');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Benefício salvo com sucesso')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'POST' && c.caminho === '/beneficio')).toHaveLength(1);
  });

  it('um salvamento que falha no modal fica escrito junto aos botões até a próxima tentativa', async () => {
    entrarComoUsuario();
    let tentativas = 0;
    simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      ...BENEFICIO_NOVO,
      'POST /beneficio': () => (++tentativas === 1 ? FALHA : { status: 201, corpo: BENEFICIO_SALVO }),
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar benefício' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo benefício' });
    await preencher(within(modal).getByLabelText(/Nome do benefício/), 'BPC');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    expect(await within(modal).findByText('Banco de dados fora do ar')).toBeInTheDocument();
    // The snackbar goes after its 3 seconds (docs/produto.md §9); the message by the buttons stays.
    act(() => fecharSnackbar());
    expect(within(modal).getByRole('button', { name: 'Salvar benefício' })).toHaveAccessibleDescription(
      'Banco de dados fora do ar',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    expect(await screen.findByText('Benefício salvo com sucesso')).toBeInTheDocument();
  });

  it('um salvamento que falha na página fica escrito junto aos botões depois que o aviso some', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'POST /pessoa/cpf': { corpo: { existente: false } },
      'POST /residente': FALHA,
    });
    abrirApp('/residentes/novo');
    await preencher(await screen.findByLabelText(/^Nome\s*\*?$/), 'José');
    await preencher(screen.getByLabelText(/^Sobrenome/), 'Silva');
    await preencher(screen.getByLabelText(/^Data de nascimento/), '12/05/1940');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const formulario = screen.getByRole('form', { name: 'Residente' });
    expect(await within(formulario).findByText('Banco de dados fora do ar')).toBeInTheDocument();
    act(() => fecharSnackbar());
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAccessibleDescription(
      'Banco de dados fora do ar',
    );
  });
});

describe('Residentes: ficha completa e endereços sem registro', () => {
  const COMPLETO = {
    ...RESIDENTE_SALVO,
    CARTAO_SAMS: 'SAMS77',
    CARTAO_SUS: '898001000000003',
    CONTA_INSS: 'CONTA55',
    NUMERO_INSS: '12345678901',
    NUMERO_CERTIDAO_NASCIMENTO: '4455',
    LIVRO_CERTIDAO_NASCIMENTO: 'A-7',
    FOLHA_CERTIDAO_NASCIMENTO: '88',
    CIDADE_CERTIDAO_NASCIMENTO: 'Itu',
    ESTADO_CERTIDAO_NASCIMENTO: 'SP',
    TITULO_ELEITOR: '004356870906',
    ATIVO: false,
    DATA_DESACOLHIMENTO: '2025-03-04',
    MOTIVO_DESACOLHIMENTO: 'Voltou para a família',
    OBSERVACOES: 'Gosta de música',
    PESSOA: {
      ...RESIDENTE_SALVO.PESSOA,
      SEXO: 'M',
      RG: 'MG123',
      ORGAO_EMISSOR_RG: 'SSP',
      UF_RG: 'MG',
      DATA_EMISSAO_RG: '1970-01-02',
      NATURALIDADE: 'Ribeirão Preto',
      UF_NATURALIDADE: 'RJ',
      NOME_MAE: 'Conceição',
      NOME_PAI: 'Joaquim',
      PROFISSAO: 'Pedreiro',
      ESCOLARIDADE: 'Fundamental',
      RELIGIAO: 'Católica',
    },
    CERTIDAO_CASAMENTO: {
      CODIGO_RESIDENTE: 1,
      VERSAO: 1,
      NUMERO: '9876',
      LIVRO: 'B-12',
      FOLHA: '34',
      CARTORIO: 'Cartório Central',
      CIDADE: 'Campinas',
      ESTADO: 'PR',
      DATA_CASAMENTO: '1965-06-07',
      NOME_CONJUGE: 'Maria Silva',
    },
  };

  it('"Abrir" mostra todos os campos do formulário, agrupados como nele', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE, 'GET /residente/1': { corpo: COMPLETO } });
    abrirApp('/residentes/1');
    const dados = await screen.findByRole('region', { name: 'Dados do residente' });
    const grupo = (titulo: string) => {
      const titulo3 = within(dados).getByRole('heading', { name: titulo, level: 3 });
      return within(titulo3.parentElement as HTMLElement);
    };
    const esperado: Record<string, string[]> = {
      'Dados pessoais': [
        'José',
        'Silva',
        '12/05/1940',
        'Masculino',
        'Casado',
        'Brasileira',
        'Ribeirão Preto',
        'RJ',
        'Conceição',
        'Joaquim',
        'Pedreiro',
        'Fundamental',
        'Católica',
      ],
      Documentos: [
        '529.982.247-25',
        'MG123',
        'SSP',
        'MG',
        '02/01/1970',
        'SAMS77',
        '898 0010 0000 0003',
        'CONTA55',
        '123.45678.90-1',
        '0043 5687 0906',
      ],
      'Certidão de nascimento': ['4455', 'A-7', '88', 'Itu', 'SP'],
      'Certidão de casamento': [
        '9876',
        'B-12',
        '34',
        'Cartório Central',
        'Campinas',
        'PR',
        '07/06/1965',
        'Maria Silva',
      ],
      Acolhimento: ['02/01/2025', '04/03/2025', 'Voltou para a família', 'Gosta de música'],
    };
    for (const [titulo, valores] of Object.entries(esperado)) {
      for (const valor of valores) expect(grupo(titulo).getByText(valor)).toBeInTheDocument();
    }
  });

  it('um campo vazio aparece como "—" e a certidão de casamento só existe se houver', async () => {
    entrarComoUsuario();
    simularApi({ ...ROTA_SESSAO, ...DETALHE, 'GET /residente/1': { corpo: { ...RESIDENTE_SALVO } } });
    abrirApp('/residentes/1');
    const dados = await screen.findByRole('region', { name: 'Dados do residente' });
    const rotulo = within(dados).getByText('Cartão SAMS');
    expect(rotulo.nextElementSibling).toHaveTextContent('—');
    expect(within(dados).queryByRole('heading', { name: 'Certidão de casamento' })).not.toBeInTheDocument();
  });

  it.each([
    ['/residentes/999999', 'Residente não encontrado', '/residentes'],
    ['/residentes/999999/editar', 'Residente não encontrado', '/residentes'],
    ['/residentes/abc', 'Residente não encontrado', '/residentes'],
    ['/residentes/1/ficha/velha', MENSAGENS.paginaNaoEncontrada, '/residentes'],
    ['/convenios/999999/editar', 'Convênio não encontrado', '/convenios'],
    ['/convenios/abc', MENSAGENS.paginaNaoEncontrada, '/convenios'],
  ])('%s diz "%s" e leva de volta à lista', async (caminho, titulo, lista) => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /residente/999999': { status: 404, corpo: { message: MENSAGENS.naoEncontrado } },
      'GET /convenio-full/999999': { status: 404, corpo: { message: MENSAGENS.naoEncontrado } },
      'GET /residente?limite=10&deslocamento=0': paginaFalsa([], 0),
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa([], 0),
    });
    const { router } = abrirApp(caminho);
    expect(await screen.findByRole('heading', { name: titulo, level: 1 })).toBeInTheDocument();
    expect(chamadas.some((c) => c.caminho.includes('abc'))).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à lista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(lista));
  });
});

describe('Residentes: sessão expirada com dados digitados (decisão 0020)', () => {
  // Single, so the form saves without a marriage certificate.
  const SOLTEIRO = { ...RESIDENTE_SALVO, PESSOA: { ...RESIDENTE_SALVO.PESSOA, ESTADO_CIVIL: 'S' } };
  const edicao = () => ({
    'GET /residente/1': { corpo: SOLTEIRO },
    'PUT /residente/1': expiraNaPrimeira({ corpo: SOLTEIRO }),
  });
  const REENTRADA = {
    'POST /login/': () => loginAceito(),
    'GET /verifica-acesso/maria': { corpo: [{ PERMISSAO_ACESSO: 1 }] },
  };

  async function dialogoDeEntrada() {
    const dialogo = await screen.findByRole('dialog', { name: 'Sua sessão expirou' });
    expect(within(dialogo).getByLabelText(/E-mail/)).toHaveValue(SESSAO_MARIA.EMAIL);
    return dialogo;
  }

  async function entrarDeNovo(dialogo: HTMLElement) {
    await preencher(within(dialogo).getByLabelText(/Senha/), 'segredo');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sua sessão expirou' })).not.toBeInTheDocument(),
    );
  }

  async function editarObservacoes() {
    const resultado = abrirApp('/residentes/1/editar');
    await preencher(await screen.findByLabelText(/^Observações/), 'Prefere chá à tarde');
    expirarSessao();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    return resultado;
  }

  it('no formulário: o diálogo abre sobre a página, que fica com o menu e os dados; entrando de novo, Salvar grava', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      ...REENTRADA,
      ...edicao(),
    });
    const { router } = await editarObservacoes();
    const dialogo = await dialogoDeEntrada();
    expect(screen.getByRole('navigation', { name: 'Seções' })).toBeInTheDocument();
    await entrarDeNovo(dialogo);

    expect(router.state.location.pathname).toBe('/residentes/1/editar');
    expect(screen.getByLabelText(/^Observações/)).toHaveValue('Prefere chá à tarde');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/residentes/1'));
    const gravacoes = chamadas.filter((c) => c.metodo === 'PUT');
    expect(gravacoes).toHaveLength(2);
    expect(gravacoes[1]?.corpo).toMatchObject({ OBSERVACOES: 'Prefere chá à tarde' });
  });

  it('no modal de uma sub-lista: o modal continua aberto com o que foi digitado e salva depois de entrar', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      ...REENTRADA,
      'POST /beneficio/nome': { corpo: { existente: false } },
      'POST /beneficio': expiraNaPrimeira({ corpo: BENEFICIO_SALVO }),
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar benefício' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo benefício' });
    await preencher(within(modal).getByLabelText(/Nome do benefício/), 'BPC');
    expirarSessao();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    const dialogo = await dialogoDeEntrada();
    // Esc in the dialog is the dialog's: the modal underneath neither closes nor asks.
    await userEvent.keyboard('{Escape}');
    // Past the modals' opening transition: a question that was going to show is on screen by now.
    await new Promise((pronto) => setTimeout(pronto, 400));
    expect(screen.queryByText(TEXTO_ALTERACOES_NAO_SALVAS)).not.toBeInTheDocument();
    await entrarDeNovo(dialogo);

    expect(within(modal).getByLabelText(/Nome do benefício/)).toHaveValue('BPC');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    expect(await screen.findByText('Benefício salvo com sucesso')).toBeInTheDocument();
  });

  it('outro usuário que entra no diálogo vai ao início, sem a pergunta das alterações e sem a página anterior', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'POST /login/': () => loginAceito('joao'),
      'GET /verifica-acesso/joao': { corpo: [{ PERMISSAO_ACESSO: 1 }] },
      ...edicao(),
      'GET /prova-de-vida': { corpo: [] },
      'GET /aniversariante': { corpo: [] },
    });
    const { router } = await editarObservacoes();
    const dialogo = await dialogoDeEntrada();
    await userEvent.clear(within(dialogo).getByLabelText(/E-mail/));
    await preencher(within(dialogo).getByLabelText(/E-mail/), 'joao@lar.org');
    await entrarDeNovo(dialogo);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The home is a lazy chunk: the page below is replaced once it has loaded.
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Observações/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Alterações não salvas' })).not.toBeInTheDocument();
  });

  it('Cancelar no diálogo fecha só o diálogo: o formulário fica como estava, sem sessão', async () => {
    entrarComoUsuario();
    localStorage.setItem('la', '1');
    simularApi({ ...ROTA_SESSAO, ...DETALHE, ...edicao() });
    const { router } = await editarObservacoes();
    await userEvent.click(within(await dialogoDeEntrada()).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sua sessão expirou' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/residentes/1/editar');
    expect(screen.getByLabelText(/^Observações/)).toHaveValue('Prefere chá à tarde');
    expect(screen.getByRole('navigation', { name: 'Seções' })).toBeInTheDocument();
    // The notice over the page opens the dialog again.
    await userEvent.click(
      within(screen.getByRole('status', { name: 'Sessão expirada' })).getByRole('button', { name: 'Entrar' }),
    );
    await dialogoDeEntrada();
  });

  it('"Sair" no diálogo é a saída sem salvar: pergunta antes e então vai ao login, sessão esquecida', async () => {
    entrarComoUsuario();
    localStorage.setItem('la', '1');
    simularApi({ ...ROTA_SESSAO, ...DETALHE, ...edicao() });
    const { router } = await editarObservacoes();
    await userEvent.click(within(await dialogoDeEntrada()).getByRole('button', { name: 'Sair' }));
    const pergunta = await screen.findByRole('dialog', { name: 'Alterações não salvas' });
    await userEvent.click(within(pergunta).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/residentes/1/editar');
    expect(screen.getByLabelText(/^Observações/)).toHaveValue('Prefere chá à tarde');

    await userEvent.click(
      within(screen.getByRole('status', { name: 'Sessão expirada' })).getByRole('button', { name: 'Sair' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Alterações não salvas' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('navigation', { name: 'Seções' })).not.toBeInTheDocument();
    expect(localStorage.getItem('la')).toBeNull();
  });
});

describe('Residentes: registro alterado por outra pessoa (409 da VERSAO)', () => {
  const ALTERADO = { status: 409, corpo: { message: MENSAGENS.registroAlterado } };

  /** The alert inside the form, and its reload after the confirmation. */
  async function recarregarRegistro(dentro: HTMLElement) {
    const alerta = await within(dentro).findByRole('alert');
    expect(alerta).toHaveTextContent(MENSAGENS.registroAlterado);
    await userEvent.click(within(alerta).getByRole('button', { name: 'Recarregar registro' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Recarregar registro' })).getByRole('button', {
        name: 'Recarregar',
      }),
    );
  }

  function versoesEnviadas(chamadas: ChamadaFeita[]) {
    return chamadas.filter((c) => c.metodo === 'PUT').map((c) => (c.corpo as { VERSAO?: number }).VERSAO);
  }

  it('o formulário envia a VERSAO lida; no 409 mantém o digitado e recarrega o registro com a nova', async () => {
    entrarComoUsuario();
    const lido = { ...RESIDENTE_SALVO, PESSOA: { ...RESIDENTE_SALVO.PESSOA, ESTADO_CIVIL: 'S' } };
    const respostas = [lido, { ...lido, VERSAO: 2, OBSERVACOES: 'Mudou de quarto' }];
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /residente/1': () => ({ corpo: respostas.length > 1 ? respostas.shift() : respostas[0] }),
      'PUT /residente/1': ALTERADO,
    });
    abrirApp('/residentes/1/editar');
    await preencher(await screen.findByLabelText(/^Observações/), 'Prefere chá');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const formulario = screen.getByRole('form', { name: 'Residente' });
    expect(await within(formulario).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Observações/)).toHaveValue('Prefere chá');

    await recarregarRegistro(formulario);
    await waitFor(() => expect(screen.getByLabelText(/^Observações/)).toHaveValue('Mudou de quarto'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(versoesEnviadas(chamadas)).toEqual([1, 2]));
  });

  it('depois de recarregar mostra o que esta aba tinha digitado e o aplica de novo sobre o registro lido', async () => {
    entrarComoUsuario();
    const lido = { ...RESIDENTE_SALVO, PESSOA: { ...RESIDENTE_SALVO.PESSOA, ESTADO_CIVIL: 'S' } };
    const respostas = [lido, { ...lido, VERSAO: 2, OBSERVACOES: 'Mudou de quarto' }];
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /residente/1': () => ({ corpo: respostas.length > 1 ? respostas.shift() : respostas[0] }),
      'PUT /residente/1': () =>
        chamadas.filter((c) => c.metodo === 'PUT').length > 1 ? { corpo: respostas[0] } : ALTERADO,
    });
    abrirApp('/residentes/1/editar');
    await preencher(await screen.findByLabelText(/^Profissão/), 'Costureira');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const formulario = screen.getByRole('form', { name: 'Residente' });
    await recarregarRegistro(formulario);
    await waitFor(() => expect(screen.getByLabelText(/^Observações/)).toHaveValue('Mudou de quarto'));
    expect(screen.getByLabelText(/^Profissão/)).toHaveValue('');
    // Read again, the record is no longer stale: nothing by the buttons says it still is.
    expect(within(formulario).queryByText(MENSAGENS.registroAlterado)).not.toBeInTheDocument();

    const digitado = await within(formulario).findByRole('region', { name: 'O que você tinha digitado' });
    expect(digitado).toHaveTextContent('Profissão');
    expect(digitado).toHaveTextContent('Costureira');
    await userEvent.click(within(digitado).getByRole('button', { name: 'Aplicar de novo' }));
    expect(screen.getByLabelText(/^Profissão/)).toHaveValue('Costureira');
    expect(screen.getByLabelText(/^Observações/)).toHaveValue('Mudou de quarto');
    expect(
      within(formulario).queryByRole('region', { name: 'O que você tinha digitado' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(versoesEnviadas(chamadas)).toEqual([1, 2]));
    expect(chamadas.filter((c) => c.metodo === 'PUT')[1]?.corpo).toMatchObject({
      VERSAO: 2,
      OBSERVACOES: 'Mudou de quarto',
      PESSOA: { PROFISSAO: 'Costureira' },
    });
  }, 40_000);

  it('quando foi esta mesma pessoa em outra aba, o aviso diz isso, não "outra pessoa"', async () => {
    entrarComoUsuario();
    const lido = { ...RESIDENTE_SALVO, PESSOA: { ...RESIDENTE_SALVO.PESSOA, ESTADO_CIVIL: 'S' } };
    simularApi({ ...ROTA_SESSAO, 'GET /residente/1': { corpo: lido }, 'PUT /residente/1': ALTERADO });
    abrirApp('/residentes/1/editar');
    await preencher(await screen.findByLabelText(/^Observações/), 'Prefere chá');
    // Another tab of this browser, signed in as the same user, saved this record meanwhile.
    const outraAba = new BroadcastChannel('acolher.gravacoes');
    outraAba.postMessage({ login: 'maria', rota: 'PUT /residente/1' });
    outraAba.close();
    await new Promise((pronto) => setTimeout(pronto, 50));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const alerta = await within(screen.getByRole('form', { name: 'Residente' })).findByRole('alert');
    expect(alerta).toHaveTextContent('Você mesmo salvou este registro em outra aba');
    // Nor the snackbar, nor the failure beside the buttons.
    expect(document.body).not.toHaveTextContent('outra pessoa');
  });

  it('o modal de um benefício envia a VERSAO lida e, no 409, recarrega o benefício dentro do modal', async () => {
    entrarComoUsuario();
    const respostas = [[BENEFICIO_SALVO], [{ ...BENEFICIO_SALVO, VERSAO: 2, BANCO: 'Caixa' }]];
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      ...DETALHE,
      'GET /beneficio/1': () => ({ corpo: respostas.length > 1 ? respostas.shift() : respostas[0] }),
      'PUT /beneficio/1/BPC': ALTERADO,
    });
    abrirApp('/residentes/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar BPC' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar benefício' });
    await preencher(within(modal).getByLabelText('Banco'), 'Itaú');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    expect(await within(modal).findByRole('alert')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Banco')).toHaveValue('Itaú');

    await recarregarRegistro(modal);
    await waitFor(() => expect(within(modal).getByLabelText('Banco')).toHaveValue('Caixa'));
    // What this modal had typed is shown beside the record read again (decision 0046).
    const digitado = await within(modal).findByRole('region', { name: 'O que você tinha digitado' });
    expect(digitado).toHaveTextContent('Banco: Itaú');
    await userEvent.click(within(digitado).getByRole('button', { name: 'Descartar' }));
    expect(
      within(modal).queryByRole('region', { name: 'O que você tinha digitado' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar benefício' }));
    await waitFor(() => expect(versoesEnviadas(chamadas)).toEqual([1, 2]));
  });
});
