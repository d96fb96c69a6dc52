import {
  CAMPOS_ACOMPANHAMENTO,
  CAMPOS_PESSOA,
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  CAMPOS_RESIDENTE,
  type CampoProprioDoAcompanhamento,
  conselhoEmLinha,
  formatarCampo,
  MAX_LINHAS_PRONTUARIO,
  nomeDoProntuario,
  TEXTOS_PRONTUARIO,
} from '@acolher/contract';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Db } from '../../db/client.ts';
import { acompanhamento, emJson, propriosNoFio } from '../../db/tabelas/acompanhamentos.ts';
import { type ArquivoPdf, emissaoDe, emitir, type Pedido } from '../../lib/emissao.ts';
import { ouNaoEncontrado, RuleViolationError } from '../../lib/errors.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import { areaDoConteudo, dataBr, dataHoraNoLar, gerarPdfEmPartes } from '../../lib/pdf.ts';
import { agrupar, alturaDoTexto, type Coluna, partirTexto } from './pedacos.ts';

/**
 * The prontuário (decision 0029): follow-ups as a record fit for an inspection. Every page repeats who
 * it is about and what it was narrowed to; each row has the date, the time, the whole activity
 * text and a signature line for each participant; a correction prints under the entry it corrects,
 * an edited entry says when and by whom. An index of the rows (corrections included) gives the
 * size and the print order; the rows are then read part by part as the PDF pool's thread lays each
 * part out, off the event loop (decision 0029).
 */

/** The filters of docs/produto.md §3's report filter; null is no filter. */
export interface Filtro {
  de: string | null;
  ate: string | null;
  funcionario: number | null;
}

type Participante = {
  NOME: string;
  CARGO: string;
  CONSELHO_SIGLA: string | null;
  CONSELHO_NUMERO: string | null;
  CONSELHO_UF: string | null;
};

type Linha = {
  CODIGO: number;
  DATA: string;
  HORA: string | null;
  ATIVIDADE: string;
  CORRIGE_CODIGO: number | null;
  REGISTRADO_EM: Date;
  /** The corrected entry's date and time, for a correction printed apart from it. */
  ORIGINAL_DATA: string | null;
  ORIGINAL_HORA: string | null;
  PARTICIPANTES: Participante[];
  /** The residents, unless the row is only of the resident whose prontuário this is. */
  RESIDENTES: string[] | null;
  EDITADO_EM: Date | null;
  EDITADO_POR: string | null;
  /** The follow-up's own fields its columns do not show (OUTROS_CAMPOS), by wire name. */
  OUTROS: Partial<Record<CampoProprioDoAcompanhamento, unknown>>;
};

/** The follow-up's own fields the columns show (COLUNAS); any other prints above its activity. */
const NAS_COLUNAS: readonly CampoProprioDoAcompanhamento[] = [
  'DATA_ACOMPANHAMENTO',
  'HORA_ACOMPANHAMENTO',
  'ATIVIDADE',
];
const OUTROS_CAMPOS = (Object.keys(CAMPOS_PROPRIOS_ACOMPANHAMENTO) as CampoProprioDoAcompanhamento[]).filter(
  (nome) => !NAS_COLUNAS.includes(nome),
);
const OUTROS = emJson(propriosNoFio(alias(acompanhamento, 'a'), OUTROS_CAMPOS));

/** "Nome Sobrenome" of a person row aliased `p`. */
const NOME_DA_PESSOA = sql`p.nome || ' ' || p.sobrenome`;

/**
 * The follow-ups whose codes `codigos` selects, in date and time order, each with its participants,
 * its last edit and its residents, unless they are only `doResidente` (the resident whose
 * prontuário this is): a correction or a shared entry naming others says whose care it was. Set
 * joins rather than a subquery per row: the plan stays cheap (no JIT) for thousands of rows.
 */
