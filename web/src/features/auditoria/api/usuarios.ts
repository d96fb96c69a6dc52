import { auditoriaUsuarios } from '@acolher/contract';
import { queryOptions } from '@tanstack/react-query';
import { requisitar } from '../../../lib/api.ts';
import { CHAVE_AUDITORIA } from './auditoria.ts';

/** `GET /auditoria/usuarios`: every account, the options of the "Pessoa" filter. */
export const usuariosDaAuditoriaQuery = queryOptions({
  queryKey: [CHAVE_AUDITORIA, 'usuarios'],
  queryFn: () => requisitar('/auditoria/usuarios', auditoriaUsuarios),
});
