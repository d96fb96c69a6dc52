import {
  type ContaBancaria,
  type contaBancariaAtualizacao,
  type contaBancariaCampos,
  type contaBancariaInput,
  type demissaoInput,
  type Funcionario,
  type FuncionarioCompleto,
  type FuncionarioLinha,
  type funcionarioAtualizacao,
  type funcionarioCampos,
  type funcionarioInput,
  type ListaQuery,
  MENSAGENS,
  type PeriodoDeTrabalho,
  READMISSAO_ANTES_DA_DEMISSAO,
  READMISSAO_FUTURA,
  type readmissaoQuery,
} from '@acolher/contract';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { nomeBusca, nomeContem } from '../../db/colunas.ts';
import { type PeriodosAnteriores, ultimoFimAnterior } from '../../db/periodos.ts';
import { usuario } from '../../db/tabelas/auth.ts';
import { pessoa } from '../../db/tabelas/cadastro.ts';
import { contaBancaria, funcionario, periodoDeTrabalhoAnterior } from '../../db/tabelas/funcionarios.ts';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE } from '../../db/vinculos.ts';
import type { Autor } from '../../lib/autor.ts';
import { lerDoCadastro } from '../../lib/cache-do-cadastro.ts';
import { InvalidInputError, ouNaoEncontrado, StateConflictError } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import { exigirAteHoje, exigirNaoAntes, hojeNoLar, inicioDoNovoPeriodo } from '../../lib/hoje.ts';
import { exigirVersao } from '../../lib/versao-registro.ts';
import {
  atualizarEndereco,
  atualizarPessoa,
  atualizarTelefone,
  criarContatosDeDonoNovo,
  criarEndereco,
  criarPessoa,
  criarTelefone,
  gravarContatos,
  listarEnderecosDaPessoa,
  listarTelefonesDaPessoa,
  pessoaParaOPapel,
} from '../cadastro/service.ts';
import { colunasUsuario, desligarAcessoDoFuncionario } from '../usuarios/service.ts';
import { dependentesDe } from './dependentes.ts';

type FuncionarioDados = z.output<typeof funcionarioInput>;
type ContaDados = z.output<typeof contaBancariaCampos>;

/* Reads */

const colunasLinha = {
  CODIGO_FUNCIONARIO: funcionario.CODIGO_FUNCIONARIO,
  PESSOA_CODIGO: funcionario.PESSOA_CODIGO,
  NOME: pessoa.NOME,
  SOBRENOME: pessoa.SOBRENOME,
  CPF: pessoa.CPF,
  CARGO: funcionario.CARGO,
  DATA_ADMISSAO: funcionario.DATA_ADMISSAO,
  DATA_DEMISSAO: funcionario.DATA_DEMISSAO,
  MOTIVO_DEMISSAO: funcionario.MOTIVO_DEMISSAO,
};

function filtroDaLista(ativos: boolean, busca: string | undefined): SQL | undefined {
  const situacao = eq(funcionario.ATIVO, ativos);
  return busca ? and(situacao, nomeContem(pessoa.NOME, pessoa.SOBRENOME, busca)) : situacao;
}

/** Pages up to this size are kept, as the residents' (decision 0015): the screen asks for 10. */
const PAGINA_GUARDADA_MAXIMA = 50;

/**
 * Active (or inactive) employees by name, accents ignored; the search takes every word, accents
 * and case aside. Without `limite` the whole list, with it one page; `total` counts every match.
 * Pages are kept until a person or an employee changes (lib/cache-do-cadastro.ts, migration 0011);
 * the whole list and large pages are not. Read afresh, the first page served 3.5× fewer requests
 * (decision 0056).
 */
export function listarFuncionarios(
  db: Db,
  ativos: boolean,
  query: ListaQuery,
): Promise<{ linhas: FuncionarioLinha[]; total: number }> {
  if (query.limite === undefined || query.limite > PAGINA_GUARDADA_MAXIMA) {
    return consultarFuncionarios(db, ativos, query);
  }
  const chave = `funcionarios:${ativos}:${query.limite}:${query.deslocamento}:${query.busca ?? ''}`;
  return lerDoCadastro(db, chave, () => consultarFuncionarios(db, ativos, query));
}

