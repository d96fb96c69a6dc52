-- The follow-ups' answers are kept per version of their data (decision 0015, 0028): a counter of
-- their own, advanced at commit by every write to the follow-ups, their links and history, and to
-- the names and job titles the answers show (pessoa, funcionario).
INSERT INTO "versao_dados" ("area") VALUES ('acompanhamentos');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "acompanhamento_versao_acompanhamentos" AFTER INSERT OR UPDATE OR DELETE ON "acompanhamento"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "acompanhamento_funcionario_versao_acompanhamentos" AFTER INSERT OR UPDATE OR DELETE ON "acompanhamento_funcionario"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "acompanhamento_residente_versao_acompanhamentos" AFTER INSERT OR UPDATE OR DELETE ON "acompanhamento_residente"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "acompanhamento_versao_versao_acompanhamentos" AFTER INSERT OR UPDATE OR DELETE ON "acompanhamento_versao"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pessoa_versao_acompanhamentos" AFTER INSERT OR UPDATE OR DELETE ON "pessoa"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "funcionario_versao_acompanhamentos" AFTER INSERT OR UPDATE OR DELETE ON "funcionario"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE TRIGGER "acompanhamento_versao_acompanhamentos_truncate" AFTER TRUNCATE ON "acompanhamento"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE TRIGGER "acompanhamento_funcionario_versao_acompanhamentos_truncate" AFTER TRUNCATE ON "acompanhamento_funcionario"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE TRIGGER "acompanhamento_residente_versao_acompanhamentos_truncate" AFTER TRUNCATE ON "acompanhamento_residente"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE TRIGGER "acompanhamento_versao_versao_acompanhamentos_truncate" AFTER TRUNCATE ON "acompanhamento_versao"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE TRIGGER "pessoa_versao_acompanhamentos_truncate" AFTER TRUNCATE ON "pessoa"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');--> statement-breakpoint
CREATE TRIGGER "funcionario_versao_acompanhamentos_truncate" AFTER TRUNCATE ON "funcionario"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('acompanhamentos');
