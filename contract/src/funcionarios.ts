import { z } from 'zod';
import {
  CAMPOS_PESSOA,
  codigoComSeparadoresOpcional,
  cpfOpcional,
  dataNascimento,
  dataOpcional,
  digitosOpcionais,
  endereco,
  enderecoInput,
  enumOpcional,
  listaDeTelefones,
  OPCOES_UF,
  pessoa,
  pessoaInput,
  rgOpcional,
  telefone,
  telefoneInput,
  textoExigido,
  textoLivre,
  textoObrigatorio,
  ufOpcional,
} from './cadastro.ts';
import {
  type Catalogo,
  entradasDe,
  opcoesDeLista,
  type PeriodoNaLista,
  respostasDe,
  secoes,
} from './catalogo.ts';
import { mascaraAlfanumerica, mascaraCodigoComSeparadores, mascaraCpf, mascaraNit } from './mascaras.ts';
import { MENSAGENS } from './messages.ts';
import { camposDaCertidaoDeNascimento } from './residentes.ts';
import { codigo, data, dataAteHoje, versaoOpcional } from './rules.ts';
import { usuario } from './usuarios.ts';

/**
 * The employees section (docs/produto.md §3, §7 "Employees", decision 0026): the employee with its person, phones,
 * addresses and bank account, and its dependants. Field names are the spec's wire names.
 */

const textoOuNulo = z.string().nullable();

/** How the employee is bound to the home (stored key → what people read). */
export const VINCULOS = {
  clt: 'CLT',
  estatutario: 'Estatutário',
  prestador: 'Prestador de serviço',
  voluntario: 'Voluntário',
  estagio: 'Estágio',
} as const;

/** The job titles the form suggests; CARGO is free text, so any other is kept as typed. */
export const CARGOS_SUGERIDOS = [
  'Cuidador(a)',
  'Técnico(a) de enfermagem',
  'Enfermeiro(a)',
  'Responsável técnico',
  'Nutricionista',
  'Fisioterapeuta',
  'Psicólogo(a)',
  'Assistente social',
  'Médico(a)',
  'Cozinha',
  'Limpeza',
  'Lavanderia',
  'Administrativo',
] as const;

/** The job titles as the form's suggestions, each label the value itself. */
export const OPCOES_CARGO = opcoesDeLista(CARGOS_SUGERIDOS);

/** A council's acronym: 2 to 10 capital letters, as the database CHECK keeps it. */
export const SIGLA_CONSELHO = /^[A-Z]{2,10}$/;

/** A council registration as it is written, "COREN 123.456/CE"; empty without one. */
export function conselhoEmLinha(f: {
  CONSELHO_SIGLA: string | null;
  CONSELHO_NUMERO: string | null;
  CONSELHO_UF: string | null;
}): string {
  if (!f.CONSELHO_SIGLA) return '';
  return `${f.CONSELHO_SIGLA} ${f.CONSELHO_NUMERO ?? ''}/${f.CONSELHO_UF ?? ''}`;
}

export const TIPOS_CONTA = {
  corrente: 'Conta corrente',
  poupanca: 'Poupança',
  salario: 'Conta salário',
} as const;

/** Yes/no as a form selection holds it ('true'/'false') and as people read it. */
export const SIM_NAO = { true: 'Sim', false: 'Não' } as const;
/** A yes/no field: a JSON boolean, or the 'true'/'false' of a form selection; absent is false. */
const simOuNao = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' || v === '' || v === undefined || v === null ? false : v),
  z.boolean({ error: 'Valor inválido: informe sim ou não' }),
);

const siglaConselho = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : (v ?? null)),
  z.string().regex(SIGLA_CONSELHO, MENSAGENS.conselhoSiglaInvalida).nullable(),
);

