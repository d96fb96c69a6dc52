import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Acesso } from './lib/acesso.ts';
import type { EnvioEmSegundoPlano } from './lib/mail.ts';
import type { StatusDeErro } from './lib/respostas-de-erro.ts';
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
  interface FastifyContextConfig {
    /**
     * Who may call the route, declared once per route (decision 0027) and enforced once, by the
     * auth module's hook: `publico` = anyone, `equipe` = any signed-in user (roles 1 and 2),
     * `administrador` = PERMISSAO_ACESSO 1 only. A route without it fails at startup.
     */
    acesso?: Acesso;
    /**
     * A file of the built web app or of the API docs, public by nature (app.ts marks them): the
     * access walk holds every other public route to a named list.
     */
    arquivo?: true;
    /**
     * The refusals of the route's service that its declaration does not show (a state conflict, a
     * row refused to the team), by status, each with why: the OpenAPI document lists them beside
     * those derived from the declaration (lib/documentacao.ts, decision 0048). `null`: the route
     * never answers that status, whatever its declaration suggests.
     */
    recusas?: Partial<Record<StatusDeErro, string | null>>;
  }
}
