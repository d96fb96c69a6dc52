import { type LoginRequest, type LoginResponse, loginRequest } from '@acolher/contract';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sairSemPerguntar, useFicarNaPagina } from '../../../components/aviso-alteracoes.tsx';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { definirMenuExpandido } from '../../../lib/menu.ts';
import {
  adiarReentrada,
  encerrarReentrada,
  pedirReentrada,
  sessaoMudou,
  useReentradaPendente,
  useSessaoAdiada,
} from '../../../lib/sessao.ts';
import { sessaoQuery } from '../../../lib/usuario-atual.ts';
import { useEntrarDeNovo } from '../api/login.ts';
import { CamposEntrar } from './campos-entrar.tsx';

const TITULO_ENTRAR_DE_NOVO = 'Sua sessão expirou';

/** Above the sub-lists' modals (Mantine's 200) and their questions, below the snackbar. */
const ACIMA_DOS_MODAIS = 1000;

/**
 * The sign-in dialog over a page whose session expired (docs/decisions/0020): the page and what
 * was typed in it stay underneath, blurred, until the user signs in again. "Cancelar" only closes it
 * and "Sair" leaves the page as any way out does, asking first when something was typed (0046).
 */
export function EntrarDeNovo() {
  const pendente = useReentradaPendente();
  const sair = useSairParaOLogin();
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
      {pendente !== null && <FormularioEntrarDeNovo login={pendente} aoSair={sair} />}
    </Modal>
  );
}

/**
 * "Sair" from the dialog or the notice: the dialog closes first (its layer would undo the navigation),
 * then the page is left through its own guard, which asks when something was typed; the login's loader
 * forgets the session (app/guarda.ts).
 */
function useSairParaOLogin(): () => void {
  const navigate = useNavigate();
  const [saindo, setSaindo] = useState(false);
  useEffect(() => {
    if (!saindo) return;
    setSaindo(false);
    navigate('/login');
  }, [saindo, navigate]);
  return () => {
    adiarReentrada();
    setSaindo(true);
  };
}

/**
 * While the page is kept without a session: a way back to the dialog, and the way out. At the top of
 * the page's content, in its flow, so it hides none of the form (a Salvar also opens the dialog again).
 */
export function AvisoSessaoAdiada() {
  const adiada = useSessaoAdiada();
  const sair = useSairParaOLogin();
  const titulo = useId();
  if (!adiada) return null;
  return (
    <Paper role="status" aria-labelledby={titulo} withBorder p="sm" mb="md" bg="orange.0">
      <Group justify="space-between" gap="xs">
        <Text id={titulo} size="sm" fw={600}>
          Sessão expirada
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={sair}>
            Sair
          </Button>
          <Button size="xs" onClick={() => pedirReentrada()}>
            Entrar
          </Button>
        </Group>
      </Group>
      <Text size="sm">Nada foi salvo desde então. Entre de novo para salvar o que está na tela.</Text>
    </Paper>
  );
}

function FormularioEntrarDeNovo({ login, aoSair }: { login: string; aoSair: () => void }) {
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
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={aoSair}>
            Sair
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={adiarReentrada}>
              Cancelar
            </Button>
            <Button type="submit" loading={entrar.isPending}>
              Entrar
            </Button>
          </Group>
        </Group>
      </Stack>
    </Form>
  );
}