async function lerAcompanhamentos(db: Db, codigos: SQL, doResidente: number | null): Promise<Linha[]> {
  const { rows } = await db.execute<Linha>(sql`
    with escolhidos as (${codigos}),
    participantes as (
      select af.acompanhamento_codigo as codigo,
             json_agg(json_build_object('NOME', ${NOME_DA_PESSOA}, 'CARGO', f.cargo,
                        'CONSELHO_SIGLA', f.conselho_sigla, 'CONSELHO_NUMERO', f.conselho_numero,
                        'CONSELHO_UF', f.conselho_uf) order by p.nome, p.sobrenome) as lista
        from escolhidos e
        join acompanhamento_funcionario af on af.acompanhamento_codigo = e.codigo
        join funcionario f on f.codigo_funcionario = af.codigo_funcionario
        join pessoa p on p.codigo = f.pessoa_codigo
       group by af.acompanhamento_codigo),
    edicoes as (
      select distinct on (v.acompanhamento_codigo) v.acompanhamento_codigo as codigo, v.alterado_em,
             coalesce(${NOME_DA_PESSOA}, u.login) as nome
        from escolhidos e
        join acompanhamento_versao v on v.acompanhamento_codigo = e.codigo
        join usuario u on u.codigo = v.alterado_por
        left join funcionario f on f.codigo_funcionario = u.codigo_funcionario
        left join pessoa p on p.codigo = f.pessoa_codigo
       order by v.acompanhamento_codigo, v.alterado_em desc, v.codigo desc),
    residentes as (
      select ar.acompanhamento_codigo as codigo,
             array_agg(${NOME_DA_PESSOA} order by p.nome, p.sobrenome) as nomes,
             array_agg(ar.codigo_residente) as codigos
        from escolhidos e
        join acompanhamento_residente ar on ar.acompanhamento_codigo = e.codigo
        join residente r on r.codigo_residente = ar.codigo_residente
        join pessoa p on p.codigo = r.pessoa_codigo
       group by ar.acompanhamento_codigo)
    select a.codigo as "CODIGO",
           to_char(a.data_acompanhamento, 'YYYY-MM-DD') as "DATA",
           to_char(a.hora_acompanhamento, 'HH24:MI') as "HORA",
           a.atividade as "ATIVIDADE",
           a.corrige_codigo as "CORRIGE_CODIGO",
           a.registrado_em as "REGISTRADO_EM",
           to_char(o.data_acompanhamento, 'YYYY-MM-DD') as "ORIGINAL_DATA",
           to_char(o.hora_acompanhamento, 'HH24:MI') as "ORIGINAL_HORA",
           coalesce(pa.lista, '[]') as "PARTICIPANTES",
           case when re.codigos = array[${doResidente}::int] then null else re.nomes end as "RESIDENTES",
           ed.alterado_em as "EDITADO_EM",
           ed.nome as "EDITADO_POR",
           json_build_object(${OUTROS}) as "OUTROS"
      from escolhidos e
      join acompanhamento a on a.codigo = e.codigo
      left join acompanhamento o on o.codigo = a.corrige_codigo
      left join participantes pa on pa.codigo = a.codigo
      left join edicoes ed on ed.codigo = a.codigo
      left join residentes re on re.codigo = a.codigo
     order by a.data_acompanhamento, a.hora_acompanhamento nulls first, a.codigo`);
  return rows;
}

/**
 * What a prontuário's layout costs a PDF thread, in characters of activity text: pdfmake's memory
 * and time grow with the words it lays out, and a row's date, time and notes, a participant's
 * signature block and a resident's name weigh like these many characters (decision 0029).
 */
const CUSTO_POR_LINHA = 150;
const CUSTO_POR_PESSOA = 50;
/**
 * One part of the layout (decision 0029): about 1,300 rows of 150 characters with two signatures,
 * or 150 rows of 4,000 characters. A 192 MB thread lays 1.8 M out (4,000 such rows); a part of a
 * third of that keeps the thread's peak well inside the server's 500 MB, and each part starting a
 * new page leaves one short page every hundred or so.
 */
const CUSTO_POR_PARTE = 600_000;
/**
 * The whole prontuário: laid out in parts, its memory no longer grows with it, but its time does
 * (about a second per 1,300 ordinary rows) and its finished pages stay in the thread until the
 * last. 20,000 ordinary rows cost about 9 M.
 */
const ORCAMENTO_DO_PRONTUARIO = 12_000_000;

/**
 * The follow-ups `selecao` picks (one past MAX_LINHAS_PRONTUARIO at most, so a whole home's
 * history is never all read), then the corrections made of them since, however far their own dates
 * lie, and the corrections of those.
 */
function comCorrecoes(selecao: SQL): SQL {
  return sql`
    with recursive escolhidos as (
      select codigo from (${selecao}) as selecao limit ${MAX_LINHAS_PRONTUARIO + 1}),
    com_correcoes as (
      select codigo from escolhidos
      union
      select a.codigo from acompanhamento a join com_correcoes c on a.corrige_codigo = c.codigo)
    select codigo from com_correcoes`;
}

