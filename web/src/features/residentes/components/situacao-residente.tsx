import { ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO, reacolhimentoQuery } from '@acolher/contract';
import { useState } from 'react';
import { MotivoModal } from '../../../components/motivo-modal.tsx';
import { ReadmissaoModal, type TextosDaReadmissao } from '../../../components/readmissao-modal.tsx';
import { notificar } from '../../../lib/snackbar.ts';
import { useDesacolherResidente } from '../api/desacolher-residente.ts';
import { useReadmitirResidente } from '../api/readmitir-residente.ts';

export interface AlvoSituacao {
  codigo: number;
  nome: string;
  ativo: boolean;
  /** The discharge of a discharged resident: the readmission cannot come before it. */
  desacolhimento: string | null;
}

/** Readmission starts a new stay (decision 0023): it asks the stay's first day. */
const TEXTOS_DA_READMISSAO: TextosDaReadmissao = {
  titulo: 'Readmitir residente',
  acao: 'Readmitir',
  fimAnterior: 'Desacolhido',
  rotuloData: 'Data do novo acolhimento',
  antesDoFim: ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO,
};

/** Discharge asks the reason (required) and the date; readmission the new stay's date (decision 0023). */
export function useSituacaoResidente() {
  const [alvo, setAlvo] = useState<AlvoSituacao | null>(null);
  const desacolher = useDesacolherResidente();
  const readmitir = useReadmitirResidente();
  const fechar = () => setAlvo(null);

  const modais = (
    <>
      <MotivoModal
        opened={alvo?.ativo === true}
        titulo="Desacolher residente"
        texto={`Desacolher ${alvo?.nome ?? ''}? Informe o motivo.`}
        rotuloConfirmar="Desacolher"
        rotuloData="Data do desacolhimento"
        carregando={desacolher.isPending}
        onCancel={fechar}
        camposDoServidor={{ MOTIVO_DESACOLHIMENTO: 'MOTIVO', DATA_DESACOLHIMENTO: 'DATA' }}
        onConfirm={async ({ MOTIVO, DATA }) => {
          if (!alvo) return;
          await desacolher.mutateAsync({
            codigo: alvo.codigo,
            dados: { MOTIVO_DESACOLHIMENTO: MOTIVO, DATA_DESACOLHIMENTO: DATA },
          });
          notificar('Residente desacolhido com sucesso', 'sucesso');
          fechar();
        }}
      />
      <ReadmissaoModal
        alvo={alvo?.ativo === false ? { nome: alvo.nome, fim: alvo.desacolhimento } : null}
        textos={TEXTOS_DA_READMISSAO}
        regraDaData={reacolhimentoQuery.shape.DATA_ACOLHIMENTO.unwrap()}
        campoDoServidor="DATA_ACOLHIMENTO"
        carregando={readmitir.isPending}
        onCancel={fechar}
        onConfirm={async (DATA_ACOLHIMENTO) => {
          if (!alvo) return;
          await readmitir.mutateAsync({ codigo: alvo.codigo, dados: { DATA_ACOLHIMENTO } });
          notificar('Residente readmitido com sucesso', 'sucesso');
          fechar();
        }}
      />
    </>
  );
  return { pedir: setAlvo, modais };
}
