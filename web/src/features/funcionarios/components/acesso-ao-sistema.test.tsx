import { MENSAGENS } from '@acolher/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Provedores } from '../../../app/provedores.tsx';
import { TEXTO_ALTERACOES_NAO_SALVAS } from '../../../components/aviso-alteracoes.tsx';
import { criarQueryClient } from '../../../lib/cliente-consultas.ts';
import {
  entrarComoUsuario,
  type RespostaFalsa,
  SESSAO_EQUIPE,
  SESSAO_MARIA,
  simularApi,
} from '../../../test/api-falsa.ts';
import { funcionarioSalvo, pessoaSalva } from '../../../test/registros.ts';
import {
  ACESSO_BLOQUEADO,
  ACESSO_BLOQUEADO_ATE_READMITIR,
  AcessoAoSistema,
  PRIMEIRO_ACESSO_PENDENTE,
  SEM_ACESSO,
  TEXTO_REATIVAR_ACESSO,
  TEXTO_REDEFINIR_SENHA,
} from './acesso-ao-sistema.tsx';

const FUNCIONARIO = 7;
const CONTA = {
  CODIGO: 3,
  CODIGO_FUNCIONARIO: FUNCIONARIO,
  EMAIL: 'joana@lar.org',
  LOGIN: 'joana',
  PERMISSAO_ACESSO: 2,
  primeiro_acesso: true,
  ATIVO: true,
  VERSAO: 4,
};
/** The record the page reads, which carries the account (or none). */
const registro = (USUARIO: typeof CONTA | null): RespostaFalsa => ({
  corpo: funcionarioSalvo({
    CODIGO_FUNCIONARIO: FUNCIONARIO,
    PESSOA: pessoaSalva({ CODIGO: 70, NOME: 'Joana', SOBRENOME: 'Prado', DATA_NASCIMENTO: '1988-02-03' }),
    USUARIO,
  }),
});
const SEM_CONTA = registro(null);
const LER_REGISTRO = `GET /funcionario-full/${FUNCIONARIO}`;

/** The panel inside a data router (its modals guard Back with the router's blocker), as the record page holds it. */
function abrirAcesso(rotas: Record<string, RespostaFalsa | (() => RespostaFalsa)>, sessao = SESSAO_MARIA) {
  entrarComoUsuario(sessao.LOGIN);
  const api = simularApi({ 'GET /sessao': { corpo: sessao }, ...rotas });
  const router = createMemoryRouter([
    { path: '/', element: <AcessoAoSistema codigoFuncionario={FUNCIONARIO} /> },
  ]);
  const queryClient = criarQueryClient();
  render(
    <Provedores queryClient={queryClient}>
      <RouterProvider router={router} />
    </Provedores>,
  );
  return { ...api, queryClient };
}

/** Answers `antes` until the first write, then `depois`: the account as read again after it. */
function antesEDepois(antes: RespostaFalsa, depois: RespostaFalsa) {
  let escrito = false;
  return {
    ler: () => (escrito ? depois : antes),
    escrever: (resposta: RespostaFalsa) => (): RespostaFalsa => {
      escrito = true;
      return resposta;
    },
  };
}

async function preencher(rotulo: string, texto: string) {
  const campo = screen.getByRole('textbox', { name: rotulo });
  await userEvent.clear(campo);
  await userEvent.click(campo);
  await userEvent.paste(texto);
}

