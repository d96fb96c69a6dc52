import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EnvioEmSegundoPlano } from './lib/mail.ts';
import type { SessionUser } from './modules/auth/session.ts';

/** What buildApp() decorates: every module reaches its dependencies through these. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    config: Config;
    correio: EnvioEmSegundoPlano;
  }
  interface FastifyRequest {
    /** Set by the auth module's hook when the request carries a valid session. */
    user: SessionUser | null;
  }
}

declare module 'fastify' {
  /**
   * Route access (DESIGN §5). Every route needs a session unless `publico`; `somenteAdmin`
   * routes need PERMISSAO_ACESSO 1. Enforced once, by the auth module's hook.
   */
  interface FastifyContextConfig {
    publico?: boolean;
    somenteAdmin?: boolean;
    /**
     * Who may call the route, declared once per route (issue 10): `publico` = anyone,
     * `equipe` = any signed-in user (roles 1 and 2), `administrador` = PERMISSAO_ACESSO 1 only.
     */
    acesso?: 'publico' | 'equipe' | 'administrador';
  }
}