const CAMPOS_DO_CONSELHO = ['CONSELHO_SIGLA', 'CONSELHO_NUMERO', 'CONSELHO_UF'] as const;
type ComConselho = Partial<Record<(typeof CAMPOS_DO_CONSELHO)[number] | 'CONSELHO_VALIDADE', unknown>>;
/** The council is all or nothing: sigla, number and UF together; a validity only with them. */
function regraDoConselho(valor: ComConselho, ctx: z.RefinementCtx): void {
  const informados = CAMPOS_DO_CONSELHO.filter((c) => valor[c] != null);
  if (informados.length === 0 && valor.CONSELHO_VALIDADE == null) return;
  for (const campo of CAMPOS_DO_CONSELHO)
    if (valor[campo] == null)
      ctx.addIssue({ code: 'custom', path: [campo], message: MENSAGENS.conselhoIncompleto });
}

const GRUPO_TRABALHO = 'Trabalho';
const GRUPO_CONSELHO = 'Conselho profissional';
/** The employee's own fields (decisions 0022, 0054); documents normalized as the database keeps them. */
export const CAMPOS_FUNCIONARIO = {
  CARGO: { rotulo: 'Cargo', grupo: GRUPO_TRABALHO, opcoes: OPCOES_CARGO, ...textoExigido('texto', 100) },
  VINCULO: {
    rotulo: 'Vínculo',
    tipo: 'selecao',
    grupo: GRUPO_TRABALHO,
    opcoes: VINCULOS,
    entrada: enumOpcional(VINCULOS, 'Vínculo inválido'),
  },
  DATA_ADMISSAO: {
    rotulo: 'Data de admissão',
    tipo: 'data',
    grupo: GRUPO_TRABALHO,
    obrigatorio: true,
    entrada: data,
  },
  RESPONSAVEL_TECNICO: {
    rotulo: 'Responsável técnico',
    tipo: 'selecao',
    grupo: GRUPO_TRABALHO,
    opcoes: SIM_NAO,
    padrao: 'false',
    entrada: simOuNao,
    resposta: z.boolean(),
  },
  CONSELHO_SIGLA: {
    rotulo: 'Conselho',
    tipo: 'documento',
    grupo: GRUPO_CONSELHO,
    max: 10,
    mascara: mascaraAlfanumerica,
    entrada: siglaConselho,
  },
  CONSELHO_NUMERO: {
    rotulo: 'Número no conselho',
    tipo: 'documento',
    grupo: GRUPO_CONSELHO,
    max: 20,
    mascara: mascaraCodigoComSeparadores,
    entrada: codigoComSeparadoresOpcional(20, 'Número do conselho'),
  },
  CONSELHO_UF: {
    rotulo: 'UF do conselho',
    tipo: 'selecao',
    grupo: GRUPO_CONSELHO,
    opcoes: OPCOES_UF,
    entrada: ufOpcional,
  },
  CONSELHO_VALIDADE: {
    rotulo: 'Validade da inscrição',
    tipo: 'data',
    grupo: GRUPO_CONSELHO,
    entrada: dataOpcional,
  },
  PIS: {
    rotulo: 'PIS',
    tipo: 'documento',
    grupo: 'Documentos',
    mascara: mascaraNit,
    numerico: true,
    entrada: digitosOpcionais(11, 11, 'PIS'),
  },
  CTPS: { rotulo: 'CTPS', grupo: 'Documentos', ...textoLivre('texto', 20) },
  SERIE_CTPS: { rotulo: 'Série da CTPS', grupo: 'Documentos', ...textoLivre('texto', 10) },
} as const satisfies Catalogo<string>;
export const funcionarioCampos = z.strictObject(entradasDe(CAMPOS_FUNCIONARIO));
export type FuncionarioCampos = z.input<typeof funcionarioCampos>;

/* Bank account */

