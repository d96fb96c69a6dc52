CREATE TABLE "estadia_anterior" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estadia_anterior_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo_residente" integer NOT NULL,
	"data_acolhimento" date NOT NULL,
	"data_desacolhimento" date NOT NULL,
	"motivo_desacolhimento" text NOT NULL,
	CONSTRAINT "estadia_anterior_datas_check" CHECK ("estadia_anterior"."data_desacolhimento" >= "estadia_anterior"."data_acolhimento"),
	CONSTRAINT "estadia_anterior_motivo_check" CHECK (btrim("estadia_anterior"."motivo_desacolhimento") <> '')
);
--> statement-breakpoint
DROP INDEX "residente_certidao_nascimento_unique";--> statement-breakpoint
ALTER TABLE "endereco" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "beneficio" ADD COLUMN "numero_beneficio" text;--> statement-breakpoint
ALTER TABLE "estadia_anterior" ADD CONSTRAINT "estadia_anterior_codigo_residente_fk" FOREIGN KEY ("codigo_residente") REFERENCES "public"."residente"("codigo_residente") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estadia_anterior_residente_idx" ON "estadia_anterior" USING btree ("codigo_residente","data_acolhimento");--> statement-breakpoint
CREATE UNIQUE INDEX "residente_termo_nascimento_unique" ON "residente" USING btree ("numero_certidao_nascimento",coalesce(lower(btrim("livro_certidao_nascimento")), ''),coalesce(lower(btrim("folha_certidao_nascimento")), ''),coalesce(f_unaccent(lower(btrim("cidade_certidao_nascimento"))), ''),coalesce("estado_certidao_nascimento", '')) WHERE length("residente"."numero_certidao_nascimento") < 32;--> statement-breakpoint
CREATE UNIQUE INDEX "residente_certidao_nascimento_unique" ON "residente" USING btree ("numero_certidao_nascimento") WHERE length("residente"."numero_certidao_nascimento") = 32;--> statement-breakpoint
ALTER TABLE "beneficio" ADD CONSTRAINT "beneficio_numero_check" CHECK ("beneficio"."numero_beneficio" ~ '^[0-9]{10,10}$');--> statement-breakpoint
-- Stays erased by earlier readmissions (decision 0023): the audit log kept each discharge's date
-- and reason ('desacolher') and each readmission's moment ('reacolher'). Each readmission closes the
-- stay whose discharge came just before it; that stay began at the readmission before (its day in
-- the default home time zone), or, the first time, at the resident's stored admission, which a
-- readmission left in place. A readmission whose next discharge (the resident's own when none came
-- after it) is dated no later than the discharge before it was undone: it closes nothing and starts
-- nothing. A stay whose start would fall after its discharge lost its start (an admission edited by
-- hand since): it is left out rather than made up.
WITH eventos AS (
  SELECT "registro"::integer AS residente, "acao", "em",
         CASE WHEN "detalhes" ->> 'data' ~ '^\d{4}-\d{2}-\d{2}$' THEN ("detalhes" ->> 'data')::date END AS data,
         "detalhes" ->> 'motivo' AS motivo,
         row_number() OVER (PARTITION BY "registro" ORDER BY "em", "codigo") AS n
  FROM "auditoria"
  WHERE "entidade" = 'residente' AND "acao" IN ('desacolher', 'reacolher') AND "registro" ~ '^[0-9]{1,9}$'
), readmissoes AS (
  SELECT r.residente, r.n, d.data AS desacolhimento,
         coalesce(nullif(btrim(d.motivo), ''), 'Motivo não registrado') AS motivo,
         (r."em" AT TIME ZONE 'America/Sao_Paulo')::date AS reacolhimento,
         CASE WHEN s.n IS NULL THEN res."data_desacolhimento" ELSE s.data END AS seguinte
  FROM eventos r
  JOIN eventos d ON d.residente = r.residente AND d.n = r.n - 1 AND d."acao" = 'desacolher'
  JOIN "residente" res ON res."codigo_residente" = r.residente
  LEFT JOIN eventos s ON s.residente = r.residente AND s.n = r.n + 1
  WHERE r."acao" = 'reacolher' AND d.data IS NOT NULL
), encerradas AS (
  SELECT residente, desacolhimento, motivo, reacolhimento,
         row_number() OVER (PARTITION BY residente ORDER BY n) AS k
  FROM readmissoes
  WHERE seguinte IS NULL OR seguinte > desacolhimento
), inseridas AS (
  INSERT INTO "estadia_anterior" ("codigo_residente", "data_acolhimento", "data_desacolhimento", "motivo_desacolhimento")
  SELECT e.residente, coalesce(antes.reacolhimento, r."data_acolhimento"), e.desacolhimento, e.motivo
  FROM encerradas e
  JOIN "residente" r ON r."codigo_residente" = e.residente
  LEFT JOIN encerradas antes ON antes.residente = e.residente AND antes.k = e.k - 1
  WHERE coalesce(antes.reacolhimento, r."data_acolhimento") <= e.desacolhimento
  RETURNING "codigo_residente"
)
-- The current stay began at the last readmission (at its discharge when that is dated earlier),
-- unless its admission was already moved past the last discharge by hand (then it is the
-- readmission's real date).
UPDATE "residente" r SET "data_acolhimento" = least(ultima.reacolhimento, coalesce(r."data_desacolhimento", ultima.reacolhimento))
FROM (SELECT DISTINCT ON (residente) residente, desacolhimento, reacolhimento FROM encerradas ORDER BY residente, k DESC) ultima
WHERE r."codigo_residente" = ultima.residente AND r."data_acolhimento" <= ultima.desacolhimento;--> statement-breakpoint
-- Migrations run in one transaction: the updates above leave deferred version-trigger events that a
-- later ALTER TABLE refuses (55006), so fire them now.
SET CONSTRAINTS ALL IMMEDIATE;
