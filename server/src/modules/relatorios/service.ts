import {
  beneficioComNb,
  CAMPOS_DESACOLHIMENTO,
  CAMPOS_PESSOA,
  COLUNAS_ESTADIAS,
  enderecoEmLinha,
  exibirComMascara,
  formatarCampo,
  formatarNoRegistro,
  mascaraCnpj,
  mascaraTelefone,
  periodoDaEstadia,
  type Residente,
  SECOES_RESIDENTE,
  type StatusRelatorio,
  TIPOS_CONVENIO,
  TITULO_ESTADIAS,
} from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Db } from '../../db/client.ts';
import { auditar } from '../../lib/auditoria.ts';
import type { Autor } from '../../lib/autor.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { hojeNoLar } from '../../lib/hoje.ts';
import { type Celula, campos, dataBr, type Emissao, gerarPdf, secao, tabela } from '../../lib/pdf.ts';
import { buscarConvenioFull, listarConvenios } from '../convenios/service.ts';
import { buscarResidente } from '../residentes/service.ts';

/**
 * The PDF reports of residents and plans. They read the tables directly (a read model): a report
 * shows what is stored, joined the way people read it, and changes nothing but the audit log.
 */

export interface ArquivoPdf {
  nome: string;
  pdf: Buffer;
}

export interface Pedido {
  autor: Autor;
  lar: string;
  tz: string;
}

/** Who the emitting user is to the team: the employee's name, or the login without one. */
async function nomeDoUsuario(db: Db, usuarioCodigo: number): Promise<string> {
  const { rows } = await db.execute<{ nome: string }>(sql`
    select coalesce(p.nome || ' ' || p.sobrenome, u.login) as nome
      from usuario u
      left join funcionario f on f.codigo_funcionario = u.codigo_funcionario
      left join pessoa p on p.codigo = f.pessoa_codigo
     where u.codigo = ${usuarioCodigo}`);
  return rows[0]?.nome ?? '';
}

async function emissaoDe(db: Db, pedido: Pedido): Promise<Emissao> {
  return {
    lar: pedido.lar,
    usuario: await nomeDoUsuario(db, pedido.autor.usuarioCodigo),
    em: new Date(),
    tz: pedido.tz,
  };
}

/** Reports are audited like writes (DESIGN §5): who printed whose data, and when. */
async function emitir(db: Db, pedido: Pedido, registro: string, arquivo: ArquivoPdf): Promise<ArquivoPdf> {
  await auditar(db, pedido.autor, 'emitir', 'relatorio', registro, { arquivo: arquivo.nome });
  return arquivo;
}

type Texto = string | null | undefined;
/** Phones, CNPJs and CEPs read as the screens show them (the contract's masks). */
const telefoneFormatado = (numero: Texto) => exibirComMascara(mascaraTelefone, numero);
const cnpjFormatado = (cnpj: Texto) => exibirComMascara(mascaraCnpj, cnpj);
const simNao = (valor: boolean | null) => (valor ? 'Sim' : 'Não');
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

/** `GET /relatorio-residentes/{ativos|inativos}`: one row per resident, by name. */
export async function relatorioResidentes(
  db: Db,
  pedido: Pedido,
  status: StatusRelatorio,
): Promise<ArquivoPdf> {
  const ativos = status === 'ativos';
  const { rows } = await db.execute<ResidenteLinha>(sql`
    select p.nome || ' ' || p.sobrenome as "NOME", to_char(p.data_nascimento, 'YYYY-MM-DD') as "DATA_NASCIMENTO",
           extract(year from age(${hojeNoLar(pedido.tz)}::date, p.data_nascimento))::int as "IDADE",
           p.cpf as "CPF", to_char(r.data_acolhimento, 'YYYY-MM-DD') as "DATA_ACOLHIMENTO",
           to_char(r.data_desacolhimento, 'YYYY-MM-DD') as "DATA_DESACOLHIMENTO",
           r.motivo_desacolhimento as "MOTIVO_DESACOLHIMENTO"
      from residente r join pessoa p on p.codigo = r.pessoa_codigo
     where r.ativo = ${ativos}
     order by f_unaccent(lower(p.nome || ' ' || p.sobrenome)), r.codigo_residente`);
  const colunas = ['Nome', 'Nascimento', 'Idade', 'CPF', 'Acolhimento'];
  const linhas: Celula[][] = rows.map((r) => [
    r.NOME,
    dataBr(r.DATA_NASCIMENTO),
    `${r.IDADE} anos`,
    formatarCampo(CAMPOS_PESSOA.CPF, r.CPF),
    dataBr(r.DATA_ACOLHIMENTO),
    ...(ativos ? [] : [dataBr(r.DATA_DESACOLHIMENTO), r.MOTIVO_DESACOLHIMENTO]),
  ]);
  const titulo = `Residentes ${status}`;
  const conteudo: Content[] = [
    { text: `Total: ${rows.length}`, margin: [0, 0, 0, 6] },
    tabela(ativos ? colunas : [...colunas, 'Desacolhimento', 'Motivo'], linhas),
  ];
  const pdf = await gerarPdf({ titulo, emissao: await emissaoDe(db, pedido), conteudo, paisagem: !ativos });
  return emitir(db, pedido, `residentes/${status}`, { nome: `${titulo}.pdf`, pdf });
}

