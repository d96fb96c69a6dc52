-- Each area's version is the sum of 32 slots (decision 0015, issue 14): a writer advances one slot at
-- commit, so concurrent writers no longer queue on one row until each other's commit. Each writing
-- transaction still adds exactly 1 to the sum, once, at commit: a later snapshot sees a sum at least
-- as large, and equal only when no writer committed in between.
ALTER TABLE "versao_dados" DROP CONSTRAINT "versao_dados_pkey";--> statement-breakpoint
ALTER TABLE "versao_dados" ADD COLUMN "fatia" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "versao_dados" ADD CONSTRAINT "versao_dados_area_fatia_pk" PRIMARY KEY("area","fatia");--> statement-breakpoint
-- Slot 0 keeps the area's count so far: the sum goes on from where the single counter stood.
INSERT INTO "versao_dados" ("area", "fatia")
  SELECT "area", n FROM "versao_dados", generate_series(1, 31) AS n;--> statement-breakpoint
-- The backend's own slot first (pid % 32), else the next one no other transaction holds (SKIP
-- LOCKED never waits). Only with all 32 held — more writers committing at once than slots — does it
-- wait for its own slot, as every writer did before. The slot is still locked last, at commit.
CREATE OR REPLACE FUNCTION "avancar_versao_dados"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marca text := 'acolher.versao_' || TG_ARGV[0];
  propria smallint := pg_backend_pid() % 32;
  escolhida smallint;
BEGIN
  IF coalesce(current_setting(marca, true), '') <> txid_current()::text THEN
    SELECT "fatia" INTO escolhida FROM "versao_dados" WHERE "area" = TG_ARGV[0]
      ORDER BY ("fatia" - propria + 32) % 32 LIMIT 1 FOR UPDATE SKIP LOCKED;
    UPDATE "versao_dados" SET "versao" = "versao" + 1
      WHERE "area" = TG_ARGV[0] AND "fatia" = coalesce(escolhida, propria);
    -- An area made without its 32 slots would lose this write's bump, and kept answers would go
    -- stale: refuse the write instead (a migration adding an area must add all 32).
    IF NOT FOUND THEN
      RAISE EXCEPTION 'versao_dados: a área % não tem a fatia %', TG_ARGV[0], coalesce(escolhida, propria);
    END IF;
    PERFORM set_config(marca, txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
