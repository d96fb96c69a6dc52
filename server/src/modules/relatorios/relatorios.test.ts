import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { saudeDuranteODiagrama, tomarOGeradorDePdf } from '../../../test/support/pdf.ts';
import { linhasDoPdf, textoDasPaginas } from '../../../test/support/pdf-texto.ts';
import { entrarComoEquipe, type SessaoDeTeste } from '../../../test/support/sessoes.ts';
import {
  auditoria,
  beneficio,
  certidaoCasamento,
  convenio,
  endereco,
  enderecoFamiliar,
  familiar,
  pessoa,
  residente,
  residenteConvenio,
  residenteFamiliar,
  telefone,
  telefoneFamiliar,
  telefoneParentesco,
} from '../../db/schema.ts';

let t: TestApp;
let equipe: SessaoDeTeste;
const ids = { pessoa: 0, residente: 0, outraPessoa: 0, convenio: 0 };

async function baixar(url: string) {
  const resposta = await t.app.inject({ method: 'GET', url, headers: equipe.headers });
  return resposta;
}

async function pdfDe(url: string) {
  const resposta = await baixar(url);
  expect(resposta.statusCode, resposta.body.slice(0, 200)).toBe(200);
  expect(resposta.headers['content-type']).toBe('application/pdf');
  return { resposta, paginas: await textoDasPaginas(resposta.rawPayload) };
}

async function novoResidente(
  nome: string,
  sobrenome: string,
  extra: Partial<typeof pessoa.$inferInsert> = {},
  ativo = true,
) {
  const [p] = await t.db
    .insert(pessoa)
    .values({ NOME: nome, SOBRENOME: sobrenome, DATA_NASCIMENTO: '1941-07-09', ...extra })
    .returning({ CODIGO: pessoa.CODIGO });
  const [r] = await t.db
    .insert(residente)
    .values({
      PESSOA_CODIGO: p?.CODIGO ?? 0,
      DATA_ACOLHIMENTO: '2020-03-15',
      ATIVO: ativo,
      DATA_DESACOLHIMENTO: ativo ? null : '2024-06-30',
      MOTIVO_DESACOLHIMENTO: ativo ? null : 'Retorno à família',
    })
    .returning({ CODIGO: residente.CODIGO_RESIDENTE });
  return { pessoa: p?.CODIGO ?? 0, residente: r?.CODIGO ?? 0 };
}

/** A responsible relative of the resident, with phones and an address, as the sheet reads them. */
async function familiarDe(
  residenteCodigo: number,
  pessoa: typeof familiar.$inferInsert,
  PARENTESCO: string,
  numeros: string[],
  enderecoDoFamiliar: typeof endereco.$inferInsert,
) {
  const [f] = await t.db.insert(familiar).values(pessoa).returning();
  const FAMILIAR_CODIGO = f?.CODIGO ?? 0;
  await t.db
    .insert(residenteFamiliar)
    .values({ RESIDENTE_CODIGO: residenteCodigo, FAMILIAR_CODIGO, PARENTESCO, RESPONSAVEL: true });
  const telefones = await t.db
    .insert(telefone)
    .values(numeros.map((NUMERO) => ({ NUMERO })))
    .returning();
  await t.db
    .insert(telefoneFamiliar)
    .values(telefones.map((tel) => ({ FAMILIAR_CODIGO, TELEFONE_CODIGO: tel.CODIGO })));
  const [end] = await t.db.insert(endereco).values(enderecoDoFamiliar).returning();
  await t.db.insert(enderecoFamiliar).values({ FAMILIAR_CODIGO, ENDERECO_CODIGO: end?.CODIGO ?? 0 });
}