/** The resident with its person and certificate; 404 unless the path's person is the resident's. */
async function lerFicha(db: Db, codigoPessoa: number, codigoResidente: number): Promise<Residente> {
  const ficha = await buscarResidente(db, codigoResidente);
  if (ficha.PESSOA_CODIGO !== codigoPessoa) throw new NotFoundError();
  return ficha;
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
    simNao(f.responsavel),
    (f.telefones ?? []).map(telefoneFormatado).join(', '),
    [enderecoEmLinha(f.endereco), f.email].filter(Boolean).join(' - '),
  ]);
}

async function conveniosDe(db: Db, codigoResidente: number): Promise<Celula[][]> {
  const { rows } = await db.execute<{
    nome: string;
    numero: string;
    titular: boolean;
    nome_titular: string | null;
    validade: string | null;
  }>(sql`
    select c.nome, rc.numero_convenio as numero, rc.titular, rc.nome_titular,
           to_char(rc.validade, 'YYYY-MM-DD') as validade
      from residente_convenio rc join convenio c on c.codigo = rc.convenio_codigo
     where rc.residente_codigo = ${codigoResidente}
     order by c.nome, rc.codigo`);
  return rows.map((c) => [
    c.nome,
    c.numero,
    c.titular ? 'Sim' : `Não${c.nome_titular ? ` (titular: ${c.nome_titular})` : ''}`,
    dataBr(c.validade),
  ]);
}

async function beneficiosDe(db: Db, codigoResidente: number): Promise<Celula[][]> {
  const { rows } = await db.execute<{
    NOME_BENEFICIO: string;
    NUMERO_BENEFICIO: string | null;
    provas: string | null;
    banco: string | null;
    agencia: string | null;
    conta: string | null;
  }>(sql`
    select nome_beneficio as "NOME_BENEFICIO", numero_beneficio as "NUMERO_BENEFICIO",
           to_char(provas_vida, 'YYYY-MM-DD') as provas, banco, agencia, conta
      from beneficio where codigo_residente = ${codigoResidente} order by nome_beneficio`);
  return rows.map((b) => [
    beneficioComNb(b),
    dataBr(b.provas),
    [b.banco, b.agencia, b.conta].filter(Boolean).join(' / '),
  ]);
}

const tabelaOuNada = (colunas: string[], linhas: Celula[][], larguras?: (number | string)[]) =>
  linhas.length > 0 ? tabela(colunas, linhas, larguras) : null;

/** The record's fields, heading by heading, as the catalogue lists them (decision 0022). */
function dadosDoResidente(ficha: Residente): Content[] {
  return SECOES_RESIDENTE.flatMap(({ titulo, campos: lista }) => {
    const pares: [string, Celula][] = lista.map(({ nome, campo }) => [
      campo.rotulo,
      formatarNoRegistro(ficha, nome, campo),
    ]);
    if (titulo === 'Acolhimento' && !ficha.ATIVO)
      pares.push(
        ...Object.entries(CAMPOS_DESACOLHIMENTO).map(([nome, campo]): [string, Celula] => [
          campo.rotulo,
          formatarNoRegistro(ficha, nome, campo),
        ]),
      );
    return pares.some(([, valor]) => valor) ? secao(titulo, campos(pares)) : [];
  });
}

