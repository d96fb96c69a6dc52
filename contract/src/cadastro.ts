import { z } from 'zod';
import { type Catalogo, entradasDe, opcoesDeLista, respostasDe, type TipoCampo } from './catalogo.ts';
import { cnsValido, cpfValido, numeroCertidaoValido, tituloEleitorValido } from './documentos.ts';
import {
  exibirComMascara,
  mascaraAlfanumerica,
  mascaraCep,
  mascaraCpf,
  reaisDeTexto,
  telefoneNormalizado,
  tipoDoNumero,
} from './mascaras.ts';
import { MENSAGENS } from './messages.ts';
import { codigo, data, emailValido, versaoOpcional } from './rules.ts';

/**
 * What residents, plans and employees share: the enums, the field rules and the person, address
 * and phone shapes. Documents travel and are stored normalized (digits, or digits and capitals);
 * an empty optional field is null, never ''.
 */

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** Each UF's state, by which a select of UFs is searched too ("ceara" finds CE, decision 0025). */
export const NOMES_DAS_UFS: Readonly<Record<(typeof UFS)[number], string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

/** Marital status (docs/produto.md §4): 'S' or none needs no marriage certificate; every other value needs one. */
export const ESTADOS_CIVIS = {
  S: 'Solteiro(a)',
  C: 'Casado(a)',
  V: 'Viúvo(a)',
  D: 'Divorciado(a)',
  E: 'Separado(a)',
  U: 'União estável',
} as const;
export type EstadoCivil = keyof typeof ESTADOS_CIVIS;
export const exigeCertidaoCasamento = (estado: string | null | undefined): boolean =>
  !!estado && estado !== 'S';

export const SEXOS = { F: 'Feminino', M: 'Masculino' } as const;
export const TIPOS_TELEFONE = ['celular', 'residencial', 'comercial', 'recado'] as const;
/** A phone's kind as people read it, on the screens and on paper. */
export const ROTULOS_TIPO_TELEFONE: Readonly<Record<(typeof TIPOS_TELEFONE)[number], string>> = {
  celular: 'Celular',
  residencial: 'Residencial',
  comercial: 'Comercial',
  recado: 'Recado',
};

const chaves = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A text's limit, said as its field's counter says it ("5.000/4.000"), with how much of what was typed to cut. */
export const limiteDoTexto = (maximo: number) => ({
  error: (issue: { input?: unknown }) => MENSAGENS.textoLongoDemais(maximo, String(issue.input).length),
});

/** A required text, trimmed, at most `max` characters. */
export const textoObrigatorio = (max: number) =>
  z
    .string({ error: MENSAGENS.campoObrigatorio })
    .trim()
    .min(1, MENSAGENS.campoObrigatorio)
    .max(max, limiteDoTexto(max));

/** An optional text: trimmed; empty, absent or null becomes null. */
export const textoOpcional = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
    z.string().max(max, limiteDoTexto(max)).nullable(),
  );

type TipoDeTexto = Extract<TipoCampo, 'texto' | 'nome' | 'textoLongo'>;
/** A catalogue's optional free text (decision 0054): its input, its limit and its rule, from one `max`. */
export const textoLivre = <T extends TipoDeTexto>(tipo: T, max: number) => ({
  tipo,
  max,
  entrada: textoOpcional(max),
});
/** A catalogue's required free text: marked on the form, refused empty by the request. */
export const textoExigido = <T extends TipoDeTexto>(tipo: T, max: number) => ({
  tipo,
  max,
  obrigatorio: true as const,
  entrada: textoObrigatorio(max),
});

/** An optional document: punctuation and spaces dropped (masks), letters upper-cased; empty becomes null. */
function documentoOpcional(manter: RegExp, regra: (v: string) => boolean, mensagem: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase().replace(manter, '') || null : (v ?? null)),
    z.string().refine(regra, mensagem).nullable(),
  );
}
const SO_DIGITOS = /\D/g;
const SO_ALFANUMERICOS = /[^0-9A-Z]/g;