const GRUPO_CONTA = 'Conta bancária';
/** The account the salary is paid into: one per employee. */
export const CAMPOS_CONTA_BANCARIA = {
  BANCO: { rotulo: 'Banco', grupo: GRUPO_CONTA, ...textoExigido('texto', 100) },
  AGENCIA: { rotulo: 'Agência', grupo: GRUPO_CONTA, ...textoExigido('texto', 20) },
  CONTA: { rotulo: 'Conta', grupo: GRUPO_CONTA, ...textoExigido('texto', 30) },
  TIPO_CONTA: {
    rotulo: 'Tipo de conta',
    tipo: 'selecao',
    grupo: GRUPO_CONTA,
    opcoes: TIPOS_CONTA,
    padrao: 'corrente',
    entrada: enumOpcional(TIPOS_CONTA, 'Tipo de conta inválido').transform((v) => v ?? 'corrente'),
    resposta: z.string(),
  },
  CHAVE_PIX: { rotulo: 'Chave PIX', grupo: GRUPO_CONTA, ...textoLivre('texto', 100) },
} as const satisfies Catalogo<string>;
export const contaBancariaCampos = z.strictObject(entradasDe(CAMPOS_CONTA_BANCARIA));
export type ContaBancariaCampos = z.input<typeof contaBancariaCampos>;
/** `POST /conta-bancaria-funcionario`: the account and its employee. */
export const contaBancariaInput = contaBancariaCampos.extend({ CODIGO_FUNCIONARIO: codigo });
/**
 * `PUT /conta-bancaria-funcionario/{funcionario}`: the account's fields and the VERSAO it was read
 * at; CODIGO_FUNCIONARIO, which the original sent, may come and must be the path's.
 */
export const contaBancariaAtualizacao = contaBancariaCampos.extend({
  CODIGO_FUNCIONARIO: codigo.optional(),
  VERSAO: versaoOpcional,
});
export type ContaBancariaAtualizacao = z.input<typeof contaBancariaAtualizacao>;
export const contaBancaria = z.object({
  CODIGO_FUNCIONARIO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_CONTA_BANCARIA),
});
export type ContaBancaria = z.infer<typeof contaBancaria>;

/* The employee */

/** A phone or an address in the employee's form: with CODIGO it is one of the person's, kept and updated. */
export const telefoneDoFuncionarioInput = telefoneInput.extend({ CODIGO: codigo.optional() });
export const enderecoDoFuncionarioInput = enderecoInput.extend({ CODIGO: codigo.optional() });
export const TELEFONES_FUNCIONARIO_MAX = 10;
export const ENDERECOS_FUNCIONARIO_MAX = 5;
const contatos = {
  TELEFONE: listaDeTelefones(
    telefoneDoFuncionarioInput,
    TELEFONES_FUNCIONARIO_MAX,
    `Máximo de ${TELEFONES_FUNCIONARIO_MAX} telefones`,
  ).optional(),
  ENDERECO: z
    .array(enderecoDoFuncionarioInput)
    .max(ENDERECOS_FUNCIONARIO_MAX, `Máximo de ${ENDERECOS_FUNCIONARIO_MAX} endereços`)
    .optional(),
};

/**
 * `POST /funcionario`: the nested record (PESSOA, TELEFONE[], ENDERECO[], CONTA, one transaction —
 * what the web sends) or the spec's chain (PESSOA_CODIGO of a person made by `POST /pessoa`, its
 * phones and addresses linked by `/telefone_pessoa` and `/endereco_pessoa`), one of the two.
 */
export const funcionarioInput = funcionarioCampos
  .extend({
    PESSOA: pessoaInput.optional(),
    PESSOA_CODIGO: codigo.optional(),
    ...contatos,
    CONTA: contaBancariaCampos.nullable().optional(),
  })
  .superRefine((valor, ctx) => {
    if (!valor.PESSOA === !valor.PESSOA_CODIGO)
      ctx.addIssue({ code: 'custom', path: ['PESSOA'], message: MENSAGENS.informePessoa });
    regraDoConselho(valor, ctx);
  });
export type FuncionarioInput = z.input<typeof funcionarioInput>;

/**
 * `PUT /funcionario/{id}`: the employee's fields and optionally its PESSOA; TELEFONE and ENDERECO
 * are the whole lists (the person's phones or addresses not in them are unlinked), absent leaves
 * them alone; CONTA: an object writes the account, null removes it, absent leaves it alone.
 */
export const funcionarioAtualizacao = funcionarioCampos
  .extend({
    /** One version for what the form edits: the employee, its person, contacts and account. */
    VERSAO: versaoOpcional,
    PESSOA: pessoaInput.optional(),
    ...contatos,
    CONTA: contaBancariaCampos.nullable().optional(),
  })
  .superRefine(regraDoConselho);
