-- A flood of denials is mostly its count (decision 0033): the app's role may move a run's count and
-- last time forward, and nothing else. No role rewrites which row or run it counts, lowers a count,
-- moves a run back in time, or removes one.
CREATE FUNCTION "recusar_reescrever_repeticao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.auditoria_codigo = OLD.auditoria_codigo
     AND NEW.chave = OLD.chave
     AND NEW.contagem >= OLD.contagem
     AND NEW.ultima_em >= OLD.ultima_em THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% de %: a contagem de uma repetição só cresce', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "auditoria_repeticao_so_cresce" BEFORE UPDATE OR DELETE ON "auditoria_repeticao"
  FOR EACH ROW EXECUTE FUNCTION "recusar_reescrever_repeticao"();--> statement-breakpoint
CREATE TRIGGER "auditoria_repeticao_nunca_truncar" BEFORE TRUNCATE ON "auditoria_repeticao"
  FOR EACH STATEMENT EXECUTE FUNCTION "recusar_reescrever_repeticao"();
