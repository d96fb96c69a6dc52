import { type LoginRequest, type LoginResponse, loginRequest } from '@acolher/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sairSemPerguntar, useFicarNaPagina } from '../../../components/aviso-alteracoes.tsx';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { definirMenuExpandido } from '../../../lib/menu.ts';
import {
  encerrarReentrada,
  limparSessaoCliente,
  sessaoMudou,
  useReentradaPendente,
} from '../../../lib/sessao.ts';
import { sessaoQuery } from '../../../lib/usuario-atual.ts';
import { useEntrarDeNovo } from '../api/login.ts';
import { CamposEntrar } from './campos-entrar.tsx';

const TITULO_ENTRAR_DE_NOVO = 'Sua sessão expirou';

/** Above the sub-lists' modals (Mantine's 200) and their questions, below the snackbar. */
const ACIMA_DOS_MODAIS = 1000;

/**
 * The sign-in dialog over a page whose session expired (docs/decisions/0020): the page and what
 * was typed in it stay underneath, blurred, until the user signs in again or gives up.
 */
export function EntrarDeNovo() {
  const pendente = useReentradaPendente();
  return (
    <Modal
      opened={pendente !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={TITULO_ENTRAR_DE_NOVO}
      centered
      zIndex={ACIMA_DOS_MODAIS}
      overlayProps={{ backgroundOpacity: 0.55, blur: 6 }}
    >
      {pendente !== null && <FormularioEntrarDeNovo login={pendente} />}
    </Modal>
  );
}

function FormularioEntrarDeNovo({ login }: { login: string }) {
  const queryClient = useQueryClient();
  const email = queryClient.getQueryData(sessaoQuery.queryKey)?.EMAIL ?? '';
  const form = useFormulario(loginRequest, { email, senha: '' });
  const entrar = useEntrarDeNovo();
  const navigate = useNavigate();
  useFicarNaPagina();

  /** The same user carries on where they were; reads that failed meanwhile are made again. */
  function retomar() {
    encerrarReentrada();
    sessaoMudou();
    void queryClient.invalidateQueries();
  }

  /** Another user must not see the previous one's page or cache: they start at Início. */
  function trocarDeUsuario() {
    queryClient.removeQueries();
    encerrarReentrada();
    sessaoMudou();
    definirMenuExpandido(true);
    sairSemPerguntar(() => navigate('/home'));
  }

  /** As docs/produto.md §8 had it for every 401: the client session is forgotten and the login shown. */
  function desistir() {
    queryClient.clear();
    limparSessaoCliente();
    sairSemPerguntar(() => navigate('/login'));
  }

  function enviar(dados: LoginRequest) {
    entrar.mutate(dados, {
      onSuccess: (resposta: LoginResponse) => (resposta.login === login ? retomar() : trocarDeUsuario()),
    });
  }

  return (
    <Form form={form} onSubmit={enviar} aria-label="Entrar de novo">
      <Stack>
        <Text>Entre de novo para continuar. O que você digitou continua na tela, como estava.</Text>
        <CamposEntrar focoNaSenha={email !== ''} />
        <Group justify="flex-end">
          <Button variant="default" onClick={desistir}>
            Cancelar
          </Button>
          <Button type="submit" loading={entrar.isPending}>
            Entrar
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
