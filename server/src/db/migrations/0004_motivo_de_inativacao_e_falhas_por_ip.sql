-- Per-address failed-login count (decision 0003): WHERE acao = 'login_falhou' AND ip = ? AND em > ?
CREATE INDEX "auditoria_acao_ip_em_idx" ON "auditoria" USING btree ("acao","ip","em");--> statement-breakpoint
-- Rows made inactive before the reason was enforced keep a visible placeholder instead of blocking the migration.
UPDATE "funcionario" SET "motivo_desligamento" = 'Motivo não registrado' WHERE NOT "ativo" AND coalesce(btrim("motivo_desligamento"), '') = '';--> statement-breakpoint
UPDATE "residente" SET "motivo_desacolhimento" = 'Motivo não registrado' WHERE NOT "ativo" AND coalesce(btrim("motivo_desacolhimento"), '') = '';--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_motivo_desligamento_check" CHECK ("funcionario"."ativo" or coalesce(btrim("funcionario"."motivo_desligamento"), '') <> '');--> statement-breakpoint
ALTER TABLE "residente" ADD CONSTRAINT "residente_motivo_desacolhimento_check" CHECK ("residente"."ativo" or coalesce(btrim("residente"."motivo_desacolhimento"), '') <> '');
