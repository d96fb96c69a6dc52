/**
 * Query keys one feature reads and another's writes make stale. Features never import each other,
 * so the key lives here: the plans' writes invalidate the options the residents' forms offer, the
 * residents' writes the home's boxes.
 */

/** `GET /tratados`: the active plans a resident can join. */
export const CHAVE_TRATADOS = 'tratados';

/** The home's boxes (`GET /prova-de-vida`, `/aniversariante`): a discharge or a benefit changes them. */
export const CHAVE_INICIO = 'inicio';
