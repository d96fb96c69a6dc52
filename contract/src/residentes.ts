import { z } from 'zod';
import {
  CAMPOS_PESSOA,
  certidaoOpcional,
  cnsOpcional,
  codigoComSeparadoresOpcional,
  cpfOpcional,
  dataOpcional,
  digitosOpcionais,
  emailOpcional,
  endereco,
  enderecoInput,
  exigeCertidaoCasamento,
  listaDeTelefones,
  OPCOES_UF,
  pessoa,
  pessoaInput,
  reaisOpcional,
  telefone,
  telefoneInput,
  textoExigido,
  textoLivre,
  textoObrigatorio,
  tituloEleitorOpcional,
  ufOpcional,
} from './cadastro.ts';
import {
  type Campo,
  type Catalogo,
  entradasDe,
  type PeriodoNaLista,
  respostasDe,
  secoes,
} from './catalogo.ts';
import {
  exibirComMascara,
  mascaraCns,
  mascaraCodigoComSeparadores,
  mascaraCpf,
  mascaraDigitos,
  mascaraNb,
  mascaraNit,
  mascaraTitulo,
} from './mascaras.ts';
import { MENSAGENS } from './messages.ts';
import { codigo, dataAteHoje, versaoOpcional } from './rules.ts';

/**
 * The residents section (docs/produto.md §3, §4, §7 "Residents"): resident with person and marriage
 * certificate, relatives, plan memberships and benefits. Field names are the spec's.
 */

const textoOuNulo = z.string().nullable();

/** Message when the marital status needs a marriage certificate and none came (docs/produto.md §4). */
export const CERTIDAO_CASAMENTO_OBRIGATORIA =
  'Certidão de casamento obrigatória para o estado civil informado';
/** Message of discharging a discharged resident, or readmitting an active one (409). */
export const RESIDENTE_JA_DESACOLHIDO = 'Residente já desacolhido';
export const RESIDENTE_JA_ATIVO = 'Residente já está ativo';
/** `POST /certidao_casamento` for a person whose status is 'S' or none (docs/produto.md §4), 422. */
export const CERTIDAO_CASAMENTO_DISPENSADA =
  'O estado civil do residente (solteiro ou não informado) não tem certidão de casamento';
export const ACOLHIMENTO_FUTURO = 'A data de acolhimento não pode ser posterior a hoje';
export const DESACOLHIMENTO_FUTURO = 'A data de desacolhimento não pode ser posterior a hoje';
export const DESACOLHIMENTO_ANTES_DO_ACOLHIMENTO =
  'A data de desacolhimento não pode ser anterior à de acolhimento';
/** A readmission, or the current stay's admission, before the discharge that ended the stay before it. */
export const ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO =
  'A data de acolhimento não pode ser anterior ao último desacolhimento';

const GRUPO_CASAMENTO = 'Certidão de casamento';
/** Marriage certificate fields: the number (32-digit matrícula or old termo) is required. */
export const CAMPOS_CERTIDAO_CASAMENTO = {
  NUMERO: {
    rotulo: 'Matrícula ou termo',
    tipo: 'documento',
    grupo: GRUPO_CASAMENTO,
    mascara: mascaraDigitos,
    numerico: true,
    obrigatorio: true,
    entrada: certidaoOpcional.refine((v) => v !== null, MENSAGENS.campoObrigatorio),
    /** A certificate stored before the number was required may lack it. */
    resposta: textoOuNulo,
  },
  LIVRO: { rotulo: 'Livro', grupo: GRUPO_CASAMENTO, ...textoLivre('texto', 20) },
  FOLHA: { rotulo: 'Folha', grupo: GRUPO_CASAMENTO, ...textoLivre('texto', 20) },
  CARTORIO: { rotulo: 'Cartório', grupo: GRUPO_CASAMENTO, ...textoLivre('texto', 200) },
  CIDADE: { rotulo: 'Cidade do casamento', grupo: GRUPO_CASAMENTO, ...textoLivre('texto', 100) },
  ESTADO: {
    rotulo: 'UF do casamento',
    tipo: 'selecao',
    grupo: GRUPO_CASAMENTO,
    opcoes: OPCOES_UF,
    entrada: ufOpcional,
  },
  DATA_CASAMENTO: {
    rotulo: 'Data do casamento',
    tipo: 'data',
    grupo: GRUPO_CASAMENTO,
    entrada: dataOpcional,
  },
  NOME_CONJUGE: { rotulo: 'Nome do cônjuge', grupo: GRUPO_CASAMENTO, ...textoLivre('nome', 200) },
} as const satisfies Catalogo<string>;
export const certidaoCasamentoInput = z.strictObject(entradasDe(CAMPOS_CERTIDAO_CASAMENTO));
export type CertidaoCasamentoInput = z.input<typeof certidaoCasamentoInput>;
/** `PUT /certidao_casamento/{id}`: the certificate and the VERSAO it was read at. */
export const certidaoCasamentoAtualizacao = certidaoCasamentoInput.extend({ VERSAO: versaoOpcional });
/** `POST /certidao_casamento` of the spec's chain: the certificate and its resident. */
export const certidaoCasamentoCriarInput = certidaoCasamentoInput.extend({ CODIGO_RESIDENTE: codigo });
/** A stored marriage certificate (`GET /certidao_casamento/{id}`, id = CODIGO_RESIDENTE). */
export const certidaoCasamento = z.object({
  CODIGO_RESIDENTE: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_CERTIDAO_CASAMENTO),
});
export type CertidaoCasamento = z.infer<typeof certidaoCasamento>;

