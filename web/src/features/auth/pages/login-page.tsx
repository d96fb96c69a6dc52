import { type LoginRequest, loginRequest } from '@acolher/contract';
import { Anchor, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { esconderSpinner, mostrarSpinner } from '../../../lib/spinner.ts';
import { aquecerServidor } from '../api/health.ts';
import { useEntrar } from '../api/login.ts';
import { CartaoAutenticacao } from '../components/cartao-autenticacao.tsx';

const { CampoTexto } = camposDe<LoginRequest>();

export function LoginPage() {
  const form = useFormulario(loginRequest, { email: '', senha: '' });
  const entrar = useEntrar();
  const navigate = useNavigate();

  useEffect(aquecerServidor, []);

  // The spinner stays up after success: the home screen hides it once its data is in (SPEC §4).
  function enviar(dados: LoginRequest) {
    mostrarSpinner();
    entrar.mutate(dados, { onSuccess: () => navigate('/'), onError: esconderSpinner });
  }

  return (
    <CartaoAutenticacao titulo="Entrar" texto="Faça login com seu e-mail e senha para continuar.">
      <Form form={form} onSubmit={enviar} aria-label="Entrar">
        <Stack>
          <CampoTexto name="email" label="E-mail" type="email" autoComplete="username" withAsterisk />
          <CampoTexto
            name="senha"
            label="Senha"
            type="password"
            autoComplete="current-password"
            withAsterisk
          />
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