/** What the order, the size and the parts need of a row, read for the whole selection before any text. */
type Indice = {
  CODIGO: number;
  DATA: string;
  CORRIGE_CODIGO: number | null;
  REGISTRADO_EM: Date;
  /** Its activity's characters, CUSTO_POR_LINHA and CUSTO_POR_PESSOA per participant or resident. */
  CUSTO: number;
};

/** The index of the follow-ups `codigos` selects, in date and time order (no time first in its day). */
async function lerIndice(db: Db, codigos: SQL): Promise<Indice[]> {
  const { rows } = await db.execute<Indice>(sql`
    with escolhidos as (${codigos}),
    pessoas as (
      select codigo, count(*) as n from (
        select af.acompanhamento_codigo as codigo from escolhidos e
          join acompanhamento_funcionario af on af.acompanhamento_codigo = e.codigo
        union all
        select ar.acompanhamento_codigo from escolhidos e
          join acompanhamento_residente ar on ar.acompanhamento_codigo = e.codigo) as p
       group by codigo)
    select a.codigo as "CODIGO",
           to_char(a.data_acompanhamento, 'YYYY-MM-DD') as "DATA",
           a.corrige_codigo as "CORRIGE_CODIGO",
           a.registrado_em as "REGISTRADO_EM",
           (char_length(a.atividade) + ${CUSTO_POR_LINHA}
             + ${CUSTO_POR_PESSOA} * coalesce(p.n, 0))::float8 as "CUSTO"
      from escolhidos e
      join acompanhamento a on a.codigo = e.codigo
      left join pessoas p on p.codigo = a.codigo
     order by a.data_acompanhamento, a.hora_acompanhamento nulls first, a.codigo`);
  return rows;
}

/**
 * The follow-ups `selecao` picks and their corrections, in print order; 422 for a prontuário too
 * big to print (decision 0029), before any text is loaded: more than MAX_LINHAS_PRONTUARIO rows, or
 * text, signatures and names past the budget.
 */
async function lerOrdem(db: Db, selecao: SQL): Promise<Indice[]> {
  const indice = await lerIndice(db, comCorrecoes(selecao));
  const custo = indice.reduce((soma, linha) => soma + linha.CUSTO, 0);
  if (indice.length > MAX_LINHAS_PRONTUARIO || custo > ORCAMENTO_DO_PRONTUARIO)
    throw new RuleViolationError(TEXTOS_PRONTUARIO.grandeDemais);
  return comCorrecoesJuntas(indice);
}

/** Follow-ups of the period in which the employee (if any) took part. */
function doFiltro(filtro: Filtro): SQL {
  return sql.join(
    [
      filtro.de ? sql`and a.data_acompanhamento >= ${filtro.de}` : sql``,
      filtro.ate ? sql`and a.data_acompanhamento <= ${filtro.ate}` : sql``,
      filtro.funcionario
        ? sql`and exists (select 1 from acompanhamento_funcionario af
                           where af.acompanhamento_codigo = a.codigo and af.codigo_funcionario = ${filtro.funcionario})`
        : sql``,
    ],
    sql` `,
  );
}

/**
 * Each correction right after the entry it corrects (its own corrections after it, oldest first);
 * a correction whose entry is not printed keeps its own place.
 */
function comCorrecoesJuntas<T extends Pick<Indice, 'CODIGO' | 'CORRIGE_CODIGO' | 'REGISTRADO_EM'>>(
  linhas: T[],
): T[] {
  const impressas = new Set(linhas.map((l) => l.CODIGO));
  const correcoesDe = new Map<number, T[]>();
  const raizes: T[] = [];
  for (const linha of linhas) {
    const corrigida = linha.CORRIGE_CODIGO;
    if (corrigida !== null && impressas.has(corrigida))
      correcoesDe.set(corrigida, [...(correcoesDe.get(corrigida) ?? []), linha]);
    else raizes.push(linha);
  }
  const emOrdem: T[] = [];
  const incluir = (linha: T): void => {
    emOrdem.push(linha);
    const correcoes = correcoesDe.get(linha.CODIGO) ?? [];
    correcoes.sort((a, b) => new Date(a.REGISTRADO_EM).getTime() - new Date(b.REGISTRADO_EM).getTime());
    correcoes.forEach(incluir);
  };
  raizes.forEach(incluir);
  return emOrdem;
}

