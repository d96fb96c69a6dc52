import type { FastifyPluginAsync } from 'fastify';
import health from './health/routes.ts';

/** Every module of the API, in registration order (plugins that install hooks come first). */
export const modulos: FastifyPluginAsync[] = [health];