export const cpfOpcional = documentoOpcional(SO_DIGITOS, cpfValido, 'CPF inválido');
export const rgOpcional = documentoOpcional(SO_ALFANUMERICOS, (v) => v.length <= 20, 'RG inválido');
export const cnsOpcional = documentoOpcional(SO_DIGITOS, cnsValido, 'Cartão SUS inválido');
export const tituloEleitorOpcional = documentoOpcional(
  SO_DIGITOS,
  tituloEleitorValido,
  'Título de eleitor inválido',
);
export const certidaoOpcional = documentoOpcional(
  SO_DIGITOS,
  numeroCertidaoValido,
  'Número inválido: a matrícula tem 32 dígitos; o termo antigo, até 10',
);
/**
 * An account or card number that carries separators (Conta INSS "12345-6", Cartão SAMS
 * "SAMS-88213", decision 0025): kept as written, letters upper-cased and spaces trimmed; uniqueness
 * compares it without the separators, so "12345-6" and "123456" are one number.
 */
export const codigoComSeparadoresOpcional = (max: number, rotulo: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toUpperCase() || null : (v ?? null)),
    z
      .string()
      .max(max, limiteDoTexto(max))
      .regex(/^[0-9A-Z]([0-9A-Z ./-]*[0-9A-Z])?$/, `${rotulo} inválido: use letras, números e - . /`)
      .nullable(),
  );
export const digitosOpcionais = (min: number, max: number, rotulo: string) =>
  documentoOpcional(SO_DIGITOS, (v) => v.length >= min && v.length <= max, `${rotulo} inválido`);

/** A state (UF); an empty required one is "Campo Obrigatório", anything else not in the list "UF inválida". */
const uf = z.enum(UFS, {
  error: (issue) => (issue.input === '' || issue.input == null ? MENSAGENS.campoObrigatorio : 'UF inválida'),
});
export const ufOpcional = z.preprocess((v) => (v === '' ? null : (v ?? null)), uf.nullable());
export const dataOpcional = z.preprocess((v) => (v === '' ? null : (v ?? null)), data.nullable());
export const emailOpcional = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
  z.string().refine(emailValido, MENSAGENS.emailInvalido).nullable(),
);
/** Money in reais, as a number or as typed on a Brazilian keyboard (`reaisDeTexto`). */
const emCentavos = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
export const reaisOpcional = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : reaisDeTexto(v)) : (v ?? null)),
  z
    .number('Valor inválido')
    .nonnegative('Valor inválido')
    .max(9_999_999_999.99, 'Valor inválido')
    .refine(emCentavos, 'Valor inválido')
    .nullable(),
);
export const enumOpcional = <T extends Record<string, string>>(o: T, mensagem: string) =>
  z.preprocess((v) => (v === '' ? null : (v ?? null)), z.enum(chaves(o), mensagem).nullable());

/** A birth date of someone alive here: from 1890 to today. */
export const dataNascimento = data
  .refine((v) => v >= '1890-01-01', 'Data de nascimento anterior a 1890')
  .refine((v) => v <= new Date().toISOString().slice(0, 10), 'Data de nascimento no futuro');

export const OPCOES_UF = opcoesDeLista(UFS);

