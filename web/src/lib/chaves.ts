/**
 * Query keys one feature reads and another's writes make stale. Features never import each other,
 * so the key lives here: the plans' writes invalidate the options the residents' forms offer.
 */

/** `GET /tratados`: the active plans a resident can join. */
export const CHAVE_TRATADOS = 'tratados';
