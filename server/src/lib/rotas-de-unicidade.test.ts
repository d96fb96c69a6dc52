import {
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_DEPENDENTE,
  CAMPOS_FUNCIONARIO,
  CAMPOS_PESSOA,
  CAMPOS_RESIDENTE,
  CAMPOS_USUARIO,
  type Campo,
} from '@acolher/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';

/**
 * The web checks a field as it is typed at the route its catalogue entry names (docs/produto.md §5): a route
 * renamed on the server would leave the check asking a 404 and saying nothing. Every catalogue's
 * check must be a registered POST.
 */
const CATALOGOS: Record<string, Readonly<Record<string, Campo>>> = {
  CAMPOS_PESSOA,
  CAMPOS_RESIDENTE,
  CAMPOS_CERTIDAO_CASAMENTO,
  CAMPOS_FUNCIONARIO,
  CAMPOS_CONTA_BANCARIA,
  CAMPOS_DEPENDENTE,
  CAMPOS_USUARIO,
};

let t: TestApp;
const postados = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({
    aoRegistrarRota: (rota: RouteOptions) => {
      if ([rota.method].flat().includes('POST')) postados.add(rota.url);
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('verificações de unicidade do catálogo', () => {
  it('cada rota que um campo do catálogo verifica é um POST do servidor', () => {
    const rotas = Object.entries(CATALOGOS).flatMap(([nome, catalogo]) =>
      Object.entries(catalogo).flatMap(([campo, c]) =>
        c.unicidade ? [`${nome}.${campo} ${c.unicidade.rota}`] : [],
      ),
    );
    expect(rotas.length).toBeGreaterThanOrEqual(10);
    expect(rotas.filter((r) => !postados.has(r.split(' ')[1] ?? ''))).toEqual([]);
  });
});
