import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  acompanhamentoEditarInput,
  acompanhamentosInput,
  alterarSenhaRequest,
  beneficioCampos,
  CAMPOS_ACOMPANHAMENTO,
  CAMPOS_ALTERAR_SENHA,
  CAMPOS_BENEFICIO,
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_CONVENIO,
  CAMPOS_DEMISSAO,
  CAMPOS_DEPENDENTE,
  CAMPOS_DESACOLHIMENTO,
  CAMPOS_EDICAO_ACOMPANHAMENTO,
  CAMPOS_ENDERECO,
  CAMPOS_FAMILIAR,
  CAMPOS_FUNCIONARIO,
  CAMPOS_LOGIN,
  CAMPOS_PESSOA,
  CAMPOS_PRIMEIRO_ACESSO,
  CAMPOS_REDEFINIR_SENHA,
  CAMPOS_RESIDENTE,
  CAMPOS_RESIDENTE_CONVENIO,
  CAMPOS_TELEFONE,
  CAMPOS_USUARIO,
  CAMPOS_VINCULO_FAMILIAR,
  type Campo,
  type Catalogo,
  CHAVE_DE_ENVIO_HEADER,
  COOKIES,
  certidaoCasamentoInput,
  codigo,
  contaBancariaCampos,
  convenioCampos,
  demissaoInput,
  dependenteCampos,
  desacolhimentoInput,
  enderecoInput,
  erroResposta,
  familiarCampos,
  funcionarioCampos,
  loginRequest,
  MENSAGENS,
  pessoaInput,
  primeiroAcessoRequest,
  redefinirSenhaRequest,
  residenteCampos,
  residenteConvenioCampos,
  rotuloDaUnicidade,
  telefoneInput,
  unicidadeResponse,
  usuarioInput,
  vinculoFamiliar,
  XSRF_HEADER,
} from '@acolher/contract';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITE_DE_HASHES_POR_ENDERECO } from './password.ts';
import { STATUS_DE_ERRO, type StatusDeErro } from './respostas-de-erro.ts';

/**
 * The OpenAPI document at /docs (decision 0048). fastify-type-provider-zod turns each route's zod
 * schemas into JSON schemas; this module corrects and completes what it cannot know:
 * - which fields a body really requires: an optional field is a preprocess (empty → null) over a
 *   nullable schema, which zod's generator documents by the inner, required, schema;
 * - each field's description, the label of its catalogue entry (decision 0022): no text twice;
 * - the error answers each route can give, derived from its declaration, with why;
 * - who may call it (`config.acesso`) as OpenAPI security: the web app's cookie + XSRF header, or
 *   the Bearer token of `POST /login/`.
 * The document is built once per process; /docs/json sends it as bytes made once, brotli- or
 * gzip-compressed when the client accepts it.
 */

type Zod = z.core.$ZodType;
type Json = Record<string, unknown> & {
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  description?: string;
};

/** Each catalogue beside the schema it describes (built from it, decision 0054, or checked against it). */
const CATALOGOS: [z.ZodObject, Catalogo<string>][] = [
  [pessoaInput, CAMPOS_PESSOA],
  [residenteCampos, CAMPOS_RESIDENTE],
  [certidaoCasamentoInput, CAMPOS_CERTIDAO_CASAMENTO],
  [desacolhimentoInput, CAMPOS_DESACOLHIMENTO],
  [funcionarioCampos, CAMPOS_FUNCIONARIO],
  [contaBancariaCampos, CAMPOS_CONTA_BANCARIA],
  [dependenteCampos, CAMPOS_DEPENDENTE],
  [demissaoInput, CAMPOS_DEMISSAO],
  [acompanhamentosInput, CAMPOS_ACOMPANHAMENTO],
  [usuarioInput, CAMPOS_USUARIO],
  [enderecoInput, CAMPOS_ENDERECO],
  [telefoneInput, CAMPOS_TELEFONE],
  [convenioCampos, CAMPOS_CONVENIO],
  [familiarCampos, CAMPOS_FAMILIAR],
  [vinculoFamiliar, CAMPOS_VINCULO_FAMILIAR],
  [residenteConvenioCampos, CAMPOS_RESIDENTE_CONVENIO],
  [beneficioCampos, CAMPOS_BENEFICIO],
  [loginRequest, CAMPOS_LOGIN],
  [redefinirSenhaRequest, CAMPOS_REDEFINIR_SENHA],
  [primeiroAcessoRequest, CAMPOS_PRIMEIRO_ACESSO],
  [alterarSenhaRequest, CAMPOS_ALTERAR_SENHA],
  [acompanhamentoEditarInput, CAMPOS_EDICAO_ACOMPANHAMENTO],
];

