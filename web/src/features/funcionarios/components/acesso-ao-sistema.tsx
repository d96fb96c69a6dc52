import {
  CAMPOS_USUARIO,
  MENSAGENS,
  PERFIS_DE_ACESSO,
  type Usuario,
  usuarioAtualizacao,
  usuarioInput,
  usuarioRedefinirSenhaRequest,
} from '@acolher/contract';
import { Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoDoCatalogo } from '../../../components/campo-do-catalogo.tsx';
import { Form } from '../../../components/formulario.tsx';
import { ModalConfirmacao } from '../../../components/modal-confirmacao.tsx';
import {
  BotoesDoItem,
  type ModalDoItem,
  ModalDoItemAberto,
  useModalDoItem,
  useSalvarItem,
} from '../../../components/sub-lista.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { usePermissao } from '../../../lib/permissao.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { funcionarioFullQuery } from '../api/funcionario-full.ts';
import { useAtualizarUsuario } from '../api/usuario-atualizar.ts';
import { useCriarUsuario } from '../api/usuario-criar.ts';
import { useReativarUsuario } from '../api/usuario-reativar.ts';
import { useRedefinirSenhaUsuario } from '../api/usuario-redefinir-senha.ts';

const TITULO = 'Acesso ao sistema';
export const SEM_ACESSO = 'Sem acesso ao sistema';
export const PRIMEIRO_ACESSO_PENDENTE = 'Primeiro acesso pendente';
/** A dismissal blocks the account, and a rehire leaves it so (decision 0045). */
export const ACESSO_BLOQUEADO = 'Acesso bloqueado';
export const ACESSO_BLOQUEADO_ATE_READMITIR =
  'O funcionário está inativo: reative-o antes de reativar o acesso ao sistema.';
export const TEXTO_REATIVAR_ACESSO =
  'Reativar o acesso deste usuário? Ele volta a entrar no sistema com a senha que tinha; para dar uma nova senha inicial, use "Redefinir senha".';
export const TEXTO_REDEFINIR_SENHA =
  'Redefinir a senha deste usuário? As sessões abertas dele serão encerradas e, no próximo acesso, ele entrará com a senha inicial que você definir e criará uma nova senha.';

/** The create form: the account without its employee, which this screen knows. */
const novaConta = usuarioInput.omit({ CODIGO_FUNCIONARIO: true });
type ValoresConta = Record<'EMAIL' | 'LOGIN' | 'PERMISSAO_ACESSO', string>;
type ValoresNovaConta = ValoresConta & { SENHA: string };

/**
 * The employee's login (decision 0027): e-mail, login, role and the pending first access, or none; the
 * administrator creates it, edits it and resets its password. Shown to role 1 only, as every account
 * route is theirs alone.
 */
export function AcessoAoSistema({ codigoFuncionario }: { codigoFuncionario: number }) {
  const { administrador } = usePermissao();
  if (!administrador) return null;
  return <PainelDoAcesso codigoFuncionario={codigoFuncionario} />;
}

