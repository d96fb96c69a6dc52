import { z } from 'zod';

/**
 * A benefit whose proof of life is due within 60 days or overdue (docs/produto.md §3, home box), with the
 * resident's code (the name opens the record) and, when the date has passed in the home's time
 * zone, by how many days (null when still due).
 */
export const provaDeVidaRow = z.object({
  CODIGO_RESIDENTE: z.number().int(),
  NOME: z.string(),
  SOBRENOME: z.string(),
  NOME_BENEFICIO: z.string(),
  PROVAS_VIDA: z.string(),
  DIAS_VENCIDA: z.number().int().positive().nullable(),
});
export type ProvaDeVidaRow = z.infer<typeof provaDeVidaRow>;
export const provaDeVidaResponse = z.array(provaDeVidaRow);

/** An active resident born in the current month of the home's time zone. */
export const aniversarianteRow = z.object({
  CODIGO_RESIDENTE: z.number().int(),
  NOME: z.string(),
  SOBRENOME: z.string(),
  IDADE: z.number().int(),
  DATA_NASCIMENTO: z.string(),
});
export type AniversarianteRow = z.infer<typeof aniversarianteRow>;
export const aniversarianteResponse = z.array(aniversarianteRow);

/** Home window for proofs of life: due within this many days, or already overdue. */
export const PROVA_DE_VIDA_JANELA_DIAS = 60;

/**
 * A home box shows at most this many rows, soonest first; the total comes in X-Total-Count. A box
 * of thousands helps nobody, and the answer must stay fast for a large home (docs/arquitetura.md §8).
 */
export const LIMITE_QUADRO_INICIO = 100;

/** How an overdue proof of life is marked on the home screen. */
export const provaVencidaHa = (dias: number): string => `Vencida há ${dias} ${dias === 1 ? 'dia' : 'dias'}`;

/**
 * An active employee's council registration (COREN, CRM…) whose validity ends within
 * CONSELHO_JANELA_DIAS days or has ended (role 1's home box): DIAS_RESTANTES counts the days left on
 * the home's calendar (0 = ends today), null once it has ended.
 */
export const conselhoAVencerRow = z.object({
  CODIGO_FUNCIONARIO: z.number().int(),
  NOME: z.string(),
  SOBRENOME: z.string(),
  CONSELHO_SIGLA: z.string(),
  CONSELHO_NUMERO: z.string(),
  CONSELHO_UF: z.string(),
  CONSELHO_VALIDADE: z.string(),
  DIAS_RESTANTES: z.number().int().nonnegative().nullable(),
});
export type ConselhoAVencerRow = z.infer<typeof conselhoAVencerRow>;
export const conselhoAVencerResponse = z.array(conselhoAVencerRow);

/** Home window for council registrations: ending within this many days, or already ended. */
export const CONSELHO_JANELA_DIAS = 60;

/** How the box says how long a registration has left. */
export const prazoDoConselho = (dias: number | null): string => {
  if (dias === null) return 'Vencida';
  if (dias === 0) return 'Vence hoje';
  return dias === 1 ? 'Falta 1 dia' : `Faltam ${dias} dias`;
};
