import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHAVE_TRATADOS } from '../../lib/chaves.ts';
import { acaoDaLinha, preencher } from '../../test/acoes.ts';
import { entrarComoUsuario, paginaFalsa, ROTA_SESSAO, simularApi } from '../../test/api-falsa.ts';
import { abrirApp } from '../../test/renderizar.tsx';

function plano(codigo: number, nome: string, residentes = 0) {
  return {
    CODIGO: codigo,
    NOME: nome,
    TIPO: 'saude',
    CNPJ: '11222333000181',
    REGISTRO_ANS: '123456',
    CIDADE: 'Recife',
    ESTADO: 'PE',
    TELEFONE: '81988887777',
    RESIDENTES_ATIVOS: residentes,
    ATIVO: true,
    DATA_INATIVACAO: null,
    MOTIVO_INATIVACAO: null,
  };
}

const PRIMEIRA_PAGINA = Array.from({ length: 10 }, (_, i) => plano(i + 1, `Plano ${i + 1}`));

const CONVENIO_SALVO = {
  CODIGO: 9,
  VERSAO: 1,
  NOME: 'Novo Plano',
  TIPO: 'saude',
  CNPJ: '11222333000181',
  REGISTRO_ANS: null,
  SITE: null,
  EMAIL: null,
  OBSERVACOES: null,
  ATIVO: true,
  DATA_INATIVACAO: null,
  MOTIVO_INATIVACAO: null,
  ENDERECO: null,
  TELEFONE: [],
};

describe('Convênios: lista', () => {
  it('mostra Ativos com 10 por página, pagina e troca para Desativados', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa(PRIMEIRA_PAGINA, 12),
      'GET /convenio?limite=10&deslocamento=10': paginaFalsa(
        [plano(11, 'Plano 11'), plano(12, 'Plano 12')],
        12,
      ),
      'GET /convenio-desativados?limite=10&deslocamento=0': paginaFalsa([plano(20, 'Saúde Antiga')], 1),
    });
    abrirApp('/convenios');
    const tabela = await screen.findByRole('table', { name: 'Convênios ativos' });
    expect(await within(tabela).findByText('Plano 10')).toBeInTheDocument();
    expect(within(tabela).getAllByRole('row')).toHaveLength(11);
    expect(within(tabela).getAllByText('11.222.333/0001-81')).toHaveLength(10);
    const telefones = within(tabela).getAllByRole('link', { name: '(81) 98888-7777' });
    expect(telefones).toHaveLength(10);
    expect(telefones[0]).toHaveAttribute('href', 'tel:+5581988887777');

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Plano 12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Desativados' }));
    expect(await screen.findByText('Saúde Antiga')).toBeInTheDocument();
    expect(chamadas.map((c) => c.caminho)).toContain('/convenio-desativados?limite=10&deslocamento=0');
  });

  it('"Inativado em" só aparece em Desativados, onde tem o que dizer', async () => {
    entrarComoUsuario();
    simularApi({
      ...ROTA_SESSAO,
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa([plano(1, 'Vida Plena')], 1),
      'GET /convenio-desativados?limite=10&deslocamento=0': paginaFalsa(
        [{ ...plano(2, 'Saúde Antiga'), ATIVO: false, DATA_INATIVACAO: '2025-04-05' }],
        1,
      ),
    });
    abrirApp('/convenios');
    const ativos = await screen.findByRole('table', { name: 'Convênios ativos' });
    await within(ativos).findByText('Vida Plena');
    expect(within(ativos).queryByText('Inativado em')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Desativados' }));
    const desativados = await screen.findByRole('table', { name: 'Convênios desativados' });
    await within(desativados).findByText('Saúde Antiga');
    expect(within(desativados).getByText('Inativado em')).toBeInTheDocument();
    expect(within(desativados).getByText('05/04/2025')).toBeInTheDocument();
  });

  it('envia a busca ao servidor depois de uma pausa na digitação', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa(PRIMEIRA_PAGINA, 10),
      'GET /convenio?busca=sa%C3%BAde&limite=10&deslocamento=0': paginaFalsa([plano(5, 'Saúde Total')], 1),
    });
    abrirApp('/convenios');
    await screen.findByText('Plano 1');
    await preencher(screen.getByLabelText('Buscar convênio pelo nome'), 'saúde');
    expect(await screen.findByText('Saúde Total')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.caminho.includes('busca='))).toHaveLength(1);
  });
});

