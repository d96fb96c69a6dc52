import { z } from 'zod';

/**
 * A benefit whose proof of life is due within 60 days or overdue (SPEC §3, home box), with the
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
 * of thousands helps nobody, and the answer must stay fast for a large home (DESIGN §8).
 */
export const LIMITE_QUADRO_INICIO = 100;

/** How an overdue proof of life is marked on the home screen. */
export const provaVencidaHa = (dias: number): string => `Vencida há ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