describe('Acesso ao sistema (decision 0027)', () => {
  it('perfil Equipe (2): não aparece e não pede a conta ao servidor', async () => {
    const { chamadas, queryClient } = abrirAcesso({ [LER_REGISTRO]: registro(CONTA) }, SESSAO_EQUIPE);
    // Once the role is known, not while it is read (when nothing shows for anyone).
    await waitFor(() => expect(queryClient.getQueryState(['sessao'])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Acesso ao sistema' })).not.toBeInTheDocument();
    expect(chamadas.map((c) => c.caminho)).not.toContain(`/funcionario-full/${FUNCIONARIO}`);
  });

  it('mostra e-mail, login, perfil e o primeiro acesso pendente', async () => {
    abrirAcesso({ [LER_REGISTRO]: registro(CONTA) });
    const painel = await screen.findByRole('region', { name: 'Acesso ao sistema' });
    expect(await within(painel).findByText('joana@lar.org')).toBeInTheDocument();
    expect(within(painel).getByText('joana')).toBeInTheDocument();
    expect(within(painel).getByText('Equipe')).toBeInTheDocument();
    expect(within(painel).getByText(PRIMEIRO_ACESSO_PENDENTE)).toBeInTheDocument();
  });

  it('sem conta: diz "Sem acesso ao sistema", cria com perfil Equipe e mostra a conta criada', async () => {
    const conta = antesEDepois(SEM_CONTA, registro(CONTA));
    const { chamadas } = abrirAcesso({
      [LER_REGISTRO]: conta.ler,
      'POST /usuario/email': { corpo: { existente: false } },
      'POST /usuario/login': { corpo: { existente: false } },
      'POST /usuario': conta.escrever({ status: 201, corpo: CONTA }),
    });
    expect(await screen.findByText(SEM_ACESSO)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dar acesso ao sistema' }));
    const modal = await screen.findByRole('dialog', { name: 'Dar acesso ao sistema' });
    expect(within(modal).getByRole('combobox', { name: 'Perfil de acesso' })).toHaveValue('Equipe');
    await preencher('E-mail', 'joana@lar.org');
    await preencher('Login', 'joana');
    await preencher('Senha inicial', 'inicio123');
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('joana@lar.org')).toBeInTheDocument();
    expect(screen.queryByText(SEM_ACESSO)).not.toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST' && c.caminho === '/usuario')?.corpo).toEqual({
      EMAIL: 'joana@lar.org',
      LOGIN: 'joana',
      PERMISSAO_ACESSO: 2,
      SENHA: 'inicio123',
      CODIGO_FUNCIONARIO: FUNCIONARIO,
    });
  });

  it('e-mail e login já usados por outra conta aparecem enquanto se digita, com CODIGO = o funcionário', async () => {
    const { chamadas } = abrirAcesso({
      [LER_REGISTRO]: SEM_CONTA,
      'POST /usuario/email': { corpo: { existente: true } },
      'POST /usuario/login': { corpo: { existente: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dar acesso ao sistema' }));
    await screen.findByRole('dialog', { name: 'Dar acesso ao sistema' });
    await preencher('E-mail', 'ana@lar.org');
    expect(await screen.findByText('E-mail já existente')).toBeInTheDocument();
    await preencher('Login', 'ana');
    expect(await screen.findByText('Login já existente')).toBeInTheDocument();
    expect(chamadas.find((c) => c.caminho === '/usuario/email')?.corpo).toEqual({
      EMAIL: 'ana@lar.org',
      CODIGO: FUNCIONARIO,
    });
    expect(chamadas.find((c) => c.caminho === '/usuario/login')?.corpo).toEqual({
      LOGIN: 'ana',
      CODIGO: FUNCIONARIO,
    });
  });

  it('editar envia e-mail, login e perfil; o 422 do último administrador aparece como o servidor o diz', async () => {
    const { chamadas } = abrirAcesso({
      [LER_REGISTRO]: registro({ ...CONTA, PERMISSAO_ACESSO: 1 }),
      'POST /usuario/email': { corpo: { existente: false } },
      'POST /usuario/login': { corpo: { existente: false } },
      [`PUT /usuario/${FUNCIONARIO}`]: { status: 422, corpo: { message: MENSAGENS.ultimoAdministrador } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar acesso' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar acesso' });
    expect(within(modal).getByRole('textbox', { name: 'E-mail' })).toHaveValue('joana@lar.org');
    await userEvent.click(within(modal).getByRole('combobox', { name: 'Perfil de acesso' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Equipe', hidden: true }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));

    expect(await within(modal).findByText(MENSAGENS.ultimoAdministrador)).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({
      EMAIL: 'joana@lar.org',
      LOGIN: 'joana',
      PERMISSAO_ACESSO: 2,
      VERSAO: 4,
    });
  });

  it('Redefinir senha pergunta antes, avisa das sessões encerradas e envia a nova senha inicial', async () => {
    const conta = antesEDepois(registro({ ...CONTA, primeiro_acesso: false }), registro(CONTA));
    const { chamadas } = abrirAcesso({
      [LER_REGISTRO]: conta.ler,
      [`POST /usuario-redefinir-senha/${FUNCIONARIO}`]: conta.escrever({
        corpo: { message: MENSAGENS.senhaInicialRedefinida },
      }),
    });
    await screen.findByText('joana@lar.org');
    expect(screen.queryByText(PRIMEIRO_ACESSO_PENDENTE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText(TEXTO_REDEFINIR_SENHA)).toBeInTheDocument();
    expect(chamadas.some((c) => c.caminho.startsWith('/usuario-redefinir-senha'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));

    const modal = await screen.findByRole('dialog', { name: 'Nova senha inicial' });
    await preencher('Senha inicial', 'nova1234');
    await userEvent.click(within(modal).getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText(PRIMEIRO_ACESSO_PENDENTE)).toBeInTheDocument();
    expect(chamadas.find((c) => c.caminho === `/usuario-redefinir-senha/${FUNCIONARIO}`)?.corpo).toEqual({
      SENHA: 'nova1234',
    });
  });

  it('conta bloqueada (demissão): diz que está bloqueada e só volta com "Reativar acesso", confirmado, com a VERSAO', async () => {
    const bloqueada = { ...CONTA, primeiro_acesso: false, ATIVO: false };
    const conta = antesEDepois(registro(bloqueada), registro({ ...bloqueada, ATIVO: true, VERSAO: 5 }));
    const { chamadas } = abrirAcesso({
      [LER_REGISTRO]: conta.ler,
      [`POST /usuario-reativar/${FUNCIONARIO}`]: conta.escrever({ corpo: { ...bloqueada, ATIVO: true } }),
    });
    expect(await screen.findByText(ACESSO_BLOQUEADO)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reativar acesso' }));
    expect(await screen.findByText(TEXTO_REATIVAR_ACESSO)).toBeInTheDocument();
    expect(chamadas.some((c) => c.caminho.startsWith('/usuario-reativar'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByText(ACESSO_BLOQUEADO)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reativar acesso' })).not.toBeInTheDocument();
    expect(chamadas.find((c) => c.caminho === `/usuario-reativar/${FUNCIONARIO}`)?.corpo).toEqual({
      VERSAO: 4,
    });
  });

  it('de um funcionário demitido, a conta bloqueada não se reativa: pede readmitir antes', async () => {
    const demitido = funcionarioSalvo({
      CODIGO_FUNCIONARIO: FUNCIONARIO,
      PESSOA: pessoaSalva({ CODIGO: 70, NOME: 'Joana', SOBRENOME: 'Prado', DATA_NASCIMENTO: '1988-02-03' }),
      ATIVO: false,
      DATA_DEMISSAO: '2024-01-10',
      MOTIVO_DEMISSAO: 'Fim do contrato',
      USUARIO: { ...CONTA, ATIVO: false },
    });
    abrirAcesso({ [LER_REGISTRO]: { corpo: demitido } });
    expect(await screen.findByText(ACESSO_BLOQUEADO)).toBeInTheDocument();
    expect(screen.getByText(ACESSO_BLOQUEADO_ATE_READMITIR)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reativar acesso' })).not.toBeInTheDocument();
  });

  it('fechar o formulário com algo digitado pergunta antes de descartar', async () => {
    abrirAcesso({
      [LER_REGISTRO]: SEM_CONTA,
      'POST /usuario/email': { corpo: { existente: false } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dar acesso ao sistema' }));
    const modal = await screen.findByRole('dialog', { name: 'Dar acesso ao sistema' });
    await preencher('E-mail', 'joana@lar.org');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText(TEXTO_ALTERACOES_NAO_SALVAS)).toBeInTheDocument();
  });
});
