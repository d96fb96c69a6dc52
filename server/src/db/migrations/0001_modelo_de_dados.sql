CREATE TABLE "acompanhamento" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acompanhamento_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"atividade" text NOT NULL,
	"data_acompanhamento" date NOT NULL,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acompanhamento_atividade_check" CHECK (btrim("acompanhamento"."atividade") <> '')
);
--> statement-breakpoint
CREATE TABLE "acompanhamento_funcionario" (
	"codigo_acompanhamento" integer NOT NULL,
	"codigo_funcionario" integer NOT NULL,
	CONSTRAINT "acompanhamento_funcionario_pk" PRIMARY KEY("codigo_acompanhamento","codigo_funcionario")
);
--> statement-breakpoint
CREATE TABLE "acompanhamento_residente" (
	"codigo_acompanhamento" integer NOT NULL,
	"codigo_residente" integer NOT NULL,
	CONSTRAINT "acompanhamento_residente_pk" PRIMARY KEY("codigo_acompanhamento","codigo_residente")
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"codigo" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_codigo" integer,
	"acao" text NOT NULL,
	"entidade" text,
	"registro" text,
	"ip" text,
	"detalhes" jsonb
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessao_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"xsrf_token" text NOT NULL,
	"usuario_codigo" integer NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessao_token_hash_check" CHECK ("sessao"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "token_redefinicao" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"usuario_codigo" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "token_redefinicao_hash_check" CHECK ("token_redefinicao"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo_funcionario" integer,
	"email" text NOT NULL,
	"login" text NOT NULL,
	"senha" text NOT NULL,
	"permissao_acesso" smallint DEFAULT 2 NOT NULL,
	"primeiro_acesso" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_permissao_check" CHECK ("usuario"."permissao_acesso" in (1, 2)),
	CONSTRAINT "usuario_email_check" CHECK (length("usuario"."email") <= 254 and "usuario"."email" like '_%@_%'),
	CONSTRAINT "usuario_login_check" CHECK ("usuario"."login" ~ '^[A-Za-z0-9._-]{1,60}$'),
	CONSTRAINT "usuario_senha_check" CHECK (btrim("usuario"."senha") <> '')
);
--> statement-breakpoint
CREATE TABLE "endereco" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "endereco_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cep" text,
	"logradouro" text NOT NULL,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text NOT NULL,
	"estado" text NOT NULL,
	CONSTRAINT "endereco_cep_check" CHECK ("endereco"."cep" ~ '^[0-9]{8,8}$'),
	CONSTRAINT "endereco_logradouro_check" CHECK (btrim("endereco"."logradouro") <> '' and btrim("endereco"."cidade") <> ''),
	CONSTRAINT "endereco_estado_check" CHECK ("endereco"."estado" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TABLE "endereco_pessoa" (
	"pessoa_codigo" integer NOT NULL,
	"endereco_codigo" integer NOT NULL,
	CONSTRAINT "endereco_pessoa_pk" PRIMARY KEY("pessoa_codigo","endereco_codigo")
);
--> statement-breakpoint
CREATE TABLE "pessoa" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pessoa_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"sexo" text,
	"estado_civil" text,
	"cpf" text,
	"rg" text,
	"orgao_emissor_rg" text,
	"uf_rg" text,
	"data_emissao_rg" date,
	"naturalidade" text,
	"uf_naturalidade" text,
	"nacionalidade" text DEFAULT 'Brasileira' NOT NULL,
	"nome_mae" text,
	"nome_pai" text,
	"profissao" text,
	"escolaridade" text,
	"religiao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pessoa_nome_check" CHECK (btrim("pessoa"."nome") <> '' and btrim("pessoa"."sobrenome") <> ''),
	CONSTRAINT "pessoa_data_nascimento_check" CHECK ("pessoa"."data_nascimento" >= '1890-01-01'),
	CONSTRAINT "pessoa_sexo_check" CHECK ("pessoa"."sexo" in ('F', 'M')),
	CONSTRAINT "pessoa_estado_civil_check" CHECK ("pessoa"."estado_civil" in ('S', 'C', 'V', 'D', 'E', 'U')),
	CONSTRAINT "pessoa_cpf_check" CHECK ("pessoa"."cpf" ~ '^[0-9]{11,11}$'),
	CONSTRAINT "pessoa_rg_check" CHECK ("pessoa"."rg" ~ '^[0-9A-Z]{1,20}$'),
	CONSTRAINT "pessoa_uf_rg_check" CHECK ("pessoa"."uf_rg" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
	CONSTRAINT "pessoa_uf_naturalidade_check" CHECK ("pessoa"."uf_naturalidade" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TABLE "telefone" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telefone_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero" text NOT NULL,
	"tipo" text DEFAULT 'celular' NOT NULL,
	"observacao" text,
	CONSTRAINT "telefone_numero_check" CHECK ("telefone"."numero" ~ '^[0-9]{8,15}$'),
	CONSTRAINT "telefone_tipo_check" CHECK ("telefone"."tipo" in ('celular', 'residencial', 'comercial', 'recado'))
);
--> statement-breakpoint
CREATE TABLE "telefone_pessoa" (
	"pessoa_codigo" integer NOT NULL,
	"telefone_codigo" integer NOT NULL,
	CONSTRAINT "telefone_pessoa_pk" PRIMARY KEY("pessoa_codigo","telefone_codigo")
);
--> statement-breakpoint
CREATE TABLE "convenio" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "convenio_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"tipo" text DEFAULT 'saude' NOT NULL,
	"cnpj" text,
	"registro_ans" text,
	"site" text,
	"email" text,
	"observacoes" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_inativacao" date,
	"motivo_inativacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convenio_nome_check" CHECK (btrim("convenio"."nome") <> ''),
	CONSTRAINT "convenio_tipo_check" CHECK ("convenio"."tipo" in ('saude', 'odontologico', 'farmacia', 'funerario', 'outro')),
	CONSTRAINT "convenio_cnpj_check" CHECK ("convenio"."cnpj" ~ '^[0-9]{14,14}$'),
	CONSTRAINT "convenio_registro_ans_check" CHECK ("convenio"."registro_ans" ~ '^[0-9]{6,6}$'),
	CONSTRAINT "convenio_inativacao_check" CHECK ("convenio"."ativo" = ("convenio"."data_inativacao" is null))
);
--> statement-breakpoint
CREATE TABLE "endereco_convenio" (
	"convenio_codigo" integer NOT NULL,
	"endereco_codigo" integer NOT NULL,
	CONSTRAINT "endereco_convenio_pk" PRIMARY KEY("convenio_codigo","endereco_codigo")
);
--> statement-breakpoint
CREATE TABLE "telefone_convenio" (
	"convenio_codigo" integer NOT NULL,
	"telefone_codigo" integer NOT NULL,
	CONSTRAINT "telefone_convenio_pk" PRIMARY KEY("convenio_codigo","telefone_codigo")
);
--> statement-breakpoint
CREATE TABLE "conta_bancaria" (
	"codigo_funcionario" integer PRIMARY KEY NOT NULL,
	"banco" text NOT NULL,
	"agencia" text NOT NULL,
	"conta" text NOT NULL,
	"tipo_conta" text DEFAULT 'corrente' NOT NULL,
	"chave_pix" text,
	CONSTRAINT "conta_bancaria_dados_check" CHECK (btrim("conta_bancaria"."banco") <> '' and btrim("conta_bancaria"."agencia") <> '' and btrim("conta_bancaria"."conta") <> ''),
	CONSTRAINT "conta_bancaria_tipo_check" CHECK ("conta_bancaria"."tipo_conta" in ('corrente', 'poupanca', 'salario'))
);
--> statement-breakpoint
CREATE TABLE "dependente" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dependente_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo_funcionario" integer NOT NULL,
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"parentesco" text,
	"rg" text,
	"cpf" text,
	"numero_certidao_nascimento" text,
	"folha_certidao_nascimento" text,
	"livro_certidao_nascimento" text,
	"cidade_certidao_nascimento" text,
	"estado_certidao_nascimento" text,
	CONSTRAINT "dependente_nome_check" CHECK (btrim("dependente"."nome") <> '' and btrim("dependente"."sobrenome") <> ''),
	CONSTRAINT "dependente_cpf_check" CHECK ("dependente"."cpf" ~ '^[0-9]{11,11}$'),
	CONSTRAINT "dependente_rg_check" CHECK ("dependente"."rg" ~ '^[0-9A-Z]{1,20}$'),
	CONSTRAINT "dependente_certidao_nascimento_check" CHECK ("dependente"."numero_certidao_nascimento" ~ '^[0-9]{1,32}$'),
	CONSTRAINT "dependente_estado_certidao_check" CHECK ("dependente"."estado_certidao_nascimento" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TABLE "funcionario" (
	"codigo_funcionario" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funcionario_codigo_funcionario_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pessoa_codigo" integer NOT NULL,
	"cargo" text NOT NULL,
	"data_admissao" date,
	"ctps" text,
	"serie_ctps" text,
	"pis" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_desligamento" date,
	"motivo_desligamento" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funcionario_cargo_check" CHECK (btrim("funcionario"."cargo") <> ''),
	CONSTRAINT "funcionario_pis_check" CHECK ("funcionario"."pis" ~ '^[0-9]{11,11}$'),
	CONSTRAINT "funcionario_desligamento_check" CHECK ("funcionario"."ativo" = ("funcionario"."data_desligamento" is null))
);
--> statement-breakpoint
CREATE TABLE "beneficio" (
	"codigo_residente" integer NOT NULL,
	"nome_beneficio" text NOT NULL,
	"provas_vida" date,
	"valor" numeric(12, 2),
	"banco" text,
	"agencia" text,
	"conta" text,
	"observacoes" text,
	CONSTRAINT "beneficio_pk" PRIMARY KEY("codigo_residente","nome_beneficio"),
	CONSTRAINT "beneficio_nome_check" CHECK (btrim("beneficio"."nome_beneficio") <> ''),
	CONSTRAINT "beneficio_valor_check" CHECK ("beneficio"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certidao_casamento" (
	"codigo_residente" integer PRIMARY KEY NOT NULL,
	"numero" text,
	"livro" text,
	"folha" text,
	"cartorio" text,
	"cidade" text,
	"estado" text,
	"data_casamento" date,
	"nome_conjuge" text,
	CONSTRAINT "certidao_casamento_numero_check" CHECK ("certidao_casamento"."numero" ~ '^[0-9]{1,32}$'),
	CONSTRAINT "certidao_casamento_estado_check" CHECK ("certidao_casamento"."estado" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
CREATE TABLE "endereco_familiar" (
	"familiar_codigo" integer NOT NULL,
	"endereco_codigo" integer NOT NULL,
	CONSTRAINT "endereco_familiar_pk" PRIMARY KEY("familiar_codigo","endereco_codigo")
);
--> statement-breakpoint
CREATE TABLE "familiar" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "familiar_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"sobrenome" text NOT NULL,
	"cpf" text,
	"email" text,
	"observacoes" text,
	CONSTRAINT "familiar_nome_check" CHECK (btrim("familiar"."nome") <> '' and btrim("familiar"."sobrenome") <> ''),
	CONSTRAINT "familiar_cpf_check" CHECK ("familiar"."cpf" ~ '^[0-9]{11,11}$')
);
--> statement-breakpoint
CREATE TABLE "residente" (
	"codigo_residente" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "residente_codigo_residente_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pessoa_codigo" integer NOT NULL,
	"cartao_sams" text,
	"cartao_sus" text,
	"conta_inss" text,
	"numero_inss" text,
	"numero_certidao_nascimento" text,
	"livro_certidao_nascimento" text,
	"folha_certidao_nascimento" text,
	"cidade_certidao_nascimento" text,
	"estado_certidao_nascimento" text,
	"titulo_eleitor" text,
	"data_acolhimento" date DEFAULT now() NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_desacolhimento" date,
	"motivo_desacolhimento" text,
	"observacoes" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residente_cartao_sams_check" CHECK ("residente"."cartao_sams" ~ '^[0-9A-Z]{1,30}$'),
	CONSTRAINT "residente_cartao_sus_check" CHECK ("residente"."cartao_sus" ~ '^[0-9]{15,15}$'),
	CONSTRAINT "residente_conta_inss_check" CHECK ("residente"."conta_inss" ~ '^[0-9A-Z]{1,30}$'),
	CONSTRAINT "residente_numero_inss_check" CHECK ("residente"."numero_inss" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "residente_certidao_nascimento_check" CHECK ("residente"."numero_certidao_nascimento" ~ '^[0-9]{1,32}$'),
	CONSTRAINT "residente_estado_certidao_check" CHECK ("residente"."estado_certidao_nascimento" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
	CONSTRAINT "residente_titulo_eleitor_check" CHECK ("residente"."titulo_eleitor" ~ '^[0-9]{12,12}$'),
	CONSTRAINT "residente_desacolhimento_check" CHECK ("residente"."ativo" = ("residente"."data_desacolhimento" is null))
);
--> statement-breakpoint
CREATE TABLE "residente_convenio" (
	"codigo" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "residente_convenio_codigo_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"residente_codigo" integer NOT NULL,
	"convenio_codigo" integer NOT NULL,
	"numero_convenio" text NOT NULL,
	"titular" boolean DEFAULT true NOT NULL,
	"nome_titular" text,
	"parentesco_titular" text,
	"validade" date,
	"observacoes" text,
	CONSTRAINT "residente_convenio_numero_check" CHECK (btrim("residente_convenio"."numero_convenio") <> '')
);
--> statement-breakpoint
CREATE TABLE "residente_familiar" (
	"residente_codigo" integer NOT NULL,
	"familiar_codigo" integer NOT NULL,
	"parentesco" text NOT NULL,
	"responsavel" boolean DEFAULT false NOT NULL,
	CONSTRAINT "residente_familiar_pk" PRIMARY KEY("residente_codigo","familiar_codigo"),
	CONSTRAINT "residente_familiar_parentesco_check" CHECK (btrim("residente_familiar"."parentesco") <> '')
);
--> statement-breakpoint
CREATE TABLE "telefone_familiar" (
	"familiar_codigo" integer NOT NULL,
	"telefone_codigo" integer NOT NULL,
	CONSTRAINT "telefone_familiar_pk" PRIMARY KEY("familiar_codigo","telefone_codigo")
);
--> statement-breakpoint
CREATE TABLE "telefone_parentesco" (
	"residente_convenio_codigo" integer NOT NULL,
	"telefone_codigo" integer NOT NULL,
	CONSTRAINT "telefone_parentesco_pk" PRIMARY KEY("residente_convenio_codigo","telefone_codigo")
);
--> statement-breakpoint
ALTER TABLE "acompanhamento" ADD CONSTRAINT "acompanhamento_criado_por_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuario"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_funcionario" ADD CONSTRAINT "acompanhamento_funcionario_codigo_acompanhamento_fk" FOREIGN KEY ("codigo_acompanhamento") REFERENCES "public"."acompanhamento"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_funcionario" ADD CONSTRAINT "acompanhamento_funcionario_codigo_funcionario_fk" FOREIGN KEY ("codigo_funcionario") REFERENCES "public"."funcionario"("codigo_funcionario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_residente" ADD CONSTRAINT "acompanhamento_residente_codigo_acompanhamento_fk" FOREIGN KEY ("codigo_acompanhamento") REFERENCES "public"."acompanhamento"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_residente" ADD CONSTRAINT "acompanhamento_residente_codigo_residente_fk" FOREIGN KEY ("codigo_residente") REFERENCES "public"."residente"("codigo_residente") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_codigo_fk" FOREIGN KEY ("usuario_codigo") REFERENCES "public"."usuario"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_codigo_fk" FOREIGN KEY ("usuario_codigo") REFERENCES "public"."usuario"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_redefinicao" ADD CONSTRAINT "token_redefinicao_usuario_codigo_fk" FOREIGN KEY ("usuario_codigo") REFERENCES "public"."usuario"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_codigo_funcionario_fk" FOREIGN KEY ("codigo_funcionario") REFERENCES "public"."funcionario"("codigo_funcionario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_pessoa" ADD CONSTRAINT "endereco_pessoa_pessoa_codigo_fk" FOREIGN KEY ("pessoa_codigo") REFERENCES "public"."pessoa"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_pessoa" ADD CONSTRAINT "endereco_pessoa_endereco_codigo_fk" FOREIGN KEY ("endereco_codigo") REFERENCES "public"."endereco"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_pessoa" ADD CONSTRAINT "telefone_pessoa_pessoa_codigo_fk" FOREIGN KEY ("pessoa_codigo") REFERENCES "public"."pessoa"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_pessoa" ADD CONSTRAINT "telefone_pessoa_telefone_codigo_fk" FOREIGN KEY ("telefone_codigo") REFERENCES "public"."telefone"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_convenio" ADD CONSTRAINT "endereco_convenio_convenio_codigo_fk" FOREIGN KEY ("convenio_codigo") REFERENCES "public"."convenio"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_convenio" ADD CONSTRAINT "endereco_convenio_endereco_codigo_fk" FOREIGN KEY ("endereco_codigo") REFERENCES "public"."endereco"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_convenio" ADD CONSTRAINT "telefone_convenio_convenio_codigo_fk" FOREIGN KEY ("convenio_codigo") REFERENCES "public"."convenio"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_convenio" ADD CONSTRAINT "telefone_convenio_telefone_codigo_fk" FOREIGN KEY ("telefone_codigo") REFERENCES "public"."telefone"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_bancaria" ADD CONSTRAINT "conta_bancaria_codigo_funcionario_fk" FOREIGN KEY ("codigo_funcionario") REFERENCES "public"."funcionario"("codigo_funcionario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependente" ADD CONSTRAINT "dependente_codigo_funcionario_fk" FOREIGN KEY ("codigo_funcionario") REFERENCES "public"."funcionario"("codigo_funcionario") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcionario" ADD CONSTRAINT "funcionario_pessoa_codigo_fk" FOREIGN KEY ("pessoa_codigo") REFERENCES "public"."pessoa"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficio" ADD CONSTRAINT "beneficio_codigo_residente_fk" FOREIGN KEY ("codigo_residente") REFERENCES "public"."residente"("codigo_residente") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certidao_casamento" ADD CONSTRAINT "certidao_casamento_codigo_residente_fk" FOREIGN KEY ("codigo_residente") REFERENCES "public"."residente"("codigo_residente") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_familiar" ADD CONSTRAINT "endereco_familiar_familiar_codigo_fk" FOREIGN KEY ("familiar_codigo") REFERENCES "public"."familiar"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endereco_familiar" ADD CONSTRAINT "endereco_familiar_endereco_codigo_fk" FOREIGN KEY ("endereco_codigo") REFERENCES "public"."endereco"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residente" ADD CONSTRAINT "residente_pessoa_codigo_fk" FOREIGN KEY ("pessoa_codigo") REFERENCES "public"."pessoa"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residente_convenio" ADD CONSTRAINT "residente_convenio_residente_codigo_fk" FOREIGN KEY ("residente_codigo") REFERENCES "public"."residente"("codigo_residente") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residente_convenio" ADD CONSTRAINT "residente_convenio_convenio_codigo_fk" FOREIGN KEY ("convenio_codigo") REFERENCES "public"."convenio"("codigo") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residente_familiar" ADD CONSTRAINT "residente_familiar_residente_codigo_fk" FOREIGN KEY ("residente_codigo") REFERENCES "public"."residente"("codigo_residente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residente_familiar" ADD CONSTRAINT "residente_familiar_familiar_codigo_fk" FOREIGN KEY ("familiar_codigo") REFERENCES "public"."familiar"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_familiar" ADD CONSTRAINT "telefone_familiar_familiar_codigo_fk" FOREIGN KEY ("familiar_codigo") REFERENCES "public"."familiar"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_familiar" ADD CONSTRAINT "telefone_familiar_telefone_codigo_fk" FOREIGN KEY ("telefone_codigo") REFERENCES "public"."telefone"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_parentesco" ADD CONSTRAINT "telefone_parentesco_residente_convenio_codigo_fk" FOREIGN KEY ("residente_convenio_codigo") REFERENCES "public"."residente_convenio"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telefone_parentesco" ADD CONSTRAINT "telefone_parentesco_telefone_codigo_fk" FOREIGN KEY ("telefone_codigo") REFERENCES "public"."telefone"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acompanhamento_data_idx" ON "acompanhamento" USING btree ("data_acompanhamento" DESC NULLS LAST,"codigo" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "acompanhamento_atividade_trgm" ON "acompanhamento" USING gin (f_unaccent(lower("atividade")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "acompanhamento_criado_por_idx" ON "acompanhamento" USING btree ("criado_por");--> statement-breakpoint
CREATE INDEX "acompanhamento_funcionario_funcionario_idx" ON "acompanhamento_funcionario" USING btree ("codigo_funcionario");--> statement-breakpoint
CREATE INDEX "acompanhamento_residente_residente_idx" ON "acompanhamento_residente" USING btree ("codigo_residente");--> statement-breakpoint
CREATE INDEX "auditoria_acao_registro_em_idx" ON "auditoria" USING btree ("acao","registro","em");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "sessao_token_hash_unique" ON "sessao" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessao_usuario_idx" ON "sessao" USING btree ("usuario_codigo");--> statement-breakpoint
CREATE INDEX "token_redefinicao_usuario_idx" ON "token_redefinicao" USING btree ("usuario_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_funcionario_unique" ON "usuario" USING btree ("codigo_funcionario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_unique" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_login_unique" ON "usuario" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "endereco_pessoa_endereco_idx" ON "endereco_pessoa" USING btree ("endereco_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_cpf_unique" ON "pessoa" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_rg_unique" ON "pessoa" USING btree ("rg");--> statement-breakpoint
CREATE INDEX "pessoa_nome_trgm" ON "pessoa" USING gin (f_unaccent(lower("nome" || ' ' || "sobrenome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pessoa_aniversario_idx" ON "pessoa" USING btree (extract(month from "data_nascimento"));--> statement-breakpoint
CREATE INDEX "telefone_pessoa_telefone_idx" ON "telefone_pessoa" USING btree ("telefone_codigo");--> statement-breakpoint
CREATE INDEX "convenio_ativo_nome_idx" ON "convenio" USING btree ("ativo","nome");--> statement-breakpoint
CREATE INDEX "endereco_convenio_endereco_idx" ON "endereco_convenio" USING btree ("endereco_codigo");--> statement-breakpoint
CREATE INDEX "telefone_convenio_telefone_idx" ON "telefone_convenio" USING btree ("telefone_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "dependente_cpf_unique" ON "dependente" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "dependente_rg_unique" ON "dependente" USING btree ("rg");--> statement-breakpoint
CREATE UNIQUE INDEX "dependente_certidao_nascimento_unique" ON "dependente" USING btree ("numero_certidao_nascimento");--> statement-breakpoint
CREATE INDEX "dependente_funcionario_idx" ON "dependente" USING btree ("codigo_funcionario");--> statement-breakpoint
CREATE UNIQUE INDEX "funcionario_pessoa_unique" ON "funcionario" USING btree ("pessoa_codigo");--> statement-breakpoint
CREATE INDEX "funcionario_ativo_idx" ON "funcionario" USING btree ("ativo");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficio_nome_unique" ON "beneficio" USING btree ("codigo_residente",lower("nome_beneficio"));--> statement-breakpoint
CREATE INDEX "beneficio_provas_vida_idx" ON "beneficio" USING btree ("provas_vida");--> statement-breakpoint
CREATE INDEX "endereco_familiar_endereco_idx" ON "endereco_familiar" USING btree ("endereco_codigo");--> statement-breakpoint
CREATE INDEX "familiar_nome_trgm" ON "familiar" USING gin (f_unaccent(lower("nome" || ' ' || "sobrenome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "residente_pessoa_unique" ON "residente" USING btree ("pessoa_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "residente_cartao_sams_unique" ON "residente" USING btree ("cartao_sams");--> statement-breakpoint
CREATE UNIQUE INDEX "residente_cartao_sus_unique" ON "residente" USING btree ("cartao_sus");--> statement-breakpoint
CREATE UNIQUE INDEX "residente_conta_inss_unique" ON "residente" USING btree ("conta_inss");--> statement-breakpoint
CREATE UNIQUE INDEX "residente_numero_inss_unique" ON "residente" USING btree ("numero_inss");--> statement-breakpoint
CREATE UNIQUE INDEX "residente_certidao_nascimento_unique" ON "residente" USING btree ("numero_certidao_nascimento");--> statement-breakpoint
CREATE UNIQUE INDEX "residente_titulo_eleitor_unique" ON "residente" USING btree ("titulo_eleitor");--> statement-breakpoint
CREATE INDEX "residente_ativo_idx" ON "residente" USING btree ("ativo");--> statement-breakpoint
CREATE INDEX "residente_convenio_residente_idx" ON "residente_convenio" USING btree ("residente_codigo");--> statement-breakpoint
CREATE INDEX "residente_convenio_convenio_idx" ON "residente_convenio" USING btree ("convenio_codigo");--> statement-breakpoint
CREATE INDEX "residente_familiar_familiar_idx" ON "residente_familiar" USING btree ("familiar_codigo");--> statement-breakpoint
CREATE INDEX "telefone_familiar_telefone_idx" ON "telefone_familiar" USING btree ("telefone_codigo");--> statement-breakpoint
CREATE INDEX "telefone_parentesco_telefone_idx" ON "telefone_parentesco" USING btree ("telefone_codigo");