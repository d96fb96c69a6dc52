import { parseArgs } from 'node:util';

export interface BenchOptions {
  residentes: number;
  acompanhamentos: number;
  /** Issue 10: the employees' list and nested create are measured at 1,000 employees. */
  funcionarios: number;
  /** Issue 12: the audit screen's list is measured over 1,000,000 audit rows. */
  auditoria: number;
  /** Seconds of load per endpoint. */
  duration: number;
  /** Connections for list endpoints; an endpoint line may set its own (login: 10). */
  connections: number;
  /** Timed `npm start`-style starts; the median is reported. */
  starts: number;
  /** Hard limit for the whole run, in minutes: past it everything is cleaned up and the run fails. */
  limitMinutes: number;
}

const DEFAULTS: BenchOptions = {
  residentes: 10_000,
  acompanhamentos: 200_000,
  funcionarios: 1_000,
  auditoria: 1_000_000,
  duration: 10,
  connections: 50,
  starts: 3,
  limitMinutes: 30,
};

const FLAGS = {
  residentes: { type: 'string' },
  acompanhamentos: { type: 'string' },
  funcionarios: { type: 'string' },
  auditoria: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  starts: { type: 'string' },
  limit: { type: 'string' },
} as const;

export class OptionsError extends Error {}

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
    const known = Object.keys(FLAGS).map((flag) => `--${flag} N`);
    throw new OptionsError(`Opção inválida: ${(err as Error).message}\nOpções: ${known.join(', ')}`);
  }
}

export function parseOptions(argv: string[]): BenchOptions {
  const values = parseKnownFlags(argv);
  return {
    residentes: positiveInteger('residentes', values.residentes, DEFAULTS.residentes),
    acompanhamentos: positiveInteger('acompanhamentos', values.acompanhamentos, DEFAULTS.acompanhamentos),
    funcionarios: positiveInteger('funcionarios', values.funcionarios, DEFAULTS.funcionarios),
    auditoria: positiveInteger('auditoria', values.auditoria, DEFAULTS.auditoria),
    duration: positiveInteger('duration', values.duration, DEFAULTS.duration),
    connections: positiveInteger('connections', values.connections, DEFAULTS.connections),
    starts: positiveInteger('starts', values.starts, DEFAULTS.starts),
    limitMinutes: positiveInteger('limit', values.limit, DEFAULTS.limitMinutes),
  };
}
