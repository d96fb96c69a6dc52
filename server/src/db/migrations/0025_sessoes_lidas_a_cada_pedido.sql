-- Every request reads its session from PostgreSQL (decision 0052): no process keeps one, so nothing
-- needs telling when a session, its account or its employee changes, nor which processes are alive.
-- Undoes migration 0022.
DROP TRIGGER "sessao_alterada" ON "sessao";
--> statement-breakpoint
DROP TRIGGER "sessao_envelhecida" ON "sessao";
--> statement-breakpoint
DROP TRIGGER "sessao_apagada" ON "sessao";
--> statement-breakpoint
DROP TRIGGER "usuario_alterado" ON "usuario";
--> statement-breakpoint
DROP TRIGGER "usuario_apagado" ON "usuario";
--> statement-breakpoint
DROP TRIGGER "funcionario_alterado" ON "funcionario";
--> statement-breakpoint
DROP TRIGGER "funcionario_apagado" ON "funcionario";
--> statement-breakpoint
DROP FUNCTION "avisar_sessoes"();
--> statement-breakpoint
DROP TABLE "processo_app";
