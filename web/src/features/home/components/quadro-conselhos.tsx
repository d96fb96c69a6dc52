import {
  CONSELHO_JANELA_DIAS,
  type ConselhoAVencerRow,
  conselhoEmLinha,
  prazoDoConselho,
} from '@acolher/contract';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatarData } from '../../../lib/datas.ts';
import { conselhoAVencerQuery } from '../api/conselho-a-vencer.ts';
import { NomeQueAbre, nomeCompleto } from './nome-que-abre.tsx';
import { Quadro } from './quadro.tsx';

/** The registration's end, and under it how long it has left (in the text's own colour: a dimmed one fails contrast on a striped row), or that it has ended. */
function ValidadeDoConselho({ linha }: { linha: ConselhoAVencerRow }) {
  const vencida = linha.DIAS_RESTANTES === null;
  return (
    <>
      {formatarData(linha.CONSELHO_VALIDADE)}
      <Text size="xs" fw={vencida ? 700 : undefined} c={vencida ? 'red.9' : undefined}>
        {prazoDoConselho(linha.DIAS_RESTANTES)}
      </Text>
    </>
  );
}

/**
 * Employees' council registrations ending soon or ended: the administrator's third box (decision 0026).
 * A chunk of its own (home-page.tsx imports it on demand): it brings the contract's employee module,
 * which a team account must never download (decision 0049).
 */
export function QuadroConselhos() {
  const conselhos = useQuery(conselhoAVencerQuery);
  return (
    <Quadro<ConselhoAVencerRow>
      titulo="Registros em conselho a vencer"
      colunas={['Funcionário', 'Conselho', 'Validade']}
      dados={conselhos.data}
      carregando={conselhos.isPending}
      vazio={`Nenhum registro a vencer nos próximos ${CONSELHO_JANELA_DIAS} dias.`}
      chave={(linha) => String(linha.CODIGO_FUNCIONARIO)}
      destacar={(linha) => linha.DIAS_RESTANTES === null}
      celulas={(linha) => [
        <NomeQueAbre
          key="nome"
          nome={nomeCompleto(linha)}
          registro={`/funcionarios/${linha.CODIGO_FUNCIONARIO}`}
        />,
        conselhoEmLinha(linha),
        <ValidadeDoConselho key="validade" linha={linha} />,
      ]}
    />
  );
}
