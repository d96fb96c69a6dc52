ALTER TABLE "endereco" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "telefone" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "convenio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certidao_casamento" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "familiar" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "residente" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "residente_convenio" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A record's version advances by one per transaction that writes the row (decision 0017), here and
-- not in each service, so no write path can forget it. A row whose xmin is this transaction was
-- already written by it and keeps the version it got then: a save that writes the row twice (the
-- resident, then its person through the trigger below) still advances it once. The app never
-- nests transactions, so the row's xmin is the top-level transaction's id.
CREATE FUNCTION "avancar_versao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.xmin::text <> (pg_current_xact_id()::text::bigint % 4294967296)::text THEN
    NEW."versao" := OLD."versao" + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pessoa_avancar_versao" BEFORE UPDATE ON "pessoa"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "endereco_avancar_versao" BEFORE UPDATE ON "endereco"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "telefone_avancar_versao" BEFORE UPDATE ON "telefone"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "convenio_avancar_versao" BEFORE UPDATE ON "convenio"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "beneficio_avancar_versao" BEFORE UPDATE ON "beneficio"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "certidao_casamento_avancar_versao" BEFORE UPDATE ON "certidao_casamento"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "familiar_avancar_versao" BEFORE UPDATE ON "familiar"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "residente_avancar_versao" BEFORE UPDATE ON "residente"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "residente_convenio_avancar_versao" BEFORE UPDATE ON "residente_convenio"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
-- One VERSAO covers what the resident's form edits: the resident, its person and its marriage
-- certificate. Writing the person (PUT /pessoa) or the certificate (/certidao_casamento), through
-- any route, advances the resident's version too, so a stale form cannot overwrite them.
CREATE FUNCTION "avancar_versao_do_residente"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'pessoa' THEN
    UPDATE "residente" SET "versao" = "versao" WHERE "pessoa_codigo" = NEW."codigo";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "residente" SET "versao" = "versao" WHERE "codigo_residente" = OLD."codigo_residente";
  ELSE
    UPDATE "residente" SET "versao" = "versao" WHERE "codigo_residente" = NEW."codigo_residente";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pessoa_avancar_versao_do_residente" AFTER UPDATE ON "pessoa"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_residente"();--> statement-breakpoint
CREATE TRIGGER "certidao_casamento_avancar_versao_do_residente" AFTER INSERT OR UPDATE OR DELETE ON "certidao_casamento"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_residente"();