/**
 * What the fields no catalogue holds mean, by name: a record's VERSAO, and the parameters of path
 * and query (the same name means the same thing on every route).
 */
const DESCRICOES_POR_NOME: Readonly<Record<string, string>> = {
  CODIGO: 'Código do registro já gravado (o que se edita); ausente num novo.',
  VERSAO: 'A versão do registro quando foi lido (decisão 0017): se ele mudou desde então, nada é gravado.',
  RESIDENTE_CODIGO: 'Código do residente.',
  CODIGO_RESIDENTE: 'Código do residente.',
  CODIGO_FUNCIONARIO: 'Código do funcionário.',
  PESSOA_CODIGO: 'Código da pessoa.',
  FAMILIAR_CODIGO: 'Código do familiar.',
  CONVENIO_CODIGO: 'Código do convênio.',
  RESIDENTE_CONVENIO_CODIGO: 'Código da adesão do residente ao convênio.',
  ENDERECO_CODIGO: 'Código do endereço.',
  TELEFONE_CODIGO: 'Código do telefone.',
  ACOMPANHAMENTO_CODIGO: 'Código do acompanhamento.',
  LOGIN: 'Login do usuário.',
  MOTIVO: 'Motivo da inativação.',
  DATA: 'Data da inativação (AAAA-MM-DD); hoje, se ausente.',
  codigoResidente: 'Código do residente; sem ele, todos.',
  codigoFuncionario: 'Código do funcionário: só os acompanhamentos de que participou.',
  CORRIGE_CODIGO: 'Código do acompanhamento que este corrige.',
  NOME_BENEFICIO_EDITAR: 'O nome do benefício em edição, que não conta como repetido.',
  residentes: 'Os residentes participantes, por CODIGO_RESIDENTE.',
  funcionarios: 'Os funcionários participantes, por CODIGO_FUNCIONARIO.',
  id: 'Código do registro.',
  q: 'Código do convênio.',
  residente: 'Código do residente.',
  funcionario: 'Código do funcionário.',
  pessoa: 'Código da pessoa.',
  familiar: 'Código do familiar.',
  convenio: 'Código do convênio.',
  telefone: 'Código do telefone.',
  endereco: 'Código do endereço.',
  participante: 'Código do funcionário participante.',
  acompanhamento: 'Código do acompanhamento.',
  residenteConvenio: 'Código da adesão do residente ao convênio.',
  nome: 'Nome, como cadastrado.',
  sobrenome: 'Sobrenome, como cadastrado.',
  username: 'Login do usuário.',
  login: 'Login a verificar.',
  token: 'O código do link de redefinição de senha enviado por e-mail.',
  status: 'ativos ou inativos (ou 1 e 0).',
  status_residente: 'ativos ou inativos (ou 1 e 0).',
  status_funcionario: 'ativos ou inativos (ou 1 e 0).',
  status_convenio: 'ativos ou inativos (ou 1 e 0).',
  codigo_pessoa: 'Código da pessoa do residente.',
  codigo_funcionario: 'Código do funcionário.',
  codigo_convenio: 'Código do convênio.',
  busca: 'Texto a procurar (parte do nome ou de um documento).',
  limite: 'Quantas linhas, no máximo, a resposta traz.',
  deslocamento: 'Quantas linhas pular antes da primeira (paginação).',
  de: 'Data inicial (AAAA-MM-DD), inclusive.',
  ate: 'Data final (AAAA-MM-DD), inclusive.',
  data_inicial: 'Data inicial (AAAA-MM-DD), inclusive.',
  data_final: 'Data final (AAAA-MM-DD), inclusive.',
  dateStart: 'Data inicial (AAAA-MM-DD), inclusive.',
  dateFinish: 'Data final (AAAA-MM-DD), inclusive.',
  employeeId: 'Código do funcionário: só os acompanhamentos de que participou.',
  turno: 'Turno dos acompanhamentos.',
  usuario: 'Login do usuário que fez a ação.',
  acao: 'A ação registrada.',
  entidade: 'O tipo de registro afetado.',
  registro: 'O código do registro afetado.',
  antes: 'Cursor da página anterior: só o que veio antes dele.',
  confirmar: 'true para inativar mesmo em uso por residentes ativos.',
  motivo: 'Motivo da inativação.',
  DATA_ACOLHIMENTO: 'Data do novo acolhimento (AAAA-MM-DD); hoje, se ausente.',
  DATA_ADMISSAO: 'Data da nova admissão (AAAA-MM-DD); hoje, se ausente.',
};

