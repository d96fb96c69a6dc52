import {
  ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO,
  ACOLHIMENTO_FUTURO,
  CERTIDAO_CASAMENTO_DISPENSADA,
  CERTIDAO_CASAMENTO_OBRIGATORIA,
  type CertidaoCasamento,
  type CertidaoNascimentoUnicidadeRequest,
  type certidaoCasamentoAtualizacao,
  type certidaoCasamentoInput,
  DESACOLHIMENTO_ANTES_DO_ACOLHIMENTO,
  DESACOLHIMENTO_FUTURO,
  type desacolhimentoInput,
  type Estadia,
  exigeCertidaoCasamento,
  type ListaQuery,
  type Pessoa,
  RESIDENTE_JA_ATIVO,
  RESIDENTE_JA_DESACOLHIDO,
  type ReacolhimentoQuery,
  type Residente,
  type ResidenteLinha,
  type residenteAtualizacao,
  type residenteInput,
  type UNICIDADES_RESIDENTE,
} from '@acolher/contract';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { mesmaCertidaoDoPedido } from '../../db/certidao.ts';
import type { Db, Tx } from '../../db/client.ts';
import { nomeBusca, nomeContem } from '../../db/colunas.ts';
import { type PeriodosAnteriores, ultimoFimAnterior } from '../../db/periodos.ts';
import { pessoa } from '../../db/tabelas/cadastro.ts';
import {
  COLUNAS_CERTIDAO_NASCIMENTO,
  certidaoCasamento,
  estadiaAnterior,
  residente,
} from '../../db/tabelas/residentes.ts';
import { normalizarAlfanumerico, normalizarDigitos, valorExistente } from '../../db/unicidade.ts';
import type { Autor } from '../../lib/autor.ts';
import { lerDoCadastro } from '../../lib/cache-do-cadastro.ts';
import { AppError, ConflictError, ouNaoEncontrado, StateConflictError } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import { exigirAteHoje, exigirNaoAntes, hojeNoLar, inicioDoNovoPeriodo } from '../../lib/hoje.ts';
import { exigirVersao } from '../../lib/versao-registro.ts';
import {
  atualizarPessoa,
  buscarPessoa,
  criarPessoa,
  exigirForaDeFuncionario,
  pessoaParaOPapel,
} from '../cadastro/service.ts';

type CertidaoDados = z.output<typeof certidaoCasamentoInput>;

const colunasLinha = {
  CODIGO_RESIDENTE: residente.CODIGO_RESIDENTE,
  PESSOA_CODIGO: residente.PESSOA_CODIGO,
  NOME: pessoa.NOME,
  SOBRENOME: pessoa.SOBRENOME,
  DATA_NASCIMENTO: pessoa.DATA_NASCIMENTO,
  CPF: pessoa.CPF,
  DATA_ACOLHIMENTO: residente.DATA_ACOLHIMENTO,
  DATA_DESACOLHIMENTO: residente.DATA_DESACOLHIMENTO,
  MOTIVO_DESACOLHIMENTO: residente.MOTIVO_DESACOLHIMENTO,
};

function filtroDaLista(ativos: boolean, busca: string | undefined): SQL | undefined {
  const situacao = eq(residente.ATIVO, ativos);
  return busca ? and(situacao, nomeContem(pessoa.NOME, pessoa.SOBRENOME, busca)) : situacao;
}

/** Pages up to this size are kept: the screen asks for 10; 500 kept pages of 500 rows would be too much memory. */
const PAGINA_GUARDADA_MAXIMA = 50;

/**
 * The whole list without a search (the spec's array, one per situation) and pages up to
 * PAGINA_GUARDADA_MAXIMA. A search over the whole list is not kept: each search would keep megabytes.
 */
function listaGuardada(query: ListaQuery): boolean {
  return query.limite === undefined ? !query.busca : query.limite <= PAGINA_GUARDADA_MAXIMA;
}

