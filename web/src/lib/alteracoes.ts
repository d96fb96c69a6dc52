/** One field a form changed from the values it started with: its path (`PESSOA.PROFISSAO`) and value. */
export interface Alteracao {
  caminho: string;
  valor: unknown;
}

function ehGrupo(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

/**
 * The fields whose values differ between `antes` and `depois`, as Mantine names them. Groups are
 * compared inside; a list (phones, the people of a follow-up) is one field, taken whole.
 */
export function alteracoesEntre(antes: unknown, depois: unknown, caminho = ''): Alteracao[] {
  if (ehGrupo(antes) && ehGrupo(depois)) {
    return Object.keys(depois).flatMap((chave) =>
      alteracoesEntre(antes[chave], depois[chave], caminho ? `${caminho}.${chave}` : chave),
    );
  }
  return JSON.stringify(antes) === JSON.stringify(depois) ? [] : [{ caminho, valor: depois }];
}
