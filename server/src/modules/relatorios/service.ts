import {
  beneficioComNb,
  CAMPOS_CONVENIO,
  CAMPOS_DEMISSAO,
  CAMPOS_DEPENDENTE,
  CAMPOS_DESACOLHIMENTO,
  CAMPOS_FAMILIAR,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  CAMPOS_RESIDENTE_CONVENIO,
  CAMPOS_VINCULO_FAMILIAR,
  type Catalogo,
  COLUNAS_ESTADIAS,
  COLUNAS_PERIODOS,
  type Dependente,
  enderecoEmLinha,
  estadiaNaLista,
  exibirComMascara,
  formatarCampo,
  formatarNoRegistro,
  mascaraCnpj,
  mascaraTelefone,
  type PeriodoNaLista,
  periodoDeTrabalhoNaLista,
  periodoEmTexto,
  ROTULOS_TIPO_TELEFONE,
  SECOES_FUNCIONARIO,
  SECOES_RESIDENTE,
  type Secao,
  type StatusRelatorio,
  type Telefone,
  TIPOS_CONVENIO,
  TITULO_ESTADIAS,
  TITULO_PERIODOS,
  titularDoConvenio,
  valorEmReais,
} from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Db } from '../../db/client.ts';
import { nomeBusca, nomeContem } from '../../db/colunas.ts';
import { pessoa } from '../../db/tabelas/cadastro.ts';
import { type ArquivoPdf, emitirPdf, type Pedido } from '../../lib/emissao.ts';
import { NotFoundError, ouNaoEncontrado } from '../../lib/errors.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import { type Celula, campos, dataBr, secao, tabela } from '../../lib/pdf.ts';
import { buscarConvenioFull, consultarConvenios } from '../convenios/service.ts';
import { buscarFuncionarioCompleto, listarFuncionarios } from '../funcionarios/service.ts';
import { listarConveniosDoResidente } from '../residentes/planos.ts';
import { lerResidente } from '../residentes/service.ts';

/**
 * The PDF reports of residents, plans and employees. They read the tables directly (a read model): a report
 * shows what is stored, joined the way people read it, and changes nothing but the audit log.
 */

interface Lista {
  /** `Residentes`: the title is `Residentes ativos`. */
  titulo: string;
  /** `residentes`: the audit's record is `residentes/ativos`. */
  registro: string;
  status: StatusRelatorio;
  busca: string | undefined;
  colunas: string[];
  /** An inactive tab's column of when the record left; the reason's column follows it. */
  saida: string;
  /** The columns' widths, '*' each without them; the inactive tab's two take 'auto' and '*'. */
  larguras?: string[];
  linhas: Celula[][];
}

/**
 * A list report of a tab: its total over its table, the screen's search (if any) under the title on
 * every page. An inactive tab's wider table prints across the page.
 */
async function emitirLista(db: Db, pedido: Pedido, lista: Lista): Promise<ArquivoPdf> {
  const ativos = lista.status === 'ativos';
  const titulo = `${lista.titulo} ${lista.status}`;
  const tabelaDaAba = ativos
    ? tabela(lista.colunas, lista.linhas, lista.larguras)
    : tabela(
        [...lista.colunas, lista.saida, 'Motivo'],
        lista.linhas,
        lista.larguras && [...lista.larguras, 'auto', '*'],
      );
  const detalhes = lista.busca ? { busca: lista.busca } : {};
  return emitirPdf(
    db,
    pedido,
    `${lista.registro}/${lista.status}`,
    `${titulo}.pdf`,
    {
      titulo,
      subtitulo: lista.busca ? `Busca: “${lista.busca}”` : undefined,
      conteudo: [{ text: `Total: ${lista.linhas.length}`, margin: [0, 0, 0, 6] }, tabelaDaAba],
      paisagem: !ativos,
    },
    detalhes,
  );
}

type Texto = string | null | undefined;
/**
 * A phone as the screens show it (the contract's mask), which never breaks across lines on paper
 * ("(88)" / "99876-5432"): its spaces do not break.
 */
