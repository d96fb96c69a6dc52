import { cpfDaBase } from '@acolher/contract';
import { count, notInArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { auditoria, endereco, pessoa, telefone } from '../../src/db/schema.ts';
import {
  beneficio,
  certidaoCasamento,
  enderecoFamiliar,
  familiar,
  residente,
  residenteConvenio,
  residenteFamiliar,
  telefoneFamiliar,
  telefoneParentesco,
} from '../../src/db/tabelas/residentes.ts';
import { ACOES_DE_NEGACAO } from './auditoria.ts';
import type { SessaoDeTeste } from './sessoes.ts';

/** Test support: valid residents with distinct documents, and row counts to prove nothing was written. */

let sequencia = 100_000_000;
/** A valid CPF never handed out before in this process. */
export function novoCpf(): string {
  sequencia += 1;
  return cpfDaBase(String(sequencia).padStart(9, '0'));
}

/** Request bodies as a client sends them (z.input of preprocessed fields is `unknown`, so no contract type). */
export type Corpo = Record<string, unknown>;

export function novaPessoa(extra: Corpo = {}): Corpo {
  return { NOME: 'José', SOBRENOME: 'da Silva', DATA_NASCIMENTO: '1940-05-12', ESTADO_CIVIL: 'S', ...extra };
}

export function novoResidente(extra: Corpo = {}): Corpo {
  return { PESSOA: novaPessoa(), DATA_ACOLHIMENTO: '2024-01-10', ...extra };
}

export async function criarResidente(
  app: FastifyInstance,
  s: SessaoDeTeste,
  corpo: Corpo = novoResidente(),
): Promise<{ CODIGO_RESIDENTE: number; PESSOA_CODIGO: number }> {
  const r = await app.inject({ method: 'POST', url: '/residente', headers: s.headers, payload: corpo });
  if (r.statusCode !== 201) throw new Error(`residente não criado: ${r.statusCode} ${r.body}`);
  return r.json();
}

const TABELAS = {
  pessoa,
  residente,
  certidaoCasamento,
  familiar,
  residenteFamiliar,
  endereco,
  enderecoFamiliar,
  telefone,
  telefoneFamiliar,
  residenteConvenio,
  telefoneParentesco,
  beneficio,
  auditoria,
};

/** Rows of each of `tabelas`, by the names they are given. */
export async function contarLinhasDe(
  db: Db,
  tabelas: Record<string, PgTable>,
): Promise<Record<string, number>> {
  const pares = await Promise.all(
    Object.entries(tabelas).map(async ([nome, tabela]) => {
      // Denials are audited by design (decision 0033): a refused request writes nothing else.
      const semNegacoes =
        tabela === auditoria ? notInArray(auditoria.ACAO, [...ACOES_DE_NEGACAO]) : undefined;
      const [linha] = await db.select({ n: count() }).from(tabela).where(semNegacoes);
      return [nome, linha?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(pares);
}

/** Rows of every table the residents section writes (the audit log included). */
export function contarLinhas(db: Db): Promise<Record<string, number>> {
  return contarLinhasDe(db, TABELAS);
}
