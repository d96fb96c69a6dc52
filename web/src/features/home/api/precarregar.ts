import type { QueryClient } from '@tanstack/react-query';
import { aniversarianteQuery } from './aniversariante.ts';
import { provaDeVidaQuery } from './prova-de-vida.ts';

/**
 * The boxes every role sees, asked as the navigation to the home starts (app/rotas.tsx's loader)
 * instead of once the screen's chunk has come and run: on a phone's network that is a round trip or
 * two later (decision 0049). Fresh answers are not asked again (the client's staleTime).
 */
export function precarregarInicio(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(provaDeVidaQuery);
  void queryClient.prefetchQuery(aniversarianteQuery);
}
