import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * The role the app serves requests with: it owns nothing, so what it may do is exactly what
 * PERMISSOES_DO_APP grants (docs/decisions/0032-the-app-owns-nothing.md). Migrations run as the owner.
 */
export const PAPEL_DO_APP = 'acolher_app';

/**
 * The app's role on throw-away databases (tests, e2e, bench): one name for every run on a server,
 * with a fixed password, so parallel runs never change it under each other.
 */
export const PAPEL_DE_TESTE = { nome: 'acolher_app_teste', senha: 'acolher-app-teste' } as const;

export type Privilegio = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/** A log: rows are added and read, never rewritten (the triggers of 0013 and 0016 say so too). */
const ACRESCENTAR: readonly Privilegio[] = ['SELECT', 'INSERT'];
/** A record the app edits but never deletes (it inactivates instead). */
const EDITAR: readonly Privilegio[] = ['SELECT', 'INSERT', 'UPDATE'];
/** A link row: made and unmade, never edited. */
const LIGAR: readonly Privilegio[] = ['SELECT', 'INSERT', 'DELETE'];
const TUDO: readonly Privilegio[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];
/**
 * A phone's or address's link: made and unmade, and touched in place when the phone or address is
 * edited (avancar_versao_dos_vinculos, migration 0007), so that its owner's version moves on.
 */
const LIGAR_CONTATO = TUDO;

/**
 * Every table of schema `public`, and what the app's services (and the triggers they set off, which
 * run as the app) do to it. A table a migration adds without an entry here stops the start, and the
 * test suite holds it to the migrated database: the grant is declared, never guessed. Locking a row (FOR UPDATE / FOR SHARE) needs UPDATE.
 */
export const PERMISSOES_DO_APP: Readonly<Record<string, readonly Privilegio[]>> = {
  auditoria: ACRESCENTAR,
  // registrarEventoRepetido counts a run on in place.
  auditoria_repeticao: EDITAR,
  // avancar_versao_dados bumps one of the area's slots (migration 0019), locking it first.
  versao_dados: ['SELECT', 'UPDATE'],
  // The per-address limits' counts (lib/limite-compartilhado.ts): counted in place, swept when ended.
  limite_de_pedidos: TUDO,
  // The send keys of creates (lib/chave-de-envio.ts): claimed, answered, swept after a day.
  chave_de_envio: TUDO,

  usuario: EDITAR,
  sessao: TUDO,
  token_redefinicao: EDITAR,

  pessoa: EDITAR,
  telefone: TUDO,
  endereco: TUDO,
  telefone_pessoa: LIGAR_CONTATO,
  endereco_pessoa: LIGAR_CONTATO,

  residente: EDITAR,
  certidao_casamento: TUDO,
  estadia_anterior: ACRESCENTAR,
  beneficio: TUDO,
  familiar: TUDO,
  // The link carries the kinship and who is responsible, written by an upsert.
  residente_familiar: TUDO,
  telefone_familiar: LIGAR_CONTATO,
  endereco_familiar: LIGAR_CONTATO,
  residente_convenio: TUDO,
  telefone_parentesco: LIGAR_CONTATO,

  convenio: EDITAR,
  telefone_convenio: LIGAR_CONTATO,
  endereco_convenio: LIGAR_CONTATO,

  funcionario: EDITAR,
  periodo_de_trabalho_anterior: ACRESCENTAR,
  conta_bancaria: TUDO,
  dependente: TUDO,

  // A care record is never deleted (trigger of 0013); its participants are links, its versions a log.
  acompanhamento: EDITAR,
  acompanhamento_versao: ACRESCENTAR,
  acompanhamento_funcionario: LIGAR,
  acompanhamento_residente: LIGAR,
};

export class PermissoesIncompletasError extends Error {}
export class PapelDoAppInseguroError extends Error {}

type Consultavel = Pick<pg.ClientBase, 'query' | 'escapeIdentifier'>;

interface Snapshot {
  tables: Record<string, { name: string; schema: string }>;
}

/**
 * The tables the checked-in migrations make, from drizzle-kit's snapshot of the newest one. Not the
 * database's own list: a table an operator adds beside ours must not stop the app (it gets nothing).
 */
export async function tabelasDasMigracoes(pasta: string): Promise<string[]> {
  const diario: { entries: { idx: number }[] } = JSON.parse(
    await fs.readFile(path.join(pasta, 'meta', '_journal.json'), 'utf8'),
  );
  const ultima = diario.entries.at(-1)?.idx ?? 0;
  const snapshot: Snapshot = JSON.parse(
    await fs.readFile(path.join(pasta, 'meta', `${String(ultima).padStart(4, '0')}_snapshot.json`), 'utf8'),
  );
  return Object.values(snapshot.tables)
    .filter((t) => t.schema === '' || t.schema === 'public')
    .map((t) => t.name)
    .sort();
}

/** Both ways: a table with no declared grant, or a declared table that no migration made. */
export function conferirDeclaracao(tabelas: readonly string[]): string | null {
  const semPermissao = tabelas.filter((t) => !(t in PERMISSOES_DO_APP));
  const inexistentes = Object.keys(PERMISSOES_DO_APP).filter((t) => !tabelas.includes(t));
  const faltas = [
    ...(semPermissao.length ? [`tabelas sem permissão declarada: ${semPermissao.join(', ')}`] : []),
    ...(inexistentes.length ? [`permissões de tabelas que não existem: ${inexistentes.join(', ')}`] : []),
  ];
  return faltas.length
    ? `As permissões do papel do app (server/src/db/papel.ts, PERMISSOES_DO_APP) não batem com o banco: ${faltas.join('; ')}.`
    : null;
}