/** The whole list ignores `deslocamento`: one key for it, whatever the offset asked. */
function chaveDaLista(ativos: boolean, { limite, deslocamento, busca }: ListaQuery): string {
  return limite === undefined
    ? `residentes:${ativos}:todas`
    : `residentes:${ativos}:${limite}:${deslocamento}:${busca ?? ''}`;
}

type Lista = { linhas: ResidenteLinha[]; total: number };

/**
 * Active (or discharged) residents by name (accents ignored, so "Zélia" sorts before "Zuleica"); the
 * search ignores accents and case. Without `limite` the whole list (the spec's array), with it one
 * page; `total` counts every match either way. What listaGuardada names is kept until the residents'
 * records change (lib/cache-do-cadastro.ts): a page deep in the list sorts all 9,500 names, the
 * search rechecks hundreds, and the count reads every active resident (decision 0056).
 */
export function listarResidentes(db: Db, ativos: boolean, query: ListaQuery): Promise<Lista> {
  const consultar = () => consultarResidentes(db, ativos, query);
  return listaGuardada(query) ? lerDoCadastro(db, chaveDaLista(ativos, query), consultar) : consultar();
}

async function consultarResidentes(db: Db, ativos: boolean, query: ListaQuery): Promise<Lista> {
  const filtro = filtroDaLista(ativos, query.busca);
  const consulta = db
    .select(colunasLinha)
    .from(residente)
    .innerJoin(pessoa, eq(pessoa.CODIGO, residente.PESSOA_CODIGO))
    .where(filtro)
    .orderBy(nomeBusca(pessoa.NOME, pessoa.SOBRENOME), asc(pessoa.CODIGO));
  if (query.limite === undefined) {
    const linhas = await consulta;
    return { linhas, total: linhas.length };
  }
  // Without a search every resident has its person (NOT NULL key): counting needs no join.
  const contagem = query.busca
    ? db
        .select({ total: count() })
        .from(residente)
        .innerJoin(pessoa, eq(pessoa.CODIGO, residente.PESSOA_CODIGO))
        .where(filtro)
    : db.select({ total: count() }).from(residente).where(filtro);
  const [linhas, [contado]] = await Promise.all([
    consulta.limit(query.limite).offset(query.deslocamento),
    contagem,
  ]);
  return { linhas, total: contado?.total ?? 0 };
}

export async function buscarResidente(db: Db | Tx, codigo: number): Promise<Residente> {
  const [linha] = await db
    .select({ residente, pessoa, certidao: certidaoCasamento })
    .from(residente)
    .innerJoin(pessoa, eq(pessoa.CODIGO, residente.PESSOA_CODIGO))
    .leftJoin(certidaoCasamento, eq(certidaoCasamento.CODIGO_RESIDENTE, residente.CODIGO_RESIDENTE))
    .where(eq(residente.CODIGO_RESIDENTE, codigo));
  const achado = ouNaoEncontrado(linha);
  const anteriores = await db
    .select({
      DATA_ACOLHIMENTO: estadiaAnterior.DATA_ACOLHIMENTO,
      DATA_DESACOLHIMENTO: estadiaAnterior.DATA_DESACOLHIMENTO,
      MOTIVO_DESACOLHIMENTO: estadiaAnterior.MOTIVO_DESACOLHIMENTO,
    })
    .from(estadiaAnterior)
    .where(eq(estadiaAnterior.CODIGO_RESIDENTE, codigo))
    .orderBy(asc(estadiaAnterior.DATA_ACOLHIMENTO), asc(estadiaAnterior.CODIGO));
  return comoResidente(achado.residente, achado.pessoa, achado.certidao, anteriores);
}

/** The resident as the API answers it: its row, person and certificate, and its stays, the current one last. */
function comoResidente(
  linha: typeof residente.$inferSelect,
  PESSOA: Pessoa,
  CERTIDAO_CASAMENTO: CertidaoCasamento | null,
  anteriores: Estadia[],
): Residente {
  const { DATA_ACOLHIMENTO, DATA_DESACOLHIMENTO, MOTIVO_DESACOLHIMENTO } = linha;
  const atual: Estadia = { DATA_ACOLHIMENTO, DATA_DESACOLHIMENTO, MOTIVO_DESACOLHIMENTO };
  return { ...linha, PESSOA, CERTIDAO_CASAMENTO, ESTADIAS: [...anteriores, atual] };
}

