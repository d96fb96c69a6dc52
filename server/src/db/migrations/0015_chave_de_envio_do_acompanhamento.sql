-- A save of a follow-up repeated after its answer was lost is stored once (decision 0028): the
-- client's Idempotency-Key is kept with the row, unique per author.
ALTER TABLE "acompanhamento" ADD COLUMN "chave_de_envio" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "acompanhamento_chave_de_envio_unique" ON "acompanhamento" USING btree ("registrado_por","chave_de_envio") WHERE "acompanhamento"."chave_de_envio" is not null;