async function consultarFuncionarios(
  db: Db,
  ativos: boolean,
  query: ListaQuery,
): Promise<{ linhas: FuncionarioLinha[]; total: number }> {
  const filtro = filtroDaLista(ativos, query.busca);
  const consulta = db
    .select(colunasLinha)
    .from(funcionario)
    .innerJoin(pessoa, eq(pessoa.CODIGO, funcionario.PESSOA_CODIGO))
    .where(filtro)
    .orderBy(nomeBusca(pessoa.NOME, pessoa.SOBRENOME), asc(pessoa.CODIGO));
  if (query.limite === undefined) {
    const linhas = await consulta;
    return { linhas, total: linhas.length };
  }
  const contagem = db
    .select({ total: count() })
    .from(funcionario)
    .innerJoin(pessoa, eq(pessoa.CODIGO, funcionario.PESSOA_CODIGO))
    .where(filtro);
  const [linhas, [contado]] = await Promise.all([
    consulta.limit(query.limite).offset(query.deslocamento),
    contagem,
  ]);
  return { linhas, total: contado?.total ?? 0 };
}

/**
 * The periods of work that ended before the employee's current one, oldest first, as a column of
 * the record's own statement (one statement for the record, as before the periods).
 */
const periodosAnteriores = sql<PeriodoDeTrabalho[]>`(
  select coalesce(json_agg(json_build_object(
           'DATA_ADMISSAO', p.data_admissao, 'DATA_DEMISSAO', p.data_demissao, 'MOTIVO_DEMISSAO', p.motivo_demissao)
         order by p.data_admissao, p.codigo), '[]')
    from ${periodoDeTrabalhoAnterior} p
   where p.codigo_funcionario = ${funcionario.CODIGO_FUNCIONARIO})`;

/**
 * `GET /funcionario/{id}`: the employee with PESSOA, CONTA (or null), USUARIO (or null) and
 * PERIODOS, every period of work, the current one last (decision 0045).
 */
export async function buscarFuncionario(db: Db | Tx, codigo: number): Promise<Funcionario> {
  const [linha] = await db
    .select({
      funcionario,
      pessoa,
      conta: contaBancaria,
      usuario: colunasUsuario,
      anteriores: periodosAnteriores,
    })
    .from(funcionario)
    .innerJoin(pessoa, eq(pessoa.CODIGO, funcionario.PESSOA_CODIGO))
    .leftJoin(contaBancaria, eq(contaBancaria.CODIGO_FUNCIONARIO, funcionario.CODIGO_FUNCIONARIO))
    .leftJoin(usuario, eq(usuario.CODIGO_FUNCIONARIO, funcionario.CODIGO_FUNCIONARIO))
    .where(eq(funcionario.CODIGO_FUNCIONARIO, codigo));
  const achado = ouNaoEncontrado(linha);
  const { CRIADO_EM: _criado, ...proprio } = achado.funcionario;
  return {
    ...proprio,
    PESSOA: achado.pessoa,
    CONTA: achado.conta,
    USUARIO: achado.usuario,
    PERIODOS: [...achado.anteriores, periodoAtual(proprio)],
  };
}

/** The current period of work: the employee's own columns. */
function periodoAtual(f: PeriodoDeTrabalho): PeriodoDeTrabalho {
  return {
    DATA_ADMISSAO: f.DATA_ADMISSAO,
    DATA_DEMISSAO: f.DATA_DEMISSAO,
    MOTIVO_DEMISSAO: f.MOTIVO_DEMISSAO,
  };
}

/** `GET /funcionario-full/{id}`: the whole record, with the person's phones and addresses and the dependants. */
export async function buscarFuncionarioCompleto(db: Db | Tx, codigo: number): Promise<FuncionarioCompleto> {
  const registro = await buscarFuncionario(db, codigo);
  const [TELEFONE, ENDERECO, DEPENDENTES] = await Promise.all([
    listarTelefonesDaPessoa(db, registro.PESSOA_CODIGO),
    listarEnderecosDaPessoa(db, registro.PESSOA_CODIGO),
    dependentesDe(db, codigo),
  ]);
  return { ...registro, TELEFONE, ENDERECO, DEPENDENTES };
}

