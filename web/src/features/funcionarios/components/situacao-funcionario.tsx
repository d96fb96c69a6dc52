import { useState } from 'react';
import { ModalConfirmacao } from '../../../components/modal-confirmacao.tsx';
import { MotivoModal } from '../../../components/motivo-modal.tsx';
import { notificar } from '../../../lib/snackbar.ts';
import { useAtivarFuncionario } from '../api/ativar-funcionario.ts';
import { useInativarFuncionario } from '../api/inativar-funcionario.ts';

export interface AlvoSituacao {
  codigo: number;
  nome: string;
  ativo: boolean;
}

/**
 * Inactivation asks the reason (required) and the date, and ends the employee's sessions on the
 * server; reactivation is confirmed first.
 */
export function useSituacaoFuncionario() {
  const [alvo, setAlvo] = useState<AlvoSituacao | null>(null);
  const inativar = useInativarFuncionario();
  const ativar = useAtivarFuncionario();
  const fechar = () => setAlvo(null);

  async function reativar(codigo: number) {
    fechar();
    try {
      await ativar.mutateAsync(codigo);
      notificar('Funcionário reativado com sucesso', 'sucesso');
    } catch {
      // The mutation's own failure has already been said (lib/cliente-consultas.ts).
    }
  }

  const modais = (
    <>
      <MotivoModal
        opened={alvo?.ativo === true}
        titulo="Inativar funcionário"
        texto={`Inativar ${alvo?.nome ?? ''}? Informe o motivo. O acesso ao sistema é encerrado.`}
        rotuloConfirmar="Inativar"
        rotuloData="Data da demissão"
        carregando={inativar.isPending}
        onCancel={fechar}
        camposDoServidor={{ MOTIVO_DEMISSAO: 'MOTIVO', DATA_DEMISSAO: 'DATA' }}
        onConfirm={async ({ MOTIVO, DATA }) => {
          if (!alvo) return;
          await inativar.mutateAsync({
            codigo: alvo.codigo,
            dados: { MOTIVO_DEMISSAO: MOTIVO, DATA_DEMISSAO: DATA },
          });
          notificar('Funcionário inativado com sucesso', 'sucesso');
          fechar();
        }}
      />
      <ModalConfirmacao
        opened={alvo?.ativo === false}
        titulo="Reativar funcionário"
        texto={`Reativar ${alvo?.nome ?? ''}?`}
        rotuloConfirmar="Reativar"
        rotuloCancelar="Cancelar"
        onConfirm={() => alvo && void reativar(alvo.codigo)}
        onCancel={fechar}
      />
    </>
  );
  return { pedir: setAlvo, modais };
}
