import type {
  Familiar,
  FamiliarDoResidente,
  familiarAtualizacao,
  familiarInput,
  residenteFamiliarInput,
  vinculoFamiliar,
} from '@acolher/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { endereco, telefone } from '../../db/tabelas/cadastro.ts';
import {
  enderecoFamiliar,
  familiar,
  residenteFamiliar,
  telefoneFamiliar,
} from '../../db/tabelas/residentes.ts';
import { VINCULOS_DE_ENDERECO, VINCULOS_DE_TELEFONE } from '../../db/vinculos.ts';
import type { Autor } from '../../lib/autor.ts';
import { ouNaoEncontrado } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import {
  apagarContatosSemVinculo,
  criarContatosVinculados,
  criarEndereco,
  criarTelefone,
  desvinculadorDe,
  vinculadorDe,
} from '../cadastro/service.ts';
import { exigirResidente } from './service.ts';

type LinhaFamiliar = typeof familiar.$inferSelect;
type Vinculo = z.output<typeof vinculoFamiliar>;

/** Addresses and phones of these relatives, attached to each (two queries, whatever the count). */
async function comContatos<T extends LinhaFamiliar>(
  db: Db | Tx,
  linhas: T[],
): Promise<(T & Pick<Familiar, 'ENDERECOS' | 'TELEFONE'>)[]> {
  const codigos = linhas.map((l) => l.CODIGO);
  if (codigos.length === 0) return [];
  const [enderecos, telefones] = await Promise.all([
    db
      .select({ dono: enderecoFamiliar.FAMILIAR_CODIGO, endereco })
      .from(enderecoFamiliar)
      .innerJoin(endereco, eq(endereco.CODIGO, enderecoFamiliar.ENDERECO_CODIGO))
      .where(inArray(enderecoFamiliar.FAMILIAR_CODIGO, codigos))
      .orderBy(asc(endereco.CODIGO)),
    db
      .select({ dono: telefoneFamiliar.FAMILIAR_CODIGO, telefone })
      .from(telefoneFamiliar)
      .innerJoin(telefone, eq(telefone.CODIGO, telefoneFamiliar.TELEFONE_CODIGO))
      .where(inArray(telefoneFamiliar.FAMILIAR_CODIGO, codigos))
      .orderBy(asc(telefone.CODIGO)),
  ]);
  return linhas.map((l) => ({
    ...l,
    ENDERECOS: enderecos.filter((e) => e.dono === l.CODIGO).map((e) => e.endereco),
    TELEFONE: telefones.filter((t) => t.dono === l.CODIGO).map((t) => t.telefone),
  }));
}

export async function buscarFamiliar(db: Db | Tx, codigo: number): Promise<Familiar> {
  const linhas = await db.select().from(familiar).where(eq(familiar.CODIGO, codigo));
  const [achado] = await comContatos(db, linhas);
  return ouNaoEncontrado(achado);
}

/** A resident's relatives, responsible first, with the link's kinship. */
export async function listarFamiliaresDoResidente(
  db: Db,
  codigoResidente: number,
): Promise<FamiliarDoResidente[]> {
  await exigirResidente(db, codigoResidente);
  const linhas = await db
    .select({ familiar, vinculo: residenteFamiliar })
    .from(residenteFamiliar)
    .innerJoin(familiar, eq(familiar.CODIGO, residenteFamiliar.FAMILIAR_CODIGO))
    .where(eq(residenteFamiliar.RESIDENTE_CODIGO, codigoResidente))
    .orderBy(desc(residenteFamiliar.RESPONSAVEL), asc(familiar.NOME), asc(familiar.SOBRENOME));
  return comContatos(
    db,
    linhas.map((l) => ({ ...l.familiar, ...l.vinculo })),
  );
}

async function exigirFamiliar(db: Db | Tx, codigo: number): Promise<void> {
  const [linha] = await db
    .select({ CODIGO: familiar.CODIGO })
    .from(familiar)
    .where(eq(familiar.CODIGO, codigo));
  ouNaoEncontrado(linha);
}

/** Links (or re-describes the link of) a relative to a resident: kinship and responsible flag. */
function gravarVinculo(
  db: Db | Tx,
  autor: Autor,
  codigoFamiliar: number,
  vinculo: Vinculo,
  exigirFamiliarAntes = false,
) {
  const auditoria = () => ({ registro: `${vinculo.RESIDENTE_CODIGO}/${codigoFamiliar}` });
  return escrever(db, autor, { acao: 'vincular', entidade: 'residente_familiar', auditoria }, async (tx) => {
    if (exigirFamiliarAntes) await exigirFamiliar(tx, codigoFamiliar);
    await exigirResidente(tx, vinculo.RESIDENTE_CODIGO);
    const [linha] = await tx
      .insert(residenteFamiliar)
      .values({ ...vinculo, FAMILIAR_CODIGO: codigoFamiliar })
      .onConflictDoUpdate({
        target: [residenteFamiliar.RESIDENTE_CODIGO, residenteFamiliar.FAMILIAR_CODIGO],
        set: { PARENTESCO: vinculo.PARENTESCO, RESPONSAVEL: vinculo.RESPONSAVEL },
      })
      .returning();
    return ouNaoEncontrado(linha);
  });
}