/** The resident's earlier stays: a readmission or a moved admission begins after the last one ended. */
const ESTADIAS_ANTERIORES: PeriodosAnteriores = {
  tabela: estadiaAnterior,
  dono: estadiaAnterior.CODIGO_RESIDENTE,
  fim: estadiaAnterior.DATA_DESACOLHIMENTO,
};

/** 400 on DATA_ACOLHIMENTO when a stay would begin before the discharge that ended the one before it. */
function exigirAcolhimentoAposDesacolhimento(acolhimento: string, desacolhimento: string | null): void {
  exigirNaoAntes(desacolhimento, 'DATA_ACOLHIMENTO', acolhimento, ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO);
}

/**
 * Locks the resident's row for the rest of the transaction (404 when there is none), refusing a
 * stale VERSAO when one came (decision 0017), and answers what the writes check against.
 */
function travarResidente(tx: Tx, codigo: number) {
  return exigirVersao(tx, residente, eq(residente.CODIGO_RESIDENTE, codigo), undefined, COLUNAS_TRAVADAS);
}

const COLUNAS_TRAVADAS = {
  PESSOA_CODIGO: residente.PESSOA_CODIGO,
  ATIVO: residente.ATIVO,
  DATA_ACOLHIMENTO: residente.DATA_ACOLHIMENTO,
  DATA_DESACOLHIMENTO: residente.DATA_DESACOLHIMENTO,
};

/**
 * The resident's row as the writes that answer the whole resident, its person included (update,
 * discharge, readmission), lock and check it: the team may not write, and so read, a resident whose
 * person is an employee's (a pairing older than decision 0027's one role), as `lerResidente` may not
 * read it. The rule before the version: a stale VERSAO's 409 would answer about that row.
 */
function residenteDoAutor(autor: Autor, codigo: number, VERSAO?: number) {
  return {
    tabela: residente,
    onde: eq(residente.CODIGO_RESIDENTE, codigo),
    VERSAO,
    colunas: COLUNAS_TRAVADAS,
    regra: (tx: Tx, atual: { PESSOA_CODIGO: number }) =>
      exigirForaDeFuncionario(tx, autor, 'pessoa', atual.PESSOA_CODIGO),
  };
}

/** 404 unless the resident exists: sub-lists of an unknown resident are not empty, they are absent. */
export async function exigirResidente(db: Db | Tx, codigo: number): Promise<void> {
  const [linha] = await db
    .select({ CODIGO_RESIDENTE: residente.CODIGO_RESIDENTE })
    .from(residente)
    .where(eq(residente.CODIGO_RESIDENTE, codigo));
  ouNaoEncontrado(linha);
}

/** docs/produto.md §4: updated if it exists, created otherwise. */
function gravarCertidao(
  db: Db | Tx,
  autor: Autor,
  codigoResidente: number,
  dados: CertidaoDados,
  regra: (tx: Tx) => Promise<void> = async () => {},
) {
  const auditoria = () => ({ registro: codigoResidente });
  return escrever(db, autor, { acao: 'gravar', entidade: 'certidao_casamento', auditoria }, async (tx) => {
    await regra(tx);
    const [linha] = await tx
      .insert(certidaoCasamento)
      .values({ ...dados, CODIGO_RESIDENTE: codigoResidente })
      .onConflictDoUpdate({ target: certidaoCasamento.CODIGO_RESIDENTE, set: dados })
      .returning();
    return ouNaoEncontrado(linha);
  });
}

