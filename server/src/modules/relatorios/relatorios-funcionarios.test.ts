import { MENSAGENS } from '@acolher/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { linhasDoPdf, textoDasPaginas, textoForaDaPagina } from '../../../test/support/pdf-texto.ts';
import {
  entrarComoAdministrador,
  entrarComoEquipe,
  type SessaoDeTeste,
} from '../../../test/support/sessoes.ts';
import {
  auditoria,
  contaBancaria,
  dependente,
  endereco,
  enderecoPessoa,
  funcionario,
  periodoDeTrabalhoAnterior,
  pessoa,
  telefone,
  telefonePessoa,
} from '../../db/schema.ts';

let t: TestApp;
let administrador: SessaoDeTeste;
let equipe: SessaoDeTeste;
const ids = { pessoa: 0, funcionario: 0, outraPessoa: 0, inativo: 0, pessoaInativa: 0 };

function baixar(url: string, sessao: SessaoDeTeste = administrador) {
  return t.app.inject({ method: 'GET', url, headers: sessao.headers });
}

async function pdfDe(url: string) {
  const resposta = await baixar(url);
  expect(resposta.statusCode, resposta.body.slice(0, 200)).toBe(200);
  expect(resposta.headers['content-type']).toBe('application/pdf');
  return { resposta, texto: (await textoDasPaginas(resposta.rawPayload)).join(' ') };
}

async function novoFuncionario(
  dadosPessoa: Partial<typeof pessoa.$inferInsert> & { NOME: string; SOBRENOME: string },
  dados: Partial<typeof funcionario.$inferInsert> = {},
) {
  const [p] = await t.db
    .insert(pessoa)
    .values({ DATA_NASCIMENTO: '1984-05-17', ...dadosPessoa })
    .returning({ CODIGO: pessoa.CODIGO });
  const PESSOA_CODIGO = p?.CODIGO ?? 0;
  const [f] = await t.db
    .insert(funcionario)
    .values({ PESSOA_CODIGO, CARGO: 'Cuidador(a)', DATA_ADMISSAO: '2021-08-02', ...dados })
    .returning({ CODIGO: funcionario.CODIGO_FUNCIONARIO });
  return { pessoa: PESSOA_CODIGO, funcionario: f?.CODIGO ?? 0 };
}

/** Marta's whole record: person, job, council, documents, two phones, an address, two dependants, an account. */
async function fichaCompleta() {
  const marta = await novoFuncionario(
    { NOME: 'Marta', SOBRENOME: 'Ribeiro da Conceição', CPF: '52998224725', SEXO: 'F', RG: '2007123456' },
    {
      CARGO: 'Técnico(a) de enfermagem',
      VINCULO: 'clt',
      DATA_ADMISSAO: '2020-03-02',
      RESPONSAVEL_TECNICO: true,
      CONSELHO_SIGLA: 'COREN',
      CONSELHO_NUMERO: '123.456',
      CONSELHO_UF: 'CE',
      CONSELHO_VALIDADE: '2026-12-31',
      PIS: '12345678919',
      CTPS: '7654321',
      SERIE_CTPS: '0042',
    },
  );
  const telefones = await t.db
    .insert(telefone)
    .values([
      { NUMERO: '85998765432', TIPO: 'celular' },
      { NUMERO: '8532223344', TIPO: 'recado', OBSERVACAO: 'Vizinha Dona Lurdes' },
    ])
    .returning();
  await t.db
    .insert(telefonePessoa)
    .values(telefones.map((tel) => ({ PESSOA_CODIGO: marta.pessoa, TELEFONE_CODIGO: tel.CODIGO })));
  const [end] = await t.db
    .insert(endereco)
    .values({
      LOGRADOURO: 'Rua São José',
      NUMERO: '45',
      BAIRRO: 'Benfica',
      CIDADE: 'Fortaleza',
      ESTADO: 'CE',
      CEP: '60020181',
    })
    .returning();
  await t.db
    .insert(enderecoPessoa)
    .values({ PESSOA_CODIGO: marta.pessoa, ENDERECO_CODIGO: end?.CODIGO ?? 0 });
  await t.db.insert(dependente).values([
    {
      CODIGO_FUNCIONARIO: marta.funcionario,
      NOME: 'Pedro',
      SOBRENOME: 'Ribeiro',
      DATA_NASCIMENTO: '2015-09-30',
      PARENTESCO: 'Filho',
      CPF: '11144477735',
      NUMERO_CERTIDAO_NASCIMENTO: '4321',
      LIVRO_CERTIDAO_NASCIMENTO: 'A-12',
      FOLHA_CERTIDAO_NASCIMENTO: '34',
      CIDADE_CERTIDAO_NASCIMENTO: 'Maracanaú',
      ESTADO_CERTIDAO_NASCIMENTO: 'CE',
    },
    {
      CODIGO_FUNCIONARIO: marta.funcionario,
      NOME: 'Ângela',
      SOBRENOME: 'Ribeiro',
      DATA_NASCIMENTO: '2019-01-05',
    },
  ]);
  await t.db.insert(contaBancaria).values({
    CODIGO_FUNCIONARIO: marta.funcionario,
    BANCO: '001 - Banco do Brasil',
    AGENCIA: '1234-5',
    CONTA: '56789-0',
    TIPO_CONTA: 'poupanca',
    CHAVE_PIX: 'marta@exemplo.org',
  });
  return marta;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { NOME_LAR: 'Lar São Vicente de Paulo', TZ_LAR: 'America/Sao_Paulo' } });
  administrador = await entrarComoAdministrador(t);
  equipe = await entrarComoEquipe(t);
  Object.assign(ids, await fichaCompleta());
  ids.outraPessoa = (await novoFuncionario({ NOME: 'João', SOBRENOME: 'Batista' })).pessoa;
  const inativo = await novoFuncionario(
    { NOME: 'Zuleica', SOBRENOME: 'Prado' },
    { ATIVO: false, DATA_DEMISSAO: '2024-06-30', MOTIVO_DEMISSAO: 'Pedido de demissão' },
  );
  ids.inativo = inativo.funcionario;
  ids.pessoaInativa = inativo.pessoa;
});
afterAll(async () => {
  await t.close();
});

