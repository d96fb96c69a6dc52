import { type LoginRequest, loginRequest } from '@acolher/contract';
import { Anchor, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { ESTADO_APOS_LOGIN, useSpinner } from '../../../lib/spinner.ts';
import { aquecerServidor } from '../api/health.ts';
import { useEntrar } from '../api/login.ts';
import { CamposEntrar } from '../components/campos-entrar.tsx';
import { CartaoAutenticacao } from '../components/cartao-autenticacao.tsx';

export function LoginPage() {
  const form = useFormulario(loginRequest, { email: '', senha: '' });
  const entrar = useEntrar();
  const navigate = useNavigate();

  useEffect(aquecerServidor, []);

  // docs/produto.md §4: the spinner stays up after success, until the home screen, which takes it over, has its
  // data. Straight to /home: the redirect of / would drop the state that hands the spinner over.
  // A refusal ends it in the same step as its message, not one render of the mutation later.
  const [entrando, setEntrando] = useState(false);
  useSpinner(entrando);
  function enviar(dados: LoginRequest) {
    setEntrando(true);
    entrar.mutate(dados, {
      onSuccess: () => navigate('/home', { state: ESTADO_APOS_LOGIN }),
      onError: () => setEntrando(false),
    });
  }

  return (
    <CartaoAutenticacao titulo="Entrar" texto="Faça login com seu e-mail e senha para continuar.">
      <Form form={form} onSubmit={enviar} aria-label="Entrar" focarPrimeiroCampo>
        <Stack>
          <CamposEntrar />
          <Anchor component={Link} to="/esqueci-a-senha" size="sm">
            Esqueceu sua senha?
          </Anchor>
          <Button type="submit" loading={entrar.isPending} fullWidth>
            Entrar
          </Button>
        </Stack>
      </Form>
    </CartaoAutenticacao>
  );
}
