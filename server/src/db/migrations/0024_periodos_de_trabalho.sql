CREATE TABLE "periodo_de_trabalho_anterior" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "periodo_de_trabalho_anterior_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo_funcionario" integer NOT NULL,
	"data_admissao" date NOT NULL,
	"data_demissao" date NOT NULL,
	"motivo_demissao" text NOT NULL,
	CONSTRAINT "periodo_de_trabalho_anterior_datas_check" CHECK ("periodo_de_trabalho_anterior"."data_demissao" >= "periodo_de_trabalho_anterior"."data_admissao"),
	CONSTRAINT "periodo_de_trabalho_anterior_motivo_check" CHECK (btrim("periodo_de_trabalho_anterior"."motivo_demissao") <> '')
);
--> statement-breakpoint
ALTER TABLE "periodo_de_trabalho_anterior" ADD CONSTRAINT "periodo_de_trabalho_anterior_codigo_funcionario_fk" FOREIGN KEY ("codigo_funcionario") REFERENCES "public"."funcionario"("codigo_funcionario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "periodo_de_trabalho_anterior_funcionario_idx" ON "periodo_de_trabalho_anterior" USING btree ("codigo_funcionario","data_admissao");--> statement-breakpoint
-- Periods erased by earlier rehires (decision 0045, as migration 0008 did for the residents' stays):
-- the audit log kept each dismissal's date and reason ('inativar') and each reactivation's moment
-- ('reativar'). Each reactivation closes the period whose dismissal came just before it; that period
-- began at the reactivation before (its day in the default home time zone), or, the first time, at
-- the employee's stored admission, which a reactivation left in place. A reactivation whose next
-- dismissal (the employee's own when none came after it) is dated no later than the dismissal before
-- it was undone: it closes nothing and starts nothing. A period whose start would fall after its
-- dismissal lost its start (an admission edited by hand since): it is left out rather than made up.
-- An employee never rehired keeps its one period, the current one, in its own row.
WITH eventos AS (
  SELECT "registro"::integer AS funcionario, "acao", "em",
         CASE WHEN "detalhes" ->> 'data' ~ '^\d{4}-\d{2}-\d{2}$' THEN ("detalhes" ->> 'data')::date END AS data,
         "detalhes" ->> 'motivo' AS motivo,
         row_number() OVER (PARTITION BY "registro" ORDER BY "em", "codigo") AS n
  FROM "auditoria"
  WHERE "entidade" = 'funcionario' AND "acao" IN ('inativar', 'reativar') AND "registro" ~ '^[0-9]{1,9}$'
), readmissoes AS (
  SELECT r.funcionario, r.n, d.data AS demissao,
         coalesce(nullif(btrim(d.motivo), ''), 'Motivo não registrado') AS motivo,
         (r."em" AT TIME ZONE 'America/Sao_Paulo')::date AS readmissao,
         CASE WHEN s.n IS NULL THEN f."data_demissao" ELSE s.data END AS seguinte
  FROM eventos r
  JOIN eventos d ON d.funcionario = r.funcionario AND d.n = r.n - 1 AND d."acao" = 'inativar'
  JOIN "funcionario" f ON f."codigo_funcionario" = r.funcionario
  LEFT JOIN eventos s ON s.funcionario = r.funcionario AND s.n = r.n + 1
  WHERE r."acao" = 'reativar' AND d.data IS NOT NULL
), encerrados AS (
  SELECT funcionario, demissao, motivo, readmissao,
         row_number() OVER (PARTITION BY funcionario ORDER BY n) AS k
  FROM readmissoes
  WHERE seguinte IS NULL OR seguinte > demissao
), inseridos AS (
  INSERT INTO "periodo_de_trabalho_anterior" ("codigo_funcionario", "data_admissao", "data_demissao", "motivo_demissao")
  SELECT e.funcionario, coalesce(antes.readmissao, f."data_admissao"), e.demissao, e.motivo
  FROM encerrados e
  JOIN "funcionario" f ON f."codigo_funcionario" = e.funcionario
  LEFT JOIN encerrados antes ON antes.funcionario = e.funcionario AND antes.k = e.k - 1
  WHERE coalesce(antes.readmissao, f."data_admissao") <= e.demissao
  RETURNING "codigo_funcionario"
)
-- The current period began at the last reactivation (at its dismissal when that is dated earlier),
-- unless its admission was already moved past the last dismissal by hand (then it is the real date).
UPDATE "funcionario" f SET "data_admissao" = least(ultima.readmissao, coalesce(f."data_demissao", ultima.readmissao))
FROM (SELECT DISTINCT ON (funcionario) funcionario, demissao, readmissao FROM encerrados ORDER BY funcionario, k DESC) ultima
WHERE f."codigo_funcionario" = ultima.funcionario AND f."data_admissao" <= ultima.demissao;--> statement-breakpoint
-- A dismissal now blocks the employee's account, and a rehire leaves it blocked until an
-- administrator turns it back on (decision 0045): the accounts of employees dismissed today too.
UPDATE "usuario" u SET "ativo" = false
FROM "funcionario" f
WHERE f."codigo_funcionario" = u."codigo_funcionario" AND NOT f."ativo" AND u."ativo";--> statement-breakpoint
-- Migrations run in one transaction: the updates above leave deferred version-trigger events that a
-- later ALTER TABLE refuses (55006), so fire them now (as migration 0008).
SET CONSTRAINTS ALL IMMEDIATE;