/** 'S' or no status means no certificate (docs/produto.md §4): a stored one goes, its content kept in the audit log. */
async function apagarCertidao(tx: Tx, autor: Autor, codigoResidente: number): Promise<void> {
  const auditoria = (apagada: CertidaoCasamento | undefined) =>
    apagada ? { registro: codigoResidente, detalhes: { certidao: apagada } } : null;
  await escrever(tx, autor, { acao: 'apagar', entidade: 'certidao_casamento', auditoria }, async () => {
    const [apagada] = await tx
      .delete(certidaoCasamento)
      .where(eq(certidaoCasamento.CODIGO_RESIDENTE, codigoResidente))
      .returning();
    return apagada;
  });
}

async function temCertidao(tx: Tx, codigoResidente: number): Promise<boolean> {
  const [linha] = await tx
    .select({ CODIGO_RESIDENTE: certidaoCasamento.CODIGO_RESIDENTE })
    .from(certidaoCasamento)
    .where(eq(certidaoCasamento.CODIGO_RESIDENTE, codigoResidente));
  return linha !== undefined;
}

/** The 422 of a married (or widowed…) resident's nested write without a certificate. */
function certidaoObrigatoria(): AppError {
  return new AppError(422, CERTIDAO_CASAMENTO_OBRIGATORIA, [
    { campo: 'CERTIDAO_CASAMENTO', mensagem: CERTIDAO_CASAMENTO_OBRIGATORIA },
  ]);
}

/**
 * The end of a resident write: the certificate by the marital rule (docs/produto.md §4) and the audit, then
 * the aggregate as it now stands. With 'S' or no status a stored certificate is removed; otherwise
 * one that came is written, and a nested person (the atomic form) must end up with one, the
 * stored one counting. The spec's chain writes its certificate after this call, so it is not held to that.
 */
async function concluirGravacao(
  tx: Tx,
  autor: Autor,
  codigo: number,
  estadoCivil: string | null,
  gravacao: { aninhada: boolean; certidao: CertidaoDados | null | undefined },
): Promise<Residente> {
  const { aninhada, certidao } = gravacao;
  if (!exigeCertidaoCasamento(estadoCivil)) await apagarCertidao(tx, autor, codigo);
  else if (certidao) await gravarCertidao(tx, autor, codigo, certidao);
  else if (aninhada && !(await temCertidao(tx, codigo))) throw certidaoObrigatoria();
  return buscarResidente(tx, codigo);
}

/**
 * `GET /residente/{id}` (and the resident's sheet): the resident, unless its person is an
 * employee's and the reader is the team (decision 0027: no employee's person through a resident).
 */
export async function lerResidente(db: Db, autor: Autor, codigo: number): Promise<Residente> {
  const lido = await buscarResidente(db, codigo);
  await exigirForaDeFuncionario(db, autor, 'pessoa', lido.PESSOA_CODIGO);
  return lido;
}

/**
 * The nested aggregate (person, resident, certificate) or the chain's PESSOA_CODIGO, in one
 * transaction. The resident is new: it has no certificate to remove nor earlier stays, and its
 * rows are answered as the inserts returned them instead of read again (decision 0042); a
 * certificate written in this transaction leaves the resident's VERSAO as it is (migration 0006).
 */
export async function criarResidente(
  db: Db,
  autor: Autor,
  dados: z.output<typeof residenteInput>,
  tz: string,
  chave: string | null = null,
): Promise<Residente> {
  const envio = { chave, rota: 'POST /residente', corpo: dados };
  const auditoria = (criado: Residente) => ({ registro: criado.CODIGO_RESIDENTE });
  return escrever(db, autor, { acao: 'criar', entidade: 'residente', envio, auditoria }, async (tx) => {
    const { PESSOA: novaPessoa, PESSOA_CODIGO, CERTIDAO_CASAMENTO, ...campos } = dados;
    exigirAteHoje(hojeNoLar(tz), 'DATA_ACOLHIMENTO', campos.DATA_ACOLHIMENTO, ACOLHIMENTO_FUTURO);
    const dono = novaPessoa
      ? await criarPessoa(tx, autor, novaPessoa)
      : await pessoaParaOPapel(tx, PESSOA_CODIGO ?? 0, 'residente');
    const [criado] = await tx
      .insert(residente)
      .values({ ...campos, PESSOA_CODIGO: dono.CODIGO })
      .returning();
    const linha = ouNaoEncontrado(criado);
    const certidao = await certidaoDoNovo(tx, autor, linha.CODIGO_RESIDENTE, dono.ESTADO_CIVIL, {
      aninhada: novaPessoa !== undefined,
      certidao: CERTIDAO_CASAMENTO,
    });
    return comoResidente(linha, dono, certidao, []);
  });
}

