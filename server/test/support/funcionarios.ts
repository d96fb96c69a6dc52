import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { auditoria, endereco, pessoa, telefone } from '../../src/db/schema.ts';
import { contaBancaria, dependente, funcionario } from '../../src/db/tabelas/funcionarios.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { type Corpo, contarLinhasDe, novaPessoa, novoCpf } from './residentes.ts';
import { entrarComoAdministrador, enviarComo, type SessaoDeTeste } from './sessoes.ts';

/** Test support for the employees section: the app with a signed-in administrator, bodies, row counts. */

export interface Administracao {
  t: TestApp;
  s: SessaoDeTeste;
  enviar: ReturnType<typeof enviarComo>;
}

/**
 * For the test file that calls it (at top level): the app on a fresh database and an administrator
 * (PERMISSAO 1) signed in before the tests, closed after them. Read its fields inside the tests.
 */
export function comAdministrador(): Administracao {
  const estado = {} as Administracao;
  estado.enviar = enviarComo(
    () => estado.t,
    () => estado.s,
  );
  beforeAll(async () => {
    estado.t = await buildTestApp();
    estado.s = await entrarComoAdministrador(estado.t);
  });
  afterAll(async () => {
    await estado.t.close();
  });
  return estado;
}

/** A nested `POST /funcionario` body: a nursing technician with a phone, an address and an account. */
export function novoFuncionario(extra: Corpo = {}): Corpo {
  return {
    PESSOA: novaPessoa({ NOME: 'Joana', SOBRENOME: 'Prado', DATA_NASCIMENTO: '1988-02-03', CPF: novoCpf() }),
    CARGO: 'Técnico(a) de enfermagem',
    VINCULO: 'clt',
    DATA_ADMISSAO: '2023-05-02',
    CONSELHO_SIGLA: 'COREN',
    CONSELHO_NUMERO: '123456',
    CONSELHO_UF: 'SP',
    CONSELHO_VALIDADE: '2027-05-31',
    TELEFONE: [{ NUMERO: '(11) 98888-7777', TIPO: 'celular' }],
    ENDERECO: [{ LOGRADOURO: 'Rua das Flores', NUMERO: '10', CIDADE: 'São Paulo', ESTADO: 'SP' }],
    CONTA: { BANCO: '001', AGENCIA: '1234', CONTA: '98765-0' },
    ...extra,
  };
}

const TABELAS = { pessoa, funcionario, contaBancaria, dependente, telefone, endereco, auditoria };

/** Rows of every table the employees section writes (the audit log included). */
export function contarLinhasDeFuncionarios(db: Db): Promise<Record<string, number>> {
  return contarLinhasDe(db, TABELAS);
}
