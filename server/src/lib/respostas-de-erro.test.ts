import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import { STATUS_DE_ERRO } from './respostas-de-erro.ts';

interface Operacao {
  responses: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}
type Documento = { paths: Record<string, Record<string, Operacao>> };

let t: TestApp;
let documento: Documento;

beforeAll(async () => {
  t = await buildTestApp();
  documento = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
});

function propriedades(operacao: Operacao | undefined, status: number | string) {
  return Object.keys(operacao?.responses[status]?.content?.['application/json']?.schema?.properties ?? {});
}

describe('error answers in the OpenAPI document', () => {
  it.each([
    ['/residente/{id}', 'get'],
    ['/convenio', 'post'],
    ['/telefone_familiar/{familiar}/{telefone}', 'delete'],
    ['/beneficio/{residente}/{nome}', 'put'],
    ['/login/', 'post'],
  ])('%s %s shows {message, errors, requestId} for every error status', (caminho, metodo) => {
    const operacao = documento.paths[caminho]?.[metodo];
    expect(operacao, `${metodo} ${caminho}`).toBeDefined();
    for (const status of STATUS_DE_ERRO)
      expect(propriedades(operacao, status), `${status}`).toEqual(['message', 'errors', 'requestId']);
  });

  it("keeps a route's own answer: DELETE /convenio/{id} answers the shared 409 with emUso", () => {
    expect(propriedades(documento.paths['/convenio/{id}']?.delete, 409)).toEqual([
      'message',
      'errors',
      'requestId',
      'emUso',
    ]);
    expect(propriedades(documento.paths['/convenio/{id}']?.delete, 404)).toContain('errors');
  });

  it('every route of the API declares every error answer', () => {
    const faltas: string[] = [];
    let rotas = 0;
    for (const [caminho, metodos] of Object.entries(documento.paths)) {
      for (const [metodo, operacao] of Object.entries(metodos)) {
        rotas += 1;
        for (const status of STATUS_DE_ERRO)
          if (!operacao.responses[status]) faltas.push(`${metodo} ${caminho} ${status}`);
      }
    }
    expect(rotas).toBeGreaterThan(80);
    expect(faltas).toEqual([]);
  });
});