function PainelDoAcesso({ codigoFuncionario }: { codigoFuncionario: number }) {
  // The record the page shows already carries the account (USUARIO): the same query, no request of its own.
  const { data, isPending } = useQuery({
    ...funcionarioFullQuery(codigoFuncionario),
    select: (registro) => ({ conta: registro.USUARIO, funcionarioAtivo: registro.ATIVO }),
  });
  const conta = data?.conta;
  // The account modal: null creates, an account edits; the password modal only ever edits.
  const modalConta = useModalDoItem<Usuario>();
  const modalSenha = useModalDoItem<Usuario>();
  const [confirmandoRedefinicao, setConfirmandoRedefinicao] = useState(false);
  const reativacao = useReativacaoDoAcesso(codigoFuncionario);

  return (
    <>
      <Card withBorder component="section" aria-label={TITULO}>
        <Stack>
          <Title order={2} size="h4">
            {TITULO}
          </Title>
          {isPending && <Loader size="sm" aria-label={`Carregando ${TITULO.toLowerCase()}`} />}
          {conta === null && <Text c="gray.7">{SEM_ACESSO}</Text>}
          {conta && <DadosDaConta conta={conta} />}
          {conta && !conta.ATIVO && !data?.funcionarioAtivo && (
            <Text c="gray.7">{ACESSO_BLOQUEADO_ATE_READMITIR}</Text>
          )}
          {!isPending && (
            <Group>
              {conta ? (
                <>
                  <Button variant="light" onClick={() => modalConta.abrir(conta)}>
                    Editar acesso
                  </Button>
                  <Button variant="default" onClick={() => setConfirmandoRedefinicao(true)}>
                    Redefinir senha
                  </Button>
                  {!conta.ATIVO && data?.funcionarioAtivo && (
                    <Button loading={reativacao.carregando} onClick={() => reativacao.pedir(conta)}>
                      Reativar acesso
                    </Button>
                  )}
                </>
              ) : (
                <Button variant="light" onClick={() => modalConta.abrir(null)}>
                  Dar acesso ao sistema
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Card>
      <ModalDoItemAberto
        modal={modalConta}
        titulo={modalConta.adicionando ? 'Dar acesso ao sistema' : 'Editar acesso'}
      >
        {(atual, modal) =>
          atual ? (
            <FormularioEdicao conta={atual} codigoFuncionario={codigoFuncionario} modal={modal} />
          ) : (
            <FormularioNovaConta codigoFuncionario={codigoFuncionario} modal={modal} />
          )
        }
      </ModalDoItemAberto>
      <ModalConfirmacao
        opened={confirmandoRedefinicao}
        titulo="Redefinir senha"
        texto={TEXTO_REDEFINIR_SENHA}
        destrutiva
        onCancel={() => setConfirmandoRedefinicao(false)}
        onConfirm={() => {
          setConfirmandoRedefinicao(false);
          if (conta) modalSenha.abrir(conta);
        }}
      />
      {reativacao.modal}
      <ModalDoItemAberto modal={modalSenha} titulo="Nova senha inicial">
        {(atual, modal) => atual && <FormularioSenha codigoFuncionario={codigoFuncionario} modal={modal} />}
      </ModalDoItemAberto>
    </>
  );
}

/**
 * "Reativar acesso": the administrator's explicit decision (decision 0045), confirmed first, sent
 * with the account's VERSAO as the page read it.
 */
function useReativacaoDoAcesso(codigoFuncionario: number) {
  const [alvo, setAlvo] = useState<Usuario | null>(null);
  const reativar = useReativarUsuario();
  async function confirmar(conta: Usuario) {
    setAlvo(null);
    try {
      await reativar.mutateAsync({ funcionario: codigoFuncionario, dados: { VERSAO: conta.VERSAO } });
      notificar('Acesso ao sistema reativado', 'sucesso');
    } catch {
      // The mutation's own failure has already been said (lib/cliente-consultas.ts).
    }
  }
  const modal = (
    <ModalConfirmacao
      opened={alvo !== null}
      titulo="Reativar acesso"
      texto={TEXTO_REATIVAR_ACESSO}
      onCancel={() => setAlvo(null)}
      onConfirm={() => alvo && void confirmar(alvo)}
    />
  );
  return { pedir: setAlvo, modal, carregando: reativar.isPending };
}

function DadosDaConta({ conta }: { conta: Usuario }) {
  const linhas: [string, string][] = [
    [CAMPOS_USUARIO.EMAIL.rotulo, conta.EMAIL],
    [CAMPOS_USUARIO.LOGIN.rotulo, conta.LOGIN],
    [CAMPOS_USUARIO.PERMISSAO_ACESSO.rotulo, PERFIS_DE_ACESSO[String(conta.PERMISSAO_ACESSO)] ?? '—'],
  ];
  return (
    <Stack gap="xs">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {linhas.map(([rotulo, valor]) => (
            <Table.Tr key={rotulo}>
              <Table.Th w={160}>{rotulo}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{valor}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!conta.ATIVO && (
        <Badge color="red" variant="light">
          {ACESSO_BLOQUEADO}
        </Badge>
      )}
      {conta.primeiro_acesso && (
        <Badge color="orange" variant="light">
          {PRIMEIRO_ACESSO_PENDENTE}
        </Badge>
      )}
    </Stack>
  );
}

/** The catalogue's fields of an account; the checks exclude this employee's own account (docs/produto.md §5). */
function CamposDaConta({ codigoFuncionario, comSenha }: { codigoFuncionario: number; comSenha: boolean }) {
  const nomes = ['EMAIL', 'LOGIN', 'PERMISSAO_ACESSO', ...(comSenha ? (['SENHA'] as const) : [])] as const;
  return nomes.map((nome) => (
    <CampoDoCatalogo
      key={nome}
      nome={nome}
      campo={CAMPOS_USUARIO[nome]}
      codigoDaUnicidade={() => codigoFuncionario}
    />
  ));
}

function FormularioNovaConta({
  codigoFuncionario,
  modal,
}: {
  codigoFuncionario: number;
  modal: ModalDoItem;
}) {
  const form = useFormulario(novaConta, {
    EMAIL: '',
    LOGIN: '',
    PERMISSAO_ACESSO: CAMPOS_USUARIO.PERMISSAO_ACESSO.padrao,
    SENHA: '',
  } satisfies ValoresNovaConta);
  const criar = useCriarUsuario();
  const { salvando, enviar } = useSalvarItem(form, 'Acesso ao sistema criado', modal, (valores) =>
    criar.mutateAsync({ ...novaConta.parse(valores), CODIGO_FUNCIONARIO: codigoFuncionario }),
  );
  return (
    <Form form={form} onSubmit={enviar} aria-label="Dar acesso ao sistema">
      <Stack>
        <CamposDaConta codigoFuncionario={codigoFuncionario} comSenha />
        <Text size="sm" c="gray.7">
          No primeiro acesso, o usuário entra com a senha inicial e define a sua.
        </Text>
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar" salvando={salvando} />
      </Stack>
    </Form>
  );
}

function FormularioEdicao({
  conta,
  codigoFuncionario,
  modal,
}: {
  conta: Usuario;
  codigoFuncionario: number;
  modal: ModalDoItem;
}) {
  const form = useFormulario(usuarioAtualizacao, {
    EMAIL: conta.EMAIL,
    LOGIN: conta.LOGIN,
    PERMISSAO_ACESSO: String(conta.PERMISSAO_ACESSO),
  } satisfies ValoresConta);
  const atualizar = useAtualizarUsuario();
  const { salvando, enviar } = useSalvarItem(form, MENSAGENS.usuarioAtualizado, modal, (valores) =>
    atualizar.mutateAsync({
      funcionario: codigoFuncionario,
      dados: usuarioAtualizacao.parse({ ...valores, VERSAO: conta.VERSAO }),
    }),
  );
  return (
    <Form form={form} onSubmit={enviar} aria-label="Editar acesso">
      <Stack>
        <CamposDaConta codigoFuncionario={codigoFuncionario} comSenha={false} />
        <Text size="sm" c="gray.7">
          Mudar o e-mail, o login ou o perfil encerra as sessões abertas do usuário.
        </Text>
        <BotoesDoItem modal={modal} rotuloSalvar="Salvar" salvando={salvando} />
      </Stack>
    </Form>
  );
}

function FormularioSenha({ codigoFuncionario, modal }: { codigoFuncionario: number; modal: ModalDoItem }) {
  const form = useFormulario(usuarioRedefinirSenhaRequest, { SENHA: '' });
  const redefinir = useRedefinirSenhaUsuario();
  const { salvando, enviar } = useSalvarItem(form, MENSAGENS.senhaInicialRedefinida, modal, (valores) =>
    redefinir.mutateAsync({ funcionario: codigoFuncionario, dados: valores }),
  );
  return (
    <Form form={form} onSubmit={enviar} aria-label="Nova senha inicial">
      <Stack>
        <CampoDoCatalogo
          nome="SENHA"
          campo={CAMPOS_USUARIO.SENHA}
          codigoDaUnicidade={() => codigoFuncionario}
        />
        <BotoesDoItem modal={modal} rotuloSalvar="Redefinir senha" salvando={salvando} />
      </Stack>
    </Form>
  );
}