/** `POST /familiar`: the relative, its addresses, phones and resident link, all or nothing. */
export async function criarFamiliar(
  db: Db,
  autor: Autor,
  dados: z.output<typeof familiarInput>,
  chave: string | null = null,
): Promise<Familiar> {
  const envio = { chave, rota: 'POST /familiar', corpo: dados };
  const auditoria = (criado: Familiar) => ({ registro: criado.CODIGO });
  return escrever(db, autor, { acao: 'criar', entidade: 'familiar', envio, auditoria }, async (tx) => {
    const { ENDERECOS, TELEFONE, VINCULO, ...campos } = dados;
    const [criado] = await tx.insert(familiar).values(campos).returning({ CODIGO: familiar.CODIGO });
    const codigo = ouNaoEncontrado(criado).CODIGO;
    await criarContatosVinculados(tx, autor, VINCULOS_DE_ENDERECO.familiar, codigo, ENDERECOS, criarEndereco);
    await criarContatosVinculados(tx, autor, VINCULOS_DE_TELEFONE.familiar, codigo, TELEFONE, criarTelefone);
    if (VINCULO) await gravarVinculo(tx, autor, codigo, VINCULO);
    return buscarFamiliar(tx, codigo);
  });
}

/** `PUT /familiar/{id}`: the relative's fields, and one link's kinship when VINCULO comes. */
export async function atualizarFamiliar(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof familiarAtualizacao>,
): Promise<Familiar> {
  const { VINCULO, VERSAO, ...campos } = dados;
  const versao = { tabela: familiar, onde: eq(familiar.CODIGO, codigo), VERSAO };
  const escrita = {
    acao: 'atualizar',
    entidade: 'familiar',
    versao,
    auditoria: () => ({ registro: codigo }),
  };
  return escrever(db, autor, escrita, async (tx) => {
    const [linha] = await tx
      .update(familiar)
      .set(campos)
      .where(eq(familiar.CODIGO, codigo))
      .returning({ CODIGO: familiar.CODIGO });
    ouNaoEncontrado(linha);
    if (VINCULO) await gravarVinculo(tx, autor, codigo, VINCULO);
    return buscarFamiliar(tx, codigo);
  });
}

/** `POST /residente_familiar` of the spec's chain. */
export async function vincularFamiliar(db: Db, autor: Autor, dados: z.output<typeof residenteFamiliarInput>) {
  const { FAMILIAR_CODIGO, ...vinculo } = dados;
  return gravarVinculo(db, autor, FAMILIAR_CODIGO, vinculo, true);
}

/**
 * Unlinks a relative from a resident. A relative nobody else links is no one's contact any more:
 * it goes with its addresses and phones (the audit log keeps who it was).
 */
export async function desvincularFamiliar(
  db: Db,
  autor: Autor,
  codigoResidente: number,
  codigoFamiliar: number,
): Promise<void> {
  // The unlink, then the relative when it went with it (the audit log keeps who it was).
  const auditoria = (apagado: Familiar | null) => [
    { registro: `${codigoResidente}/${codigoFamiliar}` },
    ...(apagado
      ? [{ acao: 'apagar', entidade: 'familiar', registro: codigoFamiliar, detalhes: { familiar: apagado } }]
      : []),
  ];
  await escrever(
    db,
    autor,
    { acao: 'desvincular', entidade: 'residente_familiar', auditoria },
    async (tx) => {
      const [removido] = await tx
        .delete(residenteFamiliar)
        .where(
          and(
            eq(residenteFamiliar.RESIDENTE_CODIGO, codigoResidente),
            eq(residenteFamiliar.FAMILIAR_CODIGO, codigoFamiliar),
          ),
        )
        .returning();
      ouNaoEncontrado(removido);
      const [outro] = await tx
        .select({ R: residenteFamiliar.RESIDENTE_CODIGO })
        .from(residenteFamiliar)
        .where(eq(residenteFamiliar.FAMILIAR_CODIGO, codigoFamiliar))
        .limit(1);
      return outro ? null : apagarFamiliar(tx, codigoFamiliar);
    },
  );
}

/** Deletes the relative with its addresses and phones; answers what it was. */
async function apagarFamiliar(tx: Tx, codigo: number): Promise<Familiar> {
  const contatos = await buscarFamiliar(tx, codigo);
  await tx.delete(familiar).where(eq(familiar.CODIGO, codigo));
  await apagarContatosSemVinculo(
    tx,
    endereco,
    contatos.ENDERECOS.map((e) => e.CODIGO),
  );
  await apagarContatosSemVinculo(
    tx,
    telefone,
    contatos.TELEFONE.map((t) => t.CODIGO),
  );
  return contatos;
}

/** `POST /endereco_familiar` and `/telefone_familiar` of the spec's chain; a repeated link is a 409. */
export const vincularEnderecoFamiliar = vinculadorDe(VINCULOS_DE_ENDERECO.familiar, exigirFamiliar);
export const vincularTelefoneFamiliar = vinculadorDe(VINCULOS_DE_TELEFONE.familiar, exigirFamiliar);

export async function listarTelefonesDoFamiliar(db: Db, codigoFamiliar: number) {
  return (await buscarFamiliar(db, codigoFamiliar)).TELEFONE;
}

/** `DELETE /telefone_familiar/{familiar}/{telefone}`: the link and, with its last link, the phone. */
export const removerTelefoneFamiliar = desvinculadorDe(VINCULOS_DE_TELEFONE.familiar);
