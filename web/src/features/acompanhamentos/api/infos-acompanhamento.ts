import { infosAcompanhamento, MENSAGENS } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, requisitar } from '../../../lib/api.ts';
import { CHAVE_ACOMPANHAMENTOS } from './invalidar.ts';

/** `GET /infos-acompanhamento/{id}` → `[{DATA_ACOMPANHAMENTO, ATIVIDADE, NOME_FUNCIONARIO}]`: its first element. */
async function getInfos(acompanhamento: number) {
  const [infos] = await requisitar(`/infos-acompanhamento/${acompanhamento}`, infosAcompanhamento);
  if (!infos) throw new ApiError(MENSAGENS.naoEncontrado, 404);
  return infos;
}

export const infosAcompanhamentoQuery = (acompanhamento: number) =>
  queryOptions({
    queryKey: [CHAVE_ACOMPANHAMENTOS, 'infos', acompanhamento],
    queryFn: () => getInfos(acompanhamento),
  });
