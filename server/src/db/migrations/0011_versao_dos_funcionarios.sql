-- The employees' list pages are kept per version of the data as the residents' are (decision 0015):
-- that list reads pessoa, already counted, and funcionario, counted from here on, in the same area.
CREATE CONSTRAINT TRIGGER "funcionario_versao_cadastro" AFTER INSERT OR UPDATE OR DELETE ON "funcionario"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('cadastro');--> statement-breakpoint
CREATE TRIGGER "funcionario_versao_cadastro_truncate" AFTER TRUNCATE ON "funcionario"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('cadastro');