const telefoneNoPapel = (numero: Texto) =>
  exibirComMascara(mascaraTelefone, numero).replaceAll(' ', '\u00a0');
const rotulo = (mapa: Readonly<Record<string, string>>, chave: Texto) =>
  chave ? (mapa[chave] ?? chave) : null;

type EnderecoLinha = Parameters<typeof enderecoEmLinha>[0];

type ResidenteLinha = {
  NOME: string;
  DATA_NASCIMENTO: string;
  IDADE: number;
  CPF: string | null;
  DATA_ACOLHIMENTO: string;
  DATA_DESACOLHIMENTO: string | null;
  MOTIVO_DESACOLHIMENTO: string | null;
};

/**
 * `GET /relatorio-residentes/{ativos|inativos}?busca=`: one row per resident, by name, of the tab and
 * search the screen shows (the same search as the list, db/colunas.ts).
 */
export async function relatorioResidentes(
  db: Db,
  pedido: Pedido,
  status: StatusRelatorio,
  busca?: string,
): Promise<ArquivoPdf> {
  const ativos = status === 'ativos';
  const filtro = busca ? sql`and ${nomeContem(pessoa.NOME, pessoa.SOBRENOME, busca)}` : sql``;
  const { rows } = await db.execute<ResidenteLinha>(sql`
    select pessoa.nome || ' ' || pessoa.sobrenome as "NOME",
           to_char(pessoa.data_nascimento, 'YYYY-MM-DD') as "DATA_NASCIMENTO",
           extract(year from age(${hojeNoLar(pedido.tz)}::date, pessoa.data_nascimento))::int as "IDADE",
           pessoa.cpf as "CPF", to_char(r.data_acolhimento, 'YYYY-MM-DD') as "DATA_ACOLHIMENTO",
           to_char(r.data_desacolhimento, 'YYYY-MM-DD') as "DATA_DESACOLHIMENTO",
           r.motivo_desacolhimento as "MOTIVO_DESACOLHIMENTO"
      from residente r join pessoa on pessoa.codigo = r.pessoa_codigo
     where r.ativo = ${ativos} ${filtro}
     order by ${nomeBusca(pessoa.NOME, pessoa.SOBRENOME)}, r.codigo_residente`);
  return emitirLista(db, pedido, {
    titulo: 'Residentes',
    registro: 'residentes',
    status,
    busca,
    colunas: ['Nome', 'Nascimento', 'Idade', 'CPF', 'Acolhimento'],
    saida: 'Desacolhimento',
    // The name takes the room the dates, age and CPF (always short) leave.
    larguras: ['*', 'auto', 'auto', 'auto', 'auto'],
    linhas: rows.map((r) => [
      r.NOME,
      dataBr(r.DATA_NASCIMENTO),
      `${r.IDADE} anos`,
      formatarCampo(CAMPOS_PESSOA.CPF, r.CPF),
      dataBr(r.DATA_ACOLHIMENTO),
      ...(ativos ? [] : [dataBr(r.DATA_DESACOLHIMENTO), r.MOTIVO_DESACOLHIMENTO]),
    ]),
  });
}