/** The birth certificate's parts besides its number: a termo is unique only with them (decision 0023). */
export const PARTES_DA_CERTIDAO_DE_NASCIMENTO = [
  'LIVRO_CERTIDAO_NASCIMENTO',
  'FOLHA_CERTIDAO_NASCIMENTO',
  'CIDADE_CERTIDAO_NASCIMENTO',
  'ESTADO_CERTIDAO_NASCIMENTO',
] as const;

const GRUPO_NASCIMENTO = 'Certidão de nascimento';
/**
 * A birth certificate's fields under docs/produto.md §3's wire names, as a resident and a dependant
 * hold it: the 32-digit matrícula or an old termo, which livro, folha and registry city/UF
 * complete. Its docs/produto.md §5 check is at `rota`; `editado` names the fields besides the parts
 * that tell the check which record is being edited.
 */
export function camposDaCertidaoDeNascimento(rota: string, editado: readonly string[] = []) {
  return {
    NUMERO_CERTIDAO_NASCIMENTO: {
      rotulo: 'Matrícula (32 dígitos) ou termo antigo',
      tipo: 'documento',
      grupo: GRUPO_NASCIMENTO,
      mascara: mascaraDigitos,
      numerico: true,
      unicidade: {
        rota,
        rotulo: 'Certidão de nascimento',
        com: [...editado, ...PARTES_DA_CERTIDAO_DE_NASCIMENTO],
      },
      entrada: certidaoOpcional,
    },
    LIVRO_CERTIDAO_NASCIMENTO: { rotulo: 'Livro', grupo: GRUPO_NASCIMENTO, ...textoLivre('texto', 20) },
    FOLHA_CERTIDAO_NASCIMENTO: { rotulo: 'Folha', grupo: GRUPO_NASCIMENTO, ...textoLivre('texto', 20) },
    CIDADE_CERTIDAO_NASCIMENTO: {
      rotulo: 'Cidade do cartório',
      grupo: GRUPO_NASCIMENTO,
      ...textoLivre('texto', 100),
    },
    ESTADO_CERTIDAO_NASCIMENTO: {
      rotulo: 'UF do cartório',
      tipo: 'selecao',
      grupo: GRUPO_NASCIMENTO,
      opcoes: OPCOES_UF,
      entrada: ufOpcional,
    },
  } as const satisfies Catalogo<string>;
}