/** José's whole record: person, documents, certificate, a relative with phone and address, a plan, a benefit. */
async function fichaCompleta() {
  const jose = await novoResidente('José', 'da Conceição', {
    CPF: '52998224725',
    SEXO: 'M',
    ESTADO_CIVIL: 'V',
    NOME_MAE: 'Maria Antônia',
    NATURALIDADE: 'São João del-Rei',
    UF_NATURALIDADE: 'MG',
  });
  await t.db
    .update(residente)
    .set({ CARTAO_SUS: '898001160660001', TITULO_ELEITOR: '004356870906', NUMERO_INSS: '12345678901' })
    .where(eq(residente.CODIGO_RESIDENTE, jose.residente));
  await t.db
    .insert(certidaoCasamento)
    .values({ CODIGO_RESIDENTE: jose.residente, NUMERO: '1234', NOME_CONJUGE: 'Inês Conceição' });
  await familiarDe(jose.residente, { NOME: 'Ângela', SOBRENOME: 'Conceição' }, 'Filha', ['11987654321'], {
    LOGRADOURO: 'Rua São Bento',
    NUMERO: '12',
    CIDADE: 'Jundiaí',
    ESTADO: 'SP',
    CEP: '13201000',
    REFERENCIA: 'Em frente à padaria',
  });
  const [plano] = await t.db
    .insert(convenio)
    .values({ NOME: 'Saúde Solidária', CNPJ: '11222333000181' })
    .returning();
  await t.db.insert(residenteConvenio).values({
    RESIDENTE_CODIGO: jose.residente,
    CONVENIO_CODIGO: plano?.CODIGO ?? 0,
    NUMERO_CONVENIO: 'CART-0042',
  });
  await t.db.insert(beneficio).values({
    CODIGO_RESIDENTE: jose.residente,
    NOME_BENEFICIO: 'Aposentadoria por idade',
    PROVAS_VIDA: '2025-08-01',
    NUMERO_BENEFICIO: '1234567890',
  });
  return { ...jose, convenio: plano?.CODIGO ?? 0 };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { NOME_LAR: 'Lar São Vicente de Paulo', TZ_LAR: 'America/Sao_Paulo' } });
  equipe = await entrarComoEquipe(t);
  const jose = await fichaCompleta();
  Object.assign(ids, { pessoa: jose.pessoa, residente: jose.residente, convenio: jose.convenio });
  ids.outraPessoa = (await novoResidente('Conceição', 'Aparecida', {}, false)).pessoa;
});
afterAll(async () => {
  await t.close();
});