const GRUPO_PESSOA = 'Dados pessoais';
/** A person's fields: what a request sends, what the answer carries, how every screen and report shows them. */
export const CAMPOS_PESSOA = {
  NOME: { rotulo: 'Nome', grupo: GRUPO_PESSOA, ...textoExigido('nome', 100) },
  SOBRENOME: { rotulo: 'Sobrenome', grupo: GRUPO_PESSOA, ...textoExigido('nome', 150) },
  DATA_NASCIMENTO: {
    rotulo: 'Data de nascimento',
    tipo: 'data',
    grupo: GRUPO_PESSOA,
    obrigatorio: true,
    entrada: dataNascimento,
  },
  SEXO: {
    rotulo: 'Sexo',
    tipo: 'selecao',
    grupo: GRUPO_PESSOA,
    opcoes: SEXOS,
    entrada: enumOpcional(SEXOS, 'Sexo inválido'),
  },
  ESTADO_CIVIL: {
    rotulo: 'Estado civil',
    tipo: 'selecao',
    grupo: GRUPO_PESSOA,
    opcoes: ESTADOS_CIVIS,
    entrada: enumOpcional(ESTADOS_CIVIS, 'Estado civil inválido'),
  },
  NACIONALIDADE: {
    rotulo: 'Nacionalidade',
    tipo: 'texto',
    grupo: GRUPO_PESSOA,
    max: 60,
    obrigatorio: true,
    padrao: 'Brasileira',
    entrada: textoObrigatorio(60).default('Brasileira'),
  },
  NATURALIDADE: { rotulo: 'Naturalidade', grupo: GRUPO_PESSOA, ...textoLivre('texto', 100) },
  UF_NATURALIDADE: {
    rotulo: 'UF da naturalidade',
    tipo: 'selecao',
    grupo: GRUPO_PESSOA,
    opcoes: OPCOES_UF,
    entrada: ufOpcional,
  },
  NOME_MAE: { rotulo: 'Nome da mãe', grupo: GRUPO_PESSOA, ...textoLivre('nome', 200) },
  NOME_PAI: { rotulo: 'Nome do pai', grupo: GRUPO_PESSOA, ...textoLivre('nome', 200) },
  PROFISSAO: { rotulo: 'Profissão', grupo: GRUPO_PESSOA, ...textoLivre('texto', 100) },
  ESCOLARIDADE: { rotulo: 'Escolaridade', grupo: GRUPO_PESSOA, ...textoLivre('texto', 100) },
  RELIGIAO: { rotulo: 'Religião', grupo: GRUPO_PESSOA, ...textoLivre('texto', 100) },
  CPF: {
    rotulo: 'CPF',
    tipo: 'documento',
    grupo: 'Documentos',
    mascara: mascaraCpf,
    numerico: true,
    unicidade: { rota: '/pessoa/cpf' },
    entrada: cpfOpcional,
  },
  RG: {
    rotulo: 'RG',
    tipo: 'documento',
    grupo: 'Documentos',
    mascara: mascaraAlfanumerica,
    unicidade: { rota: '/pessoa/rg' },
    entrada: rgOpcional,
  },
  ORGAO_EMISSOR_RG: { rotulo: 'Órgão emissor do RG', grupo: 'Documentos', ...textoLivre('texto', 20) },
  UF_RG: { rotulo: 'UF do RG', tipo: 'selecao', grupo: 'Documentos', opcoes: OPCOES_UF, entrada: ufOpcional },
  DATA_EMISSAO_RG: {
    rotulo: 'Data de emissão do RG',
    tipo: 'data',
    grupo: 'Documentos',
    entrada: dataOpcional,
  },
} as const satisfies Catalogo<string>;

export const pessoaInput = z.strictObject(entradasDe(CAMPOS_PESSOA));
export type PessoaInput = z.input<typeof pessoaInput>;
/** `PUT /pessoa/{id}`: the person and the VERSAO it was read at (decision 0017). */
export const pessoaAtualizacao = pessoaInput.extend({ VERSAO: versaoOpcional });
/** A person as the API answers it: the stored row, documents normalized. */
export const pessoa = z.object({
  CODIGO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_PESSOA),
});
export type Pessoa = z.infer<typeof pessoa>;

const GRUPO_ENDERECO = 'Endereço';
/** The address fields (decisions 0022, 0054): the request, the answer, the form, the record, the sheet and /docs. */
export const CAMPOS_ENDERECO = {
  CEP: {
    rotulo: 'CEP',
    tipo: 'documento',
    grupo: GRUPO_ENDERECO,
    mascara: mascaraCep,
    numerico: true,
    entrada: digitosOpcionais(8, 8, 'CEP'),
  },
  LOGRADOURO: { rotulo: 'Logradouro', grupo: GRUPO_ENDERECO, ...textoExigido('texto', 200) },
  NUMERO: { rotulo: 'Número', grupo: GRUPO_ENDERECO, ...textoLivre('texto', 20) },
  COMPLEMENTO: { rotulo: 'Complemento', grupo: GRUPO_ENDERECO, ...textoLivre('texto', 100) },
  BAIRRO: { rotulo: 'Bairro', grupo: GRUPO_ENDERECO, ...textoLivre('texto', 100) },
  CIDADE: { rotulo: 'Cidade', grupo: GRUPO_ENDERECO, ...textoExigido('texto', 100) },
  ESTADO: {
    rotulo: 'UF',
    tipo: 'selecao',
    grupo: GRUPO_ENDERECO,
    obrigatorio: true,
    opcoes: OPCOES_UF,
    entrada: uf,
  },
  /** Ponto de referência ("em frente à padaria"), usual in Brazilian addresses. */
  REFERENCIA: { rotulo: 'Ponto de referência', grupo: GRUPO_ENDERECO, ...textoLivre('texto', 200) },
} as const satisfies Catalogo<string>;

