import { z } from 'zod';
import {
  digitosOpcionais,
  emailOpcional,
  endereco,
  enderecoInput,
  listaDeTelefones,
  telefone,
  telefoneInput,
  textoExigido,
  textoLivre,
  textoOpcional,
} from './cadastro.ts';
import { type Catalogo, entradasDe, respostasDe } from './catalogo.ts';
import { cnpjValido } from './documentos.ts';
import { erroResposta } from './errors.ts';
import { mascaraCnpj, mascaraDigitos } from './mascaras.ts';
import { codigo, data, versaoOpcional } from './rules.ts';

/**
 * Health plans (convênios, docs/produto.md §3/§7 "Plans"). A plan carries an address and a list of phones;
 * `POST /convenio` and `PUT /convenio/{id}` take them nested and write everything in one
 * transaction, while the spec's granular chain (/endereco, /endereco_convenio, /telefone,
 * /telefone_convenio) keeps working.
 */

export const TIPOS_CONVENIO = {
  saude: 'Plano de saúde',
  odontologico: 'Plano odontológico',
  farmacia: 'Farmácia',
  funerario: 'Plano funerário',
  outro: 'Outro',
} as const;
export type TipoConvenio = keyof typeof TIPOS_CONVENIO;
const tiposConvenio = Object.keys(TIPOS_CONVENIO) as [TipoConvenio, ...TipoConvenio[]];

export const cnpjOpcional = digitosOpcionais(14, 14, 'CNPJ').refine(
  (v) => v === null || cnpjValido(v),
  'CNPJ inválido',
);

/** The plan's fields (decisions 0022, 0054); REGISTRO_ANS is the operator's registration at ANS (6 digits). */
export const CAMPOS_CONVENIO = {
  NOME: { rotulo: 'Nome', grupo: 'Dados do convênio', ...textoExigido('texto', 150) },
  TIPO: {
    rotulo: 'Tipo',
    tipo: 'selecao',
    grupo: 'Dados do convênio',
    obrigatorio: true,
    opcoes: TIPOS_CONVENIO,
    padrao: 'saude',
    entrada: z.enum(tiposConvenio, 'Tipo de convênio inválido').default('saude'),
  },
  CNPJ: {
    rotulo: 'CNPJ',
    tipo: 'documento',
    grupo: 'Dados do convênio',
    mascara: mascaraCnpj,
    numerico: true,
    entrada: cnpjOpcional,
  },
  REGISTRO_ANS: {
    rotulo: 'Registro ANS',
    tipo: 'documento',
    grupo: 'Dados do convênio',
    mascara: mascaraDigitos,
    numerico: true,
    entrada: digitosOpcionais(6, 6, 'Registro ANS'),
  },
  SITE: { rotulo: 'Site', grupo: 'Dados do convênio', ...textoLivre('texto', 200) },
  EMAIL: { rotulo: 'E-mail', tipo: 'texto', grupo: 'Dados do convênio', entrada: emailOpcional },
  OBSERVACOES: { rotulo: 'Observações', grupo: 'Dados do convênio', ...textoLivre('textoLongo', 1000) },
} as const satisfies Catalogo<string>;
/** The plan's own fields, as the granular chain and the nested form both send them. */
export const convenioCampos = z.strictObject(entradasDe(CAMPOS_CONVENIO));

/** A phone in the plan's list: with CODIGO it is one of the plan's phones being kept (and updated). */
export const telefoneConvenioItem = telefoneInput.extend({ CODIGO: codigo.optional() });
export const TELEFONES_CONVENIO_MAX = 20;

/**
 * `POST /convenio` and `PUT /convenio/{id}`. ENDERECO: an object writes the plan's address, null
 * removes it, absent leaves it alone. TELEFONE: the whole list (phones of the plan not in it are
 * removed), absent leaves the phones alone.
 */
export const convenioInput = convenioCampos.extend({
  ENDERECO: enderecoInput.nullable().optional(),
  TELEFONE: listaDeTelefones(
    telefoneConvenioItem,
    TELEFONES_CONVENIO_MAX,
    `Máximo de ${TELEFONES_CONVENIO_MAX} telefones`,
  ).optional(),
});
export type ConvenioInput = z.input<typeof convenioInput>;
/** `PUT /convenio/{id}`: as `POST`, with the VERSAO the plan was read at (decision 0017). */
export const convenioAtualizacao = convenioInput.extend({ VERSAO: versaoOpcional });
export type ConvenioAtualizacao = z.input<typeof convenioAtualizacao>;