describe('ficha do residente', () => {
  it('traz pessoa, documentos, certidão, familiares, convênios e benefícios, com acentos e nome de arquivo', async () => {
    const { resposta, paginas } = await pdfDe(`/relatorio-residente/${ids.pessoa}/${ids.residente}`);
    expect(resposta.headers['content-disposition']).toBe(
      `attachment; filename="Ficha - Jose da Conceicao.pdf"; filename*=UTF-8''Ficha%20-%20Jos%C3%A9%20da%20Concei%C3%A7%C3%A3o.pdf`,
    );
    const texto = paginas.join(' ');
    for (const trecho of [
      'Lar São Vicente de Paulo',
      'Ficha do residente - José da Conceição',
      'Emitido por equipe em',
      'Página 1 de 1',
      'Nome: José',
      'Sobrenome: da Conceição',
      'Data de nascimento: 09/07/1941',
      'Estado civil: Viúvo',
      'Naturalidade: São João del-Rei',
      'UF da naturalidade: MG',
      'Nome da mãe: Maria Antônia',
      'CPF: 529.982.247-25',
      'Cartão SUS: 898 0011 6066 0001',
      'Título de eleitor: 0043 5687 0906',
      'Certidão de casamento',
      'Nome do cônjuge: Inês Conceição',
      'Ângela Conceição Filha Sim (11) 98765-4321',
      'Rua São Bento, 12 - Jundiaí/SP - CEP 13201-000',
      'Saúde Solidária CART-0042 O próprio residente',
      'Aposentadoria por idade (NB 123.456.789-0) 01/08/2025',
    ]) {
      expect(texto).toContain(trecho);
    }
    expect(texto, 'o estado civil no sexo do residente, como na tela').not.toContain('Viúvo(a)');
    expect(texto).toMatch(/Emitido por equipe em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });

  it('traz o ponto de referência do endereço, o NIT/PIS e o número do benefício (NB)', async () => {
    const texto = (await pdfDe(`/relatorio-residente/${ids.pessoa}/${ids.residente}`)).paginas.join(' ');
    expect(texto).toContain('Jundiaí/SP - CEP 13201-000 - Referência: Em frente à padaria');
    expect(texto).toContain('NIT/PIS (nº INSS): 123.45678.90-1');
    expect(texto).toContain('Aposentadoria por idade (NB 123.456.789-0)');
    expect(texto).toContain('Estadias');
    expect(texto).toContain('desde 15/03/2020');
  });

  it('o alias /report-residente?codigo_pessoa dá o mesmo arquivo', async () => {
    const { resposta, paginas } = await pdfDe(`/report-residente?codigo_pessoa=${ids.pessoa}`);
    expect(resposta.headers['content-disposition']).toContain('Ficha - Jose da Conceicao.pdf');
    expect(paginas.join(' ')).toContain('Nome do cônjuge: Inês Conceição');
  });

  it('responde 404 quando pessoa e residente não combinam, e 400 para códigos malformados', async () => {
    expect((await baixar(`/relatorio-residente/${ids.outraPessoa}/${ids.residente}`)).statusCode).toBe(404);
    expect((await baixar('/relatorio-residente/999999/999999')).statusCode).toBe(404);
    expect((await baixar('/report-residente?codigo_pessoa=999999')).statusCode).toBe(404);
    expect((await baixar('/relatorio-residente/abc/1')).statusCode).toBe(400);
    expect((await baixar('/report-residente')).statusCode).toBe(400);
    expect((await baixar('/report-residente?codigo_pessoa=-3')).statusCode).toBe(400);
  });

  it('registra cada emissão na auditoria', async () => {
    await pdfDe(`/relatorio-residente/${ids.pessoa}/${ids.residente}`);
    const eventos = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.ACAO, 'emitir'), eq(auditoria.REGISTRO, `residente/${ids.residente}`)));
    expect(eventos.length).toBeGreaterThan(0);
    expect(eventos[0]?.DETALHES).toEqual({ arquivo: 'Ficha - José da Conceição.pdf' });
  });
});

/** Raimundo's sheet: what a reader missed or misread on paper (decision 0005). */
async function fichaDeRaimundo() {
  const raimundo = await novoResidente('Raimundo', 'Nonato Braga', {
    RG: '2001234567',
    ORGAO_EMISSOR_RG: 'SSP',
    UF_RG: 'CE',
  });
  await familiarDe(
    raimundo.residente,
    {
      NOME: 'Francisca Aparecida',
      SOBRENOME: 'dos Santos Albuquerque Cavalcante',
      EMAIL: 'francisca.cavalcante@exemplo.com.br',
    },
    'Sobrinha',
    ['88998765432', '8835210000'],
    {
      LOGRADOURO: 'Rua Doutor José Bezerra de Menezes Filho',
      NUMERO: '1234',
      COMPLEMENTO: 'Apartamento 302 Bloco B',
      BAIRRO: 'Centro',
      CIDADE: 'Juazeiro do Norte',
      ESTADO: 'CE',
      CEP: '63010000',
    },
  );
  const [telefoneDoPlano] = await t.db.insert(telefone).values({ NUMERO: '88999990000' }).returning();
  const planos = await t.db
    .insert(convenio)
    .values([{ NOME: 'Plano Cariri' }, { NOME: 'Unimed Sul' }])
    .returning();
  const vinculos = await t.db
    .insert(residenteConvenio)
    .values([
      {
        RESIDENTE_CODIGO: raimundo.residente,
        CONVENIO_CODIGO: planos[0]?.CODIGO ?? 0,
        NUMERO_CONVENIO: 'CART-7',
      },
      {
        RESIDENTE_CODIGO: raimundo.residente,
        CONVENIO_CODIGO: planos[1]?.CODIGO ?? 0,
        NUMERO_CONVENIO: 'US-99',
        TITULAR: false,
        NOME_TITULAR: 'Pedro Braga',
        PARENTESCO_TITULAR: 'Filho',
      },
    ])
    .returning();
  await t.db.insert(telefoneParentesco).values({
    RESIDENTE_CONVENIO_CODIGO: vinculos[0]?.CODIGO ?? 0,
    TELEFONE_CODIGO: telefoneDoPlano?.CODIGO ?? 0,
  });
  await t.db.insert(beneficio).values({
    CODIGO_RESIDENTE: raimundo.residente,
    NOME_BENEFICIO: 'BPC',
    PROVAS_VIDA: '2026-03-01',
    VALOR: '1518.00',
  });
  return raimundo;
}