const LINHA_DE_ASSINATURA = '_'.repeat(34);

const COLUNAS = [
  CAMPOS_ACOMPANHAMENTO.DATA_ACOMPANHAMENTO.rotulo,
  CAMPOS_ACOMPANHAMENTO.HORA_ACOMPANHAMENTO.rotulo,
  CAMPOS_ACOMPANHAMENTO.ATIVIDADE.rotulo,
  'Participantes e assinaturas',
];
const FONTE = 9;
const FONTE_DAS_ASSINATURAS = 7.5;
/** lightHorizontalLines: 8 points each side between columns, 2 above and below a row, a 1-point line; rounded up. */
const ENTRE_COLUNAS = 8;
const MOLDURA_DA_LINHA = 8;

/** The page as the prontuário lays it out (no subtitle, portrait). */
const PAGINA = areaDoConteudo({});
/**
 * The activity's column takes the rest of the page, as a fixed width: as '*', pdfmake widened it to
 * a text's longest word and pushed the signatures off the page; fixed, a word too long is broken.
 */
const COLUNA_ATIVIDADE: Coluna = {
  largura: PAGINA.largura - 50 - 28 - 150 - 6 * ENTRE_COLUNAS,
  fonte: FONTE,
};
const LARGURAS = [50, 28, COLUNA_ATIVIDADE.largura, 150];
const COLUNA_ASSINATURAS: Coluna = { largura: 150, fonte: FONTE_DAS_ASSINATURAS };
const COLUNA_INTEIRA: Coluna = { largura: PAGINA.largura, fonte: FONTE };

/**
 * Job and council registration; the registration is one unbreakable piece ("COREN 407925/SP" never
 * leaves its UF on a line of its own).
 */
function cargoEConselho(p: Participante): Inline[] {
  const conselho = conselhoEmLinha(p);
  return [`\n${p.CARGO}`, ...(conselho ? [' · ', { text: conselho, noWrap: true }] : [])];
}

/** The most a participant's block takes: a blank line, the line to sign on, the name, job and council. */
function alturaDaAssinatura(p: Participante): number {
  const conselho = conselhoEmLinha(p).replaceAll(' ', '\u00a0');
  return (
    alturaDoTexto('', COLUNA_ASSINATURAS) * 2 +
    alturaDoTexto(p.NOME, COLUNA_ASSINATURAS) +
    alturaDoTexto(`${p.CARGO}${conselho ? ` · ${conselho}` : ''}`, COLUNA_ASSINATURAS)
  );
}

/** Room to sign, then who signs: name, job and council registration when there is one. */
function assinaturas(participantes: Participante[]): CelulaDeTexto {
  return {
    fontSize: FONTE_DAS_ASSINATURAS,
    text: participantes.flatMap((p, i) => [
      `${i === 0 ? '\n' : '\n\n'}${LINHA_DE_ASSINATURA}\n`,
      { text: p.NOME, bold: true },
      ...cargoEConselho(p),
    ]),
  };
}

const quando = (data: string | null, hora: string | null) => `${dataBr(data)}${hora ? ` ${hora}` : ''}`;

type Trecho = { text: string; bold?: boolean; italics?: boolean; color?: string; noWrap?: boolean };
type Inline = string | Trecho;
type Borda = [boolean, boolean, boolean, boolean];
interface CelulaDeTexto {
  text: string | Inline[];
  fontSize?: number;
  border?: Borda;
}

/**
 * What the record says of an activity: before it (a correction, whose care, the fields the columns
 * do not show, as "Rótulo: valor"), after it (edited, corrected).
 */
function notas(linha: Linha, corrigidas: Set<number>, tz: string): { antes: Trecho[]; depois: Trecho[] } {
  const nota = (texto: string) => ({ text: texto, italics: true, color: '#555555' });
  const antes = [
    ...(linha.CORRIGE_CODIGO !== null
      ? [
          {
            text: `Correção do registro de ${quando(linha.ORIGINAL_DATA, linha.ORIGINAL_HORA)}\n`,
            bold: true,
          },
        ]
      : []),
    ...(linha.RESIDENTES ? [{ text: `Residentes: ${linha.RESIDENTES.join(', ')}\n`, bold: true }] : []),
    ...OUTROS_CAMPOS.flatMap((nome) => {
      const campo = CAMPOS_PROPRIOS_ACOMPANHAMENTO[nome];
      const valor = formatarCampo(campo, linha.OUTROS[nome]);
      return valor ? [{ text: `${campo.rotulo}: ${valor}\n` }] : [];
    }),
  ];
  const depois = [
    ...(linha.EDITADO_EM
      ? [nota(`\neditado em ${dataHoraNoLar(new Date(linha.EDITADO_EM), tz)} por ${linha.EDITADO_POR}`)]
      : []),
    ...(corrigidas.has(linha.CODIGO) ? [nota('\nCorrigido: ver a correção a seguir')] : []),
  ];
  return { antes, depois };
}

