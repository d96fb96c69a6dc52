import { type AlterarSenhaForm, alterarSenhaForm, CAMPOS_ALTERAR_SENHA } from '@acolher/contract';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AvisoAlteracoes } from '../../../components/aviso-alteracoes.tsx';
import { camposDe } from '../../../components/campos.tsx';
import { Form } from '../../../components/formulario.tsx';
import { TituloPagina } from '../../../components/titulo-pagina.tsx';
import { aplicarErrosDoServidor } from '../../../lib/erros-servidor.ts';
import { useFormulario } from '../../../lib/formulario.ts';
import { loginAtual } from '../../../lib/sessao.ts';
import { notificar } from '../../../lib/snackbar.ts';
import { useAlterarSenha } from '../api/alterar-senha.ts';
import { useSair } from '../api/logout.ts';

const { CampoTexto } = camposDe<AlterarSenhaForm>();

/** docs/produto.md §9: the user is told "3 seconds"; the logout timer is 3.25 s so the message is read first. */
export const SAIR_APOS_ALTERAR_MS = 3250;

export function AlterarSenhaPage() {
  const form = useFormulario(
    alterarSenhaForm,
    { SENHA_ATUAL: '', NOVA_SENHA: '', NOVA_SENHA_CONFIRM: '' },
    { validarJuntos: ['NOVA_SENHA', 'NOVA_SENHA_CONFIRM'] },
  );
  const alterar = useAlterarSenha();
  const sair = useSair();
  const navigate = useNavigate();
  const [saindo, setSaindo] = useState(false);

  function enviar({ SENHA_ATUAL, NOVA_SENHA }: AlterarSenhaForm) {
    alterar.mutate(
      { SENHA_ATUAL, NOVA_SENHA, LOGIN: loginAtual() },
      {
        onSuccess: ({ message, changed }) => {
          if (!changed) {
            notificar(message, 'erro');
            return;
          }
          notificar(`${message}. Você será desconectado em 3 segundos.`, 'sucesso');
          setSaindo(true);
          // Not cancelled when the screen is left: the password changed, so the session must end.
          setTimeout(() => void sair(), SAIR_APOS_ALTERAR_MS);
        },
        // A common password, or the login or e-mail (decision 0031): said on the field too.
        onError: (erro) => aplicarErrosDoServidor(form, erro),
      },
    );
  }

  return (
    <Paper withBorder p="xl" maw={480}>
      <TituloPagina>Alterar senha</TituloPagina>
      <Form form={form} onSubmit={enviar} aria-label="Alterar senha">
        <Stack>
          <CampoTexto
            name="SENHA_ATUAL"
            label={CAMPOS_ALTERAR_SENHA.SENHA_ATUAL.rotulo}
            type="password"
            autoComplete="current-password"
            maxLength={100}
            withAsterisk
          />
          <CampoTexto
            name="NOVA_SENHA"
            label={CAMPOS_ALTERAR_SENHA.NOVA_SENHA.rotulo}
            type="password"
            autoComplete="new-password"
            maxLength={100}
            withAsterisk
            dica
          />
          <CampoTexto
            name="NOVA_SENHA_CONFIRM"
            label={CAMPOS_ALTERAR_SENHA.NOVA_SENHA_CONFIRM.rotulo}
            type="password"
            autoComplete="new-password"
            maxLength={100}
            withAsterisk
            dica
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate('/home')}>
              Voltar
            </Button>
            <Button type="submit" disabled={!form.isValid() || saindo} loading={alterar.isPending}>
              Atualizar senha
            </Button>
          </Group>
        </Stack>
      </Form>
      {/* Typed passwords are typed data like any form's (decision 0024); once changed, the logout leaves freely. */}
      <AvisoAlteracoes ativo={form.isDirty() && !saindo} />
    </Paper>
  );
}
