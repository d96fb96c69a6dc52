-- The per-address limits of every app process on this database, counted together
-- (lib/limite-compartilhado.ts). UNLOGGED: a count is worth nothing after a crash (PostgreSQL
-- empties the table then), and each limited request's one write skips the WAL.
CREATE UNLOGGED TABLE "limite_de_pedidos" (
	"chave" text PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limite_de_pedidos_expira_em_idx" ON "limite_de_pedidos" USING btree ("expira_em");