DROP INDEX "auditoria_acao_registro_em_idx";--> statement-breakpoint
DROP INDEX "auditoria_usuario_idx";--> statement-breakpoint
DROP INDEX "auditoria_repeticao_auditoria_codigo_idx";--> statement-breakpoint
-- Each run of a repeated event keeps its own count (decision 0033): keyed by its audit row, not by
-- the run's key, which a later run of the same event took over, leaving the earlier row without one.
ALTER TABLE "auditoria_repeticao" DROP CONSTRAINT "auditoria_repeticao_pkey";--> statement-breakpoint
ALTER TABLE "auditoria_repeticao" ADD PRIMARY KEY ("auditoria_codigo");--> statement-breakpoint
CREATE INDEX "auditoria_registro_acao_em_idx" ON "auditoria" USING btree ("registro","acao","em");--> statement-breakpoint
CREATE INDEX "auditoria_em_codigo_idx" ON "auditoria" USING btree ("em","codigo");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_em_codigo_idx" ON "auditoria" USING btree ("usuario_codigo","em","codigo");--> statement-breakpoint
CREATE INDEX "auditoria_acao_em_codigo_idx" ON "auditoria" USING btree ("acao","em","codigo");--> statement-breakpoint
CREATE INDEX "auditoria_texto_trgm_idx" ON "auditoria" USING gin (f_unaccent(lower(coalesce("acao", '') || ' ' || coalesce("entidade", '') || ' ' || coalesce("registro", '') || ' ' || coalesce("ip", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auditoria_repeticao_chave_ultima_em_idx" ON "auditoria_repeticao" USING btree ("chave","ultima_em");