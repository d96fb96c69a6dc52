import type { ReadmissaoQuery } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar, SEM_CORPO } from '../../../lib/api.ts';
import { useReleituraDeFuncionarios } from './invalidar.ts';

interface Readmissao {
  codigo: number;
  dados: ReadmissaoQuery;
}

/**
 * `DELETE /funcionario-ativar/{id}?DATA_ADMISSAO=&VERSAO=`, the rehire (decision 0045): the spec's
 * call is a DELETE, which takes no body, so the date and the version read travel in the query.
 */
function deleteFuncionarioAtivar({ codigo, dados }: Readmissao) {
  const consulta = new URLSearchParams();
  if (dados.DATA_ADMISSAO) consulta.set('DATA_ADMISSAO', dados.DATA_ADMISSAO);
  if (dados.VERSAO !== undefined) consulta.set('VERSAO', String(dados.VERSAO));
  const texto = consulta.size > 0 ? `?${consulta}` : '';
  return requisitar(`/funcionario-ativar/${codigo}${texto}`, SEM_CORPO, { metodo: 'DELETE' });
}

export function useAtivarFuncionario() {
  return useMutation({ mutationFn: deleteFuncionarioAtivar, ...useReleituraDeFuncionarios() });
}