/**
 * concluirGravacao's marital rule (docs/produto.md §4) for a resident created in this transaction, which has
 * no certificate stored: one that came is written when the status asks for it, and a nested person
 * with that status must bring one.
 */
async function certidaoDoNovo(
  tx: Tx,
  autor: Autor,
  codigo: number,
  estadoCivil: string | null,
  gravacao: { aninhada: boolean; certidao: CertidaoDados | null | undefined },
): Promise<CertidaoCasamento | null> {
  if (!exigeCertidaoCasamento(estadoCivil)) return null;
  if (gravacao.certidao) return gravarCertidao(tx, autor, codigo, gravacao.certidao);
  if (gravacao.aninhada) throw certidaoObrigatoria();
  return null;
}

/**
 * The resident's fields, and its person and certificate when they come, all or nothing. A
 * discharged resident's admission cannot move past its discharge, nor a moved admission before the
 * discharge of the stay before it.
 */
export async function atualizarResidente(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof residenteAtualizacao>,
  tz: string,
): Promise<Residente> {
  const { PESSOA: novaPessoa, CERTIDAO_CASAMENTO, VERSAO, ...campos } = dados;
  const escrita = {
    acao: 'atualizar',
    entidade: 'residente',
    versao: residenteDoAutor(autor, codigo, VERSAO),
    auditoria: () => ({ registro: codigo }),
  };
  return escrever(db, autor, escrita, async (tx, atual) => {
    exigirAteHoje(hojeNoLar(tz), 'DATA_ACOLHIMENTO', campos.DATA_ACOLHIMENTO, ACOLHIMENTO_FUTURO);
    exigirDesacolhimentoAposAcolhimento(campos.DATA_ACOLHIMENTO, atual.DATA_DESACOLHIMENTO);
    // Only a moved admission is checked: an unchanged one, however old data left it, stays savable.
    if (campos.DATA_ACOLHIMENTO !== atual.DATA_ACOLHIMENTO)
      exigirAcolhimentoAposDesacolhimento(
        campos.DATA_ACOLHIMENTO,
        await ultimoFimAnterior(tx, ESTADIAS_ANTERIORES, codigo),
      );
    const dono = novaPessoa
      ? await atualizarPessoa(tx, autor, atual.PESSOA_CODIGO, novaPessoa)
      : await buscarPessoa(tx, atual.PESSOA_CODIGO);
    await tx
      .update(residente)
      .set({ ...campos, ATUALIZADO_EM: new Date() })
      .where(eq(residente.CODIGO_RESIDENTE, codigo));
    return concluirGravacao(tx, autor, codigo, dono.ESTADO_CIVIL, {
      aninhada: novaPessoa !== undefined,
      certidao: CERTIDAO_CASAMENTO,
    });
  });
}

function exigirDesacolhimentoAposAcolhimento(acolhimento: string, desacolhimento: string | null): void {
  exigirNaoAntes(acolhimento, 'DATA_DESACOLHIMENTO', desacolhimento, DESACOLHIMENTO_ANTES_DO_ACOLHIMENTO);
}