/**
 * A field's label by its key alone, where every catalogue that has the key gives it the same one:
 * a check or filter that sends a catalogued field under its own schema (NOME_BENEFICIO of
 * `POST /beneficio/nome`, NUMERO_CONVENIO of `POST /telefone_parentesco`).
 */
const ROTULO_POR_CHAVE = new Map<string, string | null>();
for (const [, catalogo] of CATALOGOS)
  for (const [chave, campo] of Object.entries(catalogo)) {
    const visto = ROTULO_POR_CHAVE.get(chave);
    ROTULO_POR_CHAVE.set(chave, visto === undefined || visto === campo.rotulo ? campo.rotulo : null);
  }

/** Describes by name each field of a path, query or body that nothing else described. */
function descreverPorNome(json: Json | undefined): void {
  for (const [chave, propriedade] of Object.entries(json?.properties ?? {}))
    propriedade.description ??= DESCRICOES_POR_NOME[chave];
}

/**
 * A field's catalogue entry by its schema and its key. The schemas derived from an entity's input
 * (`.extend()`, nesting under PESSOA) keep its fields' schema objects, so they are found here too;
 * the key tells apart one schema object shared by two fields (`ufOpcional` for UF_RG and
 * UF_NATURALIDADE).
 */
const camposPorEsquema = new WeakMap<Zod, Map<string, Campo>>();
for (const [esquema, catalogo] of CATALOGOS) {
  for (const [chave, campo] of Object.entries(catalogo)) {
    const doCampo = esquema.shape[chave];
    if (!doCampo) continue;
    const porChave = camposPorEsquema.get(doCampo) ?? new Map<string, Campo>();
    // One schema object can sit in two catalogues (a person's CPF and a relative's): the entry that
    // carries a uniqueness check keeps it, so the routes that check it still say their 409.
    if (!porChave.get(chave)?.unicidade) porChave.set(chave, campo);
    camposPorEsquema.set(doCampo, porChave);
  }
}

/**
 * The docs/produto.md §5 checks by their route (`/pessoa/cpf`): their body names the field checked under its
 * wire name, with a schema of its own, and the siblings it is sent with (`com`).
 */
const verificacoes = new Map<string, { campos: string[]; catalogo: Catalogo<string> }>();
for (const [, catalogo] of CATALOGOS)
  for (const [chave, campo] of Object.entries(catalogo))
    if (campo.unicidade)
      verificacoes.set(campo.unicidade.rota, { campos: [chave, ...(campo.unicidade.com ?? [])], catalogo });

/** A uniqueness check's body: its fields described by the catalogue of the field it checks. */
function descreverVerificacao(url: string, corpo: Json): void {
  const verificacao = verificacoes.get(url);
  for (const chave of verificacao?.campos ?? []) {
    const propriedade = corpo.properties?.[chave];
    const campo = verificacao?.catalogo[chave];
    if (propriedade && campo) propriedade.description ??= campo.rotulo;
  }
}

/** The schema that says what a value is, past the wrappers that only say whether it may be absent or null. */
function nucleo(esquema: Zod): Zod {
  const def = esquema._zod.def as z.core.$ZodTypeDef & {
    in?: Zod;
    out?: Zod;
    innerType?: Zod;
    getter?: () => Zod;
  };
  if (def.type === 'pipe' && def.in && def.out)
    return nucleo(def.in._zod.traits.has('$ZodTransform') ? def.out : def.in);
  if (def.innerType) return nucleo(def.innerType);
  if (def.type === 'lazy' && def.getter) return nucleo(def.getter());
  return esquema;
}

/**
 * Whether a body without the field is refused: the field alone in an object, parsed without it,
 * exactly as the validator parses the route's body.
 */
