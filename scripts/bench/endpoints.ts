import { sql } from 'drizzle-orm';
import type { Config } from '../../server/src/config.ts';
import type { Db } from '../../server/src/db/client.ts';
import { listarConvenios } from '../../server/src/modules/convenios/service.ts';
import { listarFuncionarios } from '../../server/src/modules/funcionarios/service.ts';
import { listarAniversariantes, listarProvasDeVida } from '../../server/src/modules/home/service.ts';
import { listarResidentes } from '../../server/src/modules/residentes/service.ts';

/** DESIGN §8: p99 limits per kind of endpoint; every endpoint must also answer with zero errors. */
export const BUDGETS = {
  lista: { kind: 'lista', p99Ms: 100 },
  escrita: { kind: 'escrita', p99Ms: 50 },
  // argon2id (m=19 MiB, t=2) is the cost of a login by design; issue 2 gives it 1 s at 10 connections.
  login: { kind: 'login', p99Ms: 1000 },
  // A PDF is laid out by pdfmake on the event loop; DESIGN §8 gives a report 1.5 s.
  relatorio: { kind: 'relatorio', p99Ms: 1500 },
  // The spec's whole array of 10,000 residents is 2.2 MB: at 50 connections its p99 is set by the
  // bytes, not by the app (decision 0016). Measured and shown, judged only on errors.
  listaInteira: { kind: 'lista inteira', p99Ms: null },
} as const;
export type Budget = (typeof BUDGETS)[keyof typeof BUDGETS];

/** The bench's own account, created before the load starts. */
export interface BenchUser {
  email: string;
  senha: string;
}

/**
 * The floor's SQL is what the app's own service sends: the bench calls this once against a recording
 * connection and the floor server replays the recorded statements with bare `pg`. Null: no floor
 * (login is argon2-bound; a floor would measure nothing the app can change).
 */
export type FloorQuery = ((db: Db, config: Config) => Promise<unknown>) | null;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query string, as sent. */
  path: string;
  /** Defaults to --connections (50). */
  connections?: number;
  budget: Budget;
  /** Sends `Authorization: Bearer` of a real login. */
  session: boolean;
  body?: (user: BenchUser) => unknown;
  floor: FloorQuery;
}

/** `POST /funcionario` as the employee's form sends it (issue 10). */
export const FUNCIONARIO_ANINHADO = {
  CARGO: 'Técnico(a) de enfermagem',
  VINCULO: 'clt',
  DATA_ADMISSAO: '2024-02-01',
  CONSELHO_SIGLA: 'COREN',
  CONSELHO_NUMERO: '123456',
  CONSELHO_UF: 'SP',
  CONSELHO_VALIDADE: '2027-06-30',
  PESSOA: { NOME: 'Carla', SOBRENOME: 'Bench da Silva', DATA_NASCIMENTO: '1988-04-12', SEXO: 'F' },
  TELEFONE: [{ NUMERO: '11987654321', TIPO: 'celular' }],
  ENDERECO: [
    { LOGRADOURO: 'Rua das Acácias', NUMERO: '120', CIDADE: 'Campinas', ESTADO: 'SP', CEP: '13010000' },
  ],
  CONTA: { BANCO: '001 - Banco do Brasil', AGENCIA: '1234', CONTA: '56789-0' },
} as const;

/** The residents' first page: in the list, and again beside prontuários being printed (issue 11). */
export const PAGINA_DE_RESIDENTES: Endpoint = {
  method: 'GET',
  path: '/residente?limite=10',
  budget: BUDGETS.lista,
  session: true,
  floor: (db) => listarResidentes(db, true, { limite: 10, deslocamento: 0 }),
};

/**
 * The volume seed's first resident: codes follow the insert order of one statement, it is active,
 * and the seed gives it ACOMPANHAMENTOS_DO_PRIMEIRO_RESIDENTE follow-ups (2,000 at the bench's volume).
 */