describe('ficha do residente como a tela a mostra', () => {
  let linhas: string[];
  let texto: string;
  beforeAll(async () => {
    const raimundo = await fichaDeRaimundo();
    const resposta = await baixar(`/relatorio-residente/${raimundo.pessoa}/${raimundo.residente}`);
    expect(resposta.statusCode).toBe(200);
    linhas = await linhasDoPdf(resposta.rawPayload);
    texto = linhas.join(' ');
  });

  it('traz o valor dos benefícios e os telefones dos convênios', () => {
    expect(linhas.find((l) => l.includes('BPC'))).toContain('R$ 1.518,00');
    expect(linhas.find((l) => l.includes('Plano Cariri'))).toContain('(88) 99999-0000');
  });

  it('diz quem é o titular como a tela: "O próprio residente", ou o titular e o parentesco', () => {
    expect(linhas.find((l) => l.includes('Plano Cariri'))).toContain('CART-7 O próprio residente');
    expect(linhas.find((l) => l.includes('Unimed Sul'))).toContain('US-99 Pedro Braga — Filho');
  });

  it('não quebra um telefone entre linhas', () => {
    expect(linhas.some((l) => l.includes('(88) 99876-5432'))).toBe(true);
    expect(linhas.some((l) => l.includes('(88) 3521-0000'))).toBe(true);
  });

  it('põe o e-mail do familiar em linha própria, fora do endereço', () => {
    const email = linhas.find((l) => l.includes('francisca.cavalcante@exemplo.com.br'));
    expect(email).not.toMatch(/CEP|Juazeiro|Rua/);
    expect(texto).toContain('63010-000');
  });

  it('escreve o órgão emissor do RG com a UF: SSP/CE', () => {
    expect(texto).toContain('Órgão emissor do RG: SSP/CE');
    expect(texto).not.toContain('UF do RG');
  });

  it('na lista, o nome longo cabe na coluna Nome sem quebrar', async () => {
    const lista = await baixar('/relatorio-residentes/ativos?busca=raimundo');
    expect((await linhasDoPdf(lista.rawPayload)).some((l) => l.includes('Raimundo Nonato Braga'))).toBe(true);
    await novoResidente('Maria Aparecida', 'dos Santos Albuquerque Cavalcante de Menezes');
    const longa = await baixar('/relatorio-residentes/ativos?busca=albuquerque+menezes');
    expect(await linhasDoPdf(longa.rawPayload)).toContainEqual(
      expect.stringContaining('Maria Aparecida dos Santos Albuquerque Cavalcante de Menezes'),
    );
  });
});

