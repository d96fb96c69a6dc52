-- The follow-ups' send keys join every other create's (decision 0053): a key of the last 24 hours
-- moves to chave_de_envio, answered by its follow-up's code, its body digested as
-- lib/chave-de-envio.ts digests the one criarAcompanhamento sends (conteudoDoEnvio: keys in order,
-- participants in code order, the time as HH:MM), from the follow-up as it is now, which is what
-- the column's repeat compared with. Older keys had expired.
INSERT INTO "chave_de_envio" ("usuario_codigo", "chave", "rota", "resumo_do_corpo", "resposta", "criada_em")
SELECT a.registrado_por, a.chave_de_envio, 'POST /acompanhamentos',
  rtrim(translate(encode(sha256(convert_to(
    'POST /acompanhamentos' || E'\n'
    || '{"ATIVIDADE":' || to_json(a.atividade)::text
    || ',"CORRIGE_CODIGO":' || coalesce(a.corrige_codigo::text, 'null')
    || ',"DATA_ACOMPANHAMENTO":"' || a.data_acompanhamento::text || '"'
    || ',"FUNCIONARIOS":[' || coalesce((select string_agg(f.codigo_funcionario::text, ',' order by f.codigo_funcionario)
         from acompanhamento_funcionario f where f.acompanhamento_codigo = a.codigo), '') || ']'
    || ',"HORA_ACOMPANHAMENTO":' || coalesce('"' || to_char(a.hora_acompanhamento, 'HH24:MI') || '"', 'null')
    || ',"RESIDENTES":[' || coalesce((select string_agg(r.codigo_residente::text, ',' order by r.codigo_residente)
         from acompanhamento_residente r where r.acompanhamento_codigo = a.codigo), '') || ']}',
    'UTF8')), 'base64'), '+/', '-_'), '='),
  to_jsonb(a.codigo), a.registrado_em
FROM "acompanhamento" a
WHERE a.chave_de_envio IS NOT NULL AND a.registrado_por IS NOT NULL AND a.registrado_em > now() - interval '24 hours'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "acompanhamento_chave_de_envio_unique";--> statement-breakpoint
ALTER TABLE "acompanhamento" DROP COLUMN "chave_de_envio";
