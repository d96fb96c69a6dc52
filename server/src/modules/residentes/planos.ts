import {
  NUMERO_CONVENIO_AMBIGUO,
  type ResidenteConvenio,
  type residenteConvenioAtualizacao,
  type residenteConvenioInput,
  type TelefoneParentescoInput,
} from '@acolher/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { telefone } from '../../db/tabelas/cadastro.ts';
import { convenio } from '../../db/tabelas/convenios.ts';
import { residenteConvenio, telefoneParentesco } from '../../db/tabelas/residentes.ts';
import { VINCULOS_DE_TELEFONE } from '../../db/vinculos.ts';
import type { Autor } from '../../lib/autor.ts';
import { InvalidInputError, ouNaoEncontrado, StateConflictError } from '../../lib/errors.ts';
import { escrever } from '../../lib/escrita.ts';
import {
  apagarContatosSemVinculo,
  criarContatosVinculados,
  criarTelefone,
  desvinculadorDe,
  vincularContato,
} from '../cadastro/service.ts';
import { exigirResidente } from './service.ts';

type Dados = z.output<typeof residenteConvenioInput>;

/** Memberships matching `filtro`, with the plan's name and their holder phones. */
async function consultarVinculos(db: Db | Tx, filtro: SQL | undefined): Promise<ResidenteConvenio[]> {
  const linhas = await db
    .select({ vinculo: residenteConvenio, NOME_CONVENIO: convenio.NOME })
    .from(residenteConvenio)
    .innerJoin(convenio, eq(convenio.CODIGO, residenteConvenio.CONVENIO_CODIGO))
    .where(filtro)
    .orderBy(asc(convenio.NOME), asc(residenteConvenio.CODIGO));
  const codigos = linhas.map((l) => l.vinculo.CODIGO);
  const telefones = codigos.length
    ? await db
        .select({ dono: telefoneParentesco.RESIDENTE_CONVENIO_CODIGO, telefone })
        .from(telefoneParentesco)
        .innerJoin(telefone, eq(telefone.CODIGO, telefoneParentesco.TELEFONE_CODIGO))
        .where(inArray(telefoneParentesco.RESIDENTE_CONVENIO_CODIGO, codigos))
        .orderBy(asc(telefone.CODIGO))
    : [];
  return linhas.map((l) => ({
    ...l.vinculo,
    NOME_CONVENIO: l.NOME_CONVENIO,
    TELEFONE: telefones.filter((t) => t.dono === l.vinculo.CODIGO).map((t) => t.telefone),
  }));
}

export async function listarConveniosDoResidente(db: Db, codigoResidente: number) {
  await exigirResidente(db, codigoResidente);
  return consultarVinculos(db, eq(residenteConvenio.RESIDENTE_CODIGO, codigoResidente));
}

export async function buscarResidenteConvenio(db: Db | Tx, codigo: number): Promise<ResidenteConvenio> {
  const [achado] = await consultarVinculos(db, eq(residenteConvenio.CODIGO, codigo));
  return ouNaoEncontrado(achado);
}

/** The resident must exist (404) and the plan be an active one: joining an inactive plan is refused. */
async function exigirConvenioAtivo(tx: Tx, codigoConvenio: number): Promise<void> {
  const [plano] = await tx
    .select({ ATIVO: convenio.ATIVO })
    .from(convenio)
    .where(eq(convenio.CODIGO, codigoConvenio));
  if (!plano?.ATIVO) {
    const mensagem = plano ? 'Convênio inativo' : 'Convênio não encontrado';
    throw new InvalidInputError(mensagem, [{ campo: 'CONVENIO_CODIGO', mensagem }]);
  }
}

/** `POST /residente_convenio`: the membership and its holder phones in one transaction. */
export async function criarResidenteConvenio(
  db: Db,
  autor: Autor,
  dados: Dados,
  chave: string | null = null,
): Promise<ResidenteConvenio> {
  const envio = { chave, rota: 'POST /residente_convenio', corpo: dados };
  const auditoria = (criado: ResidenteConvenio) => ({ registro: criado.CODIGO });
  return escrever(
    db,
    autor,
    { acao: 'criar', entidade: 'residente_convenio', envio, auditoria },
    async (tx) => {
      const { TELEFONE, ...campos } = dados;
      await exigirResidente(tx, campos.RESIDENTE_CODIGO);
      await exigirConvenioAtivo(tx, campos.CONVENIO_CODIGO);
      const [criado] = await tx
        .insert(residenteConvenio)
        .values(campos)
        .returning({ CODIGO: residenteConvenio.CODIGO });
      const codigo = ouNaoEncontrado(criado).CODIGO;
      await criarContatosVinculados(
        tx,
        autor,
        VINCULOS_DE_TELEFONE.parentesco,
        codigo,
        TELEFONE,
        criarTelefone,
      );
      return buscarResidenteConvenio(tx, codigo);
    },
  );
}