describe('listas de residentes', () => {
  it('ativos e inativos separados, com acentos e total', async () => {
    const ativos = (await pdfDe('/relatorio-residentes/ativos')).paginas.join(' ');
    expect(ativos).toContain('Residentes ativos');
    expect(ativos).toContain('José da Conceição 09/07/1941');
    expect(ativos).not.toContain('Conceição Aparecida');
    const { resposta, paginas } = await pdfDe('/report-residentes?status_residente=inativos');
    expect(resposta.headers['content-disposition']).toContain(`filename="Residentes inativos.pdf"`);
    const inativos = paginas.join(' ');
    expect(inativos).toContain('Conceição Aparecida');
    expect(inativos).toContain('30/06/2024 Retorno à família');
    expect(inativos).not.toContain('José da Conceição');
  });

  it('aceita 1 e 0, os valores que o cliente original enviava, como ativos e inativos', async () => {
    const ativos = (await pdfDe('/relatorio-residentes/1')).paginas.join(' ');
    expect(ativos).toContain('Residentes ativos');
    expect(ativos).toContain('José da Conceição');
    const { resposta, paginas } = await pdfDe('/report-residentes?status_residente=0');
    expect(resposta.headers['content-disposition']).toContain(`filename="Residentes inativos.pdf"`);
    expect(paginas.join(' ')).toContain('Conceição Aparecida');
    expect((await pdfDe('/report-convenios?status_convenio=1')).resposta.statusCode).toBe(200);
    expect((await baixar('/relatorio-residentes/2')).statusCode).toBe(400);
  });

  it('status desconhecido responde 400', async () => {
    expect((await baixar('/relatorio-residentes/todos')).statusCode).toBe(400);
    expect((await baixar('/report-residentes?status_residente=2')).statusCode).toBe(400);
    expect((await baixar('/report-residentes')).statusCode).toBe(400);
  });
});

