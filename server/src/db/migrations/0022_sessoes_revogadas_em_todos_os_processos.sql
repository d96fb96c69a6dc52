-- Each app process keeps the sessions it served (decision 0040). Every change that could end one
-- notifies them all to let go: a revoker then waits for the live processes' acknowledgements.
-- UNLOGGED: the live processes are worth nothing after a crash (PostgreSQL empties the table then).
CREATE UNLOGGED TABLE "processo_app" (
	"id" text PRIMARY KEY NOT NULL,
	"visto_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- One notification per transaction however many rows or triggers: PostgreSQL folds identical ones.
CREATE FUNCTION "avisar_sessoes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('acolher_sessoes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every column of a session but its last use, which each process renews once a minute per session
-- and must not empty the caches; moved back (by hand, to age a session) it does.
CREATE TRIGGER "sessao_alterada" AFTER UPDATE OF
  "codigo", "token_hash", "xsrf_token", "usuario_codigo", "criada_em", "expira_em", "ip", "user_agent"
  ON "sessao" FOR EACH STATEMENT EXECUTE FUNCTION "avisar_sessoes"();
--> statement-breakpoint
CREATE TRIGGER "sessao_envelhecida" AFTER UPDATE OF "ultimo_uso_em" ON "sessao"
  FOR EACH ROW WHEN (NEW."ultimo_uso_em" < OLD."ultimo_uso_em") EXECUTE FUNCTION "avisar_sessoes"();
--> statement-breakpoint
CREATE TRIGGER "sessao_apagada" AFTER DELETE OR TRUNCATE ON "sessao"
  FOR EACH STATEMENT EXECUTE FUNCTION "avisar_sessoes"();
--> statement-breakpoint
-- What the session lookup reads of the account (auth/session.ts: colunasDaSessao, contaAtiva,
-- comFuncionario).
CREATE TRIGGER "usuario_alterado" AFTER UPDATE OF
  "codigo", "codigo_funcionario", "login", "permissao_acesso", "primeiro_acesso", "ativo"
  ON "usuario" FOR EACH STATEMENT EXECUTE FUNCTION "avisar_sessoes"();
--> statement-breakpoint
CREATE TRIGGER "usuario_apagado" AFTER DELETE OR TRUNCATE ON "usuario"
  FOR EACH STATEMENT EXECUTE FUNCTION "avisar_sessoes"();
--> statement-breakpoint
-- And of the account's employee (contaAtiva, comFuncionario).
CREATE TRIGGER "funcionario_alterado" AFTER UPDATE OF "codigo_funcionario", "ativo"
  ON "funcionario" FOR EACH STATEMENT EXECUTE FUNCTION "avisar_sessoes"();
--> statement-breakpoint
CREATE TRIGGER "funcionario_apagado" AFTER DELETE OR TRUNCATE ON "funcionario"
  FOR EACH STATEMENT EXECUTE FUNCTION "avisar_sessoes"();
