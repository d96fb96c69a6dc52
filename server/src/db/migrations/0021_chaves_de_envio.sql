-- A create repeated after its answer was lost is stored once (decision 0039): the client's
-- Idempotency-Key and the first answer, per user, written in the create's transaction.
CREATE TABLE "chave_de_envio" (
	"usuario_codigo" integer NOT NULL,
	"chave" uuid NOT NULL,
	"rota" text NOT NULL,
	"resumo_do_corpo" text NOT NULL,
	"resposta" jsonb,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chave_de_envio_usuario_codigo_chave_pk" PRIMARY KEY("usuario_codigo","chave")
);
--> statement-breakpoint
CREATE INDEX "chave_de_envio_criada_em_idx" ON "chave_de_envio" USING btree ("criada_em");