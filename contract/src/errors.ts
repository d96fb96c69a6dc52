import { z } from 'zod';

/** Every error answer of the API (docs/arquitetura.md §4). */
export const erroResposta = z.object({
  message: z.string(),
  errors: z.array(z.object({ campo: z.string(), mensagem: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErroResposta = z.infer<typeof erroResposta>;

export const mensagemResposta = z.object({ message: z.string() });
export type MensagemResposta = z.infer<typeof mensagemResposta>;