describe('Convênios: inativar', () => {
  it('em uso por residentes ativos pede uma segunda confirmação com a mensagem do servidor e envia confirmar=true', async () => {
    entrarComoUsuario();
    const mensagem = 'Convênio em uso por 3 residente(s) ativo(s). Confirme para inativar.';
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa([plano(7, 'Vida Plena', 3)], 1),
      'DELETE /convenio/7': { status: 409, corpo: { message: mensagem, emUso: 3 } },
      'DELETE /convenio/7?confirmar=true': { status: 204 },
    });
    abrirApp('/convenios');
    await acaoDaLinha('Vida Plena', 'Inativar');
    const primeira = await screen.findByRole('dialog');
    expect(within(primeira).getByText('Inativar o convênio Vida Plena?')).toBeInTheDocument();
    await userEvent.click(within(primeira).getByText('Sim'));

    // The message may render a moment before its dialog has a name: look for the dialog itself.
    const segunda = await screen.findByRole('dialog', { name: 'Convênio em uso' });
    expect(within(segunda).getByText(mensagem)).toBeInTheDocument();
    await userEvent.click(within(segunda).getByText('Inativar mesmo assim'));
    expect(await screen.findByText('Convênio inativado com sucesso')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'DELETE').map((c) => c.caminho)).toEqual([
      '/convenio/7',
      '/convenio/7?confirmar=true',
    ]);
  });

  it('outro 409 (registro alterado) é só um aviso de erro, sem pedir a segunda confirmação', async () => {
    entrarComoUsuario();
    const mensagem = 'Este registro foi alterado por outra pessoa desde que você o abriu';
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa([plano(9, 'Mudado', 1)], 1),
      'DELETE /convenio/9': { status: 409, corpo: { message: mensagem } },
    });
    abrirApp('/convenios');
    await acaoDaLinha('Mudado', 'Inativar');
    await userEvent.click(within(await screen.findByRole('dialog')).getByText('Sim'));
    expect(await screen.findByText(mensagem)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Convênio em uso' })).not.toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'DELETE')).toHaveLength(1);
  });

  it('sem residentes inativa na primeira confirmação', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa([plano(8, 'Livre')], 1),
      'DELETE /convenio/8': { status: 204 },
    });
    const { queryClient } = abrirApp('/convenios');
    queryClient.setQueryData([CHAVE_TRATADOS], [{ CODIGO: 8, NOME: 'Livre' }]);
    await acaoDaLinha('Livre', 'Inativar');
    const confirmacao = await screen.findByRole('dialog');
    // Enter out of habit answers "Não": the focus starts there.
    await waitFor(() => expect(within(confirmacao).getByText('Não').closest('button')).toHaveFocus());
    await userEvent.click(within(confirmacao).getByText('Sim'));
    expect(await screen.findByText('Convênio inativado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(chamadas.filter((c) => c.metodo === 'DELETE')).toHaveLength(1));
    // The residents' membership form must not offer the plan any more.
    await waitFor(() => expect(queryClient.getQueryState([CHAVE_TRATADOS])?.isInvalidated).toBe(true));
  });
});

