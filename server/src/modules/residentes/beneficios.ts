import type {
  Beneficio,
  BeneficioNomeRequest,
  beneficioAtualizacao,
  beneficioCampos,
  beneficioInput,
} from '@acolher/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { beneficio } from '../../db/tabelas/residentes.ts';
import type { Autor } from '../../lib/autor.ts';
import { ouNaoEncontrado } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import { exigirResidente } from './service.ts';

type Campos = z.output<typeof beneficioCampos>;
type Linha = typeof beneficio.$inferSelect;

/** numeric comes from pg as text; the wire carries a number. */
const paraResposta = (linha: Linha): Beneficio => ({
  ...linha,
  VALOR: linha.VALOR === null ? null : Number(linha.VALOR),
});
const paraTabela = (campos: Campos) => ({
  ...campos,
  VALOR: campos.VALOR === null ? null : campos.VALOR.toFixed(2),
});

/** A benefit is keyed by resident and name; names match ignoring case, like the unique index. */
const chave = (codigoResidente: number, nome: string): SQL | undefined =>
  and(
    eq(beneficio.CODIGO_RESIDENTE, codigoResidente),
    sql`lower(${beneficio.NOME_BENEFICIO}) = lower(${nome})`,
  );
const registro = (codigoResidente: number, nome: string) => `${codigoResidente}/${nome}`;

export async function listarBeneficios(db: Db, codigoResidente: number): Promise<Beneficio[]> {
  await exigirResidente(db, codigoResidente);
  const linhas = await db
    .select()
    .from(beneficio)
    .where(eq(beneficio.CODIGO_RESIDENTE, codigoResidente))
    .orderBy(asc(beneficio.NOME_BENEFICIO));
  return linhas.map(paraResposta);
}

export async function buscarBeneficio(db: Db, codigoResidente: number, nome: string): Promise<Beneficio> {
  const [linha] = await db.select().from(beneficio).where(chave(codigoResidente, nome));
  return paraResposta(ouNaoEncontrado(linha));
}

export async function criarBeneficio(
  db: Db,
  autor: Autor,
  dados: z.output<typeof beneficioInput>,
  chave: string | null = null,
): Promise<Beneficio> {
  const { CODIGO_RESIDENTE, ...campos } = dados;
  const envio = { chave, rota: 'POST /beneficio', corpo: dados };
  const auditoria = () => ({ registro: registro(CODIGO_RESIDENTE, campos.NOME_BENEFICIO) });
  return escrever(db, autor, { acao: 'criar', entidade: 'beneficio', envio, auditoria }, async (tx) => {
    await exigirResidente(tx, CODIGO_RESIDENTE);
    const [linha] = await tx
      .insert(beneficio)
      .values({ ...paraTabela(campos), CODIGO_RESIDENTE })
      .returning();
    return paraResposta(ouNaoEncontrado(linha));
  });
}

/** `PUT /beneficio/{residente}/{nome}`: renaming moves the key; a name the resident already has is a 409. */
export async function atualizarBeneficio(
  db: Db,
  autor: Autor,
  codigoResidente: number,
  nome: string,
  { VERSAO, ...campos }: z.output<typeof beneficioAtualizacao>,
): Promise<Beneficio> {
  const versao = { tabela: beneficio, onde: chave(codigoResidente, nome), VERSAO };
  const auditoria = () => ({
    registro: registro(codigoResidente, nome),
    detalhes: { NOME_BENEFICIO: campos.NOME_BENEFICIO },
  });
  return escrever(db, autor, { acao: 'atualizar', entidade: 'beneficio', versao, auditoria }, async (tx) => {
    const [linha] = await tx
      .update(beneficio)
      .set(paraTabela(campos))
      .where(chave(codigoResidente, nome))
      .returning();
    return paraResposta(ouNaoEncontrado(linha));
  });
}

export async function apagarBeneficio(
  db: Db,
  autor: Autor,
  codigoResidente: number,
  nome: string,
): Promise<void> {
  const auditoria = (apagado: Linha) => ({
    registro: registro(codigoResidente, nome),
    detalhes: { beneficio: apagado },
  });
  await escrever(db, autor, { acao: 'apagar', entidade: 'beneficio', auditoria }, async (tx) => {
    const [linha] = await tx.delete(beneficio).where(chave(codigoResidente, nome)).returning();
    return ouNaoEncontrado(linha);
  });
}

/** docs/produto.md §5 `POST /beneficio/nome`: the name among the resident's benefits, the one being edited excluded. */
export async function nomeDeBeneficioExistente(db: Db, pedido: BeneficioNomeRequest): Promise<boolean> {
  if (!pedido.NOME_BENEFICIO) return false;
  const editado = pedido.NOME_BENEFICIO_EDITAR
    ? sql`lower(${beneficio.NOME_BENEFICIO}) <> lower(${pedido.NOME_BENEFICIO_EDITAR})`
    : undefined;
  const [linha] = await db
    .select({ CODIGO_RESIDENTE: beneficio.CODIGO_RESIDENTE })
    .from(beneficio)
    .where(and(chave(pedido.CODIGO, pedido.NOME_BENEFICIO), editado))
    .limit(1);
  return linha !== undefined;
}