describe('ficha do funcionário', () => {
  it('traz pessoa, cargo, vínculo, conselho com validade, RT, PIS/CTPS, telefones, endereço, dependentes e conta', async () => {
    const { resposta, texto } = await pdfDe(`/relatorio-funcionario/${ids.pessoa}/${ids.funcionario}`);
    expect(resposta.headers['content-disposition']).toContain(
      "filename*=UTF-8''Ficha%20do%20funcion%C3%A1rio%20-%20Marta%20Ribeiro%20da%20Concei%C3%A7%C3%A3o.pdf",
    );
    for (const trecho of [
      'Lar São Vicente de Paulo',
      'Ficha do funcionário - Marta Ribeiro da Conceição',
      'Nome: Marta',
      'CPF: 529.982.247-25',
      'Cargo: Técnico(a) de enfermagem',
      'Vínculo: CLT',
      'Data de admissão: 02/03/2020',
      'Responsável técnico: Sim',
      'Conselho: COREN',
      'Número no conselho: 123.456',
      'UF do conselho: CE',
      'Validade da inscrição: 31/12/2026',
      'PIS: 123.45678.91-9',
      'CTPS: 7654321',
      'Série da CTPS: 0042',
      '(85) 99876-5432 Celular',
      '(85) 3222-3344 Recado Vizinha Dona Lurdes',
      'Rua São José, 45 - Benfica - Fortaleza/CE - CEP 60020-181',
      'Banco: 001 - Banco do Brasil',
      'Agência: 1234-5',
      'Conta: 56789-0',
      'Tipo de conta: Poupança',
      'Chave PIX: marta@exemplo.org',
    ])
      expect(texto).toContain(trecho);
    expect(texto).not.toContain('Data da demissão');
  });

  it('traz cada dependente com os campos da certidão de nascimento', async () => {
    const { texto } = await pdfDe(`/relatorio-funcionario/${ids.pessoa}/${ids.funcionario}`);
    const dependentes = texto.slice(texto.indexOf('Dependentes'));
    for (const trecho of [
      'Ângela Ribeiro',
      'Data de nascimento: 05/01/2019',
      'Pedro Ribeiro',
      'Data de nascimento: 30/09/2015',
      'Parentesco: Filho',
      'CPF: 111.444.777-35',
      'Matrícula (32 dígitos) ou termo antigo: 4321',
      'Livro: A-12',
      'Folha: 34',
      'Cidade do cartório: Maracanaú',
      'UF do cartório: CE',
    ])
      expect(dependentes).toContain(trecho);
  });

  it('de um funcionário demitido traz a data e o motivo da demissão; sem contatos diz "Nenhum registro"', async () => {
    const { texto } = await pdfDe(`/relatorio-funcionario/${ids.pessoaInativa}/${ids.inativo}`);
    expect(texto).toContain('Data da demissão: 30/06/2024');
    expect(texto).toContain('Motivo da demissão: Pedido de demissão');
    expect(texto).toContain('Telefones Nenhum registro');
    expect(texto).toContain('Dependentes Nenhum registro');
  });

  it('responde 404 quando pessoa e funcionário não combinam, e 400 para códigos malformados', async () => {
    expect((await baixar(`/relatorio-funcionario/${ids.outraPessoa}/${ids.funcionario}`)).statusCode).toBe(
      404,
    );
    expect((await baixar(`/relatorio-funcionario/${ids.pessoa}/999999`)).statusCode).toBe(404);
    expect((await baixar('/report-funcionario?codigo_funcionario=999999')).statusCode).toBe(404);
    expect((await baixar(`/relatorio-funcionario/abc/${ids.funcionario}`)).statusCode).toBe(400);
    expect((await baixar('/report-funcionario?codigo_funcionario=1&extra=2')).statusCode).toBe(400);
  });

  it('registra cada emissão na auditoria', async () => {
    await pdfDe(`/report-funcionario?codigo_funcionario=${ids.funcionario}`);
    const eventos = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.ACAO, 'emitir'), eq(auditoria.REGISTRO, `funcionario/${ids.funcionario}`)));
    expect(eventos.length).toBeGreaterThan(0);
    expect(eventos[0]?.DETALHES).toMatchObject({
      arquivo: 'Ficha do funcionário - Marta Ribeiro da Conceição.pdf',
    });
  });
});