describe('Convênios: formulário', () => {
  it('salva o convênio com endereço e telefones normalizados e volta à lista', async () => {
    entrarComoUsuario();
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa([], 0),
      'POST /convenio': { status: 201, corpo: CONVENIO_SALVO },
    });
    abrirApp('/convenios/novo');
    await preencher(await screen.findByLabelText(/^Nome/), 'Novo Plano');
    await preencher(screen.getByLabelText('CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    await preencher(screen.getByLabelText('CEP'), '50000000');
    await preencher(screen.getByLabelText(/^Logradouro/), 'Rua Aurora');
    await preencher(screen.getByLabelText(/^Cidade/), 'Recife');
    await userEvent.click(screen.getByRole('combobox', { name: 'UF' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PE', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar telefone' }));
    await preencher(screen.getByLabelText(/^Telefone 1/), '81988887777');
    expect(screen.getByLabelText(/^Telefone 1/)).toHaveValue('(81) 98888-7777');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Convênio salvo com sucesso')).toBeInTheDocument();
    const envio = chamadas.find((c) => c.metodo === 'POST');
    expect(envio?.corpo).toMatchObject({
      NOME: 'Novo Plano',
      TIPO: 'saude',
      CNPJ: '11222333000181',
      ENDERECO: { CEP: '50000000', LOGRADOURO: 'Rua Aurora', CIDADE: 'Recife', ESTADO: 'PE' },
      TELEFONE: [{ NUMERO: '81988887777', TIPO: 'celular', OBSERVACAO: null }],
    });
    await screen.findByRole('table', { name: 'Convênios ativos' });
  });

  it('editar: o PUT leva o endereço mudado e só os telefones mantidos, e as opções dos residentes são relidas', async () => {
    entrarComoUsuario();
    const existente = {
      ...CONVENIO_SALVO,
      ENDERECO: {
        CODIGO: 3,
        VERSAO: 1,
        CEP: '50000000',
        LOGRADOURO: 'Rua Aurora',
        NUMERO: '10',
        COMPLEMENTO: null,
        BAIRRO: 'Boa Vista',
        CIDADE: 'Recife',
        ESTADO: 'PE',
        REFERENCIA: null,
      },
      TELEFONE: [
        { CODIGO: 41, VERSAO: 1, NUMERO: '8133334444', TIPO: 'comercial', OBSERVACAO: null },
        { CODIGO: 42, VERSAO: 1, NUMERO: '81988887777', TIPO: 'celular', OBSERVACAO: 'Plantão' },
      ],
    };
    const { chamadas } = simularApi({
      ...ROTA_SESSAO,
      'GET /convenio-full/9': { corpo: existente },
      'PUT /convenio/9': { corpo: existente },
      'GET /convenio?limite=10&deslocamento=0': paginaFalsa([], 0),
    });
    const { queryClient } = abrirApp('/convenios/9/editar');
    queryClient.setQueryData([CHAVE_TRATADOS], [{ CODIGO: 9, NOME: 'Novo Plano' }]);
    const logradouro = await screen.findByLabelText(/^Logradouro/);
    expect(logradouro).toHaveValue('Rua Aurora');
    await userEvent.clear(logradouro);
    await preencher(logradouro, 'Rua da Hora');
    await userEvent.click(screen.getByRole('button', { name: 'Remover telefone 1' }));
    expect(screen.getByLabelText(/^Telefone 1/)).toHaveValue('(81) 98888-7777');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Convênio salvo com sucesso')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo !== 'GET').map((c) => `${c.metodo} ${c.caminho}`)).toEqual([
      'PUT /convenio/9',
    ]);
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toMatchObject({
      NOME: 'Novo Plano',
      ENDERECO: { LOGRADOURO: 'Rua da Hora', CEP: '50000000', CIDADE: 'Recife', ESTADO: 'PE' },
      TELEFONE: [{ CODIGO: 42, NUMERO: '81988887777', TIPO: 'celular', OBSERVACAO: 'Plantão' }],
    });
    expect(queryClient.getQueryState([CHAVE_TRATADOS])?.isInvalidated).toBe(true);
  });
});
