import { type EsqueciSenhaRequest, type MensagemResposta, mensagemResposta } from '@acolher/contract';
import { useMutation } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';

/** docs/produto.md §9: the forgot-password spinner stays for one second even when the server is faster. */
export const ESPERA_ESQUECI_SENHA_MS = 1000;

export function postEsqueciSenha(dados: EsqueciSenhaRequest): Promise<MensagemResposta> {
  return requisitar('/esqueci-a-senha', mensagemResposta, { metodo: 'POST', corpo: dados, publica: true });
}

function esperar(ms: number): Promise<void> {
  return new Promise((resolver) => setTimeout(resolver, ms));
}

export function useEsqueciSenha() {
  return useMutation({
    mutationFn: async (dados: EsqueciSenhaRequest) => {
      const [resposta] = await Promise.all([postEsqueciSenha(dados), esperar(ESPERA_ESQUECI_SENHA_MS)]);
      return resposta;
    },
  });
}