async function familiaresDe(db: Db, codigoResidente: number): Promise<Celula[][]> {
  const { rows } = await db.execute<{
    nome: string;
    parentesco: string;
    responsavel: boolean;
    telefones: string[] | null;
    endereco: EnderecoLinha | null;
    email: string | null;
  }>(sql`
    select f.nome || ' ' || f.sobrenome as nome, rf.parentesco, rf.responsavel, f.email,
           (select array_agg(t.numero order by t.codigo) from telefone_familiar tf
              join telefone t on t.codigo = tf.telefone_codigo where tf.familiar_codigo = f.codigo) as telefones,
           (select jsonb_build_object('LOGRADOURO', e.logradouro, 'NUMERO', e.numero, 'COMPLEMENTO', e.complemento,
                     'BAIRRO', e.bairro, 'CIDADE', e.cidade, 'ESTADO', e.estado, 'CEP', e.cep,
                     'REFERENCIA', e.referencia)
              from endereco_familiar ef join endereco e on e.codigo = ef.endereco_codigo
             where ef.familiar_codigo = f.codigo order by e.codigo limit 1) as endereco
      from residente_familiar rf join familiar f on f.codigo = rf.familiar_codigo
     where rf.residente_codigo = ${codigoResidente}
     order by rf.responsavel desc, f.nome, f.sobrenome`);
  return rows.map((f) => [
    f.nome,
    f.parentesco,
    f.responsavel ? 'Sim' : 'Não',
    (f.telefones ?? []).map(telefoneNoPapel).join(', '),
    // The e-mail on a line of its own: after the address it read as a part of it.
    [enderecoEmLinha(f.endereco), f.email].filter(Boolean).join('\n'),
  ]);
}

/** The resident's plans as the record's sub-list shows them (the residents service's own read). */
async function conveniosDe(db: Db, codigoResidente: number): Promise<Celula[][]> {
  const vinculos = await listarConveniosDoResidente(db, codigoResidente);
  return vinculos.map((v) => [
    v.NOME_CONVENIO,
    v.NUMERO_CONVENIO,
    titularDoConvenio(v),
    dataBr(v.VALIDADE),
    v.TELEFONE.map((t) => telefoneNoPapel(t.NUMERO)).join(', '),
  ]);
}

async function beneficiosDe(db: Db, codigoResidente: number): Promise<Celula[][]> {
  const { rows } = await db.execute<{
    NOME_BENEFICIO: string;
    NUMERO_BENEFICIO: string | null;
    provas: string | null;
    valor: string | null;
    banco: string | null;
    agencia: string | null;
    conta: string | null;
  }>(sql`
    select nome_beneficio as "NOME_BENEFICIO", numero_beneficio as "NUMERO_BENEFICIO",
           to_char(provas_vida, 'YYYY-MM-DD') as provas, valor, banco, agencia, conta
      from beneficio where codigo_residente = ${codigoResidente} order by nome_beneficio`);
  return rows.map((b) => [
    beneficioComNb(b),
    dataBr(b.provas),
    valorEmReais(b.valor == null ? null : Number(b.valor)),
    [b.banco, b.agencia, b.conta].filter(Boolean).join(' / '),
  ]);
}

const tabelaOuNada = (colunas: string[], linhas: Celula[][], larguras?: (number | string)[]) =>
  linhas.length > 0 ? tabela(colunas, linhas, larguras) : null;

/** A record's own phones (a plan's, an employee's): number, kind and note. */
const telefonesNoPapel = (telefones: Pick<Telefone, 'NUMERO' | 'TIPO' | 'OBSERVACAO'>[]) =>
  secao(
    'Telefones',
    tabelaOuNada(
      ['Número', 'Tipo', 'Observação'],
      telefones.map((t) => [telefoneNoPapel(t.NUMERO), rotulo(ROTULOS_TIPO_TELEFONE, t.TIPO), t.OBSERVACAO]),
    ),
  );

/** A record's periods (a resident's stays, an employee's periods of work), the current one last. */
const periodosNoPapel = (titulo: string, colunas: readonly string[], periodos: PeriodoNaLista[]) =>
  secao(
    titulo,
    tabela(
      [...colunas],
      periodos.map((p) => [periodoEmTexto(p), p.motivo]),
    ),
  );

/**
 * An RG's issuer as it is written, "SSP/CE": printed as two fields side by side it read "SSP CE". The
 * UF keeps its own line only without an issuer.
 */