/** `PUT /residente_convenio/{id}`: the membership's fields (phones have their own routes). */
export async function atualizarResidenteConvenio(
  db: Db,
  autor: Autor,
  codigo: number,
  dados: z.output<typeof residenteConvenioAtualizacao>,
): Promise<ResidenteConvenio> {
  const { TELEFONE: _nenhum, VERSAO, ...campos } = dados;
  const versao = {
    tabela: residenteConvenio,
    onde: eq(residenteConvenio.CODIGO, codigo),
    VERSAO,
    colunas: { CONVENIO_CODIGO: residenteConvenio.CONVENIO_CODIGO },
  };
  const escrita = {
    acao: 'atualizar',
    entidade: 'residente_convenio',
    versao,
    auditoria: () => ({ registro: codigo }),
  };
  return escrever(db, autor, escrita, async (tx, atual) => {
    // Keeping an inactive plan already on the record is fine; moving to one is not.
    if (atual.CONVENIO_CODIGO !== campos.CONVENIO_CODIGO)
      await exigirConvenioAtivo(tx, campos.CONVENIO_CODIGO);
    await exigirResidente(tx, campos.RESIDENTE_CODIGO);
    await tx.update(residenteConvenio).set(campos).where(eq(residenteConvenio.CODIGO, codigo));
    return buscarResidenteConvenio(tx, codigo);
  });
}

/** Removing a membership takes its holder phones with it; the audit log keeps the row. */
export async function apagarResidenteConvenio(db: Db, autor: Autor, codigo: number): Promise<void> {
  const auditoria = (vinculo: ResidenteConvenio) => ({ registro: codigo, detalhes: { vinculo } });
  await escrever(db, autor, { acao: 'apagar', entidade: 'residente_convenio', auditoria }, async (tx) => {
    const vinculo = await buscarResidenteConvenio(tx, codigo);
    await tx.delete(residenteConvenio).where(eq(residenteConvenio.CODIGO, codigo));
    await apagarContatosSemVinculo(
      tx,
      telefone,
      vinculo.TELEFONE.map((t) => t.CODIGO),
    );
    return vinculo;
  });
}

/**
 * The membership a phone link names: its code, or its card number (docs/produto.md §3), which must name exactly
 * one membership since card numbers are not unique across plans (decision 0002).
 */
async function membresiaDoTelefone(
  tx: Tx,
  { RESIDENTE_CONVENIO_CODIGO, NUMERO_CONVENIO }: TelefoneParentescoInput,
): Promise<number> {
  if (RESIDENTE_CONVENIO_CODIGO !== undefined) {
    await buscarResidenteConvenio(tx, RESIDENTE_CONVENIO_CODIGO);
    return RESIDENTE_CONVENIO_CODIGO;
  }
  const achados = await tx
    .select({ CODIGO: residenteConvenio.CODIGO })
    .from(residenteConvenio)
    .where(eq(residenteConvenio.NUMERO_CONVENIO, NUMERO_CONVENIO ?? ''))
    .limit(2);
  if (achados.length > 1) throw new StateConflictError(NUMERO_CONVENIO_AMBIGUO);
  return ouNaoEncontrado(achados[0]).CODIGO;
}

/** `POST /telefone_parentesco`: both must exist (a missing phone is vincularContato's 404); a repeated link is a 409. */
export async function vincularTelefoneParentesco(db: Db, autor: Autor, dados: TelefoneParentescoInput) {
  const membresia = (tx: Tx) => membresiaDoTelefone(tx, dados);
  await vincularContato(db, autor, VINCULOS_DE_TELEFONE.parentesco, membresia, dados.TELEFONE_CODIGO);
}

export async function listarTelefonesParentesco(db: Db, codigoVinculo: number) {
  return (await buscarResidenteConvenio(db, codigoVinculo)).TELEFONE;
}

/** `DELETE /telefone_parentesco/{residenteConvenio}/{telefone}`: the link and, with its last link, the phone. */
export const removerTelefoneParentesco = desvinculadorDe(VINCULOS_DE_TELEFONE.parentesco);