export const RESIDENTE_COM_ACOMPANHAMENTOS = 1;

/**
 * That resident's whole prontuário (DESIGN §8: 2,000 follow-ups in 1.5 s). Measured on its own
 * phase, one at a time and then five beside the residents' page (scripts/bench/prontuario.ts). No
 * floor: the time is the PDF's layout, and each print writes its audit row.
 */
export const PRONTUARIO: Endpoint = {
  method: 'GET',
  path: `/api/v1/assists/${RESIDENTE_COM_ACOMPANHAMENTOS}`,
  connections: 1,
  budget: BUDGETS.relatorio,
  session: true,
  floor: null,
};

/** One line per endpoint: each issue adds the endpoints it builds. */
export const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/health',
    budget: BUDGETS.lista,
    session: false,
    floor: (db) => db.execute(sql`select 1`),
  },
  {
    method: 'GET',
    path: '/prova-de-vida',
    budget: BUDGETS.lista,
    session: true,
    floor: (db, config) => listarProvasDeVida(db, config.TZ_LAR),
  },
  {
    method: 'GET',
    path: '/aniversariante',
    budget: BUDGETS.lista,
    session: true,
    floor: (db, config) => listarAniversariantes(db, config.TZ_LAR),
  },
  {
    method: 'GET',
    path: '/convenio',
    budget: BUDGETS.lista,
    session: true,
    floor: (db) => listarConvenios(db, true, { deslocamento: 0 }),
  },
  // The spec's whole array, the first page the web opens, and a page deep in the list.
  {
    method: 'GET',
    path: '/residente',
    budget: BUDGETS.listaInteira,
    session: true,
    floor: (db) => listarResidentes(db, true, { deslocamento: 0 }),
  },
  PAGINA_DE_RESIDENTES,
  {
    method: 'GET',
    path: '/residente?limite=10&deslocamento=5000',
    budget: BUDGETS.lista,
    session: true,
    floor: (db) => listarResidentes(db, true, { limite: 10, deslocamento: 5000 }),
  },
  // A two-word search, words out of order ("Aparecida Araújo" is one name in 30 of the volume seed).
  // The app keeps the page until the records change; the floor replays the search's SQL every time.
  {
    method: 'GET',
    path: '/residente?limite=10&busca=ara%C3%BAjo%20aparecida',
    budget: BUDGETS.lista,
    session: true,
    floor: (db) => listarResidentes(db, true, { limite: 10, deslocamento: 0, busca: 'araújo aparecida' }),
  },
  // The resident's sheet. The volume seed's first person is its first resident (codes follow the
  // insert order of one statement) and an active one; it has a benefit, no relatives nor plans.
  // No floor: the SQL is a handful of indexed reads; the time is the PDF's layout, and replaying the
  // recorded statements would replay the emission's audit row too.
  {
    method: 'GET',
    path: '/relatorio-residente/1/1',
    connections: 5,
    budget: BUDGETS.relatorio,
    session: true,
    floor: null,
  },
  // Issue 10, at 1,000 employees (the bench user is an administrator: both are role 1's routes).
  {
    method: 'GET',
    path: '/funcionario?limite=10',
    budget: BUDGETS.lista,
    session: true,
    floor: (db) => listarFuncionarios(db, true, { limite: 10, deslocamento: 0 }),
  },
  // The form's nested create: person, phone, address and bank account in one transaction. Repeatable:
  // no document that must be unique. No floor: replaying the recorded statements would insert the
  // same phone and address links and the same person's employee again, which their keys refuse.
  {
    method: 'POST',
    path: '/funcionario',
    budget: BUDGETS.escrita,
    session: true,
    body: () => FUNCIONARIO_ANINHADO,
    floor: null,
  },
  {
    method: 'POST',
    path: '/login/',
    connections: 10,
    budget: BUDGETS.login,
    session: false,
    body: (user) => ({ email: user.email, senha: user.senha }),
    floor: null,
  },
];