export const enderecoInput = z.strictObject(entradasDe(CAMPOS_ENDERECO));
export type EnderecoInput = z.input<typeof enderecoInput>;
export const enderecoAtualizacao = enderecoInput.extend({ VERSAO: versaoOpcional });
export const endereco = z.object({
  CODIGO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_ENDERECO),
});
export type Endereco = z.infer<typeof endereco>;

/** An address in one line as the record and the sheet show it, its point of reference last. */
export function enderecoEmLinha(
  e:
    | (Pick<Endereco, 'LOGRADOURO' | 'NUMERO' | 'COMPLEMENTO' | 'BAIRRO' | 'CIDADE' | 'ESTADO' | 'CEP'> & {
        REFERENCIA?: string | null | undefined;
      })
    | null,
): string {
  if (!e) return '';
  const rua = [e.LOGRADOURO, e.NUMERO, e.COMPLEMENTO].filter(Boolean).join(', ');
  const cep = exibirComMascara(mascaraCep, e.CEP);
  const referencia = e.REFERENCIA && `Referência: ${e.REFERENCIA}`;
  return [rua, e.BAIRRO, `${e.CIDADE}/${e.ESTADO}`, cep && `CEP ${cep}`, referencia]
    .filter(Boolean)
    .join(' - ');
}

const numeroValido = (numero: unknown) =>
  typeof numero === 'string' && telefoneNormalizado(numero) === numero;

/** A phone's fields (decision 0022); a list's form adds the phone's place in it ("Telefone 2"). */
export const CAMPOS_TELEFONE = {
  NUMERO: {
    rotulo: 'Telefone',
    tipo: 'texto',
    grupo: 'Telefones',
    obrigatorio: true,
    numerico: true,
    entrada: z.preprocess(
      (v) => (typeof v === 'string' ? (telefoneNormalizado(v) ?? v.trim()) : v),
      z
        .string({ error: MENSAGENS.campoObrigatorio })
        .min(1, { error: MENSAGENS.campoObrigatorio, abort: true })
        .refine((v) => telefoneNormalizado(v) === v, MENSAGENS.telefoneInvalido),
    ),
  },
  TIPO: {
    rotulo: 'Tipo do telefone',
    tipo: 'selecao',
    grupo: 'Telefones',
    opcoes: ROTULOS_TIPO_TELEFONE,
    entrada: z.enum(TIPOS_TELEFONE, 'Tipo de telefone inválido').optional(),
    /** Never empty once stored: what the digits say when none was sent. */
    resposta: z.string(),
  },
  OBSERVACAO: { rotulo: 'Observação do telefone', grupo: 'Telefones', ...textoLivre('texto', 200) },
} as const satisfies Catalogo<string>;

/**
 * A phone: its kind, when none is sent, is what its digits say; "Celular" for a landline or a
 * service number is refused (decision 0050).
 */
export const telefoneInput = z
  .strictObject(entradasDe(CAMPOS_TELEFONE))
  .overwrite((t) => ({ ...t, TIPO: t.TIPO ?? tipoDoNumero(t.NUMERO) }))
  // An invalid number has its own message; its kind is judged only once the number stands.
  .refine((t) => t.TIPO !== 'celular' || !numeroValido(t.NUMERO) || tipoDoNumero(t.NUMERO) === 'celular', {
    path: ['TIPO'],
    message: MENSAGENS.telefoneNaoECelular,
  });