/** Discharge (desacolhimento): reason required, date defaults to the home's today. */
export async function desacolherResidente(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof desacolhimentoInput>,
  tz: string,
): Promise<Residente> {
  const hoje = hojeNoLar(tz);
  const data = dados.DATA_DESACOLHIMENTO ?? hoje;
  const escrita = {
    acao: 'desacolher',
    entidade: 'residente',
    versao: residenteDoAutor(autor, codigo),
    auditoria: () => ({ registro: codigo, detalhes: { data, motivo: dados.MOTIVO_DESACOLHIMENTO } }),
  };
  return escrever(db, autor, escrita, async (tx, atual) => {
    if (!atual.ATIVO) throw new StateConflictError(RESIDENTE_JA_DESACOLHIDO);
    exigirAteHoje(hoje, 'DATA_DESACOLHIMENTO', data, DESACOLHIMENTO_FUTURO);
    exigirDesacolhimentoAposAcolhimento(atual.DATA_ACOLHIMENTO, data);
    await tx
      .update(residente)
      .set({
        ATIVO: false,
        DATA_DESACOLHIMENTO: data,
        MOTIVO_DESACOLHIMENTO: dados.MOTIVO_DESACOLHIMENTO,
        ATUALIZADO_EM: new Date(),
      })
      .where(eq(residente.CODIGO_RESIDENTE, codigo));
    return buscarResidente(tx, codigo);
  });
}

/**
 * Readmission (decision 0023): the stay that ended moves to the earlier stays, and a new one begins
 * on `DATA_ACOLHIMENTO` (the home's today when absent), never before that stay's discharge.
 */
export async function reacolherResidente(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: ReacolhimentoQuery,
  tz: string,
): Promise<Residente> {
  const escrita = {
    acao: 'reacolher',
    entidade: 'residente',
    versao: residenteDoAutor(autor, codigo),
    auditoria: (r: Residente) => ({ registro: codigo, detalhes: { data: r.DATA_ACOLHIMENTO } }),
  };
  return escrever(db, autor, escrita, async (tx, atual) => {
    if (atual.ATIVO) throw new StateConflictError(RESIDENTE_JA_ATIVO);
    const data = inicioDoNovoPeriodo(
      tz,
      'DATA_ACOLHIMENTO',
      dados.DATA_ACOLHIMENTO,
      atual.DATA_DESACOLHIMENTO,
      {
        futura: ACOLHIMENTO_FUTURO,
        antesDoFim: ACOLHIMENTO_ANTES_DO_DESACOLHIMENTO,
      },
    );
    // The ended stay moves as the row holds it (a discharged resident has its date and reason).
    await tx.execute(sql`
      insert into estadia_anterior (codigo_residente, data_acolhimento, data_desacolhimento, motivo_desacolhimento)
      select codigo_residente, data_acolhimento, data_desacolhimento, motivo_desacolhimento
        from residente where codigo_residente = ${codigo}`);
    await tx
      .update(residente)
      .set({
        ATIVO: true,
        DATA_ACOLHIMENTO: data,
        DATA_DESACOLHIMENTO: null,
        MOTIVO_DESACOLHIMENTO: null,
        ATUALIZADO_EM: new Date(),
      })
      .where(eq(residente.CODIGO_RESIDENTE, codigo));
    return buscarResidente(tx, codigo);
  });
}

/** The documents checked on their own; the birth certificate goes with its parts (certidaoNascimentoExistente). */
type CampoUnico = Exclude<
  (typeof UNICIDADES_RESIDENTE)[keyof typeof UNICIDADES_RESIDENTE],
  'NUMERO_CERTIDAO_NASCIMENTO'
>;
const NORMALIZACAO: Record<CampoUnico, (valor: string) => string> = {
  CARTAO_SAMS: normalizarAlfanumerico,
  CARTAO_SUS: normalizarDigitos,
  CONTA_INSS: normalizarAlfanumerico,
  NUMERO_INSS: normalizarDigitos,
  TITULO_ELEITOR: normalizarDigitos,
};

/**
 * docs/produto.md §5 for the birth certificate: a matrícula alone, an old termo with its livro, folha and
 * registry city/UF (db/certidao.ts), the resident itself excluded.
 */
