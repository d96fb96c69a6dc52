CREATE TABLE "versao_dados" (
	"area" text PRIMARY KEY NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "versao_dados" ("area") VALUES ('cadastro');--> statement-breakpoint
-- Advances the area's counter once per transaction, at commit (the trigger below is deferred): the
-- counter row is locked last, after every other lock the transaction took, so two writers can wait
-- for each other's commit but never deadlock on it.
CREATE FUNCTION "avancar_versao_dados"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marca text := 'acolher.versao_' || TG_ARGV[0];
BEGIN
  IF coalesce(current_setting(marca, true), '') <> txid_current()::text THEN
    UPDATE "versao_dados" SET "versao" = "versao" + 1 WHERE "area" = TG_ARGV[0];
    PERFORM set_config(marca, txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pessoa_versao_cadastro" AFTER INSERT OR UPDATE OR DELETE ON "pessoa"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('cadastro');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "residente_versao_cadastro" AFTER INSERT OR UPDATE OR DELETE ON "residente"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('cadastro');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "beneficio_versao_cadastro" AFTER INSERT OR UPDATE OR DELETE ON "beneficio"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('cadastro');--> statement-breakpoint
-- TRUNCATE has no row triggers and cannot be deferred: these take the counter row at once, not last.
-- Only tests and maintenance truncate, and TRUNCATE already locks the whole table.
CREATE TRIGGER "pessoa_versao_cadastro_truncate" AFTER TRUNCATE ON "pessoa"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('cadastro');--> statement-breakpoint
CREATE TRIGGER "residente_versao_cadastro_truncate" AFTER TRUNCATE ON "residente"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('cadastro');--> statement-breakpoint
CREATE TRIGGER "beneficio_versao_cadastro_truncate" AFTER TRUNCATE ON "beneficio"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('cadastro');