describe('listas de funcionários', () => {
  it('ativos e inativos separados, como a tela os lista: nome, cargo, admissão, CPF; e a demissão', async () => {
    const { resposta, texto } = await pdfDe('/relatorio-funcionarios/ativos');
    expect(resposta.headers['content-disposition']).toContain('filename="Funcionarios ativos.pdf"');
    expect(texto).toContain('Funcionários ativos');
    expect(texto).toContain('Total: 2');
    expect(texto).toContain('Nome Cargo Admissão CPF');
    expect(await linhasDoPdf(resposta.rawPayload)).toContainEqual(
      expect.stringContaining(
        'Marta Ribeiro da Conceição Técnico(a) de enfermagem 02/03/2020 529.982.247-25',
      ),
    );
    expect(texto.indexOf('João Batista')).toBeLessThan(texto.indexOf('Marta'));
    expect(texto).not.toContain('Zuleica');
    const inativos = await pdfDe('/relatorio-funcionarios/inativos');
    expect(inativos.texto).toContain('Funcionários inativos');
    expect(inativos.texto).toContain('Nome Cargo Admissão CPF Demissão Motivo');
    expect(inativos.texto).toContain('Zuleica Prado Cuidador(a) 02/08/2021 30/06/2024 Pedido de demissão');
    expect(inativos.texto).not.toContain('Marta');
  });

  it('aceita 1 e 0 pelo caminho e pelo alias; status desconhecido responde 400', async () => {
    expect((await pdfDe('/relatorio-funcionarios/1')).texto).toContain('Funcionários ativos');
    expect((await pdfDe('/relatorio-funcionarios/0')).texto).toContain('Zuleica Prado');
    expect((await pdfDe('/report-funcionarios?status_funcionario=0')).texto).toContain(
      'Funcionários inativos',
    );
    expect((await pdfDe('/report-funcionarios?status_funcionario=1')).texto).toContain('Marta');
    for (const url of [
      '/relatorio-funcionarios/todos',
      '/report-funcionarios?status_funcionario=2',
      '/report-funcionarios',
    ])
      expect((await baixar(url)).statusCode, url).toBe(400);
  });

  it('imprimem só quem a busca acha (cada palavra, sem acento), com a busca sob o título', async () => {
    const { texto } = await pdfDe('/relatorio-funcionarios/ativos?busca=conceicao%20marta');
    expect(texto).toContain('Busca: “conceicao marta”');
    expect(texto).toContain('Total: 1');
    expect(texto).toContain('Marta Ribeiro');
    expect(texto).not.toContain('João Batista');
    const alias = await pdfDe('/report-funcionarios?status_funcionario=ativos&busca=batista');
    expect(alias.texto).toContain('João Batista');
    expect(alias.texto).not.toContain('Marta');
  });

  it('com nome, cargo e motivo longos, nada passa da margem: o motivo, última coluna, sai inteiro', async () => {
    await novoFuncionario(
      { NOME: 'Maria Aparecida', SOBRENOME: 'dos Santos Albuquerque Cavalcante de Menezes' },
      {
        CARGO: 'Auxiliar administrativo de recursos humanos e departamento pessoal',
        ATIVO: false,
        DATA_DEMISSAO: '2025-02-01',
        MOTIVO_DEMISSAO: 'Fim do contrato de prestação de serviços, sem renovação prevista pela direção',
      },
    );
    const { resposta } = await pdfDe('/relatorio-funcionarios/inativos');
    expect(await textoForaDaPagina(resposta.rawPayload)).toEqual([]);
    const texto = (await textoDasPaginas(resposta.rawPayload)).join(' ');
    expect(texto).toContain('renovação prevista pela direção');
  });
});

