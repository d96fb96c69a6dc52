CREATE TABLE "auditoria_repeticao" (
	"chave" text PRIMARY KEY NOT NULL,
	"auditoria_codigo" bigint NOT NULL,
	"contagem" integer DEFAULT 1 NOT NULL,
	"ultima_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria_repeticao" ADD CONSTRAINT "auditoria_repeticao_auditoria_codigo_fk" FOREIGN KEY ("auditoria_codigo") REFERENCES "public"."auditoria"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_repeticao_auditoria_codigo_idx" ON "auditoria_repeticao" USING btree ("auditoria_codigo");--> statement-breakpoint
-- The audit log is append-only (issue 12): no role, the owner's included, rewrites or removes a row.
-- Only a superuser that disables triggers on purpose could; the app never connects as one.
CREATE FUNCTION "recusar_reescrever_auditoria"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% de %: o registro de auditoria só aceita novas linhas', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "auditoria_somente_acrescentar" BEFORE UPDATE OR DELETE ON "auditoria"
  FOR EACH ROW EXECUTE FUNCTION "recusar_reescrever_auditoria"();--> statement-breakpoint
CREATE TRIGGER "auditoria_nunca_truncar" BEFORE TRUNCATE ON "auditoria"
  FOR EACH STATEMENT EXECUTE FUNCTION "recusar_reescrever_auditoria"();