function exigido(campo: Zod): boolean {
  try {
    return !z.object({ campo: campo as z.ZodType }).safeParse({}).success;
  } catch {
    // A preprocess that cannot take `undefined` fails the request too.
    return true;
  }
}

/**
 * Why a route's service refuses, where no message of the contract says it already (routes give
 * them in `config.recusas`; the others give the message their answer carries).
 */
export const MOTIVOS = {
  linhaDeFuncionario: 'O registro é de um funcionário: só o administrador o lê ou altera.',
  outroUsuario: 'Só a própria conta, ou o administrador.',
  contatoEmUso: 'O contato ainda está ligado a alguém.',
  vinculoInexistente: 'O residente não tem esse convênio.',
} as const;

/**
 * Whether the field names a record by its code (the contract's `codigo`, optional, nullable or in
 * a list): a code of no record answers 404.
 */
function nomeiaRegistro(esquema: Zod | undefined): boolean {
  if (!esquema) return false;
  if (esquema === codigo) return true;
  const def = esquema._zod.def as z.core.$ZodTypeDef & {
    in?: Zod;
    out?: Zod;
    innerType?: Zod;
    element?: Zod;
  };
  return [def.in, def.out, def.innerType, def.element].some(nomeiaRegistro);
}

/**
 * What walking a request schema found: the labels of its fields checked for uniqueness (docs/produto.md §5),
 * and whether a field names a record by its code.
 */
interface Achados {
  unicos: Set<string>;
  codigos: boolean;
}

/**
 * A nested record's (PESSOA, ENDERECO, a list of TELEFONE) description: the heading its catalogue
 * puts its fields under.
 */
function grupoDe(esquema: Zod): string | undefined {
  const objeto = nucleo(esquema);
  const def = objeto._zod.def as z.core.$ZodTypeDef & { shape?: Record<string, Zod>; element?: Zod };
  if (def.type === 'array' && def.element) return grupoDe(def.element);
  // Its own catalogue first: a shared field schema (`codigo`) may be catalogued by another entity.
  const proprio = CATALOGOS.find(([doCatalogo]) => doCatalogo === objeto)?.[1];
  if (proprio) return Object.values(proprio)[0]?.grupo;
  for (const [chave, doCampo] of Object.entries(def.shape ?? {})) {
    const campo = camposPorEsquema.get(doCampo)?.get(chave);
    if (campo) return campo.grupo;
  }
  return undefined;
}

/**
 * Walks a request's JSON schema beside the zod schema it came from: each object's `required` is
 * what its schema refuses to do without, each catalogued field gets its label as description.
 */
function corrigir(json: Json, esquema: Zod, achados: Achados): void {
  const def = nucleo(esquema)._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, Zod>;
    element?: Zod;
    options?: Zod[];
  };
  if (def.type === 'object' && def.shape && json.properties) {
    const shape = def.shape;
    const exigidos = Object.keys(json.properties).filter((chave) => shape[chave] && exigido(shape[chave]));
    if (exigidos.length > 0) json.required = exigidos;
    else delete json.required;
    for (const [chave, filho] of Object.entries(json.properties)) {
      const doCampo = shape[chave];
      if (!doCampo) continue;
      if (nomeiaRegistro(doCampo)) achados.codigos = true;
      const campo = camposPorEsquema.get(doCampo)?.get(chave);
      if (campo?.unicidade) achados.unicos.add(rotuloDaUnicidade(campo));
      filho.description ??=
        campo?.rotulo ?? grupoDe(doCampo) ?? ROTULO_POR_CHAVE.get(chave) ?? DESCRICOES_POR_NOME[chave];
      corrigir(filho, doCampo, achados);
    }
  }
  if (def.type === 'array' && def.element && json.items) corrigir(json.items, def.element, achados);
  const ramos = json.anyOf ?? json.oneOf;
  if (def.type === 'union' && def.options && ramos?.length === def.options.length)
    for (const [i, ramo] of ramos.entries()) corrigir(ramo, def.options[i] as Zod, achados);
}

/** `security` of the document: the ways a request proves its session (docs/arquitetura.md §5, decision 0001). */
const ESQUEMAS_DE_SEGURANCA = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'O accessToken da resposta de POST /login/, no cabeçalho Authorization: Bearer.',
  },
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIES.token,
    description: 'O cookie HttpOnly da sessão, gravado por POST /login/ (o aplicativo web).',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description: `Com o cookie, toda escrita repete no cabeçalho ${XSRF_HEADER} o valor do cookie ${COOKIES.xsrf}.`,
  },
} as const;

