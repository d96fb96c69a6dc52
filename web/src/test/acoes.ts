import userEvent from '@testing-library/user-event';

/** Pasting is one change event: much faster than typing key by key on a busy machine, same masks. */
export async function preencher(campo: HTMLElement, texto: string) {
  await userEvent.click(campo);
  await userEvent.paste(texto);
}