/** `GET /relatorio-residente/{pessoa}/{residente}`: the resident's whole sheet; 404 unless the pair matches. */
export async function fichaResidente(
  db: Db,
  pedido: Pedido,
  codigoPessoa: number,
  codigoResidente: number,
): Promise<ArquivoPdf> {
  const ficha = await lerFicha(db, codigoPessoa, codigoResidente);
  const [familiares, convenios, beneficios] = await Promise.all([
    familiaresDe(db, codigoResidente),
    conveniosDe(db, codigoResidente),
    beneficiosDe(db, codigoResidente),
  ]);
  const nome = `${ficha.PESSOA.NOME} ${ficha.PESSOA.SOBRENOME}`;
  const conteudo: Content[] = [
    ...dadosDoResidente(ficha),
    ...secao(
      TITULO_ESTADIAS,
      tabela(
        [...COLUNAS_ESTADIAS],
        ficha.ESTADIAS.map((e) => [periodoDaEstadia(e), e.MOTIVO_DESACOLHIMENTO]),
      ),
    ),
    ...secao(
      'Familiares',
      tabelaOuNada(['Nome', 'Parentesco', 'Responsável', 'Telefones', 'Endereço e e-mail'], familiares, [
        '*',
        'auto',
        'auto',
        'auto',
        '*',
      ]),
    ),
    ...secao('Convênios', tabelaOuNada(['Convênio', 'Carteira', 'Titular', 'Validade'], convenios)),
    ...secao(
      'Benefícios',
      tabelaOuNada(['Benefício', 'Prova de vida', 'Banco / agência / conta'], beneficios),
    ),
  ];
  const pdf = await gerarPdf({
    titulo: `Ficha do residente - ${nome}`,
    emissao: await emissaoDe(db, pedido),
    conteudo,
  });
  return emitir(db, pedido, `residente/${codigoResidente}`, { nome: `Ficha - ${nome}.pdf`, pdf });
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
  const [residente] = rows;
  if (!residente) throw new NotFoundError();
  return fichaResidente(db, pedido, codigoPessoa, residente.codigo);
}

/** `GET /relatorio-convenios/{ativos|inativos}`: the plans' list as the section shows it. */
export async function relatorioConvenios(
  db: Db,
  pedido: Pedido,
  status: StatusRelatorio,
): Promise<ArquivoPdf> {
  const ativos = status === 'ativos';
  const { linhas } = await listarConvenios(db, ativos, { deslocamento: 0 });
  const colunas = ['Nome', 'Tipo', 'CNPJ', 'Telefone', 'Cidade', 'Residentes ativos'];
  const corpo: Celula[][] = linhas.map((c) => [
    c.NOME,
    rotulo(TIPOS_CONVENIO, c.TIPO),
    cnpjFormatado(c.CNPJ),
    telefoneFormatado(c.TELEFONE),
    c.CIDADE && `${c.CIDADE}/${c.ESTADO}`,
    c.RESIDENTES_ATIVOS,
    ...(ativos ? [] : [dataBr(c.DATA_INATIVACAO), c.MOTIVO_INATIVACAO]),
  ]);
  const titulo = `Convênios ${status}`;
  const conteudo: Content[] = [
    { text: `Total: ${linhas.length}`, margin: [0, 0, 0, 6] },
    tabela(ativos ? colunas : [...colunas, 'Inativação', 'Motivo'], corpo),
  ];
  const pdf = await gerarPdf({ titulo, emissao: await emissaoDe(db, pedido), conteudo, paisagem: !ativos });
  return emitir(db, pedido, `convenios/${status}`, { nome: `${titulo}.pdf`, pdf });
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
        ['Nome', plano.NOME],
        ['Tipo', rotulo(TIPOS_CONVENIO, plano.TIPO)],
        ['CNPJ', cnpjFormatado(plano.CNPJ)],
        ['Registro ANS', plano.REGISTRO_ANS],
        ['Site', plano.SITE],
        ['E-mail', plano.EMAIL],
        ['Situação', plano.ATIVO ? 'Ativo' : `Inativo desde ${dataBr(plano.DATA_INATIVACAO)}`],
        ['Motivo da inativação', plano.MOTIVO_INATIVACAO],
        ['Endereço', enderecoEmLinha(plano.ENDERECO)],
        ['Observações', plano.OBSERVACOES],
      ]),
    ),
    ...secao(
      'Telefones',
      tabelaOuNada(
        ['Número', 'Tipo', 'Observação'],
        plano.TELEFONE.map((t) => [telefoneFormatado(t.NUMERO), t.TIPO, t.OBSERVACAO]),
      ),
    ),
    ...secao(
      'Residentes',
      tabelaOuNada(
        ['Residente', 'Carteira', 'Situação'],
        rows.map((r) => [r.nome, r.numero, r.ativo ? 'Ativo' : 'Inativo']),
      ),
    ),
  ];
  const pdf = await gerarPdf({
    titulo: `Convênio - ${plano.NOME}`,
    emissao: await emissaoDe(db, pedido),
    conteudo,
  });
  return emitir(db, pedido, `convenio/${codigo}`, { nome: `Convênio - ${plano.NOME}.pdf`, pdf });
}
