import type { Db, Tx } from '../db/client.ts';
import { registrarEvento } from '../modules/auditoria/service.ts';
import type { Autor } from './autor.ts';

/** Every write of the residents, plans and employees sections lands in the audit log (DESIGN §5). */
export async function auditar(
  db: Db | Tx,
  autor: Autor,
  acao: string,
  entidade: string,
  registro: string | number,
  detalhes?: Record<string, unknown>,
): Promise<void> {
  await registrarEvento(db, {
    acao,
    entidade,
    registro: String(registro),
    usuarioCodigo: autor.usuarioCodigo,
    ip: autor.ip,
    detalhes,
  });
}