export type FuncionarioAtualizacao = z.input<typeof funcionarioAtualizacao>;

/* Dependants */

/** Who a dependant's uniqueness check excludes: the dependant being edited, by its path key. */
const DEPENDENTE_EDITADO = ['NOME', 'SOBRENOME'] as const;
const GRUPO_DEPENDENTE = 'Dependente';
/** A dependant's fields (docs/produto.md §3); the birth certificate takes the residents' termo rule (decision 0023). */
export const CAMPOS_DEPENDENTE = {
  NOME: { rotulo: 'Nome', grupo: GRUPO_DEPENDENTE, ...textoExigido('nome', 100) },
  SOBRENOME: { rotulo: 'Sobrenome', grupo: GRUPO_DEPENDENTE, ...textoExigido('nome', 150) },
  DATA_NASCIMENTO: {
    rotulo: 'Data de nascimento',
    tipo: 'data',
    grupo: GRUPO_DEPENDENTE,
    obrigatorio: true,
    entrada: dataNascimento,
  },
  PARENTESCO: { rotulo: 'Parentesco', grupo: GRUPO_DEPENDENTE, ...textoLivre('texto', 60) },
  CPF: {
    rotulo: 'CPF',
    tipo: 'documento',
    grupo: GRUPO_DEPENDENTE,
    mascara: mascaraCpf,
    numerico: true,
    unicidade: { rota: '/dependente/cpf', com: DEPENDENTE_EDITADO },
    entrada: cpfOpcional,
  },
  RG: {
    rotulo: 'RG',
    tipo: 'documento',
    grupo: GRUPO_DEPENDENTE,
    mascara: mascaraAlfanumerica,
    unicidade: { rota: '/dependente/rg', com: DEPENDENTE_EDITADO },
    entrada: rgOpcional,
  },
  ...camposDaCertidaoDeNascimento('/dependente/numero_certidao_nascimento', DEPENDENTE_EDITADO),
} as const satisfies Catalogo<string>;
export const dependenteCampos = z.strictObject(entradasDe(CAMPOS_DEPENDENTE));
export type DependenteCampos = z.input<typeof dependenteCampos>;
/** `POST /dependente`: the dependant and its employee. */
export const dependenteInput = dependenteCampos.extend({ CODIGO_FUNCIONARIO: codigo });
export type DependenteInput = z.input<typeof dependenteInput>;
/** `PUT /dependente/{funcionario}/{nome}/{sobrenome}`: the fields (a new name renames it) and the VERSAO read. */
export const dependenteAtualizacao = dependenteCampos.extend({ VERSAO: versaoOpcional });
export const dependente = z.object({
  CODIGO: z.number().int(),
  CODIGO_FUNCIONARIO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_DEPENDENTE),
});
export type Dependente = z.infer<typeof dependente>;
export const dependenteLista = z.array(dependente);

/**
 * Path `/dependente/{funcionario}/{nome}/{sobrenome}` (decision 0026): the employee's code and the
 * dependant's name and surname as stored (URL-encoded by the client), compared as the unique index
 * keeps them (case, accents and outer blanks aside).
 */
export const dependenteParams = z.object({
  funcionario: codigo,
  nome: z.string().trim().min(1).max(100),
  sobrenome: z.string().trim().min(1).max(150),
});
export type DependenteParams = z.output<typeof dependenteParams>;
/** Path `/dependente/{funcionario}`: the employee's dependants. */
export const dependentesParams = z.object({ funcionario: codigo });

/**
 * The dependants' checks (`POST /dependente/cpf`, `/rg`, `/numero_certidao_nascimento`, docs/produto.md §5):
 * the value under its wire name, the employee (CODIGO) and the dependant being edited (NOME,
 * SOBRENOME, both or neither); a value is taken when another dependant holds it. The certificate
 * sends its livro, folha and registry too: an old termo is unique only with them.
 */
