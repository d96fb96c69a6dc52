-- Employees (issue 10). Data first, while no ALTER has run: an employee saved without an admission
-- date was admitted, as far as anyone knows, the day it was registered (in the default home time
-- zone); DATA_ADMISSAO is required from now on.
UPDATE "funcionario" SET "data_admissao" = ("criado_em" AT TIME ZONE 'America/Sao_Paulo')::date
WHERE "data_admissao" IS NULL;--> statement-breakpoint
-- A dependant is now keyed by its employee, name and surname (decision 0026): of two dependants of
-- one employee with the same name (case and accents aside), the later ones get "(repetido N)" after
-- the surname, N their own code, instead of failing the migration: not a bare count, since "Moura (2)"
-- may be somebody's surname already. Cut to stay within the 150 characters a path segment takes.
WITH repetidos AS (
  SELECT "codigo", row_number() OVER (
    PARTITION BY "codigo_funcionario", f_unaccent(lower(btrim("nome"))), f_unaccent(lower(btrim("sobrenome")))
    ORDER BY "codigo") AS n
  FROM "dependente"
)
UPDATE "dependente" d SET "sobrenome" = left(btrim(d."sobrenome"), 125) || ' (repetido ' || d."codigo" || ')'
FROM repetidos r WHERE r."codigo" = d."codigo" AND r.n > 1;--> statement-breakpoint
-- Migrations run in one transaction: the updates above leave deferred trigger events that a later
-- ALTER TABLE refuses (55006), so fire them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "funcionario" RENAME COLUMN "data_desligamento" TO "data_demissao";--> statement-breakpoint
ALTER TABLE "funcionario" RENAME COLUMN "motivo_desligamento" TO "motivo_demissao";--> statement-breakpoint
ALTER TABLE "funcionario" DROP CONSTRAINT "funcionario_desligamento_check";--> statement-breakpoint
ALTER TABLE "funcionario" DROP CONSTRAINT "funcionario_motivo_desligamento_check";--> statement-breakpoint
DROP INDEX "dependente_funcionario_idx";--> statement-breakpoint
DROP INDEX "dependente_certidao_nascimento_unique";--> statement-breakpoint
ALTER TABLE "funcionario" ALTER COLUMN "data_admissao" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conta_bancaria" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dependente" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "funcionario" ADD COLUMN "vinculo" text;--> statement-breakpoint
ALTER TABLE "funcionario" ADD COLUMN "responsavel_tecnico" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funcionario" ADD COLUMN "conselho_sigla" text;--> statement-breakpoint
ALTER TABLE "funcionario" ADD COLUMN "conselho_numero" text;--> statement-breakpoint
ALTER TABLE "funcionario" ADD COLUMN "conselho_uf" text;--> statement-breakpoint
ALTER TABLE "funcionario" ADD COLUMN "conselho_validade" date;--> statement-breakpoint
ALTER TABLE "funcionario" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dependente_nome_unique" ON "dependente" USING btree ("codigo_funcionario",f_unaccent(lower(btrim("nome"))),f_unaccent(lower(btrim("sobrenome"))));--> statement-breakpoint
CREATE UNIQUE INDEX "dependente_termo_nascimento_unique" ON "dependente" USING btree ("numero_certidao_nascimento",coalesce(lower(btrim("livro_certidao_nascimento")), ''),coalesce(lower(btrim("folha_certidao_nascimento")), ''),coalesce(f_unaccent(lower(btrim("cidade_certidao_nascimento"))), ''),coalesce("estado_certidao_nascimento", '')) WHERE length("dependente"."numero_certidao_nascimento") < 32;--> statement-breakpoint
CREATE UNIQUE INDEX "funcionario_responsavel_tecnico_unique" ON "funcionario" USING btree ("responsavel_tecnico") WHERE "funcionario"."responsavel_tecnico" and "funcionario"."ativo";--> statement-breakpoint
CREATE INDEX "funcionario_conselho_validade_idx" ON "funcionario" USING btree ("conselho_validade") WHERE "funcionario"."ativo";--> statement-breakpoint
CREATE UNIQUE INDEX "dependente_certidao_nascimento_unique" ON "dependente" USING btree ("numero_certidao_nascimento") WHERE length("dependente"."numero_certidao_nascimento") = 32;--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_vinculo_check" CHECK ("funcionario"."vinculo" in ('clt', 'estatutario', 'prestador', 'voluntario', 'estagio'));--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_conselho_sigla_check" CHECK ("funcionario"."conselho_sigla" ~ '^[A-Z]{2,10}$');--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_conselho_numero_check" CHECK ("funcionario"."conselho_numero" ~ '^[0-9A-Z]([0-9A-Z ./-]{0,18}[0-9A-Z])?$');--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_conselho_uf_check" CHECK ("funcionario"."conselho_uf" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'));--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_conselho_check" CHECK (("funcionario"."conselho_sigla" is null) = ("funcionario"."conselho_numero" is null)
        and ("funcionario"."conselho_sigla" is null) = ("funcionario"."conselho_uf" is null)
        and ("funcionario"."conselho_sigla" is not null or "funcionario"."conselho_validade" is null));--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_demissao_check" CHECK ("funcionario"."ativo" = ("funcionario"."data_demissao" is null));--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_motivo_demissao_check" CHECK ("funcionario"."ativo" or coalesce(btrim("funcionario"."motivo_demissao"), '') <> '');--> statement-breakpoint
-- Each record's version (decision 0017), advanced by the database once per transaction.
CREATE TRIGGER "funcionario_avancar_versao" BEFORE UPDATE ON "funcionario"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "conta_bancaria_avancar_versao" BEFORE UPDATE ON "conta_bancaria"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
CREATE TRIGGER "dependente_avancar_versao" BEFORE UPDATE ON "dependente"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao"();--> statement-breakpoint
-- One VERSAO covers what the employee's form edits, as the resident's does (migration 0006): its
-- person (PUT /pessoa, and through the person's own trigger its phone and address links, PUT
-- /telefone, PUT /endereco) and its bank account (/conta-bancaria-funcionario). Each of these
-- writes, through any route, advances the employee's version, so a stale form is refused (409).
CREATE TRIGGER "pessoa_avancar_versao_do_funcionario" AFTER UPDATE ON "pessoa"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('funcionario', 'pessoa_codigo', 'codigo');--> statement-breakpoint
CREATE TRIGGER "conta_bancaria_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "conta_bancaria"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('funcionario', 'codigo_funcionario', 'codigo_funcionario');