/** The resident's own fields (decisions 0022, 0054): request, answer, screens and reports. */
export const CAMPOS_RESIDENTE = {
  CARTAO_SAMS: {
    rotulo: 'Cartão SAMS',
    tipo: 'documento',
    grupo: 'Documentos',
    max: 30,
    mascara: mascaraCodigoComSeparadores,
    unicidade: { rota: '/residente/cartao_sams' },
    entrada: codigoComSeparadoresOpcional(30, 'Cartão SAMS'),
  },
  CARTAO_SUS: {
    rotulo: 'Cartão SUS',
    tipo: 'documento',
    grupo: 'Documentos',
    mascara: mascaraCns,
    numerico: true,
    unicidade: { rota: '/residente/cartao_sus' },
    entrada: cnsOpcional,
  },
  CONTA_INSS: {
    rotulo: 'Conta do INSS (depósito do benefício)',
    tipo: 'documento',
    grupo: 'Documentos',
    max: 30,
    mascara: mascaraCodigoComSeparadores,
    unicidade: { rota: '/residente/conta_inss', rotulo: 'Conta INSS' },
    entrada: codigoComSeparadoresOpcional(30, 'Conta INSS'),
  },
  /** The 11-digit NIT/PIS the INSS knows a person by; the benefit's own number (NB) is on the benefit. */
  NUMERO_INSS: {
    rotulo: 'NIT/PIS (nº INSS)',
    tipo: 'documento',
    grupo: 'Documentos',
    mascara: mascaraNit,
    numerico: true,
    unicidade: { rota: '/residente/numero_inss', rotulo: 'NIT/PIS' },
    entrada: digitosOpcionais(10, 11, 'NIT/PIS'),
  },
  TITULO_ELEITOR: {
    rotulo: 'Título de eleitor',
    tipo: 'documento',
    grupo: 'Documentos',
    mascara: mascaraTitulo,
    numerico: true,
    unicidade: { rota: '/residente/titulo_eleitor' },
    entrada: tituloEleitorOpcional,
  },
  ...camposDaCertidaoDeNascimento('/residente/numero_certidao_nascimento'),
  /** Admission date: required, never after the home's today (the server checks its own calendar). */
  DATA_ACOLHIMENTO: {
    rotulo: 'Data do acolhimento',
    tipo: 'data',
    grupo: 'Acolhimento',
    obrigatorio: true,
    entrada: dataAteHoje(ACOLHIMENTO_FUTURO),
  },
  OBSERVACOES: { rotulo: 'Observações', grupo: 'Acolhimento', ...textoLivre('textoLongo', 2000) },
} as const satisfies Catalogo<string>;
/** The resident's own fields; documents normalized as the database keeps them (decision 0002). */
export const residenteCampos = z.strictObject(entradasDe(CAMPOS_RESIDENTE));

/**
 * The resident's record as its form, detail page and sheet show it: the person's fields under
 * `PESSOA.`, the resident's own, the marriage certificate under `CERTIDAO_CASAMENTO.` (shown only
 * while the marital status needs it, docs/produto.md §4), heading by heading.
 */
export const SECOES_RESIDENTE = secoes(
  { catalogo: CAMPOS_PESSOA, prefixo: 'PESSOA.' },
  { catalogo: CAMPOS_RESIDENTE, prefixo: '' },
  { catalogo: CAMPOS_CERTIDAO_CASAMENTO, prefixo: 'CERTIDAO_CASAMENTO.' },
  // The certificate completes the documents; the admission closes the record.
).sort((a, b) => Number(a.titulo === 'Acolhimento') - Number(b.titulo === 'Acolhimento'));

/** Every labelled field of the resident's record by its path: the `{rótulo} já existente` checks read it. */
export const CAMPO_DO_RESIDENTE: Readonly<Record<string, Campo>> = Object.fromEntries(
  SECOES_RESIDENTE.flatMap((s) => s.campos.map((c) => [c.nome, c.campo])),
);

type ComPessoa = {
  PESSOA?: { ESTADO_CIVIL?: string | null } | undefined;
  CERTIDAO_CASAMENTO?: unknown;
};
/** docs/produto.md §4 on the shape: a nested person whose status is not 'S' nor empty needs CERTIDAO_CASAMENTO. */
function regraDoEstadoCivil(valor: ComPessoa, ctx: z.RefinementCtx): void {
  if (valor.PESSOA && exigeCertidaoCasamento(valor.PESSOA.ESTADO_CIVIL) && !valor.CERTIDAO_CASAMENTO)
    ctx.addIssue({ code: 'custom', path: ['CERTIDAO_CASAMENTO'], message: CERTIDAO_CASAMENTO_OBRIGATORIA });
}

