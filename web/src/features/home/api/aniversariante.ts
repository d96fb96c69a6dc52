import { aniversarianteResponse } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { CHAVE_INICIO } from '../../../lib/chaves.ts';
import { requisitarQuadro } from './quadro.ts';

export const aniversarianteQuery = queryOptions({
  queryKey: [CHAVE_INICIO, 'aniversariante'],
  queryFn: () => requisitarQuadro('/aniversariante', aniversarianteResponse),
  // The home route's loader asked already (precarregar.ts): a failed answer is shown, not asked
  // for a second time as the screen mounts (one failed call, one notification: decision 0012).
  retryOnMount: false,
});