function orgaoEmissorComUf(pares: [string, Celula][]): [string, Celula][] {
  const { ORGAO_EMISSOR_RG: orgao, UF_RG: uf } = CAMPOS_PESSOA;
  const valorDe = (rotuloDoCampo: string) => pares.find(([r]) => r === rotuloDoCampo)?.[1];
  const [emissor, estado] = [valorDe(orgao.rotulo), valorDe(uf.rotulo)];
  if (!emissor || !estado) return pares;
  return pares
    .filter(([r]) => r !== uf.rotulo)
    .map(([r, valor]): [string, Celula] => (r === orgao.rotulo ? [r, `${emissor}/${estado}`] : [r, valor]));
}

/** A catalogue's fields of a record as label/value pairs, as people read them. */
function paresDoCatalogo(registro: unknown, catalogo: Catalogo<string>, prefixo = ''): [string, Celula][] {
  return Object.entries(catalogo).map(([nome, campo]) => [
    campo.rotulo,
    formatarNoRegistro(registro, `${prefixo}${nome}`, campo),
  ]);
}

/**
 * A record's fields, heading by heading, as its catalogue lists them (decision 0022); a record that
 * has left (a discharged resident, a dismissed employee) shows when and why under `saida.grupo`.
 */
function dadosDoRegistro(
  registro: { ATIVO: boolean },
  secoesDoRegistro: Secao[],
  saida: { grupo: string; catalogo: Catalogo<string> },
): Content[] {
  return secoesDoRegistro.flatMap(({ titulo, campos: lista }) => {
    const pares: [string, Celula][] = lista.map(({ nome, campo }) => [
      campo.rotulo,
      formatarNoRegistro(registro, nome, campo),
    ]);
    if (titulo === saida.grupo && !registro.ATIVO) pares.push(...paresDoCatalogo(registro, saida.catalogo));
    return pares.some(([, valor]) => valor) ? secao(titulo, campos(orgaoEmissorComUf(pares))) : [];
  });
}

/** The sub-lists' columns: a field's catalogue label where the column is that one field. */
const COLUNAS_FAMILIARES = [
  CAMPOS_FAMILIAR.NOME.rotulo,
  CAMPOS_VINCULO_FAMILIAR.PARENTESCO.rotulo,
  'Responsável',
  'Telefones',
  'Endereço e e-mail',
];
const COLUNAS_CONVENIOS = [
  CAMPOS_RESIDENTE_CONVENIO.CONVENIO_CODIGO.rotulo,
  'Carteira',
  'Titular',
  CAMPOS_RESIDENTE_CONVENIO.VALIDADE.rotulo,
  'Telefones',
];

/** `GET /relatorio-residente/{pessoa}/{residente}`: the resident's whole sheet; 404 unless the pair matches. */
export async function fichaResidente(
  db: Db,
  pedido: Pedido,
  codigoPessoa: number,
  codigoResidente: number,
): Promise<ArquivoPdf> {
  const ficha = await lerResidente(db, pedido.autor, codigoResidente);
  if (ficha.PESSOA_CODIGO !== codigoPessoa) throw new NotFoundError();
  const [familiares, convenios, beneficios] = await Promise.all([
    familiaresDe(db, codigoResidente),
    conveniosDe(db, codigoResidente),
    beneficiosDe(db, codigoResidente),
  ]);
  const nome = `${ficha.PESSOA.NOME} ${ficha.PESSOA.SOBRENOME}`;
  const conteudo: Content[] = [
    ...dadosDoRegistro(ficha, SECOES_RESIDENTE, { grupo: 'Acolhimento', catalogo: CAMPOS_DESACOLHIMENTO }),
    ...periodosNoPapel(TITULO_ESTADIAS, COLUNAS_ESTADIAS, ficha.ESTADIAS.map(estadiaNaLista)),
    ...secao('Familiares', tabelaOuNada(COLUNAS_FAMILIARES, familiares, ['*', 'auto', 'auto', 'auto', '*'])),
    ...secao('Convênios', tabelaOuNada(COLUNAS_CONVENIOS, convenios)),
    ...secao(
      'Benefícios',
      tabelaOuNada(['Benefício', 'Prova de vida', 'Valor', 'Banco / agência / conta'], beneficios),
    ),
  ];
  return emitirPdf(db, pedido, `residente/${codigoResidente}`, `Ficha - ${nome}.pdf`, {
    titulo: `Ficha do residente - ${nome}`,
    conteudo,
  });
}

