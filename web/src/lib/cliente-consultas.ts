import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { podeConsultar } from './sessao.ts';
import { notificar } from './snackbar.ts';

/** Every failed call ends in the snackbar with the message of docs/produto.md §8, in one place. */
function avisarErro(erro: Error): void {
  notificar(erro.message, 'erro');
}

/** Only a lost connection or a server failure is worth one more try; a refusal will not change. */
function tentarDeNovo(tentativas: number, erro: Error): boolean {
  const transitorio = erro instanceof ApiError && (erro.status === 0 || erro.status >= 500);
  return transitorio && tentativas < 1;
}

export function criarQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: avisarErro }),
    mutationCache: new MutationCache({ onError: avisarErro }),
    defaultOptions: {
      queries: {
        retry: tentarDeNovo,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Every read needs a session: once the user leaves (or it expires), screens still on their way
        // out must not refetch, get a 401 and bury "Até logo!" under "Sessão expirada"; while the
        // sign-in dialog is open, the page waits for it instead.
        enabled: () => podeConsultar(),
      },
      // A save is sent even when the browser says it is offline, so a cut network ends in "Não foi
      // possível conectar" and the typed data stays, instead of a Salvar spinning until the network
      // returns and then saving unannounced.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