const parte = z.string().max(200).nullish();
const valorChecado = z.string({ error: MENSAGENS.campoObrigatorio }).max(200);
const dependenteEditado = { CODIGO: codigo.nullish(), NOME: parte, SOBRENOME: parte };
export const dependenteCpfRequest = z.strictObject({ ...dependenteEditado, CPF: valorChecado });
export const dependenteRgRequest = z.strictObject({ ...dependenteEditado, RG: valorChecado });
export const dependenteCertidaoRequest = z.strictObject({
  ...dependenteEditado,
  NUMERO_CERTIDAO_NASCIMENTO: valorChecado,
  LIVRO_CERTIDAO_NASCIMENTO: parte,
  FOLHA_CERTIDAO_NASCIMENTO: parte,
  CIDADE_CERTIDAO_NASCIMENTO: parte,
  ESTADO_CERTIDAO_NASCIMENTO: parte,
});
/** Who a dependant's check leaves out: the employee's dependant of that name, when all three came. */
export type DependenteEditado = { CODIGO?: number | null; NOME?: string | null; SOBRENOME?: string | null };

/* Answers */

/** The employee's own columns as the API answers them. */
const funcionarioProprio = z.object({
  CODIGO_FUNCIONARIO: z.number().int(),
  VERSAO: z.number().int(),
  PESSOA_CODIGO: z.number().int(),
  ...respostasDe(CAMPOS_FUNCIONARIO),
  ATIVO: z.boolean(),
  DATA_DEMISSAO: textoOuNulo,
  MOTIVO_DEMISSAO: textoOuNulo,
});
/** One period of work at the home: admitted, and dismissed with a reason once it ended (decision 0045). */
export const periodoDeTrabalho = z.object({
  DATA_ADMISSAO: z.string(),
  DATA_DEMISSAO: textoOuNulo,
  MOTIVO_DEMISSAO: textoOuNulo,
});
export type PeriodoDeTrabalho = z.infer<typeof periodoDeTrabalho>;
/** `GET /funcionario/{id}` and the writes' answer: with PESSOA, CONTA (or null) and USUARIO (or null). */
export const funcionario = funcionarioProprio.extend({
  PESSOA: pessoa,
  CONTA: contaBancaria.nullable(),
  /** The account as `GET /usuario/{funcionario}` answers it: never the password. */
  USUARIO: usuario.nullable(),
  /** Every period of work, oldest first; the last is the current one, the fields above (decision 0045). */
  PERIODOS: z.array(periodoDeTrabalho),
});
export type Funcionario = z.infer<typeof funcionario>;
/** `GET /funcionario-full/{id}`: the whole record, with phones, addresses and dependants. */
export const funcionarioCompleto = funcionario.extend({
  TELEFONE: z.array(telefone),
  ENDERECO: z.array(endereco),
  DEPENDENTES: z.array(dependente),
});
export type FuncionarioCompleto = z.infer<typeof funcionarioCompleto>;

/** One row of `GET /funcionario` and `/funcionarioInativo` (by name; X-Total-Count always sent). */
export const funcionarioLinha = z.object({
  CODIGO_FUNCIONARIO: z.number().int(),
  PESSOA_CODIGO: z.number().int(),
  NOME: z.string(),
  SOBRENOME: z.string(),
  CPF: textoOuNulo,
  CARGO: z.string(),
  DATA_ADMISSAO: z.string(),
  DATA_DEMISSAO: textoOuNulo,
  MOTIVO_DEMISSAO: textoOuNulo,
});
export type FuncionarioLinha = z.infer<typeof funcionarioLinha>;
export const funcionarioLista = z.array(funcionarioLinha);

/** `DELETE /funcionario/{id}`: the reason is required; the date defaults to the home's today. */
export const demissaoInput = z.strictObject({
  MOTIVO_DEMISSAO: textoObrigatorio(500),
  DATA_DEMISSAO: dataAteHoje(MENSAGENS.demissaoFutura).optional(),
});
export type DemissaoInput = z.input<typeof demissaoInput>;
export const CAMPOS_DEMISSAO = {
  DATA_DEMISSAO: { rotulo: 'Data da demissão', tipo: 'data', grupo: GRUPO_TRABALHO },
  MOTIVO_DEMISSAO: {
    rotulo: 'Motivo da demissão',
    tipo: 'textoLongo',
    grupo: GRUPO_TRABALHO,
    max: 500,
    obrigatorio: true,
  },
} as const satisfies Catalogo<keyof DemissaoInput>;