/** `GET /report-residente?codigo_pessoa`: the same sheet, found by the person's code alone. */
export async function fichaResidentePorPessoa(
  db: Db,
  pedido: Pedido,
  codigoPessoa: number,
): Promise<ArquivoPdf> {
  const { rows } = await db.execute<{ codigo: number }>(
    sql`select codigo_residente as codigo from residente where pessoa_codigo = ${codigoPessoa}`,
  );
  return fichaResidente(db, pedido, codigoPessoa, ouNaoEncontrado(rows[0]).codigo);
}

/** `GET /relatorio-convenios/{ativos|inativos}?busca=`: the plans' list as the section shows it, tab and search. */
export async function relatorioConvenios(
  db: Db,
  pedido: Pedido,
  status: StatusRelatorio,
  busca?: string,
): Promise<ArquivoPdf> {
  const ativos = status === 'ativos';
  const { linhas } = await consultarConvenios(db, ativos, { deslocamento: 0, busca });
  return emitirLista(db, pedido, {
    titulo: 'Convênios',
    registro: 'convenios',
    status,
    busca,
    colunas: ['Nome', 'Tipo', 'CNPJ', 'Telefone', 'Cidade', 'Residentes ativos'],
    saida: 'Inativação',
    linhas: linhas.map((c) => [
      c.NOME,
      rotulo(TIPOS_CONVENIO, c.TIPO),
      exibirComMascara(mascaraCnpj, c.CNPJ),
      telefoneNoPapel(c.TELEFONE),
      c.CIDADE && `${c.CIDADE}/${c.ESTADO}`,
      c.RESIDENTES_ATIVOS,
      ...(ativos ? [] : [dataBr(c.DATA_INATIVACAO), c.MOTIVO_INATIVACAO]),
    ]),
  });
}

/** `GET /relatorio-convenio/{id}`: one plan, its contacts and its members. */
export async function fichaConvenio(db: Db, pedido: Pedido, codigo: number): Promise<ArquivoPdf> {
  const plano = await buscarConvenioFull(db, codigo);
  const { rows } = await db.execute<{ nome: string; numero: string; ativo: boolean }>(sql`
    select p.nome || ' ' || p.sobrenome as nome, rc.numero_convenio as numero, r.ativo
      from residente_convenio rc
      join residente r on r.codigo_residente = rc.residente_codigo
      join pessoa p on p.codigo = r.pessoa_codigo
     where rc.convenio_codigo = ${codigo}
     order by r.ativo desc, f_unaccent(lower(p.nome || ' ' || p.sobrenome))`);
  const conteudo: Content[] = [
    ...secao(
      'Dados do convênio',
      campos([
        ...paresDoCatalogo(plano, CAMPOS_CONVENIO),
        ['Situação', plano.ATIVO ? 'Ativo' : `Inativo desde ${dataBr(plano.DATA_INATIVACAO)}`],
        ['Motivo da inativação', plano.MOTIVO_INATIVACAO],
        ['Endereço', enderecoEmLinha(plano.ENDERECO)],
      ]),
    ),
    ...telefonesNoPapel(plano.TELEFONE),
    ...secao(
      'Residentes',
      tabelaOuNada(
        ['Residente', 'Carteira', 'Situação'],
        rows.map((r) => [r.nome, r.numero, r.ativo ? 'Ativo' : 'Inativo']),
      ),
    ),
  ];
  const titulo = `Convênio - ${plano.NOME}`;
  return emitirPdf(db, pedido, `convenio/${codigo}`, `${titulo}.pdf`, { titulo, conteudo });
}

/**
 * `GET /relatorio-funcionarios/{ativos|inativos}?busca=`: the employees' list as the section shows
 * it, tab and search (the employees service's own list).
 */
