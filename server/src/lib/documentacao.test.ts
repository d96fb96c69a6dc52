import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CAMPOS_DEPENDENTE,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  COOKIES,
  XSRF_HEADER,
} from '@acolher/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TestApp } from '../../test/support/app.ts';
import { caminhoNoDocumento, type Documento, type Esquema } from '../../test/support/documento.ts';
import { appComRotas, chamadasDe, nomeDa } from '../../test/support/rotas.ts';
import { entrarComoAdministrador } from '../../test/support/sessoes.ts';

let t: TestApp;
let rotas: RouteOptions[] = [];
let documento: Documento;

beforeAll(async () => {
  ({ t, rotas } = await appComRotas());
  documento = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
});

/** Where a node sits in a value: an object's key, or an array's first item. */
type Passo = string | 0;

/** A value with an empty object (or array item) at `caminho`, and nothing else. */
function vazioEm(caminho: Passo[]): unknown {
  const [passo, ...resto] = caminho;
  if (passo === undefined) return {};
  return passo === 0 ? [vazioEm(resto)] : { [passo]: vazioEm(resto) };
}

interface Problema {
  code: string;
  path: PropertyKey[];
  errors?: Problema[][];
}
/** zod's problems, those inside each branch of a union too, with their whole path. */
function problemas(lista: Problema[], base: PropertyKey[] = []): PropertyKey[][] {
  return lista.flatMap((p) => [
    [...base, ...p.path],
    ...(p.errors ?? []).flatMap((ramo) => problemas(ramo, [...base, ...p.path])),
  ]);
}

/**
 * The keys the route's own schema refuses to do without at `caminho`: the body with an empty object
 * there is parsed by the schema the validator runs, and each key it complains about, right under
 * `caminho`, is required.
 */
function exigidosPeloEsquema(esquema: z.ZodType, caminho: Passo[]): string[] {
  const resultado = esquema.safeParse(vazioEm(caminho));
  if (resultado.success) return [];
  const exigidos = problemas(resultado.error.issues as unknown as Problema[])
    .filter((p) => p.length === caminho.length + 1 && caminho.every((passo, i) => p[i] === passo))
    .map((p) => String(p.at(-1)));
  return [...new Set(exigidos)].sort();
}

/** Every object of a body's document schema, with where it sits. */
function* objetos(no: Esquema, caminho: Passo[] = []): Generator<{ no: Esquema; caminho: Passo[] }> {
  if (no.properties) {
    yield { no, caminho };
    for (const [chave, filho] of Object.entries(no.properties)) yield* objetos(filho, [...caminho, chave]);
  }
  if (no.items) yield* objetos(no.items, [...caminho, 0]);
  for (const ramo of [...(no.anyOf ?? []), ...(no.oneOf ?? [])]) yield* objetos(ramo, caminho);
}

