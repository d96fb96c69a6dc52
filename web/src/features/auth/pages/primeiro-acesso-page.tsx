import { CAMPOS_PRIMEIRO_ACESSO, type PrimeiroAcessoRequest, primeiroAcessoRequest } from '@acolher/contract';
import { Button, Stack } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type NavigateFunction, useNavigate, useParams } from 'react-router-dom';
import { AvisoAlteracoes } from '../../../components/aviso-alteracoes.tsx';
import { Form } from '../../../components/formulario.tsx';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { useFormulario } from '../../../lib/formulario.ts';
import { estaLogado } from '../../../lib/sessao.ts';
import { usePrimeiroAcesso } from '../api/primeiro-acesso.ts';
import { CamposNovaSenha } from '../components/campos-nova-senha.tsx';
import { CartaoAutenticacao } from '../components/cartao-autenticacao.tsx';

/** docs/produto.md §9: the completion toast stays 6 s, then the tab (opened from the home toast) closes. */
export const FECHAR_ABA_MS = 6000;

/**
 * Browsers close only windows a script opened. Opened by hand (a pasted link), the tab stays open, so
 * instead of "A aba se fechará sozinha" forever it moves on to where the user can carry on.
 */
function fecharAba(navigate: NavigateFunction): void {
  window.close();
  if (!window.closed) navigate(estaLogado() ? '/home' : '/login');
}

export function PrimeiroAcessoPage() {
  // The route's :username is the part of the hash after "#/primeiro-acesso/" (its first 18 characters).
  const { username = '' } = useParams();
  const form = useFormulario(
    primeiroAcessoRequest,
    { senha: '', confirmaSenha: '' },
    { validarJuntos: ['senha', 'confirmaSenha'] },
  );
  const definir = usePrimeiroAcesso(username);
  const navigate = useNavigate();
  // Cleared if the user leaves the page first: they must not be sent away later.
  const fecharDepois = useTimeout(() => fecharAba(navigate), FECHAR_ABA_MS);

  function enviar(dados: PrimeiroAcessoRequest) {
    definir.mutate(dados, {
      onSuccess: ({ message }) => {
        notifications.show({
          title: `Bom trabalho, ${message}`,
          message: 'A aba se fechará sozinha',
          autoClose: FECHAR_ABA_MS,
          position: 'bottom-center',
          color: 'acolher',
        });
        fecharDepois.start();
      },
      // A common password, or the login or e-mail (decision 0031): said on the field too.
      onError: (erro) => aplicarErrosDoServidor(form, erro),
    });
  }

  return (
    <CartaoAutenticacao titulo="Primeiro acesso" texto="Por favor, defina sua senha">
      <Form form={form} onSubmit={enviar} aria-label="Definir senha">
        <Stack>
          <CamposNovaSenha<PrimeiroAcessoRequest>
            nomes={['senha', 'confirmaSenha']}
            rotulos={[CAMPOS_PRIMEIRO_ACESSO.senha.rotulo, CAMPOS_PRIMEIRO_ACESSO.confirmaSenha.rotulo]}
          />
          <Button type="submit" loading={definir.isPending} disabled={definir.isSuccess}>
            Definir senha
          </Button>
        </Stack>
      </Form>
      {/*
        Typed passwords are typed data like any form's (decision 0024). Once defined they are kept, so the
        page's own exits (the tab closing, or going on to the home or the sign-in) and the user's leave freely.
      */}
      <AvisoAlteracoes ativo={form.isDirty() && !definir.isSuccess} />
    </CartaoAutenticacao>
  );
}
