import type { Telefone, TelefoneInput } from '@acolher/contract';
import { putTelefone } from './api/atualizar-telefone.ts';
import { postTelefone } from './api/criar-telefone.ts';
import type { TelefoneFormulario } from './telefones-editor.tsx';

interface Vinculos {
  vincular: (telefone: number) => Promise<unknown>;
  desvincular: (telefone: number) => Promise<unknown>;
}

/**
 * The spec's phone chain for an owner that already exists (relative, plan membership): phones
 * removed from the list are unlinked, kept ones updated (`PUT /telefone`), then new ones created
 * (`POST /telefone`) and linked. `normalizados` is the list as the contract parsed it, same order.
 */
export async function sincronizarTelefones(
  atuais: Telefone[],
  formulario: TelefoneFormulario[],
  normalizados: TelefoneInput[],
  { vincular, desvincular }: Vinculos,
): Promise<void> {
  const mantidos = new Set(formulario.map((t) => t.CODIGO));
  for (const telefone of atuais) {
    if (!mantidos.has(telefone.CODIGO)) await desvincular(telefone.CODIGO);
  }
  // Kept ones first: a new phone's link then finds the owner's numbers as the list leaves them (decision 0050).
  const codigos = normalizados.map((_, indice) => formulario[indice]?.CODIGO);
  for (const [indice, telefone] of normalizados.entries()) {
    const codigo = codigos[indice];
    if (codigo !== undefined) await putTelefone(codigo, telefone);
  }
  for (const [indice, telefone] of normalizados.entries()) {
    if (codigos[indice] === undefined) await vincular((await postTelefone(telefone)).CODIGO);
  }
}
