/**
 * `/dependente/{funcionario}/{nome}/{sobrenome}`: the original keyed a dependant by its employee,
 * name and surname (decision 0026); the name as stored, encoded, so "Ana Luísa" stays one segment.
 */
export function caminhoDoDependente(dependente: {
  CODIGO_FUNCIONARIO: number;
  NOME: string;
  SOBRENOME: string;
}) {
  const { CODIGO_FUNCIONARIO, NOME, SOBRENOME } = dependente;
  return `/dependente/${CODIGO_FUNCIONARIO}/${encodeURIComponent(NOME)}/${encodeURIComponent(SOBRENOME)}`;
}