const LEITURAS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ehEscrita = (rota: RouteOptions) => [rota.method].flat().some((m) => !LEITURAS.has(m));

/** Who may call the route, as OpenAPI security: none for a public one; a write by cookie with its XSRF header. */
function segurancaDe(rota: RouteOptions): Record<string, string[]>[] {
  if (rota.config?.acesso === 'publico') return [];
  return [{ bearer: [] }, ehEscrita(rota) ? { cookie: [], xsrf: [] } : { cookie: [] }];
}

/** What one route declares, as the error rules read it. */
interface Declaracao {
  rota: RouteOptions;
  /** The zod schemas of the route (params, querystring, body, headers, response). */
  esquema: Record<string, unknown>;
  /** The request's parts that carry something: path, query, body, headers. */
  entradas: string[];
  corpo?: Json;
  achados: Achados;
  pdf: boolean;
}

const PARTES_DE_ENTRADA: [string, string][] = [
  ['params', 'caminho'],
  ['querystring', 'consulta'],
  ['body', 'corpo'],
  ['headers', `cabeçalho ${CHAVE_DE_ENVIO_HEADER}`],
];

/** Why a route may answer each error status; absent means it never does. */
type Motivos = Partial<Record<StatusDeErro, string[]>>;

function motivosDe(d: Declaracao): Motivos {
  const { rota } = d;
  const acesso = rota.config?.acesso;
  const escrita = ehEscrita(rota);
  const proprios = rota.config?.recusas ?? {};
  const com = (...motivos: (string | false | null | undefined)[]) => motivos.filter((m): m is string => !!m);
  const motivos: Motivos = {
    400: [
      d.entradas.length > 0
        ? `Dados inválidos (${d.entradas.join(', ')}): \`errors\` diz cada campo e o porquê; nada foi gravado.`
        : 'A rota não recebe consulta nem corpo: uma chave enviada é recusada.',
    ],
    401: com(acesso !== 'publico' && 'Sem sessão válida: nenhuma, expirada ou encerrada.', proprios[401]),
    403: com(
      acesso === 'administrador' && 'Só o administrador (PERMISSAO_ACESSO 1) pode.',
      escrita && `Sessão por cookie sem o cabeçalho ${XSRF_HEADER} dela.`,
      proprios[403],
    ),
    404: com(
      d.entradas.includes('caminho') && 'Registro não encontrado.',
      // A uniqueness check's CODIGO is the record to leave out: one that does not exist leaves nothing out.
      d.achados.codigos && !verificaUnicidade(d) && 'Um registro nomeado por código no pedido não existe.',
      proprios[404],
    ),
    409: com(
      d.corpo?.properties?.VERSAO &&
        'VERSAO desatualizada: o registro mudou desde a leitura; nada foi gravado.',
      d.achados.unicos.size > 0 && `${[...d.achados.unicos].join(', ')}: valor já existente.`,
      rota.method === 'POST' && temResposta(d, 201) && 'Registro ou vínculo já existente.',
      temResposta(d, 409) && 'Em uso: a resposta diz onde.',
      proprios[409],
    ),
    422: com(
      d.entradas.some((e) => e.includes(CHAVE_DE_ENVIO_HEADER)) &&
        `A chave de envio (${CHAVE_DE_ENVIO_HEADER}) já serviu a outro cadastro.`,
      escrita &&
        'Recusado por uma regra: registro relacionado inexistente ou em uso, ou valor fora das regras.',
      d.pdf && 'O relatório é grande demais para ser gerado.',
      proprios[422],
    ),
    429: com(
      rota.config?.rateLimit && 'Muitos pedidos deste endereço: tente de novo mais tarde.',
      proprios[429],
    ),
    500: ['Erro interno: `requestId` identifica o pedido no log.'],
    503: com(
      'Banco de dados indisponível: nada foi feito; tente de novo.',
      d.pdf && 'Todos os geradores de PDF estão ocupados e a fila está cheia.',
      rota.config?.rateLimit === LIMITE_DE_HASHES_POR_ENDERECO && MENSAGENS.servidorOcupado,
      proprios[503],
    ),
  };
  return Object.fromEntries(
    Object.entries(motivos).filter(
      ([status, lista]) => lista.length > 0 && proprios[Number(status) as StatusDeErro] !== null,
    ),
  );
}

