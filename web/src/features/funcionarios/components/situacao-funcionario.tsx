import {
  AVISO_ACESSO_BLOQUEADO,
  CAMPOS_READMISSAO,
  READMISSAO_ANTES_DA_DEMISSAO,
  readmissaoQuery,
} from '@acolher/contract';
import { useState } from 'react';
import { MotivoModal } from '../../../components/motivo-modal.tsx';
import { ReadmissaoModal, type TextosDaReadmissao } from '../../../components/readmissao-modal.tsx';
import { notificar } from '../../../lib/snackbar.ts';
import { useAtivarFuncionario } from '../api/ativar-funcionario.ts';
import { useInativarFuncionario } from '../api/inativar-funcionario.ts';

export interface AlvoSituacao {
  codigo: number;
  nome: string;
  ativo: boolean;
  /** The dismissal of a dismissed employee: the rehire cannot come before it. */
  demissao: string | null;
  /** The VERSAO the page read, sent with the rehire (the list's rows carry none). */
  versao?: number;
}

/**
 * "Reativar" is a rehire (decision 0045): it asks the new period's first day and says that the
 * user's account stays blocked until an administrator turns it back on.
 */
const TEXTOS_DA_READMISSAO: TextosDaReadmissao = {
  titulo: 'Reativar funcionário',
  acao: 'Reativar',
  fimAnterior: 'Demitido',
  nota: 'O período anterior fica registrado.',
  rotuloData: CAMPOS_READMISSAO.DATA_ADMISSAO.rotulo,
  antesDoFim: READMISSAO_ANTES_DA_DEMISSAO,
  aviso: AVISO_ACESSO_BLOQUEADO,
};

/**
 * Inactivation asks the reason (required) and the date, and blocks the employee's account on the
 * server; reactivation is a rehire that asks the new admission's date (decision 0045).
 */
export function useSituacaoFuncionario() {
  const [alvo, setAlvo] = useState<AlvoSituacao | null>(null);
  const inativar = useInativarFuncionario();
  const ativar = useAtivarFuncionario();
  const fechar = () => setAlvo(null);

  const modais = (
    <>
      <MotivoModal
        opened={alvo?.ativo === true}
        titulo="Inativar funcionário"
        texto={`Inativar ${alvo?.nome ?? ''}? Informe o motivo. O acesso ao sistema é bloqueado até que um administrador o reative.`}
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
      <ReadmissaoModal
        alvo={alvo?.ativo === false ? { nome: alvo.nome, fim: alvo.demissao } : null}
        textos={TEXTOS_DA_READMISSAO}
        regraDaData={readmissaoQuery.shape.DATA_ADMISSAO.unwrap()}
        campoDoServidor="DATA_ADMISSAO"
        carregando={ativar.isPending}
        onCancel={fechar}
        onConfirm={async (DATA_ADMISSAO) => {
          if (!alvo) return;
          await ativar.mutateAsync({ codigo: alvo.codigo, dados: { DATA_ADMISSAO, VERSAO: alvo.versao } });
          notificar('Funcionário reativado com sucesso', 'sucesso');
          fechar();
        }}
      />
    </>
  );
  return { pedir: setAlvo, modais };
}
