import { type RedefinirSenhaRequest, redefinirSenhaRequest } from '@acolher/contract';
import { Button, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { Form } from '../../../components/formulario.tsx';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { useFormulario } from '../../../lib/formulario.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useRedefinirSenha } from '../api/redefinir-senha.ts';
import { CamposNovaSenha } from '../components/campos-nova-senha.tsx';
import { CartaoAutenticacao } from '../components/cartao-autenticacao.tsx';

export function RedefinirSenhaPage() {
  const { token = '' } = useParams();
  const form = useFormulario(
    redefinirSenhaRequest,
    { newPassword: '', verifyPassword: '' },
    { validarJuntos: ['newPassword', 'verifyPassword'] },
  );
  const redefinir = useRedefinirSenha(token);
  const navigate = useNavigate();

  function enviar(dados: RedefinirSenhaRequest) {
    redefinir.mutate(dados, {
      onSuccess: ({ message }) => {
        notificar(message, 'sucesso');
        navigate('/login');
      },
      // A common password, or the login or e-mail (issue 12): said on the field too.
      onError: (erro) => aplicarErrosDoServidor(form, erro),
    });
  }

  return (
    <CartaoAutenticacao titulo="Redefinir senha" texto="Por favor, defina a nova senha">
      <Form form={form} onSubmit={enviar} aria-label="Redefinir senha">
        <Stack>
          <CamposNovaSenha<RedefinirSenhaRequest>
            nomes={['newPassword', 'verifyPassword']}
            rotulos={['Nova senha', 'Repita a nova senha']}
          />
          <Button type="submit" loading={redefinir.isPending}>
            Alterar senha
          </Button>
        </Stack>
      </Form>
    </CartaoAutenticacao>
  );
}
