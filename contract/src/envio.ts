import { z } from 'zod';
import { MENSAGENS } from './messages.ts';

/**
 * The header naming one save of a form (a UUID the client makes once per form opening): a create
 * repeated after its answer was lost answers the record already stored, never a second one
 * (decisions 0028, 0039). Without it, each call stores its own record.
 */
export const CHAVE_DE_ENVIO_HEADER = 'idempotency-key';

/** The headers of a create that takes a send key: open, a browser sends many others. */
export const cabecalhosDeEnvio = z.object({
  [CHAVE_DE_ENVIO_HEADER]: z.uuid(MENSAGENS.chaveDeEnvioInvalida).optional(),
});
