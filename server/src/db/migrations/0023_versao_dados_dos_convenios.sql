-- The plans' lists are kept per version of their data (decisions 0015, 0041): a counter of their own,
-- with its 32 slots (migration 0019), advanced at commit by every write that can change what
-- GET /convenio and /convenio-desativados answer:
-- - convenio, any change. Its row is also rewritten by every change to its address and phone links
--   and, through them, to its own addresses and phones (avancar_versao_do_dono and
--   avancar_versao_dos_vinculos, migration 0007): those writes are counted here, and the other
--   owners' contacts are not;
-- - residente_convenio, any change (a membership's holder phones rewrite it too, counted for nothing);
-- - residente, only when ativo changes: a member counts while active. Its code cannot change under
--   a membership (the link's key refers to it), a new resident has no membership yet, and one with a
--   membership cannot be deleted (ON DELETE restrict).
INSERT INTO "versao_dados" ("area", "fatia") SELECT 'convenios', n FROM generate_series(0, 31) AS n;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "convenio_versao_convenios" AFTER INSERT OR UPDATE OR DELETE ON "convenio"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('convenios');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "residente_convenio_versao_convenios" AFTER INSERT OR UPDATE OR DELETE ON "residente_convenio"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dados"('convenios');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "residente_ativo_versao_convenios" AFTER UPDATE ON "residente"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."ativo" IS DISTINCT FROM NEW."ativo")
  EXECUTE FUNCTION "avancar_versao_dados"('convenios');--> statement-breakpoint
-- TRUNCATE runs no row trigger, so none of the rewrites above. The three link tables count it
-- themselves; truncating convenio, residente, endereco or telefone must cascade to one of them.
CREATE TRIGGER "endereco_convenio_versao_convenios_truncate" AFTER TRUNCATE ON "endereco_convenio"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('convenios');--> statement-breakpoint
CREATE TRIGGER "telefone_convenio_versao_convenios_truncate" AFTER TRUNCATE ON "telefone_convenio"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('convenios');--> statement-breakpoint
CREATE TRIGGER "residente_convenio_versao_convenios_truncate" AFTER TRUNCATE ON "residente_convenio"
  FOR EACH STATEMENT EXECUTE FUNCTION "avancar_versao_dados"('convenios');