/* Writes */

/**
 * The employee's row as the writes lock it for the rest of the transaction (404 when there is
 * none), refusing a stale VERSAO when one came (decision 0017), with what they check against.
 */
function oFuncionario(codigo: number, VERSAO?: number) {
  return {
    tabela: funcionario,
    onde: eq(funcionario.CODIGO_FUNCIONARIO, codigo),
    VERSAO,
    colunas: {
      PESSOA_CODIGO: funcionario.PESSOA_CODIGO,
      ATIVO: funcionario.ATIVO,
      DATA_ADMISSAO: funcionario.DATA_ADMISSAO,
      DATA_DEMISSAO: funcionario.DATA_DEMISSAO,
    },
  };
}

/** 400 on DATA_DEMISSAO when the employee would leave before being admitted. */
function exigirDemissaoAposAdmissao(admissao: string, demissao: string | null): void {
  exigirNaoAntes(admissao, 'DATA_DEMISSAO', demissao, MENSAGENS.demissaoAntesDaAdmissao);
}

/** The person's phones and addresses become the form's lists (absent: left alone). */
async function gravarContatosDaPessoa(
  tx: Tx,
  autor: Autor,
  codigoPessoa: number,
  dados: Pick<FuncionarioDados, 'TELEFONE' | 'ENDERECO'>,
): Promise<void> {
  await gravarContatos(tx, autor, codigoPessoa, dados.TELEFONE, {
    vinculo: VINCULOS_DE_TELEFONE.pessoa,
    criar: criarTelefone,
    atualizar: atualizarTelefone,
    alheio: { campo: 'TELEFONE', mensagem: MENSAGENS.telefoneAlheio },
  });
  await gravarContatos(tx, autor, codigoPessoa, dados.ENDERECO, {
    vinculo: VINCULOS_DE_ENDERECO.pessoa,
    criar: criarEndereco,
    atualizar: atualizarEndereco,
    alheio: { campo: 'ENDERECO', mensagem: MENSAGENS.enderecoAlheio },
  });
}

/**
 * The bank account becomes `conta`: written (created or replaced), removed (null) or left alone
 * (undefined). Answers the written row, null when there is none now, undefined when left alone.
 */
async function gravarConta(
  tx: Tx,
  autor: Autor,
  codigo: number,
  conta: ContaDados | null | undefined,
): Promise<ContaBancaria | null | undefined> {
  if (conta === undefined) return undefined;
  if (conta === null) {
    const auditoria = (apagou: boolean) => (apagou ? { registro: codigo } : null);
    await escrever(tx, autor, { acao: 'apagar', entidade: 'conta_bancaria', auditoria }, async () => {
      const apagadas = await tx
        .delete(contaBancaria)
        .where(eq(contaBancaria.CODIGO_FUNCIONARIO, codigo))
        .returning({ CODIGO_FUNCIONARIO: contaBancaria.CODIGO_FUNCIONARIO });
      return apagadas.length > 0;
    });
    return null;
  }
  const auditoria = () => ({ registro: codigo });
  return escrever(tx, autor, { acao: 'gravar', entidade: 'conta_bancaria', auditoria }, async () => {
    const [gravada] = await tx
      .insert(contaBancaria)
      .values({ ...conta, CODIGO_FUNCIONARIO: codigo })
      .onConflictDoUpdate({ target: contaBancaria.CODIGO_FUNCIONARIO, set: conta })
      .returning();
    return ouNaoEncontrado(gravada);
  });
}

/** The end of an employee's write: the person's phones and addresses, the account, the record. */
async function concluirGravacao(
  tx: Tx,
  autor: Autor,
  chaves: { codigo: number; pessoa: number },
  dados: Pick<FuncionarioDados, 'TELEFONE' | 'ENDERECO' | 'CONTA'>,
): Promise<Funcionario> {
  await gravarContatosDaPessoa(tx, autor, chaves.pessoa, dados);
  await gravarConta(tx, autor, chaves.codigo, dados.CONTA);
  return buscarFuncionario(tx, chaves.codigo);
}

