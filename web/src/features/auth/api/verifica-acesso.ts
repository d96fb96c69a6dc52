import { verificaAcessoResponse } from '@acolher/contract';
import { requisitar } from '../../../lib/api.ts';

/** GET /verifica-acesso/{login}: the access level is the first item's PERMISSAO_ACESSO. */
export async function getNivelAcesso(login: string): Promise<number | undefined> {
  const itens = await requisitar(`/verifica-acesso/${encodeURIComponent(login)}`, verificaAcessoResponse);
  return itens[0]?.PERMISSAO_ACESSO;
}
