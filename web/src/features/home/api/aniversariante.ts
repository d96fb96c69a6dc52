import { aniversarianteResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitarQuadro } from './quadro.ts';

export const aniversarianteQuery = queryOptions({
  queryKey: ['aniversariante'],
  queryFn: () => requisitarQuadro('/aniversariante', aniversarianteResponse),
});