export type TelefoneInput = z.input<typeof telefoneInput>;

/** A record's phones, at most `maximo`: a number twice is refused on its second (decision 0050). */
export function listaDeTelefones<T extends z.ZodType<{ NUMERO: string }>>(
  item: T,
  maximo: number,
  mensagem?: string,
) {
  return z
    .array(item)
    .max(maximo, mensagem)
    .superRefine((lista, ctx) => {
      const vistos = new Set<string>();
      lista.forEach(({ NUMERO }, i) => {
        if (vistos.has(NUMERO))
          ctx.addIssue({ code: 'custom', path: [i, 'NUMERO'], message: MENSAGENS.telefoneRepetido });
        vistos.add(NUMERO);
      });
    });
}
export const telefoneAtualizacao = telefoneInput.extend({ VERSAO: versaoOpcional });
export const telefone = z.object({
  CODIGO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_TELEFONE),
});
export type Telefone = z.infer<typeof telefone>;

/** A row without its CODIGO; anything that is not a row stays as it is, for the schema to refuse. */
function semCodigo(linha: unknown): unknown {
  if (typeof linha !== 'object' || linha === null || !('CODIGO' in linha)) return linha;
  const { CODIGO: _codigo, ...resto } = linha;
  return resto;
}

/**
 * A web form's phone rows keep the stored phone's CODIGO, to tell kept phones from new ones, and
 * no request body takes it (bodies are strict, decision 0018): `esquema` reads the form's values
 * with CODIGO dropped from each TELEFONE row.
 */
export function semCodigoNosTelefones<T extends z.ZodType>(esquema: T): z.ZodType<z.output<T>, z.input<T>> {
  const lido = z.preprocess((valores) => {
    if (typeof valores !== 'object' || valores === null || !('TELEFONE' in valores)) return valores;
    const { TELEFONE } = valores;
    return { ...valores, TELEFONE: Array.isArray(TELEFONE) ? TELEFONE.map(semCodigo) : TELEFONE };
  }, esquema);
  // A preprocess takes `unknown` in; a form typed against the schema (web's useFormulario) needs
  // the wrapped schema's own input, which is what this one reads once the CODIGOs are dropped.
  return lido as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

/**
 * Uniqueness checks of docs/produto.md §5 (`POST /pessoa/cpf` …): the value under the field's own wire name
 * (`{ CPF, CODIGO }`, `{ CARTAO_SUS, CODIGO }`, docs/arquitetura.md §4) and the record's own code, so editing a
 * record does not find itself. Answer 200 `{ existente }` (docs/arquitetura.md §4).
 */
export function unicidadeRequest(campo: string) {
  // One strict object, not an intersection: each side of an intersection would refuse the other's key.
  const valor = z.string({ error: MENSAGENS.campoObrigatorio }).max(200);
  return z.strictObject({ CODIGO: codigo.nullish(), [campo]: valor }).transform((corpo) => ({
    // The computed key widens the shape's type; CODIGO is still what `codigo` read.
    CODIGO: corpo.CODIGO as number | null | undefined,
    valor: String(corpo[campo]),
  }));
}
/** The person's checks (`POST /pessoa/{segment}`): path segment → wire field. */
export const UNICIDADES_PESSOA = { cpf: 'CPF', rg: 'RG' } as const;
export const unicidadeResponse = z.object({ existente: z.boolean() });
export type UnicidadeResponse = z.infer<typeof unicidadeResponse>;

/** Inactivation of plans and employees and discharge of residents: a date and a reason (docs/arquitetura.md §4). */
export const inativacaoInput = z.strictObject({
  DATA: data.default(() => new Date().toISOString().slice(0, 10)),
  MOTIVO: textoObrigatorio(500),
});

/** Lists that page (docs/arquitetura.md §4): `?busca=&limite=&deslocamento=`; the total goes in X-Total-Count. */
export const listaQuery = z.strictObject({
  busca: z.string().trim().max(100).optional(),
  limite: z.coerce.number().int().min(1).max(500).optional(),
  deslocamento: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type ListaQuery = z.infer<typeof listaQuery>;
export const TOTAL_HEADER = 'x-total-count';
