import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from './errors.ts';

/**
 * Who writes (or reads through a shared route): the signed-in user and where the request came
 * from, for the audit log, and the user's access level, for the rows role 2 may not reach
 * (cadastro's exigirForaDeFuncionario).
 */
export interface Autor {
  usuarioCodigo: number;
  ip: string;
  permissao: number;
}

/** The signed-in author of a request; the session hook has already refused requests without one. */
export function autorDe(request: FastifyRequest): Autor {
  if (!request.user) throw new UnauthenticatedError();
  return { usuarioCodigo: request.user.usuarioCodigo, ip: request.ip, permissao: request.user.permissao };
}
