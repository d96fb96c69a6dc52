import { PERMISSAO } from '@acolher/contract';

/** docs/arquitetura.md §8: p99 limits per kind of endpoint; every endpoint must also answer with zero errors. */
export const BUDGETS = {
  lista: { kind: 'lista', p99Ms: 100 },
  escrita: { kind: 'escrita', p99Ms: 50 },
  // argon2id (m=19 MiB, t=2) is the cost of a login by design; decision 0004 gives it 1 s at 10 connections.
  login: { kind: 'login', p99Ms: 1000 },
  // A PDF is laid out by pdfmake on the event loop; docs/arquitetura.md §8 gives a report 1.5 s.
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
 * Who that account is: an administrator (every route of both roles) and the volume seed's first
 * employee, as a caregiver who signs in is (a new follow-up records the author's employee).
 */
export const BENCH_CONTA = { permissao: PERMISSAO.administrador, codigoFuncionario: 1 } as const;

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
  /**
   * Each request from an address of its own (X-Forwarded-For): many people signing in, not one
   * client, whom the per-address limit of the hashing routes stops at 30 a minute (decision 0031).
   */
  umEnderecoPorPedido?: boolean;
}

/** `POST /funcionario` as the employee's form sends it (decision 0026). */
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

/** `POST /acompanhamentos` as the form sends it: two caregivers, two residents, the time filled in. */
export const ACOMPANHAMENTO_NOVO = {
  DATA_ACOMPANHAMENTO: '2025-03-10',
  HORA_ACOMPANHAMENTO: '14:30',
  ATIVIDADE: 'Passeio assistido no jardim com pausa para hidratação; ambos voltaram bem dispostos.',
  FUNCIONARIOS: [1, 2],
  // Neither the prontuário's resident nor the busy one: their counts are what the report says.
  RESIDENTES: [3, 4],
} as const;

/**
 * `POST /residente` as the resident's form sends it: the nested person, single (no marriage
 * certificate) and no document that must be unique, so the load can repeat it.
 */
export const RESIDENTE_ANINHADO = {
  DATA_ACOLHIMENTO: '2025-01-10',
  PESSOA: {
    NOME: 'Benedita',
    SOBRENOME: 'Bench Carvalho',
    DATA_NASCIMENTO: '1941-07-03',
    SEXO: 'F',
    ESTADO_CIVIL: 'S',
  },
} as const;

/**
 * `POST /pessoa`, the same body each time (the comparison with the original system, decision 0042, uses it). The original
 * repeats its body with whatever documents it carries; Acolher refuses a second person with the same
 * CPF or RG (409), so the repeated body carries none: what it measures is the person's insert, its
 * validation and its audit row.
 */
export const PESSOA_NOVA = {
  NOME: 'Joaquim',
  SOBRENOME: 'Bench Pereira',
  DATA_NASCIMENTO: '1939-11-20',
  SEXO: 'M',
  ESTADO_CIVIL: 'V',
  NATURALIDADE: 'Campinas',
  UF_NATURALIDADE: 'SP',
} as const;

/** Writes a home makes one at a time, at a busy shift change, and at the bench's 50 (decision 0004). */
const CONCORRENCIAS_DE_ESCRITA = [1, 10, 50] as const;

/**
 * A write at 1, 10 and 50 connections, each a line judged on 50 ms: docs/arquitetura.md §8 judges writes at 50;
 * that is out of reach for a durable multi-statement create on 2 cores (decision 0004), so the
 * three are shown side by side, `POST /pessoa` too (decision 0042).
 */
function escritaEmConcorrencias(path: string, body: () => unknown): Endpoint[] {
  return CONCORRENCIAS_DE_ESCRITA.map((connections) => ({
    method: 'POST',
    path,
    connections,
    budget: BUDGETS.escrita,
    session: true,
    body,
  }));
}

/** The residents' first page: in the list, and again beside prontuários being printed (decision 0029). */
export const PAGINA_DE_RESIDENTES: Endpoint = {
  method: 'GET',
  path: '/residente?limite=10',
  budget: BUDGETS.lista,
  session: true,
};

/**
 * The volume seed's first two residents: codes follow the insert order of one statement, both are
 * active, and the seed gives them blocks of follow-ups (acompanhamentosDosPrimeirosResidentes):
 * 2,000 to the first, the prontuário of docs/arquitetura.md §8, and 200 to the second, a busy resident's screen.
 */
export const RESIDENTE_COM_ACOMPANHAMENTOS = 1;
export const RESIDENTE_MOVIMENTADO = 2;

/**
 * That resident's whole prontuário (docs/arquitetura.md §8: 2,000 follow-ups in 1.5 s). Measured on its own
 * phase, one at a time and then five beside the residents' page (scripts/bench/prontuario.ts), not
 * a line of the table.
 */
export const PRONTUARIO: Endpoint = {
  method: 'GET',
  path: `/api/v1/assists/${RESIDENTE_COM_ACOMPANHAMENTOS}`,
  connections: 1,
  budget: BUDGETS.relatorio,
  session: true,
};

/** Sign-ins at 10 connections, each from an address of its own: argon2 under its cap. */
export const LOGIN: Endpoint = {
  method: 'POST',
  path: '/login/',
  connections: 10,
  budget: BUDGETS.login,
  session: false,
  body: (user) => ({ email: user.email, senha: user.senha }),
  umEnderecoPorPedido: true,
};

/** A read judged on the lists' 100 ms. */
function leitura(path: string): Endpoint {
  return { method: 'GET', path, budget: BUDGETS.lista, session: true };
}

/**
 * The audit screen (decision 0033) over 1,000,000 rows (--auditoria): its first page, filtered by an action,
 * and a search the trigram index answers (a few hundred rows of one login).
 */
const LISTAS_DA_AUDITORIA = ['', '?acao=login_falhou', '?busca=usuario5%40lar'].map((query) =>
  leitura(`/auditoria${query}`),
);

/**
 * The ids the single reads open, all made by the volume seed (codes follow the insert order of each
 * of its statements): resident 1 is active, married (certificate), holds a plan and has its relative
 * 1; resident 3 holds a dependant's plan, its link 3, with the holder's phone; employee 3 has a child;
 * phone and address 1 are employee 1's person's; plan 1 exists at any volume, and follow-up 2
 * too (the seed draws one code from the sequence before its first row).
 */
const LEITURAS = {
  residente: 1,
  vinculoDeDependente: 3,
  funcionario: 1,
  funcionarioComFilho: 3,
  acompanhamento: 2,
  convenio: 1,
  contato: 1,
} as const;
const BENEFICIO_DO_VOLUME = 'Aposentadoria por idade';

/** docs/arquitetura.md §8: every list and read of the home, residents, plans, employees and follow-ups. */
const LEITURAS_DA_HOME: Endpoint[] = [
  leitura('/prova-de-vida'),
  leitura('/aniversariante'),
  leitura('/conselho-a-vencer'),
];

const {
  residente,
  vinculoDeDependente,
  funcionario,
  funcionarioComFilho,
  acompanhamento,
  convenio,
  contato,
} = LEITURAS;

const LEITURAS_DE_RESIDENTES: Endpoint[] = [
  // The spec's whole array, the first page the web opens, and a page deep in the list.
  {
    method: 'GET',
    path: '/residente',
    budget: BUDGETS.listaInteira,
    session: true,
  },
  PAGINA_DE_RESIDENTES,
  leitura('/residente?limite=10&deslocamento=5000'),
  // A two-word search, words out of order ("Aparecida Araújo" is one name in 30 of the volume seed).
  leitura('/residente?limite=10&busca=ara%C3%BAjo%20aparecida'),
  leitura('/residente-inativos?limite=10'),
  leitura(`/residente/${residente}`),
  leitura(`/certidao_casamento/${residente}`),
  leitura(`/residente_familiar/${residente}`),
  // The volume's relatives follow its residents: resident 1's is relative 1.
  leitura(`/familiar/${residente}`),
  leitura(`/telefone_familiar/${residente}`),
  leitura(`/residente_convenio/${residente}`),
  leitura(`/residente_convenio/one/${vinculoDeDependente}`),
  leitura(`/telefone_parentesco/${vinculoDeDependente}`),
  leitura(`/beneficio/${residente}`),
  leitura(`/beneficio/${residente}/${encodeURIComponent(BENEFICIO_DO_VOLUME)}`),
];

const LEITURAS_DE_CONVENIOS: Endpoint[] = [
  // Both lists are kept until the plans' data changes (decision 0041).
  leitura('/convenio'),
  leitura('/convenio-desativados'),
  leitura('/tratados'),
  leitura(`/convenio/${convenio}`),
  leitura(`/convenio-full/${convenio}`),
  leitura(`/telefone_convenio/${convenio}`),
  leitura(`/endereco_convenio/${convenio}`),
];

// Employees (decision 0026), at 1,000 employees (the bench user is an administrator: these are role 1's routes).
const LEITURAS_DE_FUNCIONARIOS: Endpoint[] = [
  leitura('/funcionario?limite=10'),
  leitura('/funcionario?limite=10&busca=silva'),
  leitura('/funcionarioInativo?limite=10'),
  leitura(`/funcionario/${funcionario}`),
  leitura(`/funcionario-full/${funcionario}`),
  leitura(`/dependente/${funcionarioComFilho}`),
  // The shared phone and address reads of the spec's chains (the screens read them nested).
  leitura(`/telefone/${contato}`),
  leitura(`/endereco/${contato}`),
];

// Follow-ups (decision 0028), at 200,000 follow-ups: the section's first page, and a busy resident's whole list (200
// rows: what its screen loads and pages on the client) by both of the spec's routes.
const LEITURAS_DE_ACOMPANHAMENTOS: Endpoint[] = [
  leitura('/acompanhamento?limite=10'),
  ...[
    `/residente-acomp/${RESIDENTE_MOVIMENTADO}`,
    `/acompanhamentos-por-residente/${RESIDENTE_MOVIMENTADO}/`,
  ].map((path) => leitura(path)),
  // The prontuário's resident's list: 2,000 rows, about 300 KB. Like the whole residents' array
  // (decision 0016) its p99 at 50 connections is set by the bytes (the floor, with no validation or
  // serialisation of its own, missed 100 ms too): measured and shown, judged on errors.
  {
    method: 'GET',
    path: `/residente-acomp/${RESIDENTE_COM_ACOMPANHAMENTOS}`,
    budget: BUDGETS.listaInteira,
    session: true,
  },
  leitura(`/acompanhamento/${acompanhamento}`),
  leitura(`/acompanhamento-funcionario/${acompanhamento}`),
  leitura(`/acompanhamento-residente/${acompanhamento}`),
  leitura(`/infos-acompanhamento/${acompanhamento}`),
  leitura('/acompanhamento-codigo'),
  leitura(`/getNameById/${residente}`),
  // The form's pickers: every active employee, and every active resident's name (9,500).
  leitura('/nome-cargo-funcionario'),
  leitura('/funcionarioNome'),
  leitura('/residenteNome'),
];

/**
 * The writes the issues judge, after every read: each one adds rows (a resident a minute would make
 * the whole residents' array grow under the reads measured after it) and moves the data's version.
 */
const ESCRITAS: Endpoint[] = [
  // The forms' nested creates: person, resident (and certificate) or person, phone, address and bank
  // account, in one transaction each.
  ...escritaEmConcorrencias('/residente', () => RESIDENTE_ANINHADO),
  ...escritaEmConcorrencias('/funcionario', () => FUNCIONARIO_ANINHADO),
  ...escritaEmConcorrencias('/acompanhamentos', () => ACOMPANHAMENTO_NOVO),
  ...escritaEmConcorrencias('/pessoa', () => PESSOA_NOVA),
];

/** One line per endpoint: each new part adds the endpoints it builds. */
export const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/health',
    budget: BUDGETS.lista,
    session: false,
  },
  ...LEITURAS_DA_HOME,
  ...LEITURAS_DE_RESIDENTES,
  // The resident's sheet. The volume seed's first person is its first resident (codes follow the
  // insert order of one statement) and an active one. Its floor is a handful of indexed reads and
  // the emission's audit row: the time is the PDF's layout.
  {
    method: 'GET',
    path: '/relatorio-residente/1/1',
    connections: 5,
    budget: BUDGETS.relatorio,
    session: true,
  },
  ...LEITURAS_DE_CONVENIOS,
  ...LEITURAS_DE_FUNCIONARIOS,
  ...LEITURAS_DE_ACOMPANHAMENTOS,
  ...LISTAS_DA_AUDITORIA,
  ...ESCRITAS,
  LOGIN,
];