export async function certidaoNascimentoExistente(
  db: Db,
  { CODIGO, ...pedido }: CertidaoNascimentoUnicidadeRequest,
): Promise<boolean> {
  const mesma = mesmaCertidaoDoPedido(COLUNAS_CERTIDAO_NASCIMENTO, pedido);
  if (!mesma) return false;
  const filtro = CODIGO ? and(mesma, ne(residente.CODIGO_RESIDENTE, CODIGO)) : mesma;
  const [linha] = await db.select({ existe: sql<boolean>`true` }).from(residente).where(filtro).limit(1);
  return linha !== undefined;
}

/** Numbers stored with their separators (decision 0025), compared without them. */
const COM_SEPARADORES: ReadonlySet<CampoUnico> = new Set(['CARTAO_SAMS', 'CONTA_INSS']);

/** docs/produto.md §5 for a resident's documents, normalized as the write stores them, the resident itself excluded. */
export function documentoExistente(
  db: Db,
  campo: CampoUnico,
  valor: string,
  exceto: number | null | undefined,
): Promise<boolean> {
  const coluna = residente[campo];
  const comSeparadores = COM_SEPARADORES.has(campo);
  return valorExistente(db, coluna, residente.CODIGO_RESIDENTE, NORMALIZACAO[campo](valor), exceto, {
    comSeparadores,
  });
}

/* The spec's granular certificate chain */

/**
 * `GET /certidao_casamento/{id}`: the spec's update reads it to choose PUT or POST (docs/produto.md §7), so a
 * resident without one answers null, not 404 ("Recurso não encontrado" in a normal update, docs/produto.md §8);
 * an unknown resident is still 404.
 */
export async function buscarCertidao(db: Db, codigoResidente: number): Promise<CertidaoCasamento | null> {
  await exigirResidente(db, codigoResidente);
  const [linha] = await db
    .select()
    .from(certidaoCasamento)
    .where(eq(certidaoCasamento.CODIGO_RESIDENTE, codigoResidente));
  return linha ?? null;
}

/**
 * The chain's certificate writes: the resident must exist (404) and its person's status need a
 * certificate (docs/produto.md §4); for 'S' or no status there is none to write (422).
 */
const exigirEstadoCivilComCertidao = (codigoResidente: number) => async (tx: Tx) => {
  const { PESSOA_CODIGO } = await travarResidente(tx, codigoResidente);
  const { ESTADO_CIVIL } = await buscarPessoa(tx, PESSOA_CODIGO);
  if (!exigeCertidaoCasamento(ESTADO_CIVIL))
    throw new AppError(422, CERTIDAO_CASAMENTO_DISPENSADA, [
      { campo: 'CODIGO_RESIDENTE', mensagem: CERTIDAO_CASAMENTO_DISPENSADA },
    ]);
};

export async function criarCertidao(
  db: Db,
  autor: Autor,
  codigoResidente: number,
  dados: CertidaoDados,
): Promise<CertidaoCasamento> {
  return gravarCertidao(db, autor, codigoResidente, dados, async (tx) => {
    await exigirEstadoCivilComCertidao(codigoResidente)(tx);
    if (await temCertidao(tx, codigoResidente))
      throw new ConflictError('Certidão de casamento', 'CODIGO_RESIDENTE');
  });
}

export async function atualizarCertidao(
  db: Db,
  autor: Autor,
  codigoResidente: number,
  { VERSAO, ...dados }: z.output<typeof certidaoCasamentoAtualizacao>,
): Promise<CertidaoCasamento> {
  const onde = eq(certidaoCasamento.CODIGO_RESIDENTE, codigoResidente);
  // The resident's row first, as every write of the aggregate takes it, then the certificate's.
  const versao = {
    tabela: certidaoCasamento,
    onde,
    VERSAO,
    travarAntes: exigirEstadoCivilComCertidao(codigoResidente),
  };
  const auditoria = () => ({ registro: codigoResidente });
  return escrever(
    db,
    autor,
    { acao: 'atualizar', entidade: 'certidao_casamento', versao, auditoria },
    async (tx) => {
      const [linha] = await tx.update(certidaoCasamento).set(dados).where(onde).returning();
      return ouNaoEncontrado(linha);
    },
  );
}