const auditoriaDoFuncionario = (f: Funcionario) => ({ registro: f.CODIGO_FUNCIONARIO });

/** What the nested writes carry besides the employee's own columns. */
type Aninhados = 'PESSOA' | 'PESSOA_CODIGO' | 'VERSAO' | 'TELEFONE' | 'ENDERECO' | 'CONTA';

/** The employee's own columns of a nested body (funcionarioCampos), without the person, contacts and account. */
function camposDoFuncionario(
  dados: z.output<typeof funcionarioCampos> & Partial<Record<Aninhados, unknown>>,
): z.output<typeof funcionarioCampos> {
  const {
    PESSOA: _p,
    PESSOA_CODIGO: _c,
    VERSAO: _v,
    TELEFONE: _t,
    ENDERECO: _e,
    CONTA: _a,
    ...proprios
  } = dados;
  return proprios;
}

/**
 * `POST /funcionario`: the nested record (person, phones, addresses, account) or the chain's
 * PESSOA_CODIGO, all or nothing: a bad phone leaves no person behind.
 */
export async function criarFuncionario(
  db: Db,
  autor: Autor,
  dados: FuncionarioDados,
  chave: string | null = null,
): Promise<Funcionario> {
  const envio = { chave, rota: 'POST /funcionario', corpo: dados };
  const escrita = { acao: 'criar', entidade: 'funcionario', envio, auditoria: auditoriaDoFuncionario };
  return escrever(db, autor, escrita, async (tx) => {
    if (!dados.PESSOA) {
      const dono = await pessoaParaOPapel(tx, dados.PESSOA_CODIGO ?? 0, 'funcionario');
      const codigo = (await inserirFuncionario(tx, dados, dono.CODIGO)).CODIGO_FUNCIONARIO;
      return concluirGravacao(tx, autor, { codigo, pessoa: dono.CODIGO }, dados);
    }
    return criarFuncionarioComPessoa(tx, autor, dados.PESSOA, dados);
  });
}

async function inserirFuncionario(tx: Tx, dados: FuncionarioDados, codigoPessoa: number) {
  const [criado] = await tx
    .insert(funcionario)
    .values({ ...camposDoFuncionario(dados), PESSOA_CODIGO: codigoPessoa })
    .returning();
  return ouNaoEncontrado(criado);
}

/**
 * The whole record is new in this transaction: its phones and addresses go in without reading or
 * locking links (criarContatosDeDonoNovo), and the answer is made of the rows the inserts returned
 * instead of read again. Linking a contact rewrites the person and the employee (migrations 0007,
 * 0010) but leaves their VERSAO as it is within the transaction that created them (migration 0006),
 * and no login can name an employee before its commit: USUARIO is null.
 */
async function criarFuncionarioComPessoa(
  tx: Tx,
  autor: Autor,
  dadosDaPessoa: NonNullable<FuncionarioDados['PESSOA']>,
  dados: FuncionarioDados,
): Promise<Funcionario> {
  const PESSOA = await criarPessoa(tx, autor, dadosDaPessoa);
  const { CRIADO_EM: _criado, ...proprio } = await inserirFuncionario(tx, dados, PESSOA.CODIGO);
  const codigo = proprio.CODIGO_FUNCIONARIO;
  await criarContatosDeDonoNovo(tx, autor, VINCULOS_DE_TELEFONE.pessoa, PESSOA.CODIGO, dados.TELEFONE, {
    campo: 'TELEFONE',
    mensagem: MENSAGENS.telefoneAlheio,
  });
  await criarContatosDeDonoNovo(tx, autor, VINCULOS_DE_ENDERECO.pessoa, PESSOA.CODIGO, dados.ENDERECO, {
    campo: 'ENDERECO',
    mensagem: MENSAGENS.enderecoAlheio,
  });
  const CONTA = (await gravarConta(tx, autor, codigo, dados.CONTA)) ?? null;
  return { ...proprio, PESSOA, CONTA, USUARIO: null, PERIODOS: [periodoAtual(proprio)] };
}