describe('o documento OpenAPI diz o que cada corpo exige', () => {
  it("the document's `required` is, for every body of every route, exactly what the schema refuses to do without", () => {
    const mentiras: string[] = [];
    let corpos = 0;
    for (const chamada of chamadasDe(rotas)) {
      const corpo = chamada.rota.schema?.body as z.ZodType | undefined;
      const operacao = documento.paths[caminhoNoDocumento(chamada.molde)]?.[chamada.metodo.toLowerCase()];
      const noDoc = operacao?.requestBody?.content['application/json']?.schema;
      if (!corpo || !noDoc) continue;
      corpos += 1;
      for (const { no, caminho } of objetos(noDoc)) {
        const documentados = [...(no.required ?? [])].sort();
        const exigidos = exigidosPeloEsquema(corpo, caminho);
        if (JSON.stringify(documentados) !== JSON.stringify(exigidos)) {
          const onde = [nomeDa(chamada), ...caminho].join(' ');
          const aMais = documentados.filter((c) => !exigidos.includes(c));
          const aMenos = exigidos.filter((c) => !documentados.includes(c));
          mentiras.push(`${onde}: documentados a mais [${aMais}], a menos [${aMenos}]`);
        }
      }
    }
    expect(corpos).toBeGreaterThan(60);
    expect(mentiras).toEqual([]);
  });

  it('a route whose body the document leaves out takes an empty one', () => {
    const recusamVazio = chamadasDe(rotas)
      .filter((chamada) => {
        const corpo = chamada.rota.schema?.body as z.ZodType | undefined;
        const operacao = documento.paths[caminhoNoDocumento(chamada.molde)]?.[chamada.metodo.toLowerCase()];
        return corpo && operacao && !operacao.requestBody && !corpo.safeParse({}).success;
      })
      .map(nomeDa);
    expect(recusamVazio).toEqual([]);
  });

  it("each query parameter is documented as required exactly when the route's query schema refuses to do without it", () => {
    const mentiras: string[] = [];
    let consultas = 0;
    for (const chamada of chamadasDe(rotas)) {
      const consulta = chamada.rota.schema?.querystring as z.ZodType | undefined;
      const operacao = documento.paths[caminhoNoDocumento(chamada.molde)]?.[chamada.metodo.toLowerCase()];
      if (!consulta || !operacao) continue;
      consultas += 1;
      const parametros = (operacao.parameters ?? []).filter((p) => p.in === 'query');
      const documentados = parametros.filter((p) => p.required).map((p) => p.name);
      const exigidos = exigidosPeloEsquema(consulta, []);
      if (JSON.stringify(documentados.sort()) !== JSON.stringify(exigidos))
        mentiras.push(`${nomeDa(chamada)}: documentados [${documentados}], exigidos [${exigidos}]`);
      // Every key the schema knows is listed (an unknown one answers 400, decision 0018).
      const conhecidas = Object.keys((consulta as unknown as { shape?: object }).shape ?? {});
      const faltam = conhecidas.filter((chave) => !parametros.some((p) => p.name === chave));
      if (faltam.length > 0) mentiras.push(`${nomeDa(chamada)}: sem documentar [${faltam}]`);
    }
    expect(consultas).toBeGreaterThan(10);
    expect(mentiras).toEqual([]);
  });

  it('POST /funcionario documents only the fields a body without them is refused for', () => {
    const corpo = documento.paths['/funcionario']?.post?.requestBody?.content['application/json']?.schema;
    // PESSOA or PESSOA_CODIGO, one of them: the rule is the object's, not a field's.
    expect(corpo?.required).toEqual(['CARGO', 'DATA_ADMISSAO']);
    expect(corpo?.properties?.PESSOA?.required).toEqual(['NOME', 'SOBRENOME', 'DATA_NASCIMENTO']);
  });

  it('the real app takes a POST /funcionario of only those fields: 201', async () => {
    const { token } = await entrarComoAdministrador(t);
    const resposta = await t.app.inject({
      method: 'POST',
      url: '/funcionario',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        CARGO: 'Cuidadora',
        DATA_ADMISSAO: '2024-03-01',
        PESSOA: { NOME: 'Rita', SOBRENOME: 'Souza', DATA_NASCIMENTO: '1980-05-02' },
      },
    });
    expect(resposta.statusCode, resposta.body).toBe(201);
  });
});