const verificaUnicidade = (d: Declaracao) =>
  (d.esquema.response as Record<number, unknown> | undefined)?.[200] === unicidadeResponse;

function temResposta(d: Declaracao, status: number): boolean {
  const resposta = (d.esquema.response as Record<number, unknown> | undefined)?.[status];
  return resposta !== undefined && resposta !== erroResposta;
}

type RespostaJson = Json & { content?: Record<string, { schema: Json }> };

/** What a success answer is, when the route does not say (a file does). */
function comDescricao(resposta: RespostaJson, rota: RouteOptions, status: string): RespostaJson {
  if (resposta.description) return resposta;
  // `type: 'null'` is how @fastify/swagger hears "no content".
  if (status === '204') return { type: 'null', description: 'Feito; a resposta não tem corpo.' };
  const description =
    status === '201'
      ? 'Criado: o registro como foi gravado.'
      : ehEscrita(rota)
        ? 'Feito: a resposta diz o resultado.'
        : 'O que foi pedido.';
  return resposta.content
    ? { ...resposta, description }
    : { description, content: { 'application/json': { schema: resposta } } };
}

/** The route's answers: its own, and the error answers its declaration allows, each saying why. */
function respostasDocumentadas(
  d: Declaracao,
  respostas: Record<string, RespostaJson>,
): Record<string, RespostaJson> {
  const motivos = motivosDe(d);
  const documentadas: Record<string, RespostaJson> = {};
  for (const [status, resposta] of Object.entries(respostas)) {
    const erro = STATUS_DE_ERRO.includes(Number(status) as StatusDeErro);
    const porque = motivos[Number(status) as StatusDeErro];
    if (!erro) documentadas[status] = comDescricao(resposta, d.rota, status);
    else if (porque) {
      const content = resposta.content ?? { 'application/json': { schema: resposta } };
      documentadas[status] = { description: porque.join(' '), content };
    }
  }
  return documentadas;
}

/** A part of the request with nothing to fill in; a union (one link or a list of them) has its branches. */
const semCampos = (no: Json) =>
  Object.keys(no.properties ?? {}).length === 0 && !no.anyOf && !no.oneOf && !no.items;

type Transformacao = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/** The library's transform, then the corrections of this module. */
const transformar: Transformacao = (documento) => {
  const { schema, url } = jsonSchemaTransform(documento);
  const rota = documento.route as RouteOptions | undefined;
  if (!rota || !schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const esquema = (documento.schema ?? {}) as Record<string, unknown>;
  const json = schema as Record<string, unknown>;
  const achados: Achados = { unicos: new Set(), codigos: false };
  for (const parte of ['body', 'querystring'] as const)
    if (json[parte] && esquema[parte]) corrigir(json[parte] as Json, esquema[parte] as Zod, achados);
  // A write without a body takes none (decision 0018): no empty body to fill in.
  const corpo = json.body as Json | undefined;
  if (corpo) descreverVerificacao(url, corpo);
  for (const parte of ['params', 'querystring', 'body'] as const)
    descreverPorNome(json[parte] as Json | undefined);
  if (corpo && semCampos(corpo)) delete json.body;
  const entradas = PARTES_DE_ENTRADA.filter(([parte]) => json[parte] && !semCampos(json[parte] as Json)).map(
    ([, nome]) => nome,
  );
  const respostas = (json.response ?? {}) as Record<string, RespostaJson>;
  const declaracao: Declaracao = {
    rota,
    esquema,
    entradas,
    corpo: json.body as Json | undefined,
    achados,
    pdf: Boolean(respostas[200]?.content?.['application/pdf']),
  };
  json.response = respostasDocumentadas(declaracao, respostas);
  json.security = segurancaDe(rota);
  return { schema: json, url };
};

/** The error body, once, as a component every error answer points to. */
const ERRO = 'Erro';

/**
 * The library's components, then every error answer's copy of the one error body (the schema most
 * error answers share; a route's own, like DELETE /convenio/{id}'s 409, stays) replaced by its
 * component.
 */
const transformarObjeto: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (documento) => {
  const objeto = jsonSchemaTransformObject(documento) as {
    components?: { schemas?: Record<string, unknown> };
    paths?: Record<string, Record<string, { responses?: Record<string, RespostaJson> }>>;
  };
  const conteudos = Object.values(objeto.paths ?? {}).flatMap((operacoes) =>
    Object.values(operacoes).flatMap((operacao) =>
      Object.entries(operacao.responses ?? {}).flatMap(([status, resposta]) => {
        const conteudo = resposta.content?.['application/json'];
        return conteudo && STATUS_DE_ERRO.includes(Number(status) as StatusDeErro)
          ? [{ conteudo, texto: JSON.stringify(conteudo.schema) }]
          : [];
      }),
    ),
  );
  const vezes = new Map<string, number>();
  for (const { texto } of conteudos) vezes.set(texto, (vezes.get(texto) ?? 0) + 1);
  const [corpoDoErro] = [...vezes].sort(([, a], [, b]) => b - a)[0] ?? [];
  if (!corpoDoErro) return objeto as ReturnType<typeof jsonSchemaTransformObject>;
  for (const { conteudo, texto } of conteudos)
    if (texto === corpoDoErro) conteudo.schema = { $ref: `#/components/schemas/${ERRO}` };
  objeto.components = {
    ...objeto.components,
    schemas: { ...objeto.components?.schemas, [ERRO]: JSON.parse(corpoDoErro) },
  };
  return objeto as ReturnType<typeof jsonSchemaTransformObject>;
};

export async function registrarDocumentacao(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Acolher API',
        version: '19.1.31',
        description:
          'API do Acolher, cadastro e acompanhamento dos residentes de uma instituição de longa permanência. ' +
          'Entre com POST /login/: o aplicativo web usa o cookie da sessão (e, nas escritas, o cabeçalho ' +
          `${XSRF_HEADER}); outros clientes mandam o accessToken como Bearer. Todo erro responde ` +
          '{ message, errors?, requestId? } em português.',
      },
      components: { securitySchemes: ESQUEMAS_DE_SEGURANCA },
    },
    transform: transformar,
    transformObject: transformarObjeto,
  });
}

