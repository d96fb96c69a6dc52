CREATE TABLE "acompanhamento_versao" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acompanhamento_versao_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"acompanhamento_codigo" integer NOT NULL,
	"versao_do_acompanhamento" integer NOT NULL,
	"data_acompanhamento" date NOT NULL,
	"hora_acompanhamento" time,
	"atividade" text NOT NULL,
	"funcionarios" integer[] NOT NULL,
	"residentes" integer[] NOT NULL,
	"alterado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"alterado_por" integer NOT NULL,
	"motivo" text
);
--> statement-breakpoint
ALTER TABLE "acompanhamento" RENAME COLUMN "criado_por" TO "registrado_por";--> statement-breakpoint
ALTER TABLE "acompanhamento" RENAME COLUMN "criado_em" TO "registrado_em";--> statement-breakpoint
ALTER TABLE "acompanhamento_funcionario" RENAME COLUMN "codigo_acompanhamento" TO "acompanhamento_codigo";--> statement-breakpoint
ALTER TABLE "acompanhamento_residente" RENAME COLUMN "codigo_acompanhamento" TO "acompanhamento_codigo";--> statement-breakpoint
ALTER TABLE "acompanhamento" DROP CONSTRAINT "acompanhamento_criado_por_fk";
--> statement-breakpoint
ALTER TABLE "acompanhamento_funcionario" DROP CONSTRAINT "acompanhamento_funcionario_codigo_acompanhamento_fk";
--> statement-breakpoint
ALTER TABLE "acompanhamento_residente" DROP CONSTRAINT "acompanhamento_residente_codigo_acompanhamento_fk";
--> statement-breakpoint
DROP INDEX "acompanhamento_data_idx";--> statement-breakpoint
DROP INDEX "acompanhamento_criado_por_idx";--> statement-breakpoint
DROP INDEX "acompanhamento_funcionario_funcionario_idx";--> statement-breakpoint
DROP INDEX "acompanhamento_residente_residente_idx";--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD COLUMN "hora_acompanhamento" time;--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD COLUMN "registrado_por_funcionario" integer;--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD COLUMN "corrige_codigo" integer;--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "acompanhamento_versao" ADD CONSTRAINT "acompanhamento_versao_acompanhamento_codigo_fk" FOREIGN KEY ("acompanhamento_codigo") REFERENCES "public"."acompanhamento"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_versao" ADD CONSTRAINT "acompanhamento_versao_alterado_por_fk" FOREIGN KEY ("alterado_por") REFERENCES "public"."usuario"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acompanhamento_versao_unique" ON "acompanhamento_versao" USING btree ("acompanhamento_codigo","versao_do_acompanhamento");--> statement-breakpoint
CREATE INDEX "acompanhamento_versao_alterado_por_idx" ON "acompanhamento_versao" USING btree ("alterado_por");--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD CONSTRAINT "acompanhamento_registrado_por_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuario"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD CONSTRAINT "acompanhamento_corrige_codigo_fk" FOREIGN KEY ("corrige_codigo") REFERENCES "public"."acompanhamento"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD CONSTRAINT "acompanhamento_registrado_por_funcionario_fk" FOREIGN KEY ("registrado_por_funcionario") REFERENCES "public"."funcionario"("codigo_funcionario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_funcionario" ADD CONSTRAINT "acompanhamento_funcionario_acompanhamento_codigo_fk" FOREIGN KEY ("acompanhamento_codigo") REFERENCES "public"."acompanhamento"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_residente" ADD CONSTRAINT "acompanhamento_residente_acompanhamento_codigo_fk" FOREIGN KEY ("acompanhamento_codigo") REFERENCES "public"."acompanhamento"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acompanhamento_recentes_idx" ON "acompanhamento" USING btree ("data_acompanhamento" DESC NULLS FIRST,"hora_acompanhamento" DESC NULLS LAST,"codigo" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "acompanhamento_registrado_por_idx" ON "acompanhamento" USING btree ("registrado_por");--> statement-breakpoint
CREATE INDEX "acompanhamento_registrado_por_funcionario_idx" ON "acompanhamento" USING btree ("registrado_por_funcionario");--> statement-breakpoint
CREATE INDEX "acompanhamento_corrige_codigo_idx" ON "acompanhamento" USING btree ("corrige_codigo") WHERE "acompanhamento"."corrige_codigo" is not null;--> statement-breakpoint
CREATE INDEX "acompanhamento_funcionario_funcionario_idx" ON "acompanhamento_funcionario" USING btree ("codigo_funcionario","acompanhamento_codigo");--> statement-breakpoint
CREATE INDEX "acompanhamento_residente_residente_idx" ON "acompanhamento_residente" USING btree ("codigo_residente","acompanhamento_codigo" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD CONSTRAINT "acompanhamento_atividade_tamanho_check" CHECK (char_length("acompanhamento"."atividade") <= 4000);--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD CONSTRAINT "acompanhamento_corrige_check" CHECK ("acompanhamento"."corrige_codigo" <> "acompanhamento"."codigo");--> statement-breakpoint
-- A follow-up's version advances once per transaction that writes it (decision 0017, migration 0006).
CREATE TRIGGER "acompanhamento_avancar_versao" BEFORE UPDATE ON "acompanhamento"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
-- Its participants are part of it: adding or removing one, through any route, advances the
-- follow-up's version too, so an edit form opened before cannot overwrite the change. A follow-up
-- this transaction already wrote (created with its participants, or edited) has advanced already:
-- it is not written again, which keeps a create at one write per row.
CREATE FUNCTION "avancar_versao_do_acompanhamento"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  alvo integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."acompanhamento_codigo" ELSE NEW."acompanhamento_codigo" END;
BEGIN
  UPDATE "acompanhamento" SET "versao" = "versao"
  WHERE "codigo" = alvo AND xmin::text <> (pg_current_xact_id()::text::bigint % 4294967296)::text;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "acompanhamento_funcionario_avancar_versao" AFTER INSERT OR DELETE ON "acompanhamento_funcionario"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_acompanhamento"();--> statement-breakpoint
CREATE TRIGGER "acompanhamento_residente_avancar_versao" AFTER INSERT OR DELETE ON "acompanhamento_residente"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_acompanhamento"();--> statement-breakpoint
-- A care record is never erased (Lei 13.787/2018, decision 0028): no DELETE of a follow-up, and
-- its history is append-only. Only TRUNCATE (a seed's --force, maintenance) gets past this.
CREATE FUNCTION "recusar_apagar_registro_de_cuidado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% de %: acompanhamentos e seu histórico nunca são apagados nem reescritos', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "acompanhamento_nunca_apagar" BEFORE DELETE ON "acompanhamento"
  FOR EACH ROW EXECUTE FUNCTION "recusar_apagar_registro_de_cuidado"();--> statement-breakpoint
CREATE TRIGGER "acompanhamento_versao_somente_acrescentar" BEFORE UPDATE OR DELETE ON "acompanhamento_versao"
  FOR EACH ROW EXECUTE FUNCTION "recusar_apagar_registro_de_cuidado"();
