import { parseArgs } from 'node:util';

export interface BenchOptions {
  residentes: number;
  acompanhamentos: number;
  /** Decision 0026: the employees' list and nested create are measured at 1,000 employees. */
  funcionarios: number;
  /** Decision 0033: the audit screen's list is measured over 1,000,000 audit rows. */
  auditoria: number;
  /** Decision 0041: the plans' list is compared with the original's over 20 plans. */
  convenios: number;
  /** Seconds of load per endpoint. */
  duration: number;
  /** Connections for list endpoints; an endpoint line may set its own (login: 10). */
  connections: number;
  /** Timed `npm start`-style starts; the median is reported. */
  starts: number;
  /** Hard limit for the whole run, in minutes: past it everything is cleaned up and the run fails. */
  limitMinutes: number;
  /**
   * `--casos residente,convenio`: only the endpoint lines whose method and path contain one of the
   * words, and only the phases named among them (FASES); null runs everything.
   */
  casos: string[] | null;
  /** Also print the endpoints as a markdown table (docs/falhas-e-carga.md "Carga"). */
  markdown: boolean;
}

/** The phases besides the endpoint lines, by the word `--casos` names them with. */
export const FASES = ['prontuario', 'rajada', 'inicio', 'web'] as const;
export type Fase = (typeof FASES)[number];

/** A word of `--casos` ending in `$` must end the line's name: `get /residente$` is the whole list alone. */
function casa(alvo: string, caso: string): boolean {
  return caso.endsWith('$') ? alvo.endsWith(caso.slice(0, -1)) : alvo.includes(caso);
}

/**
 * The words of `--casos` that keep nothing among these names (endpoint lines and FASES): a typo
 * would otherwise run an empty bench and call it a success.
 */
export function casosSemEfeito(options: Pick<BenchOptions, 'casos'>, nomes: string[]): string[] {
  return (options.casos ?? []).filter((caso) => !nomes.some((nome) => casa(nome.toLowerCase(), caso)));
}

/** Whether `--casos` keeps this endpoint line ("GET /residente/1") or phase. */
export function casoIncluido(options: Pick<BenchOptions, 'casos'>, nome: string): boolean {
  const alvo = nome.toLowerCase();
  return options.casos === null || options.casos.some((caso) => casa(alvo, caso));
}

export const AJUDA = `npm run bench -- [opções]
  --residentes N        residentes do banco descartável (10000)
  --acompanhamentos N   acompanhamentos (200000)
  --funcionarios N      funcionários (1000)
  --auditoria N         linhas de auditoria (1000000; semeadas só quando uma linha da auditoria roda)
  --convenios N         convênios, com 7 em 10 residentes vinculados e um familiar por residente (20)
  --duration N          segundos de carga por endpoint, após 2 s de aquecimento (10)
  --connections N       conexões das listas (50; cada linha pode fixar as suas)
  --starts N            inícios cronometrados do npm start (3)
  --limit N             limite do bench inteiro, em minutos (60; o bench inteiro leva uns 35)
  --casos a,b           só as linhas cujo "MÉTODO /caminho" contém uma das palavras (ex.: residente,POST /pessoa;
                        com $ no fim, termina nela: "GET /residente$" é só a lista inteira), e só as fases
                        citadas: ${FASES.join(', ')}
  --markdown            imprime também a tabela dos endpoints em markdown
  --help                esta ajuda`;

const DEFAULTS: BenchOptions = {
  residentes: 10_000,
  acompanhamentos: 200_000,
  funcionarios: 1_000,
  auditoria: 1_000_000,
  convenios: 20,
  duration: 10,
  connections: 50,
  starts: 3,
  limitMinutes: 60,
  casos: null,
  markdown: false,
};

const FLAGS = {
  residentes: { type: 'string' },
  acompanhamentos: { type: 'string' },
  funcionarios: { type: 'string' },
  auditoria: { type: 'string' },
  convenios: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  starts: { type: 'string' },
  limit: { type: 'string' },
  casos: { type: 'string' },
  markdown: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

export class OptionsError extends Error {}
/** `--help`: the usage is printed and the bench stops with success. */
export class HelpRequested extends Error {}

function positiveInteger(flag: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new OptionsError(`--${flag} deve ser um número inteiro positivo (recebido: ${raw})`);
  }
  return value;
}

function parseKnownFlags(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: FLAGS, strict: true }).values;
  } catch (err) {
    throw new OptionsError(`Opção inválida: ${(err as Error).message}\n${AJUDA}`);
  }
}

/** "residente, POST /pessoa" → ['residente', 'post /pessoa']; an empty list is a mistake, not "everything". */
function casos(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const lista = raw
    .split(',')
    .map((caso) => caso.trim().toLowerCase())
    .filter((caso) => caso !== '');
  if (lista.length === 0)
    throw new OptionsError(`--casos precisa de ao menos uma palavra (recebido: "${raw}")`);
  return lista;
}

export function parseOptions(argv: string[]): BenchOptions {
  const values = parseKnownFlags(argv);
  if (values.help) throw new HelpRequested(AJUDA);
  return {
    residentes: positiveInteger('residentes', values.residentes, DEFAULTS.residentes),
    acompanhamentos: positiveInteger('acompanhamentos', values.acompanhamentos, DEFAULTS.acompanhamentos),
    funcionarios: positiveInteger('funcionarios', values.funcionarios, DEFAULTS.funcionarios),
    auditoria: positiveInteger('auditoria', values.auditoria, DEFAULTS.auditoria),
    convenios: positiveInteger('convenios', values.convenios, DEFAULTS.convenios),
    duration: positiveInteger('duration', values.duration, DEFAULTS.duration),
    connections: positiveInteger('connections', values.connections, DEFAULTS.connections),
    starts: positiveInteger('starts', values.starts, DEFAULTS.starts),
    limitMinutes: positiveInteger('limit', values.limit, DEFAULTS.limitMinutes),
    casos: casos(values.casos),
    markdown: values.markdown ?? false,
  };
}
