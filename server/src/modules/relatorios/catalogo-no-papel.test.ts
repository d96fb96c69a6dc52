import {
  CAMPOS_ACOMPANHAMENTO,
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_CONVENIO,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  CAMPOS_PROPRIOS_ACOMPANHAMENTO,
  CAMPOS_RESIDENTE,
  type Campo,
  type Catalogo,
  SECOES_FUNCIONARIO,
  SECOES_RESIDENTE,
  type Secao,
} from '@acolher/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { corpoCompleto } from '../../../test/support/catalogo.ts';
import { textoDasPaginas } from '../../../test/support/pdf-texto.ts';
import { entrarComoAdministrador, type SessaoDeTeste } from '../../../test/support/sessoes.ts';

/**
 * Every catalogued field reaches the answer and the paper (decision 0054): a record made with every
 * field of its catalogues filled answers each of them, and its sheet prints each label. A field the
 * answer or a report leaves out (or a report labels by hand) fails here; so does a follow-up's field
 * its edit does not write or its previous version does not keep.
 */

let t: TestApp;
let s: SessaoDeTeste;

beforeAll(async () => {
  t = await buildTestApp();
  s = await entrarComoAdministrador(t);
});
afterAll(() => t.close());

async function criar(url: string, corpo: Record<string, unknown>) {
  const resposta = await t.app.inject({ method: 'POST', url, headers: s.headers, payload: corpo });
  expect(resposta.statusCode, resposta.body.slice(0, 300)).toBe(201);
  return resposta.json();
}

async function textoDoPdf(url: string): Promise<string> {
  const resposta = await t.app.inject({ method: 'GET', url, headers: s.headers });
  expect(resposta.statusCode, resposta.body.slice(0, 200)).toBe(200);
  return (await textoDasPaginas(resposta.rawPayload)).join(' ');
}

/** The catalogue's fields the answer lacks, or holds empty although they were sent. */
const faltamNaResposta = (resposta: Record<string, unknown>, catalogo: Catalogo<string>) =>
  Object.keys(catalogo).filter((nome) => resposta[nome] === undefined || resposta[nome] === null);

/**
 * The labels of the sections the text lacks. The RG's UF prints with its issuer, as written
 * ("Órgão emissor do RG: SSP/CE"), not under its own label.
 */
const faltamNoPapel = (texto: string, secoes: Secao[]) =>
  secoes
    .flatMap((secao) => secao.campos.map(({ campo }) => campo))
    .filter((campo) => campo !== CAMPOS_PESSOA.UF_RG && !texto.includes(campo.rotulo))
    .map((campo) => campo.rotulo);

