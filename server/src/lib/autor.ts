import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from './errors.ts';

/** Who writes, for the audit log: the signed-in user and where the request came from. */
export interface Autor {
  usuarioCodigo: number;
  ip: string;
}

/** The signed-in author of a write; the session hook has already refused requests without one. */
export function autorDe(request: FastifyRequest): Autor {
  if (!request.user) throw new UnauthenticatedError();
  return { usuarioCodigo: request.user.usuarioCodigo, ip: request.ip };
}
