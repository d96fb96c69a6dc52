import { CAMPOS_REDEFINIR_SENHA, type RedefinirSenhaRequest, redefinirSenhaRequest } from '@acolher/contract';
import { Button, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { AvisoAlteracoes, useSairAposSalvar } from '../../../components/aviso-alteracoes.tsx';
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
  const { saindo, sairPara } = useSairAposSalvar();

  function enviar(dados: RedefinirSenhaRequest) {
    redefinir.mutate(dados, {
      onSuccess: ({ message }) => {
        notificar(message, 'sucesso');
        sairPara('/login');
      },
      // A common password, or the login or e-mail (decision 0031): said on the field too.
      onError: (erro) => aplicarErrosDoServidor(form, erro),
    });
  }

  return (
    <CartaoAutenticacao titulo="Redefinir senha" texto="Por favor, defina a nova senha">
      <Form form={form} onSubmit={enviar} aria-label="Redefinir senha">
        <Stack>
          <CamposNovaSenha<RedefinirSenhaRequest>
            nomes={['newPassword', 'verifyPassword']}
            rotulos={[
              CAMPOS_REDEFINIR_SENHA.newPassword.rotulo,
              CAMPOS_REDEFINIR_SENHA.verifyPassword.rotulo,
            ]}
          />
          <Button type="submit" loading={redefinir.isPending}>
            Alterar senha
          </Button>
        </Stack>
      </Form>
      {/* Typed passwords are typed data like any form's (decision 0024); once redefined, the way on to the sign-in leaves freely. */}
      <AvisoAlteracoes ativo={form.isDirty() && !saindo} />
    </CartaoAutenticacao>
  );
}