export async function relatorioFuncionarios(
  db: Db,
  pedido: Pedido,
  status: StatusRelatorio,
  busca?: string,
): Promise<ArquivoPdf> {
  const ativos = status === 'ativos';
  const { linhas } = await listarFuncionarios(db, ativos, { deslocamento: 0, busca });
  const { CARGO, DATA_ADMISSAO } = CAMPOS_FUNCIONARIO;
  const { DATA_DEMISSAO, MOTIVO_DEMISSAO } = CAMPOS_DEMISSAO;
  return emitirLista(db, pedido, {
    titulo: 'Funcionários',
    registro: 'funcionarios',
    status,
    busca,
    colunas: ['Nome', CARGO.rotulo, 'Admissão', CAMPOS_PESSOA.CPF.rotulo],
    saida: 'Demissão',
    larguras: ['*', 'auto', 'auto', 'auto'],
    linhas: linhas.map((f) => [
      `${f.NOME} ${f.SOBRENOME}`,
      f.CARGO,
      formatarCampo(DATA_ADMISSAO, f.DATA_ADMISSAO),
      formatarCampo(CAMPOS_PESSOA.CPF, f.CPF),
      ...(ativos
        ? []
        : [formatarCampo(DATA_DEMISSAO, f.DATA_DEMISSAO), formatarCampo(MOTIVO_DEMISSAO, f.MOTIVO_DEMISSAO)]),
    ]),
  });
}

/** Each dependant under its name, with every other field of its catalogue (the birth certificate's too). */
function dependentesNoPapel(dependentes: Dependente[]): Content | null {
  if (dependentes.length === 0) return null;
  const { NOME: _nome, SOBRENOME: _sobrenome, ...semNome } = CAMPOS_DEPENDENTE;
  return {
    stack: dependentes.flatMap((d): Content[] => [
      { text: `${d.NOME} ${d.SOBRENOME}`, bold: true, margin: [0, 6, 0, 2] },
      campos(paresDoCatalogo(d, semNome)),
    ]),
  };
}

/**
 * `GET /relatorio-funcionario/{pessoa}/{funcionario}`: the employee's whole sheet (person, job,
 * council, documents, bank account, periods of work, phones, addresses, dependants); 404 unless the
 * pair matches. Without `codigoPessoa`, `GET /report-funcionario?codigo_funcionario`: the same
 * sheet, found by the employee's code alone.
 */
export async function fichaFuncionario(
  db: Db,
  pedido: Pedido,
  codigoFuncionario: number,
  codigoPessoa?: number,
): Promise<ArquivoPdf> {
  const ficha = await buscarFuncionarioCompleto(db, codigoFuncionario);
  if (codigoPessoa !== undefined && ficha.PESSOA_CODIGO !== codigoPessoa) throw new NotFoundError();
  const nome = `${ficha.PESSOA.NOME} ${ficha.PESSOA.SOBRENOME}`;
  const conteudo: Content[] = [
    ...dadosDoRegistro(ficha, SECOES_FUNCIONARIO, {
      grupo: CAMPOS_DEMISSAO.DATA_DEMISSAO.grupo,
      catalogo: CAMPOS_DEMISSAO,
    }),
    ...periodosNoPapel(TITULO_PERIODOS, COLUNAS_PERIODOS, ficha.PERIODOS.map(periodoDeTrabalhoNaLista)),
    ...telefonesNoPapel(ficha.TELEFONE),
    ...secao(
      'Endereços',
      tabelaOuNada(
        ['Endereço'],
        ficha.ENDERECO.map((e) => [enderecoEmLinha(e)]),
      ),
    ),
    ...secao('Dependentes', dependentesNoPapel(ficha.DEPENDENTES)),
  ];
  const titulo = `Ficha do funcionário - ${nome}`;
  return emitirPdf(db, pedido, `funcionario/${ficha.CODIGO_FUNCIONARIO}`, `${titulo}.pdf`, {
    titulo,
    conteudo,
  });
}