describe('o que cada operação faz, e quem pode chamá-la', () => {
  it('every operation says what it does, in Portuguese', () => {
    const semResumo: string[] = [];
    for (const [caminho, metodos] of Object.entries(documento.paths))
      for (const [metodo, op] of Object.entries(metodos))
        if (!op.summary || op.summary.length < 10) semResumo.push(`${metodo} ${caminho}`);
    expect(semResumo).toEqual([]);
    expect(documento.paths['/residente']?.post?.summary).toMatch(/^Cadastra/);
  });

  it("declares the web app's cookie with its XSRF header and the Bearer token, each route by its config.acesso", () => {
    expect(documento.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: COOKIES.token },
      xsrf: { type: 'apiKey', in: 'header', name: XSRF_HEADER },
    });
    expect(documento.paths['/login/']?.post?.security).toEqual([]);
    expect(documento.paths['/health']?.get?.security).toEqual([]);
    expect(documento.paths['/residente/{id}']?.get?.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(documento.paths['/residente/{id}']?.put?.security).toEqual([
      { bearer: [] },
      { cookie: [], xsrf: [] },
    ]);
    const semSeguranca = chamadasDe(rotas)
      .filter((c) => c.acesso !== 'publico')
      .filter(
        (c) => !documento.paths[caminhoNoDocumento(c.molde)]?.[c.metodo.toLowerCase()]?.security?.length,
      )
      .map(nomeDa);
    expect(semSeguranca.filter((n) => !n.startsWith('HEAD'))).toEqual([]);
  });

  it("a field's description is its catalogue label, nested or not", () => {
    const corpo = documento.paths['/funcionario']?.post?.requestBody?.content['application/json']?.schema;
    expect(corpo?.properties?.CARGO?.description).toBe(CAMPOS_FUNCIONARIO.CARGO.rotulo);
    expect(corpo?.properties?.PESSOA?.properties?.UF_RG?.description).toBe(CAMPOS_PESSOA.UF_RG.rotulo);
    expect(corpo?.properties?.PESSOA?.properties?.UF_NATURALIDADE?.description).toBe(
      CAMPOS_PESSOA.UF_NATURALIDADE.rotulo,
    );
  });

  it("a uniqueness check's fields are described by the catalogue of the field it checks", () => {
    const corpo = (caminho: string) =>
      documento.paths[caminho]?.post?.requestBody?.content['application/json']?.schema?.properties;
    expect(corpo('/pessoa/cpf')?.CPF?.description).toBe(CAMPOS_PESSOA.CPF.rotulo);
    expect(corpo('/dependente/rg')?.RG?.description).toBe(CAMPOS_DEPENDENTE.RG.rotulo);
    expect(corpo('/dependente/rg')?.NOME?.description).toBe(CAMPOS_DEPENDENTE.NOME.rotulo);
  });

  it('every body, query and path field of every route has a description', () => {
    const semDescricao: string[] = [];
    for (const [caminho, metodos] of Object.entries(documento.paths))
      for (const [metodo, op] of Object.entries(metodos)) {
        const onde = `${metodo.toUpperCase()} ${caminho}`;
        for (const p of op.parameters ?? [])
          if ((p.in === 'path' || p.in === 'query') && !p.description)
            semDescricao.push(`${onde} ${p.in} ${p.name}`);
        const corpo = op.requestBody?.content['application/json']?.schema;
        for (const { no, caminho: noCaminho } of corpo ? objetos(corpo) : [])
          for (const [chave, filho] of Object.entries(no.properties ?? {}))
            if (!filho.description) semDescricao.push(`${onde} ${[...noCaminho, chave].join('.')}`);
      }
    expect(semDescricao).toEqual([]);
  });

  it('a write without a body shows none', () => {
    expect(documento.paths['/residente-ativar/{id}']?.delete?.requestBody).toBeUndefined();
  });
});

describe('/docs/json comprimido', () => {
  it('answers brotli or gzip to a client that accepts it, the same document', async () => {
    const pedir = (codificacao?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/docs/json',
        headers: codificacao ? { 'accept-encoding': codificacao } : {},
      });
    const simples = await pedir();
    expect(simples.headers['content-encoding']).toBeUndefined();
    const br = await pedir('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(simples.body);
    const gzip = await pedir('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(simples.body);
    expect(br.rawPayload.length).toBeLessThan(simples.rawPayload.length / 20);
    // Made once: every answer sends the same kept bytes.
    expect((await pedir('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });
});