describe('listas com a busca da tela', () => {
  it('imprimem só quem a busca acha, com a busca no cabeçalho de cada página', async () => {
    await novoResidente('Joselito', 'Ferreira');
    const { paginas } = await pdfDe(
      `/relatorio-residentes/ativos?busca=${encodeURIComponent('conceição JOSE')}`,
    );
    const texto = paginas.join(' ');
    expect(texto).toContain('Residentes ativos Busca: “conceição JOSE”');
    expect(texto).toContain('Total: 1');
    expect(texto).toContain('José da Conceição');
    expect(texto).not.toContain('Joselito');
    const todos = (await pdfDe('/relatorio-residentes/ativos')).paginas.join(' ');
    expect(todos).toContain('Joselito Ferreira');
    expect(todos).not.toContain('Busca:');

    const inativos = await pdfDe('/relatorio-residentes/inativos?busca=aparecida+conceicao');
    expect(inativos.paginas.join(' ')).toContain('Conceição Aparecida');
    const alias = await pdfDe('/report-residentes?status_residente=inativos&busca=aparecida+conceicao');
    expect(alias.paginas.join(' ')).toContain('Busca: “aparecida conceicao”');
    expect(alias.resposta.headers['content-disposition']).toContain('filename="Residentes inativos.pdf"');
    expect((await pdfDe('/relatorio-residentes/inativos?busca=jose')).paginas.join(' ')).toContain(
      'Total: 0',
    );
  });

  it('valem nos convênios; curingas digitados valem como texto; busca longa demais é 400', async () => {
    const achado = (await pdfDe('/relatorio-convenios/ativos?busca=solidaria+saude')).paginas.join(' ');
    expect(achado).toContain('Convênios ativos Busca: “solidaria saude”');
    expect(achado).toContain('Saúde Solidária');
    const alias = (await pdfDe('/report-convenios?status_convenio=ativos&busca=solidaria')).paginas.join(' ');
    expect(alias).toContain('Saúde Solidária');
    const curinga = (await pdfDe('/relatorio-convenios/ativos?busca=%25')).paginas.join(' ');
    expect(curinga).toContain('Total: 0');
    expect(curinga).not.toContain('Saúde Solidária');
    expect((await baixar(`/relatorio-residentes/ativos?busca=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await baixar('/relatorio-residentes/ativos?nome=x')).statusCode).toBe(400);
  });

  it('a auditoria guarda a busca com a emissão', async () => {
    await pdfDe('/relatorio-residentes/ativos?busca=conceicao');
    const [evento] = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.ACAO, 'emitir'), eq(auditoria.REGISTRO, 'residentes/ativos')))
      .orderBy(desc(auditoria.CODIGO))
      .limit(1);
    expect(evento?.DETALHES).toEqual({ arquivo: 'Residentes ativos.pdf', busca: 'conceicao' });
  });
});

describe('relatórios de convênios', () => {
  it('a lista e a ficha de um convênio, pelo caminho e pelos aliases', async () => {
    const lista = await pdfDe('/relatorio-convenios/ativos');
    expect(lista.paginas.join(' ')).toContain('Saúde Solidária Plano de saúde 11.222.333/0001-81');
    const alias = await pdfDe('/report-convenios?status_convenio=ativos');
    expect(alias.paginas.join(' ')).toContain('Saúde Solidária');
    expect((await pdfDe('/relatorio-convenios/inativos')).paginas.join(' ')).not.toContain('Saúde Solidária');

    const ficha = await pdfDe(`/relatorio-convenio/${ids.convenio}`);
    expect(ficha.resposta.headers['content-disposition']).toContain(
      `filename*=UTF-8''Conv%C3%AAnio%20-%20Sa%C3%BAde%20Solid%C3%A1ria.pdf`,
    );
    const texto = ficha.paginas.join(' ');
    expect(texto).toContain('Convênio - Saúde Solidária');
    expect(texto).toContain('CNPJ: 11.222.333/0001-81');
    expect(texto).toContain('José da Conceição CART-0042 Ativo');
    expect((await pdfDe(`/report-convenio?codigo_convenio=${ids.convenio}`)).paginas.join(' ')).toContain(
      'José da Conceição',
    );
  });

  it('404 para convênio desconhecido, 400 para malformado', async () => {
    expect((await baixar('/relatorio-convenio/999999')).statusCode).toBe(404);
    expect((await baixar('/report-convenio?codigo_convenio=999999')).statusCode).toBe(404);
    expect((await baixar('/relatorio-convenio/x')).statusCode).toBe(400);
    expect((await baixar('/report-convenios?status_convenio=ativo')).statusCode).toBe(400);
  });
});

describe('cada relatório e seu alias', () => {
  const pares = () =>
    [
      [
        `/relatorio-residente/${ids.pessoa}/${ids.residente}`,
        `/report-residente?codigo_pessoa=${ids.pessoa}`,
      ],
      ['/relatorio-residentes/ativos', '/report-residentes?status_residente=ativos'],
      ['/relatorio-residentes/inativos', '/report-residentes?status_residente=inativos'],
      ['/relatorio-convenios/ativos', '/report-convenios?status_convenio=ativos'],
      ['/relatorio-convenios/inativos', '/report-convenios?status_convenio=inativos'],
      [`/relatorio-convenio/${ids.convenio}`, `/report-convenio?codigo_convenio=${ids.convenio}`],
    ] as const;

  it('dão um PDF anexo de mesmo nome e mesmo texto, fora o instante da emissão', async () => {
    const semEmissao = (paginas: string[]) => paginas.join(' ').replace(/Emitido por equipe em \S+ \S+/g, '');
    for (const [caminho, alias] of pares()) {
      const original = await pdfDe(caminho);
      const copia = await pdfDe(alias);
      const disposicao = original.resposta.headers['content-disposition'];
      expect(disposicao, caminho).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
      expect(copia.resposta.headers['content-disposition'], alias).toBe(disposicao);
      expect(semEmissao(copia.paginas), alias).toBe(semEmissao(original.paginas));
    }
  });

  it('sem sessão, 401', async () => {
    for (const url of pares().flat()) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('volume', () => {
  it('2.000 residentes: o cabeçalho da tabela se repete em cada página e as páginas são numeradas', async () => {
    await t.db.execute(sql`
      with novas as (
        insert into pessoa (nome, sobrenome, data_nascimento)
        select 'Residente', 'Conceição ' || lpad(g::text, 4, '0'), date '1935-01-01' + g
          from generate_series(1, 2000) g returning codigo)
      insert into residente (pessoa_codigo) select codigo from novas`);
    const inicio = performance.now();
    const resposta = await baixar('/relatorio-residentes/ativos');
    const ms = performance.now() - inicio;
    console.info(`PDF de 2.001 residentes: ${Math.round(ms)} ms`);
    // A generous ceiling that still catches an accidental quadratic layout on a loaded machine.
    expect(ms).toBeLessThan(20_000);
    const paginas = await textoDasPaginas(resposta.rawPayload);
    expect(paginas.length).toBeGreaterThan(20);
    paginas.forEach((texto, i) => {
      expect(texto).toContain('Nome Nascimento Idade CPF Acolhimento');
      expect(texto).toContain(`Página ${i + 1} de ${paginas.length}`);
    });
    expect(paginas[1]).toContain('Lar São Vicente de Paulo Residentes ativos');
    expect(paginas.join(' ')).toContain('Residente Conceição 2000');
  });

  it('9.500 residentes: a lista é diagramada fora do laço de eventos, e GET /health responde enquanto isso', async () => {
    await t.db.execute(sql`
      with novas as (
        insert into pessoa (nome, sobrenome, data_nascimento, cpf)
        select 'Acolhida', 'Volume ' || lpad(g::text, 4, '0'), date '1935-01-01' + g % 9000,
               lpad(g::text, 11, '0')
          from generate_series(1, 7500) g returning codigo)
      insert into residente (pessoa_codigo) select codigo from novas`);
    const resposta = await saudeDuranteODiagrama(t, () => baixar('/relatorio-residentes/ativos'));
    expect(resposta.statusCode).toBe(200);
    const paginas = await textoDasPaginas(resposta.rawPayload);
    expect(paginas.at(-1)).toContain(`Página ${paginas.length} de ${paginas.length}`);
    expect(paginas.join(' ')).toContain('Acolhida Volume 7500');
  }, 120_000);

  it('com o gerador de PDF tomado e a fila cheia, um relatório é 503 com mensagem clara, e nada é emitido', async () => {
    const tomados = tomarOGeradorDePdf();
    const antes = await t.db.select().from(auditoria).where(eq(auditoria.REGISTRO, 'residentes/ativos'));
    for (const url of [
      '/relatorio-residentes/ativos',
      `/relatorio-residente/${ids.pessoa}/${ids.residente}`,
    ]) {
      const resposta = await baixar(url);
      expect(resposta.statusCode, url).toBe(503);
      expect(resposta.json()).toEqual({
        message: 'Muitos relatórios sendo gerados; tente novamente em instantes',
      });
    }
    const depois = await t.db.select().from(auditoria).where(eq(auditoria.REGISTRO, 'residentes/ativos'));
    expect(depois).toHaveLength(antes.length);
    await tomados;
    expect((await baixar(`/relatorio-residente/${ids.pessoa}/${ids.residente}`)).statusCode).toBe(200);
  }, 120_000);

  it('a ficha do residente sai em poucos segundos mesmo com a máquina carregada', async () => {
    const inicio = performance.now();
    const resposta = await baixar(`/relatorio-residente/${ids.pessoa}/${ids.residente}`);
    const ms = performance.now() - inicio;
    console.info(`Ficha do residente: ${Math.round(ms)} ms`);
    expect(resposta.statusCode).toBe(200);
    expect(ms).toBeLessThan(3_000);
  });
});