/**
 * `POST /residente`: the nested aggregate (PESSOA + CERTIDAO_CASAMENTO, one transaction — what the
 * web sends) or the spec's chain (PESSOA_CODIGO of a person made by `POST /pessoa`), one of the two.
 */
export const residenteInput = residenteCampos
  .extend({
    PESSOA: pessoaInput.optional(),
    PESSOA_CODIGO: codigo.optional(),
    CERTIDAO_CASAMENTO: certidaoCasamentoInput.nullable().optional(),
  })
  .superRefine((valor, ctx) => {
    if (!valor.PESSOA === !valor.PESSOA_CODIGO)
      ctx.addIssue({ code: 'custom', path: ['PESSOA'], message: 'Informe PESSOA ou PESSOA_CODIGO' });
    regraDoEstadoCivil(valor, ctx);
  });
export type ResidenteInput = z.input<typeof residenteInput>;

/**
 * `PUT /residente/{id}`: the resident's fields, and optionally its PESSOA and CERTIDAO_CASAMENTO
 * (the certificate is updated if it exists, created otherwise; with 'S' or no status any stored
 * one is removed). A status that needs a certificate is satisfied by the stored one when none
 * comes: the server checks that, the shape cannot.
 */
export const residenteAtualizacao = residenteCampos.extend({
  /** One version for what the form edits: the resident, its person and its certificate. */
  VERSAO: versaoOpcional,
  PESSOA: pessoaInput.optional(),
  CERTIDAO_CASAMENTO: certidaoCasamentoInput.nullable().optional(),
});
export type ResidenteAtualizacao = z.input<typeof residenteAtualizacao>;

/** One stay in the home: admitted, and discharged with a reason once it ended (decision 0023). */
export const estadia = z.object({
  DATA_ACOLHIMENTO: z.string(),
  DATA_DESACOLHIMENTO: textoOuNulo,
  MOTIVO_DESACOLHIMENTO: textoOuNulo,
});
export type Estadia = z.infer<typeof estadia>;

/** A resident as `GET /residente/{id}` and the writes answer it: with PESSOA and CERTIDAO_CASAMENTO. */
export const residente = z.object({
  CODIGO_RESIDENTE: z.number().int(),
  VERSAO: z.number().int(),
  PESSOA_CODIGO: z.number().int(),
  ...respostasDe(CAMPOS_RESIDENTE),
  ATIVO: z.boolean(),
  DATA_DESACOLHIMENTO: textoOuNulo,
  MOTIVO_DESACOLHIMENTO: textoOuNulo,
  PESSOA: pessoa,
  CERTIDAO_CASAMENTO: certidaoCasamento.nullable(),
  /** Every stay, oldest first; the last is the current one, the fields above (decision 0023). */
  ESTADIAS: z.array(estadia),
});
export type Residente = z.infer<typeof residente>;

/** One row of `GET /residente` and `/residente-inativos` (by name; X-Total-Count always sent). */
export const residenteLinha = z.object({
  CODIGO_RESIDENTE: z.number().int(),
  PESSOA_CODIGO: z.number().int(),
  NOME: z.string(),
  SOBRENOME: z.string(),
  DATA_NASCIMENTO: z.string(),
  CPF: textoOuNulo,
  DATA_ACOLHIMENTO: z.string(),
  DATA_DESACOLHIMENTO: textoOuNulo,
  MOTIVO_DESACOLHIMENTO: textoOuNulo,
});
export type ResidenteLinha = z.infer<typeof residenteLinha>;
/** The whole list without `limite`; one page (`listaQuery`) with it. */
export const residenteLista = z.array(residenteLinha);

/** `POST /residente-inativar/{id}`: the reason is required; the date defaults to the home's today. */
export const desacolhimentoInput = z.strictObject({
  MOTIVO_DESACOLHIMENTO: textoObrigatorio(500),
  DATA_DESACOLHIMENTO: dataAteHoje(DESACOLHIMENTO_FUTURO).optional(),
});
export type DesacolhimentoInput = z.input<typeof desacolhimentoInput>;
/**
 * `DELETE /residente-ativar/{id}?DATA_ACOLHIMENTO=`: the readmission's date, the home's today when
 * absent (the spec's call sends none); never after today nor before the last discharge.
 */
