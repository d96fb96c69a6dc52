-- An administrator's edit of an account (PUT /usuario/{funcionario}) carries the VERSAO it read
-- (decision 0017): a stale form no longer re-promotes a user another administrator just demoted.
ALTER TABLE "usuario" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TRIGGER "usuario_avancar_versao" BEFORE UPDATE ON "usuario"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();