/**
 * Re-grants, from the declared list, exactly what the app's role may do, after the migrations (the
 * owner runs this, inside the migration lock: two starts do not grant at once). One transaction, so
 * a running app never sees its grants half gone.
 */
export async function concederAoApp(
  client: Consultavel,
  papel: string,
  tabelasMigradas: readonly string[],
): Promise<void> {
  const erro = conferirDeclaracao(tabelasMigradas);
  if (erro) throw new PermissoesIncompletasError(erro);
  const quem = client.escapeIdentifier(papel);
  await client.query('begin');
  try {
    await client.query(`revoke all on all tables in schema public from ${quem}`);
    await client.query(`revoke all on all sequences in schema public from ${quem}`);
    await client.query(`grant usage on schema public to ${quem}`);
    for (const [tabela, privilegios] of Object.entries(PERMISSOES_DO_APP)) {
      await client.query(`grant ${privilegios.join(', ')} on ${client.escapeIdentifier(tabela)} to ${quem}`);
    }
    // Identity and serial columns draw from these; USAGE is nextval only, not setval.
    await client.query(`grant usage on all sequences in schema public to ${quem}`);
    await client.query(`grant execute on all functions in schema public to ${quem}`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/** Attributes that would let the role step around its grants, and what each means to an operator. */
const ATRIBUTOS_PERIGOSOS: Record<string, string> = {
  rolsuper: 'é superusuário',
  rolbypassrls: 'ignora as políticas de linha (BYPASSRLS)',
  rolcreaterole: 'pode criar papéis (CREATEROLE)',
  rolcreatedb: 'pode criar bancos (CREATEDB)',
};

interface Situacao {
  papel: string;
  rolsuper: boolean;
  rolbypassrls: boolean;
  rolcreaterole: boolean;
  rolcreatedb: boolean;
  dono_do_banco: boolean;
  dono_de: string | null;
  cria_em: string | null;
  tem_auditoria: boolean;
}

/**
 * Why the app's role could do more than its grants, or could not work at all: `null` when it is as
 * it must be. Ownership counts through membership too (a role inside the owner's role is the owner).
 */
function motivoDeRecusa(s: Situacao): string | null {
  const atributo = Object.keys(ATRIBUTOS_PERIGOSOS).find((a) => s[a as keyof Situacao] === true);
  if (atributo) return ATRIBUTOS_PERIGOSOS[atributo] ?? null;
  if (s.dono_do_banco) return 'é dono do banco';
  if (s.dono_de) return `é dono de ${s.dono_de}`;
  if (s.cria_em) return `pode criar tabelas no esquema ${s.cria_em}`;
  if (!s.tem_auditoria)
    return 'não recebeu as permissões (DATABASE_URL e DATABASE_OWNER_URL apontam para o mesmo banco?)';
  return null;
}

/**
 * Asked through the app's own connection, after the grants: a role that owns anything or is a
 * superuser would make the audit log's append-only rule a convention again, so the start stops.
 * System schemas (`pg_*`) do not count: a session's temporary tables live there and die with it.
 */
export async function verificarPapelDoApp(pool: pg.Pool, onde: string): Promise<void> {
  const { rows } = await pool.query<Situacao>(
    `select current_user as papel, r.rolsuper, r.rolbypassrls, r.rolcreaterole, r.rolcreatedb,
       pg_has_role(current_user, d.datdba, 'MEMBER') as dono_do_banco,
       (select string_agg(c.relname, ', ') from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
           and pg_has_role(current_user, c.relowner, 'MEMBER')) as dono_de,
       (select string_agg(n.nspname, ', ') from pg_namespace n
         where n.nspname <> 'information_schema' and n.nspname !~ '^pg_'
           and has_schema_privilege(n.oid, 'CREATE')) as cria_em,
       coalesce(has_table_privilege(to_regclass('public.auditoria'), 'INSERT'), false) as tem_auditoria
     from pg_roles r, pg_database d
     where r.rolname = current_user and d.datname = current_database()`,
  );
  const situacao = rows[0];
  const motivo = situacao ? motivoDeRecusa(situacao) : 'não foi encontrado';
  if (motivo) {
    throw new PapelDoAppInseguroError(
      `O papel ${situacao?.papel ?? '?'} de ${onde} ${motivo}. O Acolher atende com um papel que não é dono de nada ` +
        'e só tem as permissões que concede a ele (veja o README, "PostgreSQL externo").',
    );
  }
}

/**
 * Through `adminUrl` (a superuser on the maintenance database): makes the role exist, able to log in
 * with `senha` and with none of the attributes verificarPapelDoApp refuses.
 */
export async function garantirPapel(adminUrl: string, papel: string, senha: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Roles belong to the whole cluster: parallel starts and test runs on one server take turns here.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`papel ${papel}`]);
    const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [papel]);
    const nome = client.escapeIdentifier(papel);
    if (rowCount === 0) await client.query(`create role ${nome}`);
    await client.query(
      `alter role ${nome} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls inherit ` +
        `password ${client.escapeLiteral(senha)}`,
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

/** The same server and database, logged in as another role. */
export function comoPapel(url: string, papel: string, senha: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(papel);
  parsed.password = encodeURIComponent(senha);
  return parsed.toString();
}
