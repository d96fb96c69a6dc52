import { type EsqueciSenhaRequest, esqueciSenhaRequest } from '@acolher/contract';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { useFormulario } from '../../../lib/formulario.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useSpinner } from '../../../lib/spinner.ts';
import { useEsqueciSenha } from '../api/esqueci-senha.ts';
import { CartaoAutenticacao } from '../components/cartao-autenticacao.tsx';

const { CampoTexto } = camposDe<EsqueciSenhaRequest>();

export function EsqueciSenhaPage() {
  const form = useFormulario(esqueciSenhaRequest, { EMAIL: '' });
  const esqueci = useEsqueciSenha();
  const navigate = useNavigate();

  useSpinner(esqueci.isPending);
  function enviar(dados: EsqueciSenhaRequest) {
    esqueci.mutate(dados, {
      onSuccess: ({ message }) => {
        notificar(message, 'sucesso');
        navigate('/login');
      },
    });
  }

  return (
    <CartaoAutenticacao
      titulo="Esqueci a senha"
      texto="Informe o e-mail cadastrado para receber um link de redefinição de senha."
    >
      <Form form={form} onSubmit={enviar} aria-label="Esqueci a senha">
        <Stack>
          <CampoTexto name="EMAIL" label="E-mail" type="email" autoComplete="email" withAsterisk />
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              Voltar para o login
            </Anchor>
            <Button type="submit" loading={esqueci.isPending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </Form>
    </CartaoAutenticacao>
  );
}