/**
 * `PUT /funcionario/{id}`: the employee's fields, and its person, phones, addresses and account
 * when they come, all or nothing, under one VERSAO (decision 0017).
 */
export async function atualizarFuncionario(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof funcionarioAtualizacao>,
): Promise<Funcionario> {
  const versao = oFuncionario(codigo, dados.VERSAO);
  const escrita = { acao: 'atualizar', entidade: 'funcionario', versao, auditoria: auditoriaDoFuncionario };
  return escrever(db, autor, escrita, async (tx, atual) => {
    exigirDemissaoAposAdmissao(dados.DATA_ADMISSAO, atual.DATA_DEMISSAO);
    // Only when it moves: a record old data left out of order can still be saved (decision 0045).
    if (dados.DATA_ADMISSAO !== atual.DATA_ADMISSAO)
      exigirAdmissaoAposDemissao(
        dados.DATA_ADMISSAO,
        await ultimoFimAnterior(tx, PERIODOS_ANTERIORES, codigo),
      );
    if (dados.PESSOA) await atualizarPessoa(tx, autor, atual.PESSOA_CODIGO, dados.PESSOA);
    await tx
      .update(funcionario)
      .set(camposDoFuncionario(dados))
      .where(eq(funcionario.CODIGO_FUNCIONARIO, codigo));
    return concluirGravacao(tx, autor, { codigo, pessoa: atual.PESSOA_CODIGO }, dados);
  });
}

/**
 * `DELETE /funcionario/{id}`: the employee leaves on DATA_DEMISSAO (the home's today when absent)
 * for MOTIVO_DEMISSAO. Its user's account is blocked and its sessions end in the same transaction,
 * so an open session is refused at its next request and the login says the user is inactive; a
 * rehire leaves the account blocked (decision 0045).
 */
export async function inativarFuncionario(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof demissaoInput>,
  tz: string,
): Promise<Funcionario> {
  const hoje = hojeNoLar(tz);
  const data = dados.DATA_DEMISSAO ?? hoje;
  const auditoria = () => ({ registro: codigo, detalhes: { data, motivo: dados.MOTIVO_DEMISSAO } });
  const escrita = { acao: 'inativar', entidade: 'funcionario', versao: oFuncionario(codigo), auditoria };
  return escrever(db, autor, escrita, async (tx, atual) => {
    if (!atual.ATIVO) throw new StateConflictError(MENSAGENS.funcionarioJaInativo);
    exigirAteHoje(hoje, 'DATA_DEMISSAO', data, MENSAGENS.demissaoFutura);
    exigirDemissaoAposAdmissao(atual.DATA_ADMISSAO, data);
    await desligarAcessoDoFuncionario(tx, codigo);
    await tx
      .update(funcionario)
      .set({ ATIVO: false, DATA_DEMISSAO: data, MOTIVO_DEMISSAO: dados.MOTIVO_DEMISSAO })
      .where(eq(funcionario.CODIGO_FUNCIONARIO, codigo));
    return buscarFuncionario(tx, codigo);
  });
}

/** The employee's earlier periods of work: a rehire or a moved admission begins after the last one ended. */
const PERIODOS_ANTERIORES: PeriodosAnteriores = {
  tabela: periodoDeTrabalhoAnterior,
  dono: periodoDeTrabalhoAnterior.CODIGO_FUNCIONARIO,
  fim: periodoDeTrabalhoAnterior.DATA_DEMISSAO,
};

/** 400 on DATA_ADMISSAO when a period would begin before the dismissal that ended the one before it. */
function exigirAdmissaoAposDemissao(admissao: string, demissao: string | null): void {
  exigirNaoAntes(demissao, 'DATA_ADMISSAO', admissao, READMISSAO_ANTES_DA_DEMISSAO);
}

/**
 * `DELETE /funcionario-ativar/{id}?DATA_ADMISSAO=&VERSAO=`, the rehire (decision 0045): the period
 * that ended moves to the earlier periods, and a new one begins on DATA_ADMISSAO (the home's today
 * when absent), never before that period's dismissal. The user's account stays blocked, as the
 * dismissal left it: only an administrator turns it back on (`POST /usuario-reativar/{funcionario}`).
 * A Responsável Técnico comes back as one only while no other active employee is (409).
 */
