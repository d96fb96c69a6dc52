import { useState } from 'react';
import { ModalConfirmacao } from '../../../components/modal-confirmacao.tsx';
import { MotivoModal } from '../../../components/motivo-modal.tsx';
import { notificar } from '../../../lib/snackbar.ts';
import { useDesacolherResidente } from '../api/desacolher-residente.ts';
import { useReadmitirResidente } from '../api/readmitir-residente.ts';

export interface AlvoSituacao {
  codigo: number;
  nome: string;
  ativo: boolean;
}

/** Discharge asks the reason (required) and the date; readmission only a confirmation. */
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
      <ModalConfirmacao
        opened={alvo?.ativo === false}
        titulo="Readmitir residente"
        texto={`Readmitir ${alvo?.nome ?? ''}?`}
        onCancel={fechar}
        onConfirm={() =>
          alvo &&
          readmitir.mutate(alvo.codigo, {
            onSuccess: () => {
              notificar('Residente readmitido com sucesso', 'sucesso');
              fechar();
            },
          })
        }
      />
    </>
  );
  return { pedir: setAlvo, modais };
}