export const reacolhimentoQuery = z.strictObject({
  DATA_ACOLHIMENTO: dataAteHoje(ACOLHIMENTO_FUTURO).optional(),
});
export type ReacolhimentoQuery = z.input<typeof reacolhimentoQuery>;

/** A discharge as the detail page and the sheet show it, after the admission. */
export const CAMPOS_DESACOLHIMENTO = {
  DATA_DESACOLHIMENTO: { rotulo: 'Data do desacolhimento', tipo: 'data', grupo: 'Acolhimento' },
  MOTIVO_DESACOLHIMENTO: {
    rotulo: 'Motivo do desacolhimento',
    tipo: 'textoLongo',
    grupo: 'Acolhimento',
    max: 500,
    obrigatorio: true,
  },
} as const satisfies Catalogo<keyof DesacolhimentoInput>;

/** The list of stays on the record page and the sheet (decision 0023): heading and columns. */
export const TITULO_ESTADIAS = 'Estadias';
export const COLUNAS_ESTADIAS = ['Período', CAMPOS_DESACOLHIMENTO.MOTIVO_DESACOLHIMENTO.rotulo] as const;

/** A stay as its list shows it. */
export function estadiaNaLista(e: Estadia): PeriodoNaLista {
  return { inicio: e.DATA_ACOLHIMENTO, fim: e.DATA_DESACOLHIMENTO, motivo: e.MOTIVO_DESACOLHIMENTO };
}

/**
 * `POST /residente/numero_certidao_nascimento` (docs/produto.md §5): the number and, for an old termo, its
 * livro, folha and registry city/UF, since termo numbers repeat from one registry office to another.
 * A 32-digit matrícula is checked alone.
 */
const parteDaCertidao = z.string().max(200).nullish();
export const certidaoNascimentoUnicidadeRequest = z.strictObject({
  CODIGO: codigo.nullish(),
  NUMERO_CERTIDAO_NASCIMENTO: z.string({ error: MENSAGENS.campoObrigatorio }).max(200),
  LIVRO_CERTIDAO_NASCIMENTO: parteDaCertidao,
  FOLHA_CERTIDAO_NASCIMENTO: parteDaCertidao,
  CIDADE_CERTIDAO_NASCIMENTO: parteDaCertidao,
  ESTADO_CERTIDAO_NASCIMENTO: parteDaCertidao,
});
export type CertidaoNascimentoUnicidadeRequest = z.output<typeof certidaoNascimentoUnicidadeRequest>;

/** Uniqueness checks of a resident's documents (`POST /residente/cartao_sams` …), by path segment. */
export const UNICIDADES_RESIDENTE = {
  cartao_sams: 'CARTAO_SAMS',
  cartao_sus: 'CARTAO_SUS',
  conta_inss: 'CONTA_INSS',
  numero_certidao_nascimento: 'NUMERO_CERTIDAO_NASCIMENTO',
  numero_inss: 'NUMERO_INSS',
  titulo_eleitor: 'TITULO_ELEITOR',
} as const;

/* Relatives */

/** A relative's fields (decision 0022): the form's labels and /docs's descriptions. */
export const CAMPOS_FAMILIAR = {
  NOME: { rotulo: 'Nome', grupo: 'Familiar', ...textoExigido('nome', 100) },
  SOBRENOME: { rotulo: 'Sobrenome', grupo: 'Familiar', ...textoExigido('nome', 150) },
  CPF: {
    rotulo: 'CPF',
    tipo: 'documento',
    grupo: 'Familiar',
    mascara: mascaraCpf,
    numerico: true,
    entrada: cpfOpcional,
  },
  EMAIL: { rotulo: 'E-mail', tipo: 'texto', grupo: 'Familiar', entrada: emailOpcional },
  OBSERVACOES: { rotulo: 'Observações', grupo: 'Familiar', ...textoLivre('textoLongo', 2000) },
} as const satisfies Catalogo<string>;
/** A relative's own fields (`POST /familiar` of the spec's chain, `PUT /familiar/{id}`). */
export const familiarCampos = z.strictObject(entradasDe(CAMPOS_FAMILIAR));

