-- An owner's VERSAO covers its links and contacts (decision 0017): a plan's form rewrites its
-- address and its whole phone list, a relative's its link to the resident, addresses and phones, a
-- membership's its holder phones. Each of these also changes through routes of its own (POST
-- /telefone_convenio, PUT /telefone/{id}, POST /residente_familiar...), so each such write advances
-- the owner's version, here and not in each service, and a form read before it is refused (409)
-- instead of undoing it. The owner's BEFORE UPDATE trigger (avancar_versao, migration 0006) keeps
-- the once-per-transaction rule: a whole-form save that writes the owner and its links advances once.

-- A row of a link table is inserted, changed or deleted: its owner (table TG_ARGV[0], key column
-- TG_ARGV[1]) named by the link's column TG_ARGV[2] is rewritten, which advances its version. A
-- link moved from one owner to another (UPDATE) advances both. An owner deleted with its links
-- (CASCADE) is no longer there to update.
CREATE FUNCTION "avancar_versao_do_dono"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET "versao" = "versao" WHERE %I IN ($1, $2)', TG_ARGV[0], TG_ARGV[1])
    USING (to_jsonb(OLD) ->> TG_ARGV[2])::integer, (to_jsonb(NEW) ->> TG_ARGV[2])::integer;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "endereco_convenio_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "endereco_convenio"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('convenio', 'codigo', 'convenio_codigo');--> statement-breakpoint
CREATE TRIGGER "telefone_convenio_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "telefone_convenio"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('convenio', 'codigo', 'convenio_codigo');--> statement-breakpoint
CREATE TRIGGER "endereco_familiar_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "endereco_familiar"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('familiar', 'codigo', 'familiar_codigo');--> statement-breakpoint
CREATE TRIGGER "telefone_familiar_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "telefone_familiar"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('familiar', 'codigo', 'familiar_codigo');--> statement-breakpoint
CREATE TRIGGER "residente_familiar_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "residente_familiar"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('familiar', 'codigo', 'familiar_codigo');--> statement-breakpoint
CREATE TRIGGER "telefone_parentesco_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "telefone_parentesco"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('residente_convenio', 'codigo', 'residente_convenio_codigo');--> statement-breakpoint
CREATE TRIGGER "endereco_pessoa_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "endereco_pessoa"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('pessoa', 'codigo', 'pessoa_codigo');--> statement-breakpoint
CREATE TRIGGER "telefone_pessoa_avancar_versao_do_dono" AFTER INSERT OR UPDATE OR DELETE ON "telefone_pessoa"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_do_dono"('pessoa', 'codigo', 'pessoa_codigo');--> statement-breakpoint
-- A phone or an address is updated (PUT /telefone/{id}, PUT /endereco/{id}, or an owner's form):
-- each of its links (tables TG_ARGV[1..], contact column TG_ARGV[0]) is rewritten as it is, which
-- advances every owner that holds it through the trigger above.
CREATE FUNCTION "avancar_versao_dos_vinculos"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  vinculo text;
BEGIN
  FOREACH vinculo IN ARRAY TG_ARGV[1:] LOOP
    EXECUTE format('UPDATE %I SET %I = %I WHERE %I = $1', vinculo, TG_ARGV[0], TG_ARGV[0], TG_ARGV[0])
      USING NEW."codigo";
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "endereco_avancar_versao_dos_vinculos" AFTER UPDATE ON "endereco"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dos_vinculos"('endereco_codigo', 'endereco_convenio', 'endereco_familiar', 'endereco_pessoa');--> statement-breakpoint
CREATE TRIGGER "telefone_avancar_versao_dos_vinculos" AFTER UPDATE ON "telefone"
  FOR EACH ROW EXECUTE FUNCTION "avancar_versao_dos_vinculos"('telefone_codigo', 'telefone_convenio', 'telefone_familiar', 'telefone_parentesco', 'telefone_pessoa');