export async function reativarFuncionario(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof readmissaoQuery>,
  tz: string,
): Promise<Funcionario> {
  const auditoria = (f: Funcionario) => ({ registro: codigo, detalhes: { data: f.DATA_ADMISSAO } });
  const escrita = {
    acao: 'reativar',
    entidade: 'funcionario',
    versao: oFuncionario(codigo, dados.VERSAO),
    auditoria,
  };
  return escrever(db, autor, escrita, async (tx, atual) => {
    if (atual.ATIVO) throw new StateConflictError(MENSAGENS.funcionarioJaAtivo);
    const data = inicioDoNovoPeriodo(tz, 'DATA_ADMISSAO', dados.DATA_ADMISSAO, atual.DATA_DEMISSAO, {
      futura: READMISSAO_FUTURA,
      antesDoFim: READMISSAO_ANTES_DA_DEMISSAO,
    });
    // The ended period moves as the row holds it (a dismissed employee has its date and reason).
    await tx.execute(sql`
      insert into periodo_de_trabalho_anterior (codigo_funcionario, data_admissao, data_demissao, motivo_demissao)
      select codigo_funcionario, data_admissao, data_demissao, motivo_demissao
        from funcionario where codigo_funcionario = ${codigo}`);
    await tx
      .update(funcionario)
      .set({ ATIVO: true, DATA_ADMISSAO: data, DATA_DEMISSAO: null, MOTIVO_DEMISSAO: null })
      .where(eq(funcionario.CODIGO_FUNCIONARIO, codigo));
    return buscarFuncionario(tx, codigo);
  });
}

/* The bank account on its own routes */

/** `POST /conta-bancaria-funcionario`: the employee's account; a second one is 409 "Conta bancária já existente". */
export async function criarConta(
  db: Db,
  autor: Autor,
  { CODIGO_FUNCIONARIO, ...conta }: z.output<typeof contaBancariaInput>,
): Promise<ContaBancaria> {
  const escrita = {
    acao: 'criar',
    entidade: 'conta_bancaria',
    versao: oFuncionario(CODIGO_FUNCIONARIO),
    auditoria: () => ({ registro: CODIGO_FUNCIONARIO }),
  };
  return escrever(db, autor, escrita, async (tx) => {
    const [linha] = await tx
      .insert(contaBancaria)
      .values({ ...conta, CODIGO_FUNCIONARIO })
      .returning();
    return ouNaoEncontrado(linha);
  });
}

/** `PUT /conta-bancaria-funcionario/{funcionario}`: the account's fields under its own VERSAO. */
export async function atualizarConta(
  db: Db,
  autor: Autor,
  codigo: number,
  { CODIGO_FUNCIONARIO, VERSAO, ...conta }: z.output<typeof contaBancariaAtualizacao>,
): Promise<ContaBancaria> {
  if (CODIGO_FUNCIONARIO !== undefined && CODIGO_FUNCIONARIO !== codigo)
    throw new InvalidInputError(MENSAGENS.funcionarioDoCorpoDiferente, [
      { campo: 'CODIGO_FUNCIONARIO', mensagem: MENSAGENS.funcionarioDoCorpoDiferente },
    ]);
  const onde = eq(contaBancaria.CODIGO_FUNCIONARIO, codigo);
  // The employee's row first, as every write of the record takes it, then the account's.
  const { tabela, onde: doFuncionario } = oFuncionario(codigo);
  const travarAntes = (tx: Tx) => exigirVersao(tx, tabela, doFuncionario, undefined);
  const versao = { tabela: contaBancaria, onde, VERSAO, travarAntes };
  const escrita = {
    acao: 'atualizar',
    entidade: 'conta_bancaria',
    versao,
    auditoria: () => ({ registro: codigo }),
  };
  return escrever(db, autor, escrita, async (tx) => {
    const [linha] = await tx.update(contaBancaria).set(conta).where(onde).returning();
    return ouNaoEncontrado(linha);
  });
}
