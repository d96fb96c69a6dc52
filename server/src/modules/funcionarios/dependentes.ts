import {
  type Dependente,
  type DependenteEditado,
  type DependenteParams,
  type dependenteAtualizacao,
  type dependenteCertidaoRequest,
  type dependenteInput,
  MENSAGENS,
} from '@acolher/contract';
import { and, asc, eq, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { mesmaCertidaoDoPedido } from '../../db/certidao.ts';
import type { Db, Tx } from '../../db/client.ts';
import { nomeBusca } from '../../db/colunas.ts';
import {
  COLUNAS_CERTIDAO_DO_DEPENDENTE,
  dependente,
  funcionario,
  nomeDeChave,
} from '../../db/tabelas/funcionarios.ts';
import { normalizarAlfanumerico, normalizarDigitos } from '../../db/unicidade.ts';
import type { Autor } from '../../lib/autor.ts';
import { ouNaoEncontrado } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';

/**
 * An employee's dependants (decision 0026): on the wire a dependant is its employee, name and
 * surname, every route scoped to the employee; CODIGO stays internal.
 */

/** 404 unless the employee exists: the dependants of an unknown employee are absent, not empty. */
async function exigirFuncionario(db: Db | Tx, codigo: number): Promise<void> {
  const [linha] = await db
    .select({ CODIGO_FUNCIONARIO: funcionario.CODIGO_FUNCIONARIO })
    .from(funcionario)
    .where(eq(funcionario.CODIGO_FUNCIONARIO, codigo));
  ouNaoEncontrado(linha);
}

/** The dependant a path names: its employee's, by name and surname as the unique index compares them. */
function chaveDoDependente(funcionarioCodigo: number, nome: string, sobrenome: string): SQL | undefined {
  return and(
    eq(dependente.CODIGO_FUNCIONARIO, funcionarioCodigo),
    sql`${nomeDeChave(dependente.NOME)} = ${nomeDeChave(sql`${nome}::text`)}`,
    sql`${nomeDeChave(dependente.SOBRENOME)} = ${nomeDeChave(sql`${sobrenome}::text`)}`,
  );
}

/** By name as people read it: "Ângela" before "Pedro", whatever the case and accents. */
const porNome = [nomeBusca(dependente.NOME, dependente.SOBRENOME), asc(dependente.CODIGO)];

/** The employee's dependants, by name; the employee is known to exist (its record was just read). */
export function dependentesDe(db: Db | Tx, funcionarioCodigo: number): Promise<Dependente[]> {
  return db
    .select()
    .from(dependente)
    .where(eq(dependente.CODIGO_FUNCIONARIO, funcionarioCodigo))
    .orderBy(...porNome);
}

/** `GET /dependente/{funcionario}`: by name; 404 for an employee that does not exist. */
export async function listarDependentes(db: Db | Tx, funcionarioCodigo: number): Promise<Dependente[]> {
  await exigirFuncionario(db, funcionarioCodigo);
  return dependentesDe(db, funcionarioCodigo);
}

/** `GET /dependente/{funcionario}/{nome}/{sobrenome}`. */
export async function buscarDependente(db: Db | Tx, chave: DependenteParams): Promise<Dependente> {
  const [linha] = await db
    .select()
    .from(dependente)
    .where(chaveDoDependente(chave.funcionario, chave.nome, chave.sobrenome));
  return ouNaoEncontrado(linha);
}

/** `POST /dependente`: a name the employee's dependants already have is 409 "Dependente já existente". */
export async function criarDependente(
  db: Db,
  autor: Autor,
  dados: z.output<typeof dependenteInput>,
  chave: string | null = null,
): Promise<Dependente> {
  const envio = { chave, rota: 'POST /dependente', corpo: dados };
  const auditoria = (criado: Dependente) => ({
    registro: criado.CODIGO,
    detalhes: { funcionario: dados.CODIGO_FUNCIONARIO },
  });
  return escrever(db, autor, { acao: 'criar', entidade: 'dependente', envio, auditoria }, async (tx) => {
    await exigirFuncionario(tx, dados.CODIGO_FUNCIONARIO);
    const [linha] = await tx.insert(dependente).values(dados).returning();
    return ouNaoEncontrado(linha);
  });
}

/** `PUT /dependente/{funcionario}/{nome}/{sobrenome}`: a new NOME/SOBRENOME renames it. */
export async function atualizarDependente(
  db: Db,
  autor: Autor,
  chave: DependenteParams,
  { VERSAO, ...dados }: z.output<typeof dependenteAtualizacao>,
): Promise<Dependente> {
  const onde = chaveDoDependente(chave.funcionario, chave.nome, chave.sobrenome);
  const versao = { tabela: dependente, onde, VERSAO, colunas: { CODIGO: dependente.CODIGO } };
  const auditoria = (d: Dependente) => ({ registro: d.CODIGO, detalhes: { funcionario: chave.funcionario } });
  return escrever(
    db,
    autor,
    { acao: 'atualizar', entidade: 'dependente', versao, auditoria },
    async (tx, { CODIGO }) => {
      const [linha] = await tx.update(dependente).set(dados).where(eq(dependente.CODIGO, CODIGO)).returning();
      return ouNaoEncontrado(linha);
    },
  );
}

/** `DELETE /dependente/{funcionario}/{nome}/{sobrenome}`: only that employee's dependant, never by name alone. */
export async function apagarDependente(db: Db, autor: Autor, chave: DependenteParams): Promise<void> {
  // The key only: the audit log keeps no copy of a child's CPF, RG or certificate.
  const auditoria = (linha: Dependente) => ({
    registro: linha.CODIGO,
    detalhes: { funcionario: linha.CODIGO_FUNCIONARIO, nome: linha.NOME, sobrenome: linha.SOBRENOME },
  });
  await escrever(db, autor, { acao: 'apagar', entidade: 'dependente', auditoria }, async (tx) => {
    const [apagado] = await tx
      .delete(dependente)
      .where(chaveDoDependente(chave.funcionario, chave.nome, chave.sobrenome))
      .returning();
    return ouNaoEncontrado(apagado);
  });
}

/** Every dependant but the one being edited, when the check names it (employee, name and surname). */
function semOEditado(editado: DependenteEditado): SQL {
  const { CODIGO, NOME, SOBRENOME } = editado;
  if (!CODIGO || !NOME || !SOBRENOME) return sql`true`;
  return not(chaveDoDependente(CODIGO, NOME, SOBRENOME) ?? sql`false`);
}

async function existe(db: Db, onde: SQL | undefined): Promise<boolean> {
  const [linha] = await db.select({ um: sql`1` }).from(dependente).where(onde).limit(1);
  return linha !== undefined;
}

/** `POST /dependente/cpf` and `/rg` (docs/produto.md §5): normalized as stored, held by another dependant. */
export function documentoDeDependenteExistente(
  db: Db,
  campo: 'CPF' | 'RG',
  valor: string,
  editado: DependenteEditado,
): Promise<boolean> {
  const normalizado = campo === 'CPF' ? normalizarDigitos(valor) : normalizarAlfanumerico(valor);
  if (!normalizado) return Promise.resolve(false);
  return existe(db, and(eq(dependente[campo], normalizado), semOEditado(editado)));
}

/** `POST /dependente/numero_certidao_nascimento`: a matrícula alone, an old termo with its parts (decision 0023). */
export function certidaoDeDependenteExistente(
  db: Db,
  pedido: z.output<typeof dependenteCertidaoRequest>,
): Promise<boolean> {
  const mesma = mesmaCertidaoDoPedido(COLUNAS_CERTIDAO_DO_DEPENDENTE, pedido);
  if (!mesma) return Promise.resolve(false);
  return existe(db, and(mesma, semOEditado(pedido)));
}

export const DEPENDENTE_REMOVIDO = { message: MENSAGENS.dependenteRemovido };
