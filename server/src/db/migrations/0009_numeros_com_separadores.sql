ALTER TABLE "residente" DROP CONSTRAINT "residente_cartao_sams_check";--> statement-breakpoint
ALTER TABLE "residente" DROP CONSTRAINT "residente_conta_inss_check";--> statement-breakpoint
DROP INDEX "residente_cartao_sams_unique";--> statement-breakpoint
DROP INDEX "residente_conta_inss_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "residente_cartao_sams_unique" ON "residente" USING btree (upper(regexp_replace("cartao_sams", '[^0-9A-Za-z]', '', 'g')));--> statement-breakpoint
CREATE UNIQUE INDEX "residente_conta_inss_unique" ON "residente" USING btree (upper(regexp_replace("conta_inss", '[^0-9A-Za-z]', '', 'g')));--> statement-breakpoint
ALTER TABLE "residente" ADD CONSTRAINT "residente_cartao_sams_check" CHECK ("residente"."cartao_sams" ~ '^[0-9A-Z]([0-9A-Z ./-]{0,28}[0-9A-Z])?$');--> statement-breakpoint
ALTER TABLE "residente" ADD CONSTRAINT "residente_conta_inss_check" CHECK ("residente"."conta_inss" ~ '^[0-9A-Z]([0-9A-Z ./-]{0,28}[0-9A-Z])?$');