-- Answers are kept only where a bench row fails its budget without them (decision 0056). The
-- employees' pages and pickers are read afresh now, and no answer kept in the residents' area reads
-- the employees: their writes stop moving that area's version (undoes migration 0011). They still
-- move the follow-ups' area (migration 0014): its kept pages show employees' names and job titles.
DROP TRIGGER "funcionario_versao_cadastro" ON "funcionario";--> statement-breakpoint
DROP TRIGGER "funcionario_versao_cadastro_truncate" ON "funcionario";
