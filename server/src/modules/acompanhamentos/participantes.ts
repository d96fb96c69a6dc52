import { MENSAGENS } from '@acolher/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { NotFoundError, RuleViolationError } from '../../lib/errors.ts';

/** A follow-up's participants as codes: who took part and with whom. */
export type Participantes = {
  FUNCIONARIOS: readonly number[];
  RESIDENTES: readonly number[];
};

/** Who of `a` is not in `b`, of each kind. */
export const alemDe = (a: Participantes, b: Participantes): Participantes => ({
  FUNCIONARIOS: a.FUNCIONARIOS.filter((c) => !b.FUNCIONARIOS.includes(c)),
  RESIDENTES: a.RESIDENTES.filter((c) => !b.RESIDENTES.includes(c)),
});

export const algum = (p: Participantes) => p.FUNCIONARIOS.length > 0 || p.RESIDENTES.length > 0;

type Pessoa = {
  tipo: 'F' | 'R';
  codigo: number;
  ativo: boolean;
  nome: string;
};

/**
 * Every participant a write names must exist and be active, except those already in the follow-up
 * (an edit) or in the one it corrects: a resident discharged since keeps being part of that record.
 * One query for both kinds; 404 names the unknown codes, 422 the inactive people.
 */
export async function exigirParticipantes(
  db: Db | Tx,
  novos: Participantes,
  jaAceitos: Participantes = { FUNCIONARIOS: [], RESIDENTES: [] },
): Promise<void> {
  const pedidos = alemDe(novos, jaAceitos);
  if (!algum(pedidos)) return;
  const { FUNCIONARIOS: funcionarios, RESIDENTES: residentes } = pedidos;
  const { rows } = await db.execute<Pessoa>(sql`
    select 'F' as tipo, f.codigo_funcionario as codigo, f.ativo, p.nome || ' ' || p.sobrenome as nome
    from funcionario f join pessoa p on p.codigo = f.pessoa_codigo
    where f.codigo_funcionario = any(${sql.param(funcionarios)}::int[])
    union all
    select 'R', r.codigo_residente, r.ativo, p.nome || ' ' || p.sobrenome
    from residente r join pessoa p on p.codigo = r.pessoa_codigo
    where r.codigo_residente = any(${sql.param(residentes)}::int[])`);
  exigirDoTipo(
    rows,
    'F',
    funcionarios,
    MENSAGENS.funcionarioNaoEncontrado,
    MENSAGENS.funcionarioInativoNoAcompanhamento,
  );
  exigirDoTipo(
    rows,
    'R',
    residentes,
    MENSAGENS.residenteNaoEncontrado,
    MENSAGENS.residenteInativoNoAcompanhamento,
  );
}

function exigirDoTipo(
  achados: Pessoa[],
  tipo: Pessoa['tipo'],
  pedidos: readonly number[],
  naoEncontrado: (codigos: string) => string,
  inativo: (nomes: string) => string,
): void {
  const doTipo = achados.filter((p) => p.tipo === tipo);
  const faltam = pedidos.filter((c) => !doTipo.some((p) => p.codigo === c));
  if (faltam.length > 0) throw new NotFoundError(naoEncontrado(faltam.join(', ')));
  const inativos = doTipo.filter((p) => !p.ativo);
  if (inativos.length > 0) throw new RuleViolationError(inativo(inativos.map((p) => p.nome).join(', ')));
}