/** The link's fields; its resident is the page's, never typed. */
export const CAMPOS_VINCULO_FAMILIAR = {
  RESIDENTE_CODIGO: {
    rotulo: 'Código do residente',
    tipo: 'texto',
    grupo: 'Vínculo',
    obrigatorio: true,
    entrada: codigo,
    resposta: z.number().int(),
  },
  PARENTESCO: { rotulo: 'Parentesco', grupo: 'Vínculo', ...textoExigido('texto', 60) },
  RESPONSAVEL: {
    rotulo: 'Responsável pelo residente',
    tipo: 'selecao',
    grupo: 'Vínculo',
    entrada: z.boolean().default(false),
    resposta: z.boolean(),
  },
} as const satisfies Catalogo<string>;
/** The link of a relative to a resident: kinship (free text) and whether they are the responsible. */
export const vinculoFamiliar = z.strictObject(entradasDe(CAMPOS_VINCULO_FAMILIAR));

/**
 * `POST /familiar`: the relative alone (spec's chain), or with ENDERECOS, TELEFONE and the resident
 * link (RESIDENTE_CODIGO + PARENTESCO + RESPONSAVEL) in one transaction.
 */
export const familiarInput = familiarCampos.extend({
  ENDERECOS: z.array(enderecoInput).max(5).default([]),
  TELEFONE: listaDeTelefones(telefoneInput, 10).default([]),
  VINCULO: vinculoFamiliar.optional(),
});
export type FamiliarInput = z.input<typeof familiarInput>;

/** `PUT /familiar/{id}`: the relative's fields; PARENTESCO/RESPONSAVEL of one link when VINCULO comes. */
export const familiarAtualizacao = familiarCampos.extend({
  VERSAO: versaoOpcional,
  VINCULO: vinculoFamiliar.optional(),
});
export type FamiliarAtualizacao = z.input<typeof familiarAtualizacao>;

/** A relative with its addresses and phones (`GET /familiar/{id}`). */
export const familiar = z.object({
  CODIGO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_FAMILIAR),
  ENDERECOS: z.array(endereco),
  TELEFONE: z.array(telefone),
});
export type Familiar = z.infer<typeof familiar>;

/** A resident's relative (`GET /residente_familiar/{id}`, id = resident): the relative and the link. */
export const familiarDoResidente = familiar.extend({
  ...respostasDe(CAMPOS_VINCULO_FAMILIAR),
  FAMILIAR_CODIGO: z.number().int(),
});
export type FamiliarDoResidente = z.infer<typeof familiarDoResidente>;

/** `POST /residente_familiar`: links (or re-describes the link of) a relative to a resident. */
export const residenteFamiliarInput = vinculoFamiliar.extend({ FAMILIAR_CODIGO: codigo });
export type ResidenteFamiliarInput = z.input<typeof residenteFamiliarInput>;
export const residenteFamiliar = z.object({
  ...respostasDe(CAMPOS_VINCULO_FAMILIAR),
  FAMILIAR_CODIGO: z.number().int(),
});

/** `POST /endereco_familiar`: links an address made by `POST /endereco` to a relative. */
export const enderecoFamiliarInput = z.strictObject({ FAMILIAR_CODIGO: codigo, ENDERECO_CODIGO: codigo });
/** `POST /telefone_familiar`: links a phone made by `POST /telefone` to a relative. */
export const telefoneFamiliarInput = z.strictObject({ FAMILIAR_CODIGO: codigo, TELEFONE_CODIGO: codigo });

/* Plan memberships */

