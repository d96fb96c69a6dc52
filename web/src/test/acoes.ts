import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Pasting is one change event: much faster than typing key by key on a busy machine, same masks. */
export async function preencher(campo: HTMLElement, texto: string) {
  await userEvent.click(campo);
  await userEvent.paste(texto);
}

/**
 * A section list row's action, found the cheap way: role queries with a name walk the whole app on
 * every retry, which a loaded machine once made slower than the wait allows.
 */
export async function acaoDaLinha(nome: string, acao: string) {
  await userEvent.click(await screen.findByLabelText(`Ações de ${nome}`));
  await userEvent.click(await screen.findByText(acao, { selector: '[role="menuitem"] *' }));
}
