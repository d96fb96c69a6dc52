-- Accent-insensitive name search (DESIGN §4). unaccent() is only STABLE (its dictionary could
-- change), so it cannot appear in an index; this wrapper pins the dictionary and is IMMUTABLE.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