/** A membership's fields (decision 0022); its resident is the page's, never typed. */
export const CAMPOS_RESIDENTE_CONVENIO = {
  RESIDENTE_CODIGO: {
    rotulo: 'Código do residente',
    tipo: 'texto',
    grupo: 'Convênio',
    obrigatorio: true,
    entrada: codigo,
    resposta: z.number().int(),
  },
  CONVENIO_CODIGO: {
    rotulo: 'Convênio',
    tipo: 'selecao',
    grupo: 'Convênio',
    obrigatorio: true,
    entrada: codigo,
    resposta: z.number().int(),
  },
  NUMERO_CONVENIO: { rotulo: 'Número da carteirinha', grupo: 'Convênio', ...textoExigido('texto', 50) },
  TITULAR: {
    rotulo: 'O residente é o titular',
    tipo: 'selecao',
    grupo: 'Convênio',
    entrada: z.boolean().default(true),
    resposta: z.boolean(),
  },
  NOME_TITULAR: { rotulo: 'Nome do titular', grupo: 'Convênio', ...textoLivre('nome', 200) },
  PARENTESCO_TITULAR: { rotulo: 'Parentesco do titular', grupo: 'Convênio', ...textoLivre('texto', 60) },
  VALIDADE: { rotulo: 'Validade', tipo: 'data', grupo: 'Convênio', entrada: dataOpcional },
  OBSERVACOES: { rotulo: 'Observações', grupo: 'Convênio', ...textoLivre('textoLongo', 2000) },
} as const satisfies Catalogo<string>;
/** A membership's own fields; NUMERO_CONVENIO is the card number. */
export const residenteConvenioCampos = z.strictObject(entradasDe(CAMPOS_RESIDENTE_CONVENIO));

/** `POST /residente_convenio`: the membership and the holder phones written with it. */
export const residenteConvenioInput = residenteConvenioCampos.extend({
  TELEFONE: listaDeTelefones(telefoneInput, 10).default([]),
});
export type ResidenteConvenioInput = z.input<typeof residenteConvenioInput>;
export const TELEFONE_PELO_PARENTESCO =
  'Os telefones do titular são incluídos e removidos por /telefone_parentesco';
/** `PUT /residente_convenio/{id}`: the fields only; a TELEFONE list is refused, not silently dropped. */
export const residenteConvenioAtualizacao = residenteConvenioCampos.extend({
  VERSAO: versaoOpcional,
  TELEFONE: z.never({ error: TELEFONE_PELO_PARENTESCO }).optional().describe(TELEFONE_PELO_PARENTESCO),
});
/** Who holds the plan, as the screen and the sheet say it: "O próprio residente", or "Pedro Braga — Filho". */
export function titularDoConvenio(v: {
  TITULAR: boolean;
  NOME_TITULAR: string | null;
  PARENTESCO_TITULAR: string | null;
}): string {
  return v.TITULAR
    ? 'O próprio residente'
    : [v.NOME_TITULAR, v.PARENTESCO_TITULAR].filter(Boolean).join(' — ');
}

/** A membership with the plan's name and the holder phones. */
export const residenteConvenio = z.object({
  CODIGO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_RESIDENTE_CONVENIO),
  NOME_CONVENIO: z.string(),
  TELEFONE: z.array(telefone),
});
export type ResidenteConvenio = z.infer<typeof residenteConvenio>;

export const MEMBRESIA_DO_TELEFONE = 'Informe RESIDENTE_CONVENIO_CODIGO ou NUMERO_CONVENIO';
/** `POST /telefone_parentesco` by a card number that more than one membership holds (409). */
export const NUMERO_CONVENIO_AMBIGUO =
  'Há mais de um convênio com este número de carteira: informe RESIDENTE_CONVENIO_CODIGO';
/**
 * `POST /telefone_parentesco`: links a phone made by `POST /telefone` to a membership, named by its
 * code or, as docs/produto.md §3 links it, by its card number NUMERO_CONVENIO; one of the two.
 */
export const telefoneParentescoInput = z
  .strictObject({
    RESIDENTE_CONVENIO_CODIGO: codigo.optional(),
    NUMERO_CONVENIO: textoObrigatorio(50).optional(),
    TELEFONE_CODIGO: codigo,
  })
  .superRefine((valor, ctx) => {
    if ((valor.RESIDENTE_CONVENIO_CODIGO === undefined) === (valor.NUMERO_CONVENIO === undefined))
      ctx.addIssue({ code: 'custom', path: ['RESIDENTE_CONVENIO_CODIGO'], message: MEMBRESIA_DO_TELEFONE });
  });
export type TelefoneParentescoInput = z.output<typeof telefoneParentescoInput>;

/* Benefits */

/**
 * A benefit's fields (decisions 0022, 0054); PROVAS_VIDA is the next proof-of-life date the home
 * screen lists, NUMERO_BENEFICIO the INSS benefit number (NB), none for a benefit outside the INSS.
 */
