import { unicidadeResponse } from '@acolher/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { requisitar } from './api.ts';
import { podeConsultar } from './sessao.ts';

/** Typing pauses this long before the server is asked (docs/produto.md §5 checks as you type). */
const ESPERA_UNICIDADE_MS = 400;

export interface ConsultaUnicidade {
  /** The spec's check route, e.g. `/pessoa/cpf`. */
  rota: string;
  /**
   * Its payload (docs/produto.md §5): the value under the field's own wire name (`{ CPF, CODIGO }`) and the
   * record's own code, so editing does not find itself.
   */
  corpo: Record<string, unknown>;
}

/**
 * Whether the server already has this value on another record. Only the settled value counts: an
 * answer about what was typed a moment ago is not shown against what is typed now.
 */
export function useUnicidade(consulta: ConsultaUnicidade | null): boolean {
  const chave = consulta ? JSON.stringify([consulta.rota, consulta.corpo]) : '';
  const [chaveEstavel] = useDebouncedValue(chave, ESPERA_UNICIDADE_MS);
  const resultado = useQuery({
    queryKey: ['unicidade', chaveEstavel],
    queryFn: () => {
      const [rota, corpo] = JSON.parse(chaveEstavel) as [string, unknown];
      return requisitar(rota, unicidadeResponse, { metodo: 'POST', corpo });
    },
    enabled: () => chaveEstavel !== '' && chaveEstavel === chave && podeConsultar(),
    staleTime: 0,
  });
  return chaveEstavel === chave && resultado.data?.existente === true;
}
