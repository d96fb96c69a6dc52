import { MENSAGENS, nomeDoResidente } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, requisitar } from '../../../lib/api.ts';
import { CHAVE_ACOMPANHAMENTOS } from './invalidar.ts';

/** The resident a follow-up screen is about: its code and the name `/getNameById` gives. */
export interface ResidenteDaTela {
  CODIGO_RESIDENTE: number;
  NOME: string;
}

/** `GET /getNameById/{id}` → `[{NOME_RESIDENTE}]`: its first element, as the original client read it. */
async function getNameById(residente: number): Promise<ResidenteDaTela> {
  const [linha] = await requisitar(`/getNameById/${residente}`, nomeDoResidente);
  if (!linha) throw new ApiError(MENSAGENS.naoEncontrado, 404);
  return { CODIGO_RESIDENTE: residente, NOME: linha.NOME_RESIDENTE };
}

export const nomeResidenteQuery = (residente: number) =>
  queryOptions({
    queryKey: [CHAVE_ACOMPANHAMENTOS, 'nome-residente', residente],
    queryFn: () => getNameById(residente),
  });