export const CAMPOS_BENEFICIO = {
  NOME_BENEFICIO: { rotulo: 'Nome do benefício', grupo: 'Benefício', ...textoExigido('texto', 100) },
  NUMERO_BENEFICIO: {
    rotulo: 'Número do benefício (NB)',
    tipo: 'documento',
    grupo: 'Benefício',
    mascara: mascaraNb,
    numerico: true,
    entrada: digitosOpcionais(10, 10, 'Número do benefício (NB)'),
  },
  PROVAS_VIDA: { rotulo: 'Próxima prova de vida', tipo: 'data', grupo: 'Benefício', entrada: dataOpcional },
  VALOR: {
    rotulo: 'Valor (R$)',
    tipo: 'texto',
    grupo: 'Benefício',
    numerico: true,
    entrada: reaisOpcional,
    resposta: z.number().nullable(),
  },
  BANCO: { rotulo: 'Banco', grupo: 'Benefício', ...textoLivre('texto', 100) },
  AGENCIA: { rotulo: 'Agência', grupo: 'Benefício', ...textoLivre('texto', 20) },
  CONTA: { rotulo: 'Conta', grupo: 'Benefício', ...textoLivre('texto', 30) },
  OBSERVACOES: { rotulo: 'Observações', grupo: 'Benefício', ...textoLivre('textoLongo', 2000) },
} as const satisfies Catalogo<string>;
export const beneficioCampos = z.strictObject(entradasDe(CAMPOS_BENEFICIO));

/** `POST /beneficio`: the benefit and its resident. */
export const beneficioInput = beneficioCampos.extend({ CODIGO_RESIDENTE: codigo });
export type BeneficioInput = z.input<typeof beneficioInput>;
export type BeneficioCampos = z.input<typeof beneficioCampos>;
/** `PUT /beneficio/{a}/{b}`: the benefit's fields and the VERSAO it was read at. */
export const beneficioAtualizacao = beneficioCampos.extend({ VERSAO: versaoOpcional });
export type BeneficioAtualizacao = z.input<typeof beneficioAtualizacao>;
export const beneficio = z.object({
  CODIGO_RESIDENTE: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_BENEFICIO),
});
export type Beneficio = z.infer<typeof beneficio>;

/** A benefit as the record and the sheet name it: its name, and its NB when it has one. */
export function beneficioComNb(b: Pick<Beneficio, 'NOME_BENEFICIO' | 'NUMERO_BENEFICIO'>): string {
  return b.NUMERO_BENEFICIO
    ? `${b.NOME_BENEFICIO} (NB ${exibirComMascara(mascaraNb, b.NUMERO_BENEFICIO)})`
    : b.NOME_BENEFICIO;
}

/**
 * `POST /beneficio/nome` (docs/produto.md §5): is NOME_BENEFICIO taken among resident CODIGO's benefits,
 * ignoring case and the benefit being edited (NOME_BENEFICIO_EDITAR)? Answers `{ existente }`.
 */
export const beneficioNomeRequest = z.strictObject({
  NOME_BENEFICIO: z.string().trim().max(200),
  CODIGO: codigo.describe('Código do residente.'),
  NOME_BENEFICIO_EDITAR: z.string().trim().max(200).nullable().optional(),
});
export type BeneficioNomeRequest = z.infer<typeof beneficioNomeRequest>;

/** Path `/residente_familiar/{residente}/{familiar}`: unlinks a relative from a resident. */
export const residenteFamiliarParams = z.object({ residente: codigo, familiar: codigo });
/** Path `/telefone_familiar/{familiar}/{telefone}`: unlinks a relative's phone. */
export const telefoneFamiliarParams = z.object({ familiar: codigo, telefone: codigo });
/** Path `/telefone_parentesco/{residenteConvenio}/{telefone}`: unlinks a plan membership's phone. */
export const telefoneParentescoParams = z.object({ residenteConvenio: codigo, telefone: codigo });
/** Path `/beneficio/{residente}/{nome}`: resident code and the benefit's name (URL-encoded by the client). */
export const beneficioParams = z.object({ residente: codigo, nome: z.string().trim().min(1).max(200) });