describe('cada campo do catálogo está na resposta e no PDF', () => {
  it('residente: a resposta e a ficha', async () => {
    const residente = await criar('/residente', {
      PESSOA: corpoCompleto(CAMPOS_PESSOA, { ESTADO_CIVIL: 'C', DATA_NASCIMENTO: '1940-05-12' }),
      ...corpoCompleto(CAMPOS_RESIDENTE),
      CERTIDAO_CASAMENTO: corpoCompleto(CAMPOS_CERTIDAO_CASAMENTO),
    });
    expect(faltamNaResposta(residente, CAMPOS_RESIDENTE)).toEqual([]);
    expect(faltamNaResposta(residente.PESSOA, CAMPOS_PESSOA)).toEqual([]);
    expect(faltamNaResposta(residente.CERTIDAO_CASAMENTO, CAMPOS_CERTIDAO_CASAMENTO)).toEqual([]);
    const texto = await textoDoPdf(
      `/relatorio-residente/${residente.PESSOA_CODIGO}/${residente.CODIGO_RESIDENTE}`,
    );
    expect(faltamNoPapel(texto, SECOES_RESIDENTE)).toEqual([]);
  });

  it('funcionário: a resposta e a ficha', async () => {
    const funcionario = await criar('/funcionario', {
      PESSOA: corpoCompleto(CAMPOS_PESSOA, { DATA_NASCIMENTO: '1980-05-12' }),
      ...corpoCompleto(CAMPOS_FUNCIONARIO),
      CONTA: corpoCompleto(CAMPOS_CONTA_BANCARIA),
    });
    expect(faltamNaResposta(funcionario, CAMPOS_FUNCIONARIO)).toEqual([]);
    expect(faltamNaResposta(funcionario.PESSOA, CAMPOS_PESSOA)).toEqual([]);
    expect(faltamNaResposta(funcionario.CONTA, CAMPOS_CONTA_BANCARIA)).toEqual([]);
    const texto = await textoDoPdf(
      `/relatorio-funcionario/${funcionario.PESSOA_CODIGO}/${funcionario.CODIGO_FUNCIONARIO}`,
    );
    expect(faltamNoPapel(texto, SECOES_FUNCIONARIO)).toEqual([]);
  });

  it('convênio: a resposta e a ficha', async () => {
    const convenio = await criar('/convenio', corpoCompleto(CAMPOS_CONVENIO));
    expect(faltamNaResposta(convenio, CAMPOS_CONVENIO)).toEqual([]);
    const texto = await textoDoPdf(`/relatorio-convenio/${convenio.CODIGO}`);
    expect(
      faltamNoPapel(texto, [
        { titulo: '', campos: Object.values(CAMPOS_CONVENIO).map((campo) => ({ nome: '', campo })) },
      ]),
    ).toEqual([]);
  });

  it('acompanhamento: a resposta e o prontuário', async () => {
    const residente = await criar('/residente', {
      PESSOA: corpoCompleto(CAMPOS_PESSOA, { ESTADO_CIVIL: 'S', DATA_NASCIMENTO: '1940-05-12' }),
      DATA_ACOLHIMENTO: '2024-01-10',
    });
    const funcionario = await criar('/funcionario', {
      PESSOA: corpoCompleto(CAMPOS_PESSOA, { DATA_NASCIMENTO: '1980-05-12' }),
      // The home has one technical responsible, the employee of the test before.
      ...corpoCompleto(CAMPOS_FUNCIONARIO, { RESPONSAVEL_TECNICO: false }),
    });
    const participantes = {
      FUNCIONARIOS: [funcionario.CODIGO_FUNCIONARIO],
      RESIDENTES: [residente.CODIGO_RESIDENTE],
    };
    const acompanhamento = await criar(
      '/acompanhamentos',
      corpoCompleto(CAMPOS_ACOMPANHAMENTO, participantes),
    );
    expect(faltamNaResposta(acompanhamento, CAMPOS_ACOMPANHAMENTO)).toEqual([]);
    const texto = await textoDoPdf(`/api/v1/assists/${residente.CODIGO_RESIDENTE}`);
    // The participants sign in their own column, "Participantes e assinaturas", under their names.
    const proprios = Object.entries<Campo>(CAMPOS_PROPRIOS_ACOMPANHAMENTO);
    const secao = { titulo: '', campos: proprios.map(([nome, campo]) => ({ nome, campo })) };
    expect(faltamNoPapel(texto, [secao])).toEqual([]);

    // An edit that leaves out every optional field: the previous version keeps each, the row empties each.
    const obrigatorios = proprios.filter(([, campo]) => campo.obrigatorio).map(([nome]) => nome);
    const edicao = await t.app.inject({
      method: 'PUT',
      url: `/acompanhamento-editar/${acompanhamento.CODIGO}`,
      headers: s.headers,
      payload: {
        ...Object.fromEntries(obrigatorios.map((nome) => [nome, acompanhamento[nome]])),
        ...participantes,
        VERSAO: acompanhamento.VERSAO,
      },
    });
    expect(edicao.statusCode, edicao.body.slice(0, 300)).toBe(200);
    const editado = edicao.json();
    expect(faltamNaResposta(editado.HISTORICO[0], CAMPOS_PROPRIOS_ACOMPANHAMENTO)).toEqual([]);
    const naoApagados = proprios.filter(([nome, campo]) => !campo.obrigatorio && editado[nome] !== null);
    expect(naoApagados.map(([nome]) => nome)).toEqual([]);
  });
});