/** A plan as the API answers it. */
export const convenio = z.object({
  CODIGO: z.number().int(),
  VERSAO: z.number().int(),
  ...respostasDe(CAMPOS_CONVENIO),
  ATIVO: z.boolean(),
  DATA_INATIVACAO: z.string().nullable(),
  MOTIVO_INATIVACAO: z.string().nullable(),
});
export type Convenio = z.infer<typeof convenio>;

/** `GET /convenio-full/{q}` and the answer of the nested writes: the plan with its address and phones. */
export const convenioFull = convenio.extend({
  ENDERECO: endereco.nullable(),
  TELEFONE: z.array(telefone),
});
export type ConvenioFull = z.infer<typeof convenioFull>;

/** A row of `GET /convenio` and `/convenio-desativados`: what a list screen shows. */
export const convenioListaItem = z.object({
  CODIGO: z.number().int(),
  NOME: z.string(),
  TIPO: z.string(),
  CNPJ: z.string().nullable(),
  REGISTRO_ANS: z.string().nullable(),
  CIDADE: z.string().nullable(),
  ESTADO: z.string().nullable(),
  /** The first phone of the plan (lowest code), digits only. */
  TELEFONE: z.string().nullable(),
  /** Active residents who are members of the plan. */
  RESIDENTES_ATIVOS: z.number().int(),
  ATIVO: z.boolean(),
  DATA_INATIVACAO: z.string().nullable(),
  MOTIVO_INATIVACAO: z.string().nullable(),
});
export type ConvenioListaItem = z.infer<typeof convenioListaItem>;
export const convenioListaResponse = z.array(convenioListaItem);

/** `GET /tratados`: active plans as select options. */
export const convenioOpcao = z.object({ CODIGO: z.number().int(), NOME: z.string() });
export type ConvenioOpcao = z.infer<typeof convenioOpcao>;
export const tratadosResponse = z.array(convenioOpcao);

/** `GET /convenio-full/{q}`: q is the plan's code. */
export const convenioFullParams = z.object({ q: codigo });

/** The spec's chain: `POST /endereco_convenio` and `POST /telefone_convenio` link what was created. */
export const enderecoConvenioInput = z.strictObject({ CONVENIO_CODIGO: codigo, ENDERECO_CODIGO: codigo });
export type EnderecoConvenioInput = z.infer<typeof enderecoConvenioInput>;
export const telefoneConvenioInput = z.strictObject({ CONVENIO_CODIGO: codigo, TELEFONE_CODIGO: codigo });
export type TelefoneConvenioInput = z.infer<typeof telefoneConvenioInput>;
/** Their answers: the link as made (answers are plain numbers; `codigo` only reads requests). */
export const enderecoConvenioResposta = z.object({
  CONVENIO_CODIGO: z.number().int(),
  ENDERECO_CODIGO: z.number().int(),
});
export const telefoneConvenioResposta = z.object({
  CONVENIO_CODIGO: z.number().int(),
  TELEFONE_CODIGO: z.number().int(),
});
/** `DELETE /telefone_convenio/{convenio}/{telefone}`: unlinks a plan's phone. */
export const telefoneConvenioParams = z.object({ convenio: codigo, telefone: codigo });

/**
 * `DELETE /convenio/{id}`: the reason is optional, in the body (`MOTIVO`, `DATA`) or the query
 * (`motivo`). A plan used by active residents is inactivated only with `?confirmar=true`.
 */
export const convenioInativacaoInput = z
  .strictObject({
    MOTIVO: textoOpcional(500),
    DATA: data.optional(),
  })
  .nullish();
export const convenioInativacaoQuery = z.strictObject({
  confirmar: z.enum(['true', 'false'], 'Use confirmar=true ou confirmar=false').optional(),
  motivo: textoOpcional(500),
});

/** 409 of `DELETE /convenio-ativar/{id}` on an active plan (as readmitting an active resident). */
export const CONVENIO_JA_ATIVO = 'Convênio já está ativo';
/** 409 of the chain's links: the plan keeps one address (what `/convenio-full` and `PUT` edit). */
export const CONVENIO_JA_TEM_ENDERECO =
  'O convênio já tem um endereço: altere-o com PUT /endereco/{id} ou remova-o antes';
export const TELEFONE_JA_NO_CONVENIO = 'Telefone já vinculado a este convênio';

export const convenioEmUso = (residentes: number) =>
  `Convênio em uso por ${residentes} residente(s) ativo(s). Confirme para inativar.`;
/**
 * 409 of `DELETE /convenio/{id}`: the shared error answer, with how many active residents use the
 * plan when that is what refused it (no confirmation). Any other 409 there (a record changed under
 * it) comes without `emUso`.
 */
export const convenioEmUsoResponse = erroResposta.extend({ emUso: z.number().int().optional() });
export type ConvenioEmUsoResponse = z.infer<typeof convenioEmUsoResponse>;
