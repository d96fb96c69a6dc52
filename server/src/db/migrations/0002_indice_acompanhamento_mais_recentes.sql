DROP INDEX "acompanhamento_data_idx";--> statement-breakpoint
CREATE INDEX "acompanhamento_data_idx" ON "acompanhamento" USING btree ("data_acompanhamento" DESC NULLS FIRST,"codigo" DESC NULLS FIRST);