/** Messages of a rehire (decision 0045), 400 on DATA_ADMISSAO. */
export const READMISSAO_FUTURA = 'A data da readmissão não pode ser posterior a hoje';
export const READMISSAO_ANTES_DA_DEMISSAO =
  'A data de admissão não pode ser anterior à demissão do período de trabalho anterior';
/** What the rehire dialog says: the account the dismissal blocked stays so after the rehire (decision 0045). */
export const AVISO_ACESSO_BLOQUEADO =
  'O acesso ao sistema, se houver, continua bloqueado até que um administrador o reative em "Acesso ao sistema", na página do funcionário.';

/** A record version in a query string, where it comes as text. */
const versaoDoTexto = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
  versaoOpcional,
);
/**
 * `DELETE /funcionario-ativar/{id}?DATA_ADMISSAO=&VERSAO=` (decision 0045): the rehire's date, the
 * home's today when absent (the spec's call sends none), never after today nor before the last
 * dismissal; VERSAO, when it comes, is the one read (decision 0017). A DELETE takes no body, hence
 * the query string, as the residents' readmission (decision 0023).
 */
export const readmissaoQuery = z.strictObject({
  DATA_ADMISSAO: dataAteHoje(READMISSAO_FUTURA).optional(),
  VERSAO: versaoDoTexto,
});
export type ReadmissaoQuery = z.input<typeof readmissaoQuery>;
export const CAMPOS_READMISSAO = {
  DATA_ADMISSAO: { rotulo: 'Data da readmissão', tipo: 'data', grupo: GRUPO_TRABALHO, obrigatorio: true },
} as const satisfies Catalogo<Exclude<keyof ReadmissaoQuery, 'VERSAO'>>;

/** The list of periods on the record page and the sheet (decision 0045): heading and columns. */
export const TITULO_PERIODOS = 'Períodos de trabalho';
export const COLUNAS_PERIODOS = ['Período', CAMPOS_DEMISSAO.MOTIVO_DEMISSAO.rotulo] as const;

/** A period of work as its list shows it. */
export function periodoDeTrabalhoNaLista(p: PeriodoDeTrabalho): PeriodoNaLista {
  return { inicio: p.DATA_ADMISSAO, fim: p.DATA_DEMISSAO, motivo: p.MOTIVO_DEMISSAO };
}

/** Path `/telefone_pessoa/{pessoa}/{telefone}` and `/endereco_pessoa/{pessoa}/{endereco}`: unlinks a person's contact. */
export const telefonePessoaParams = z.object({ pessoa: codigo, telefone: codigo });
export const enderecoPessoaParams = z.object({ pessoa: codigo, endereco: codigo });
/** `POST /telefone_pessoa` and `/endereco_pessoa` of the spec's chain: links a contact to a person. */
export const telefonePessoaInput = z.strictObject({ PESSOA_CODIGO: codigo, TELEFONE_CODIGO: codigo });
export const enderecoPessoaInput = z.strictObject({ PESSOA_CODIGO: codigo, ENDERECO_CODIGO: codigo });
export const telefonePessoaResposta = z.object({
  PESSOA_CODIGO: z.number().int(),
  TELEFONE_CODIGO: z.number().int(),
});
export const enderecoPessoaResposta = z.object({
  PESSOA_CODIGO: z.number().int(),
  ENDERECO_CODIGO: z.number().int(),
});

/**
 * The employee's record as its form, detail page and sheet show it: the person's fields under
 * `PESSOA.`, the employee's own, the bank account under `CONTA.`, heading by heading.
 */
export const SECOES_FUNCIONARIO = secoes(
  { catalogo: CAMPOS_PESSOA, prefixo: 'PESSOA.' },
  { catalogo: CAMPOS_FUNCIONARIO, prefixo: '' },
  { catalogo: CAMPOS_CONTA_BANCARIA, prefixo: 'CONTA.' },
);