type Codificacao = 'br' | 'gzip';

/** The client's preferred of brotli and gzip, or none (`q=0` refuses one). */
export function codificacaoAceita(cabecalho: string | undefined): Codificacao | null {
  const aceitas = new Map<string, number>();
  for (const parte of (cabecalho ?? '').split(',')) {
    const [nome = '', ...parametros] = parte.trim().toLowerCase().split(';');
    const q = parametros.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    aceitas.set(nome, q === undefined ? 1 : Number(q));
  }
  const peso = (nome: Codificacao) => aceitas.get(nome) ?? aceitas.get('*') ?? 0;
  if (peso('br') > 0 && peso('br') >= peso('gzip')) return 'br';
  return peso('gzip') > 0 ? 'gzip' : null;
}

/**
 * A success answer that is a file (a PDF, a CSV), for a route's `response`: the document shows its
 * type and that it is bytes (OpenAPI's `string`/`binary`). Fastify never serializes a Buffer or a
 * stream, so the schema is the document's only, and types nothing.
 */
export function respostaDeArquivo(tipo: 'application/pdf' | 'text/csv', description: string) {
  return { description, content: { [tipo]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } } };
}

/** The document's URL, under swagger-ui's prefix. */
const URL_DO_DOCUMENTO = '/docs/json';

/**
 * Brotli at quality 5: ~10% bigger than at 11 (13.2 KB against 11.9 KB for the 410 KB document)
 * for 19 ms of work instead of 1.2 s, paid by the first request.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * /docs/json as bytes made once per process (the document does not change while it runs): the
 * JSON, and its brotli and gzip copies for clients that accept them (~30× smaller). swagger-ui's
 * own handler would build and serialize the object again on every request. Call it in the context
 * that registers swagger-ui.
 */
export function servirDocumentoPronto(app: FastifyInstance): void {
  let pronto: Record<'json' | Codificacao, Buffer> | undefined;
  const preparar = () => {
    const json = Buffer.from(JSON.stringify(app.swagger()));
    return { json, br: brotliCompressSync(json, BROTLI), gzip: gzipSync(json) };
  };
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== URL_DO_DOCUMENTO) return;
    pronto ??= preparar();
    const codificacao = codificacaoAceita(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (codificacao) reply.header('content-encoding', codificacao);
    return reply.send(pronto[codificacao ?? 'json']);
  });
}
