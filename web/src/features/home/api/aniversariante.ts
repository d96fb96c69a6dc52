import { aniversarianteResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { CHAVE_INICIO } from '../../../lib/chaves.ts';
import { requisitarQuadro } from './quadro.ts';

export const aniversarianteQuery = queryOptions({
  queryKey: [CHAVE_INICIO, 'aniversariante'],
  queryFn: () => requisitarQuadro('/aniversariante', aniversarianteResponse),
});