describe('cada relatório de funcionários e seu alias', () => {
  const pares = () =>
    [
      [
        `/relatorio-funcionario/${ids.pessoa}/${ids.funcionario}`,
        `/report-funcionario?codigo_funcionario=${ids.funcionario}`,
      ],
      ['/relatorio-funcionarios/ativos', '/report-funcionarios?status_funcionario=ativos'],
      [
        '/relatorio-funcionarios/inativos?busca=prado',
        '/report-funcionarios?status_funcionario=0&busca=prado',
      ],
    ] as const;

  it('dão um PDF anexo de mesmo nome e mesmo texto, fora o instante da emissão', async () => {
    const semEmissao = (texto: string) => texto.replace(/Emitido por administrador em \S+ \S+/g, '');
    for (const [caminho, alias] of pares()) {
      const original = await pdfDe(caminho);
      const copia = await pdfDe(alias);
      const disposicao = original.resposta.headers['content-disposition'];
      expect(copia.resposta.headers['content-disposition'], alias).toBe(disposicao);
      expect(semEmissao(copia.texto), alias).toBe(semEmissao(original.texto));
    }
  });

  it('a equipe recebe 403 em todos, com qualquer parâmetro, e nada é emitido nem auditado como emissão', async () => {
    const urls = [
      ...pares().flat(),
      '/relatorio-funcionarios/1?busca=marta',
      `/relatorio-funcionario/${ids.outraPessoa}/${ids.funcionario}`,
      '/report-funcionario?codigo_funcionario=999999',
      '/relatorio-funcionarios/todos',
    ];
    const emissoesAntes = await contarEmissoes();
    for (const url of urls) {
      const resposta = await baixar(url, equipe);
      expect(resposta.statusCode, url).toBe(403);
      expect(resposta.headers['content-type'], url).toMatch(/^application\/json/);
      expect(resposta.json(), url).toEqual({ message: MENSAGENS.naoAutorizado });
    }
    expect(await contarEmissoes()).toBe(emissoesAntes);
  });

  it('sem sessão, 401', async () => {
    for (const url of pares().flat()) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

async function contarEmissoes(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from auditoria where acao = 'emitir'`,
  );
  return rows[0]?.n ?? 0;
}

// Last: the employee it adds would change the lists' counts above.
describe('ficha de quem foi readmitido', () => {
  it('lista cada período de trabalho, o atual por último, com o motivo de cada demissão (decisão 0045)', async () => {
    const voltou = await novoFuncionario(
      { NOME: 'Iracema', SOBRENOME: 'Lopes' },
      { DATA_ADMISSAO: '2024-03-01' },
    );
    await t.db.insert(periodoDeTrabalhoAnterior).values([
      {
        CODIGO_FUNCIONARIO: voltou.funcionario,
        DATA_ADMISSAO: '2019-02-04',
        DATA_DEMISSAO: '2021-07-30',
        MOTIVO_DEMISSAO: 'Mudou de cidade',
      },
      {
        CODIGO_FUNCIONARIO: voltou.funcionario,
        DATA_ADMISSAO: '2022-01-10',
        DATA_DEMISSAO: '2023-12-15',
        MOTIVO_DEMISSAO: 'Fim do contrato',
      },
    ]);
    const { texto } = await pdfDe(`/relatorio-funcionario/${voltou.pessoa}/${voltou.funcionario}`);
    const periodos = texto.slice(texto.indexOf('Períodos de trabalho'));
    expect(periodos).toMatch(
      /^Períodos de trabalho Período Motivo da demissão 04\/02\/2019 a 30\/07\/2021 Mudou de cidade 10\/01\/2022 a 15\/12\/2023 Fim do contrato desde 01\/03\/2024 /,
    );
  });
});