const alturaDosTrechos = (trechos: Trecho[]) =>
  trechos.reduce((soma, t) => soma + alturaDoTexto(t.text.replace(/^\n|\n$/g, ''), COLUNA_ATIVIDADE), 0);

/**
 * The activity in full (never cut), with what the record says of it, in pieces each at most
 * `limite` tall: one piece unless the row might not fit a page.
 */
function textosDaAtividade(
  linha: Linha,
  corrigidas: Set<number>,
  tz: string,
  limite: number,
): CelulaDeTexto[] {
  const { antes, depois } = notas(linha, corrigidas, tz);
  const alturaAntes = alturaDosTrechos(antes);
  const pecas = partirTexto(linha.ATIVIDADE, COLUNA_ATIVIDADE, limite - alturaAntes, limite);
  const ultima = pecas.length - 1;
  const alturaDaUltima =
    alturaDoTexto(pecas[ultima] ?? '', COLUNA_ATIVIDADE) + (ultima === 0 ? alturaAntes : 0);
  const notasNoFim = alturaDaUltima + alturaDosTrechos(depois) <= limite;
  const textos: CelulaDeTexto[] = pecas.map((peca, i) => ({
    text: [...(i === 0 ? antes : []), peca, ...(i === ultima && notasNoFim ? depois : [])],
  }));
  if (!notasNoFim)
    textos.push({ text: depois.map((t, i) => (i === 0 ? { ...t, text: t.text.slice(1) } : t)) });
  return textos;
}

/**
 * A follow-up's rows: one, kept whole on a page with its signatures (the table does not break
 * rows); a follow-up that might not fit a page continues on rows of its own, without lines
 * between them, each sure to fit (pdfmake would drop what an unbreakable row holds past its page).
 */
function linhasDoAcompanhamento(
  linha: Linha,
  corrigidas: Set<number>,
  tz: string,
  limite: number,
): TableCell[][] {
  const textos = textosDaAtividade(linha, corrigidas, tz, limite);
  const grupos = agrupar(linha.PARTICIPANTES, alturaDaAssinatura, limite);
  const total = Math.max(textos.length, grupos.length);
  if (total === 1)
    return [[dataBr(linha.DATA), linha.HORA ?? '', textos[0] ?? '', assinaturas(linha.PARTICIPANTES)]];
  return Array.from({ length: total }, (_, k) => {
    const border: Borda = [false, k === 0, false, k === total - 1];
    const grupo = grupos[k];
    return [
      { text: k === 0 ? dataBr(linha.DATA) : '', border },
      { text: k === 0 ? (linha.HORA ?? '') : '', border },
      { ...(textos[k] ?? { text: '' }), border },
      { ...(grupo ? assinaturas(grupo) : { text: '' }), border },
    ];
  });
}

/** What the header says of who the prontuário is about; the period and employee lines follow. */
interface Sujeito {
  nome: string;
  linhas: string[];
}

function periodo(filtro: Filtro): string {
  if (filtro.de && filtro.ate) return `${dataBr(filtro.de)} a ${dataBr(filtro.ate)}`;
  if (filtro.de) return `a partir de ${dataBr(filtro.de)}`;
  if (filtro.ate) return `até ${dataBr(filtro.ate)}`;
  return 'todos os registros';
}

/** What every part's header rows say: who, the period, the employee. */
interface Cabecalho {
  sujeito: Sujeito;
  filtro: Filtro;
  funcionario: string;
}

const linhaDoFiltro = ({ filtro, funcionario }: Cabecalho) =>
  `Período: ${periodo(filtro)} · Funcionário: ${funcionario}`;

