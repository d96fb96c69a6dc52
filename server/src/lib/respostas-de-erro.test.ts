import { MENSAGENS } from '@acolher/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/support/app.ts';
import { caminhoNoDocumento, type Documento, type Esquema } from '../../test/support/documento.ts';
import { appComRotas, chamadasDe, ehLeitura, nomeDa } from '../../test/support/rotas.ts';
import { entrarComoAdministrador, entrarComoEquipe, type SessaoDeTeste } from '../../test/support/sessoes.ts';
import { STATUS_DE_ERRO } from './respostas-de-erro.ts';

let t: TestApp;
let rotas: RouteOptions[] = [];
let documento: Documento;
let equipe: SessaoDeTeste;
let administrador: SessaoDeTeste;

beforeAll(async () => {
  ({ t, rotas } = await appComRotas());
  documento = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  equipe = await entrarComoEquipe(t);
  administrador = await entrarComoAdministrador(t);
});
afterAll(async () => {
  await t.close();
});

const operacao = (caminho: string, metodo: string) => documento.paths[caminho]?.[metodo];
const statusDe = (caminho: string, metodo: string) =>
  Object.keys(operacao(caminho, metodo)?.responses ?? {}).map(Number);
const motivo = (caminho: string, metodo: string, status: number) =>
  operacao(caminho, metodo)?.responses[status]?.description ?? '';
