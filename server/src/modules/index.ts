import type { FastifyPluginAsync } from 'fastify';
import acompanhamentosRoutes from './acompanhamentos/routes.ts';
import auditoriaRoutes from './auditoria/routes.ts';
import sessionPlugin from './auth/plugin.ts';
import authRoutes from './auth/routes.ts';
import cadastroRoutes from './cadastro/routes.ts';
import conveniosRoutes from './convenios/routes.ts';
import funcionariosRoutes from './funcionarios/routes.ts';
import health from './health/routes.ts';
import homeRoutes from './home/routes.ts';
import prontuarioRoutes from './prontuario/routes.ts';
import relatoriosRoutes from './relatorios/routes.ts';
import residentesRoutes from './residentes/routes.ts';
import usuariosRoutes from './usuarios/routes.ts';

/** Every module of the API, in registration order (plugins that install hooks come first). */
export const modulos: FastifyPluginAsync[] = [
  sessionPlugin,
  health,
  authRoutes,
  homeRoutes,
  conveniosRoutes,
  relatoriosRoutes,
  prontuarioRoutes,
  cadastroRoutes,
  residentesRoutes,
  funcionariosRoutes,
  usuariosRoutes,
  acompanhamentosRoutes,
  auditoriaRoutes,
];