/** The most the two header rows take, repeated at the top of every page. */
function alturaDoCabecalho(cabecalho: Cabecalho): number {
  const quem =
    alturaDoTexto(cabecalho.sujeito.nome, { ...COLUNA_INTEIRA, fonte: 11 }) +
    [...cabecalho.sujeito.linhas, linhaDoFiltro(cabecalho)].reduce(
      (soma, linha) => soma + alturaDoTexto(linha, COLUNA_INTEIRA),
      6,
    );
  const titulos = Math.max(
    ...COLUNAS.map((titulo, i) => alturaDoTexto(titulo, { largura: LARGURAS[i] ?? 0, fonte: FONTE })),
  );
  return quem + titulos + 2 * MOLDURA_DA_LINHA;
}

/** The tallest a row may be: a page less the repeated header (never under a tenth of a page). */
const alturaMaximaDaLinha = (cabecalho: Cabecalho) =>
  Math.max(PAGINA.altura / 10, PAGINA.altura - alturaDoCabecalho(cabecalho) - MOLDURA_DA_LINHA);

/**
 * One table whose first two rows (who, the filters, the column titles) repeat on every page it
 * spans; its rows (`ordenadas`, in print order) never break across pages, and a follow-up too long
 * for a page continues on rows of its own, so a long text is never cut (decision 0050).
 * `corrigidas`: the entries whose correction is printed after them, in this part or the next.
 */