const operacoes = () =>
  Object.entries(documento.paths).flatMap(([caminho, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => ({ nome: `${metodo} ${caminho}`, op })),
  );

/** Error answers a route declares itself, with a body of its own. */
const PROPRIAS = ['delete /convenio/{id} 409', 'get /health 503'];

describe('error answers in the OpenAPI document (decision 0048)', () => {
  it('every error answer points to the one error body {message, errors, requestId}', () => {
    expect(Object.keys(documento.components.schemas.Erro?.properties ?? {})).toEqual([
      'message',
      'errors',
      'requestId',
    ]);
    const outros: string[] = [];
    for (const { nome, op } of operacoes())
      for (const [status, resposta] of Object.entries(op.responses))
        if (STATUS_DE_ERRO.includes(Number(status) as never) && !PROPRIAS.includes(`${nome} ${status}`))
          if (resposta.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Erro')
            outros.push(`${nome} ${status}`);
    expect(outros).toEqual([]);
  });

  it("keeps a route's own answer: DELETE /convenio/{id} answers 409 with emUso", () => {
    const propriedades = operacao('/convenio/{id}', 'delete')?.responses[409]?.content?.['application/json']
      ?.schema?.properties;
    expect(Object.keys(propriedades ?? {})).toEqual(['message', 'errors', 'requestId', 'emUso']);
  });

  it('every error answer says why, in Portuguese', () => {
    const semMotivo = operacoes().flatMap(({ nome, op }) =>
      Object.entries(op.responses)
        .filter(
          ([status, r]) => Number(status) >= 400 && (!r.description || r.description === 'Default Response'),
        )
        .map(([status]) => `${nome} ${status}`),
    );
    expect(semMotivo).toEqual([]);
  });

  it('a public route answers no 401 for want of a session, and no 403 unless it is a write', () => {
    expect(statusDe('/health', 'get')).toEqual([200, 400, 500, 503]);
    expect(motivo('/health', 'get', 400)).toBe(
      'A rota não recebe consulta nem corpo: uma chave enviada é recusada.',
    );
    expect(statusDe('/login/', 'post')).toEqual([200, 400, 401, 403, 429, 500, 503]);
  });

  it('a read without path parameters answers no 404, and a read no 409 or 422', () => {
    expect(statusDe('/turnos', 'get')).toEqual([200, 400, 401, 500, 503]);
    expect(statusDe('/convenio/{id}', 'get')).toEqual([200, 400, 401, 404, 500, 503]);
    // A row the team may not read is its service's refusal, declared by the route.
    expect(motivo('/residente/{id}', 'get', 403)).toBe(
      'O registro é de um funcionário: só o administrador o lê ou altera.',
    );
  });

  it('409 says why: a VERSAO that changed, a value already there', () => {
    expect(motivo('/residente/{id}', 'put', 409)).toContain('VERSAO desatualizada');
    expect(motivo('/pessoa', 'post', 409)).toContain('CPF');
    expect(statusDe('/telefone_familiar/{familiar}/{telefone}', 'delete')).not.toContain(409);
  });

  it("a create with a send key names the key's 422; the PDFs their threads' 503", () => {
    expect(motivo('/residente', 'post', 422)).toContain('idempotency-key');
    expect(motivo('/relatorio-residentes/{status}', 'get', 503)).toContain('geradores de PDF');
    expect(motivo('/residente/{id}', 'get', 503)).not.toContain('PDF');
    expect(motivo('/login/', 'post', 503)).toContain(MENSAGENS.servidorOcupado);
  });

  it('429 only on the routes that count requests per address', () => {
    const limitadas = chamadasDe(rotas)
      .filter((c) => c.rota.config?.rateLimit)
      .map((c) => `${c.metodo.toLowerCase()} ${caminhoNoDocumento(c.molde)}`)
      .sort();
    const com429 = operacoes()
      .filter(({ op }) => op.responses[429])
      .map(({ nome }) => nome)
      .sort();
    expect(com429).toEqual(limitadas);
    expect(com429).toContain('post /login/');
  });

  it('what a visitor without a session, and the team on every read, get answered is documented', async () => {
    const naoDocumentados: string[] = [];
    for (const chamada of chamadasDe(rotas)) {
      const metodo = chamada.metodo.toLowerCase();
      const op = operacao(caminhoNoDocumento(chamada.molde), metodo);
      if (!op) continue;
      const pedidos = [t.app.inject({ method: chamada.metodo, url: chamada.url })];
      if (ehLeitura(chamada))
        pedidos.push(
          t.app.inject({
            method: chamada.metodo,
            url: chamada.url,
            headers: { authorization: `Bearer ${equipe.token}` },
          }),
        );
      for (const resposta of await Promise.all(pedidos))
        if (!op.responses[resposta.statusCode])
          naoDocumentados.push(`${nomeDa(chamada)} ${resposta.statusCode}`);
    }
    expect(naoDocumentados).toEqual([]);
  });

  it('every write, given codes of records that do not exist, answers a status its document lists', async () => {
    const naoDocumentados: string[] = [];
    for (const { nome, op } of operacoes()) {
      const [metodo = '', caminho = ''] = nome.split(' ');
      // Signing out would end the walk's session.
      if (metodo === 'get' || caminho === '/logout') continue;
      const url = caminho.replace(
        /\{(\w+)\}/g,
        (_, p: string) => VALOR_DO_PARAMETRO[p] ?? String(INEXISTENTE),
      );
      const resposta = await t.app.inject({
        method: metodo.toUpperCase() as 'POST',
        url,
        headers: { authorization: `Bearer ${administrador.token}` },
        payload: corpoCom(op.requestBody?.content['application/json']?.schema) as object,
      });
      if (!op.responses[resposta.statusCode]) naoDocumentados.push(`${nome} ${resposta.statusCode}`);
    }
    expect(naoDocumentados).toEqual([]);
  });
});

const INEXISTENTE = 999_999;
const VALOR_DO_PARAMETRO: Record<string, string> = { token: 'x'.repeat(24), status: 'ativos', nome: 'Teste' };

/**
 * A body of the schema's shape: its required fields and every code, each code of a record that
 * does not exist, so each route meets its "not found" (or a refusal before it).
 */
function corpoCom(esquema: Esquema | undefined): unknown {
  if (!esquema) return undefined;
  if (esquema.anyOf) return corpoCom(esquema.anyOf[0]);
  if (esquema.type === 'array') return [corpoCom(esquema.items)];
  if (esquema.type === 'integer' || esquema.type === 'number') return INEXISTENTE;
  if (esquema.type === 'boolean') return false;
  if (esquema.enum) return esquema.enum[0];
  if (esquema.pattern?.includes('\\d{4}-')) return '2020-01-01';
  if (esquema.type !== 'object') return 'Teste';
  const campos = Object.entries(esquema.properties ?? {}).filter(
    ([chave, filho]) =>
      esquema.required?.includes(chave) || /codigo/i.test(chave) || filho.type === 'integer',
  );
  return Object.fromEntries(campos.map(([chave, filho]) => [chave, corpoCom(filho)]));
}
