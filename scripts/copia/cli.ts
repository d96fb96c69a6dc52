import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config.ts';
import { EmbeddedPostgresError } from '../../server/src/db/embedded.ts';
import { DataDirUnusableError } from '../../server/src/db/lock.ts';
import { DatabaseUnreachableError } from '../../server/src/db/pool.ts';
import { BancoInacessivelError } from './conexao.ts';
import { CopiaImpossivelError } from './copiar.ts';
import { CopiaInvalidaError } from './formato.ts';
import { BancoNaoVazioError, PermissoesPendentesError } from './restaurar.ts';

export class UsoInvalido extends Error {}

/** Errors whose message already tells the operator what to do: no stack for them. */
const ERROS_DO_OPERADOR = [
  UsoInvalido,
  ConfigError,
  DataDirUnusableError,
  EmbeddedPostgresError,
  DatabaseUnreachableError,
  BancoInacessivelError,
  CopiaImpossivelError,
  CopiaInvalidaError,
  BancoNaoVazioError,
  PermissoesPendentesError,
];

/**
 * `npm run` runs scripts from the project's folder; a path the operator typed is relative to where
 * they typed it (INIT_CWD).
 */
export function doOperador(caminho: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), caminho);
}

/** PostgreSQL's and Node's connection errors, in the operator's words where they have a code. */
function mensagem(erro: unknown, falha: string): string {
  if (ERROS_DO_OPERADOR.some((tipo) => erro instanceof tipo)) return (erro as Error).message;
  const { code, message } = erro as { code?: string; message?: string };
  if (code === 'ECONNREFUSED') return `${falha}: o PostgreSQL recusou a conexão (está no ar?).`;
  if (code === '28P01') return `${falha}: usuário ou senha do PostgreSQL recusados.`;
  if (code === '3D000') return `${falha}: o banco de dados não existe (crie-o com createdb).`;
  if (code === 'ENOSPC') return `${falha}: o disco está cheio.`;
  if (code === 'EACCES') return `${falha}: sem permissão (${message}).`;
  return `${falha}: ${message ?? String(erro)}`;
}

/** Runs a command: its configuration from the environment, one line on failure, exit 1. */
export async function executar(
  falha: string,
  comando: (config: ReturnType<typeof loadConfig>) => Promise<void>,
) {
  try {
    await comando(loadConfig());
  } catch (erro) {
    console.error(mensagem(erro, falha));
    process.exitCode = 1;
  }
}