function tabelaDoProntuario(
  cabecalho: Cabecalho,
  ordenadas: Linha[],
  corrigidas: Set<number>,
  tz: string,
): Content {
  const semBorda: Borda = [false, false, false, false];
  const quem: TableCell = {
    colSpan: 4,
    border: semBorda,
    margin: [0, 0, 0, 6],
    stack: [
      { text: cabecalho.sujeito.nome, fontSize: 11, bold: true },
      ...cabecalho.sujeito.linhas,
      linhaDoFiltro(cabecalho),
    ],
  };
  const limite = alturaMaximaDaLinha(cabecalho);
  const corpo = ordenadas.flatMap((l) => linhasDoAcompanhamento(l, corrigidas, tz, limite));
  const vazio: TableCell[] = [{ text: 'Nenhum acompanhamento', style: 'vazio', colSpan: 4 }, '', '', ''];
  return {
    table: {
      headerRows: 2,
      dontBreakRows: true,
      widths: LARGURAS,
      body: [
        [quem, '', '', ''],
        COLUNAS.map((c) => ({ text: c, style: 'cabecalhoTabela' })),
        ...(corpo.length > 0 ? corpo : [vazio]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

type DadosDoResidente = {
  NOME: string;
  NASCIMENTO: string;
  IDADE: number;
  CPF: string | null;
  CNS: string | null;
  ACOLHIMENTO: string;
  DESACOLHIMENTO: string | null;
  RESPONSAVEL: string | null;
};

/** The resident as the header shows them: name, birth and age, documents, stay and responsible relative. */
async function residenteDoCabecalho(db: Db, codigoResidente: number, tz: string): Promise<Sujeito> {
  const { rows } = await db.execute<DadosDoResidente>(sql`
    select p.nome || ' ' || p.sobrenome as "NOME",
           to_char(p.data_nascimento, 'YYYY-MM-DD') as "NASCIMENTO",
           extract(year from age(${hojeNoLar(tz)}::date, p.data_nascimento))::int as "IDADE",
           p.cpf as "CPF", r.cartao_sus as "CNS",
           to_char(r.data_acolhimento, 'YYYY-MM-DD') as "ACOLHIMENTO",
           to_char(r.data_desacolhimento, 'YYYY-MM-DD') as "DESACOLHIMENTO",
           (select string_agg(f.nome || ' ' || f.sobrenome || ' (' || rf.parentesco || ')', ', '
                              order by f.nome, f.sobrenome)
              from residente_familiar rf join familiar f on f.codigo = rf.familiar_codigo
             where rf.residente_codigo = r.codigo_residente and rf.responsavel) as "RESPONSAVEL"
      from residente r join pessoa p on p.codigo = r.pessoa_codigo
     where r.codigo_residente = ${codigoResidente}`);
  const r = ouNaoEncontrado(rows[0]);
  const documentos = [
    `Nascimento: ${dataBr(r.NASCIMENTO)} (${r.IDADE} anos)`,
    `${CAMPOS_PESSOA.CPF.rotulo}: ${formatarCampo(CAMPOS_PESSOA.CPF, r.CPF) || '—'}`,
    `CNS: ${formatarCampo(CAMPOS_RESIDENTE.CARTAO_SUS, r.CNS) || '—'}`,
  ];
  const estadia = [
    `Acolhimento: ${dataBr(r.ACOLHIMENTO)}`,
    ...(r.DESACOLHIMENTO ? [`Desacolhimento: ${dataBr(r.DESACOLHIMENTO)}`] : []),
    `Responsável: ${r.RESPONSAVEL ?? '—'}`,
  ];
  return { nome: r.NOME, linhas: [documentos.join(' · '), estadia.join(' · ')] };
}

/** The employee filter as the header prints it; 404 for an employee that does not exist. */
async function funcionarioDoFiltro(db: Db, codigo: number | null): Promise<string> {
  if (codigo === null) return TEXTOS_PRONTUARIO.todosOsFuncionarios;
  const { rows } = await db.execute<{ nome: string }>(sql`
    select p.nome || ' ' || p.sobrenome || ' (' || f.cargo || ')' as nome
      from funcionario f join pessoa p on p.codigo = f.pessoa_codigo
     where f.codigo_funcionario = ${codigo}`);
  return ouNaoEncontrado(rows[0]).nome;
}

interface Impressao extends Cabecalho {
  /** What picks the follow-ups: their codes, as `lerOrdem` takes it. */
  selecao: SQL;
  /** The follow-ups to print, in print order (lerOrdem). */
  ordem: Indice[];
  /** The resident whose prontuário this is: their own rows do not name them. */
  doResidente: number | null;
  /** The audit's record: `prontuario/residente/12`. */
  registro: string;
  arquivo: string;
}

/**
 * The part's row and the entries it corrects, as the index read them (a correction's entry never
 * changes); an entry the index did not read ends the chain.
 */
function cadeiaDe(codigo: number, corrigePorCodigo: ReadonlyMap<number, number | null>): number[] {
  const cadeia = [codigo];
  let acima = corrigePorCodigo.get(codigo) ?? null;
  while (acima !== null && !cadeia.includes(acima)) {
    cadeia.push(acima);
    acima = corrigePorCodigo.get(acima) ?? null;
  }
  return cadeia;
}

/**
 * Of the part's rows, those the selection still picks, themselves or an entry they correct (as
 * `comCorrecoes` chose them): a part is read long after the index, and a follow-up moved to another
 * resident or out of the period in between must not print in this prontuário. The chains come from
 * the index, so the selection is only asked about these codes (index lookups; a recursive query read
 * the whole table per part and woke the JIT). A statement of its own: inside the rows' query its
 * estimate (one row) turned that query's joins quadratic.
 */
async function aindaEscolhidos(
  db: Db,
  selecao: SQL,
  parte: Indice[],
  corrigePorCodigo: ReadonlyMap<number, number | null>,
): Promise<number[]> {
  const pares = parte.flatMap((linha) =>
    cadeiaDe(linha.CODIGO, corrigePorCodigo).map((candidato) => [linha.CODIGO, candidato] as const),
  );
  const linhas = sql.param(pares.map(([linha]) => linha));
  const candidatos = sql.param(pares.map(([, candidato]) => candidato));
  const { rows } = await db.execute<{ codigo: number }>(sql`
    select distinct p.linha as codigo
      from unnest(${linhas}::int[], ${candidatos}::int[]) as p(linha, candidato)
     where p.candidato in (
       select s.codigo from (${selecao}) as s where s.codigo = any(${candidatos}::int[]))`);
  return rows.map((r) => r.codigo);
}

/**
 * The table part by part, each part's rows read when the PDF thread asks for it: the
 * process holds one part's rows at a time, however long the prontuário.
 */
async function* partesDaTabela(db: Db, impressao: Impressao, tz: string): AsyncGenerator<Content[]> {
  const corrigidas = new Set(
    impressao.ordem.flatMap((l) => (l.CORRIGE_CODIGO === null ? [] : [l.CORRIGE_CODIGO])),
  );
  const corrigePorCodigo = new Map(impressao.ordem.map((l) => [l.CODIGO, l.CORRIGE_CODIGO]));
  // The print order cut into parts of about CUSTO_POR_PARTE each (at least one row each).
  const partes = agrupar(impressao.ordem, (l) => l.CUSTO, CUSTO_POR_PARTE);
  if (partes.length === 0) yield [tabelaDoProntuario(impressao, [], corrigidas, tz)];
  for (const parte of partes) {
    const codigos = parte.map((l) => l.CODIGO);
    const escolhidos = await aindaEscolhidos(db, impressao.selecao, parte, corrigePorCodigo);
    const linhas = await lerAcompanhamentos(
      db,
      sql`select unnest(${sql.param(escolhidos)}::int[]) as codigo`,
      impressao.doResidente,
    );
    const porCodigo = new Map(linhas.map((l) => [l.CODIGO, l]));
    // A follow-up deleted, or taken out of the selection, since the index was read is left out.
    const ordenadas = codigos.flatMap((codigo) => porCodigo.get(codigo) ?? []);
    yield [tabelaDoProntuario(impressao, ordenadas, corrigidas, tz)];
  }
}

async function imprimir(db: Db, pedido: Pedido, impressao: Impressao): Promise<ArquivoPdf> {
  const { filtro, ordem } = impressao;
  const pdf = await gerarPdfEmPartes(
    { titulo: TEXTOS_PRONTUARIO.titulo, emissao: await emissaoDe(db, pedido) },
    partesDaTabela(db, impressao, pedido.tz),
  );
  const detalhes = { de: filtro.de, ate: filtro.ate, funcionario: filtro.funcionario, linhas: ordem.length };
  return emitir(db, pedido, impressao.registro, { nome: impressao.arquivo, pdf }, detalhes);
}

/** `GET /api/v1/assists/{id}` and `POST /prontuario` with a resident: that resident's prontuário. */
export async function prontuarioDoResidente(
  db: Db,
  pedido: Pedido,
  codigoResidente: number,
  filtro: Filtro,
): Promise<ArquivoPdf> {
  const [sujeito, funcionario] = await Promise.all([
    residenteDoCabecalho(db, codigoResidente, pedido.tz),
    funcionarioDoFiltro(db, filtro.funcionario),
  ]);
  const selecao = sql`select a.codigo from acompanhamento a
          join acompanhamento_residente ar on ar.acompanhamento_codigo = a.codigo
         where ar.codigo_residente = ${codigoResidente} ${doFiltro(filtro)}`;
  return imprimir(db, pedido, {
    sujeito,
    filtro,
    funcionario,
    selecao,
    ordem: await lerOrdem(db, selecao),
    doResidente: codigoResidente,
    registro: `prontuario/residente/${codigoResidente}`,
    arquivo: nomeDoProntuario(sujeito.nome, filtro.de, filtro.ate),
  });
}

/** `GET /api/v1/assists` and `POST /prontuario` without a resident: every follow-up of the period. */
export async function prontuarioGeral(db: Db, pedido: Pedido, filtro: Filtro): Promise<ArquivoPdf> {
  const funcionario = await funcionarioDoFiltro(db, filtro.funcionario);
  const selecao = sql`select a.codigo from acompanhamento a where true ${doFiltro(filtro)}`;
  const nome = TEXTOS_PRONTUARIO.todosOsResidentes;
  return imprimir(db, pedido, {
    sujeito: { nome, linhas: [] },
    filtro,
    funcionario,
    selecao,
    ordem: await lerOrdem(db, selecao),
    doResidente: null,
    registro: 'prontuario/todos',
    arquivo: nomeDoProntuario(nome, filtro.de, filtro.ate),
  });
}

/** `GET /api/v1/assists/id/{id}`: one follow-up (and its corrections), with its residents. */
export async function prontuarioDoAcompanhamento(
  db: Db,
  pedido: Pedido,
  codigo: number,
): Promise<ArquivoPdf> {
  const selecao = sql`select a.codigo from acompanhamento a where a.codigo = ${codigo}`;
  const ordem = await lerOrdem(db, selecao);
  const registro = ouNaoEncontrado(ordem.find((l) => l.CODIGO === codigo));
  const nome = `Acompanhamento nº ${codigo}`;
  const filtro: Filtro = { de: registro.DATA, ate: registro.DATA, funcionario: null };
  return imprimir(db, pedido, {
    sujeito: { nome, linhas: [] },
    filtro,
    funcionario: TEXTOS_PRONTUARIO.todosOsFuncionarios,
    selecao,
    ordem,
    doResidente: null,
    registro: `prontuario/acompanhamento/${codigo}`,
    arquivo: nomeDoProntuario(nome),
  });
}
