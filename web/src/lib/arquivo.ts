import { MENSAGENS } from '@acolher/contract';
import { lerCorpo, requisitarResposta } from './api.ts';
import { notificar } from './snackbar.ts';

/** What every section's report button shows once the file is saved. */
export const RELATORIO_EMITIDO = 'Relatório emitido com sucesso';

/** docs/produto.md §7: the download link is revoked 100 ms after the click, then the success text is shown. */
export const REVOGAR_LINK_APOS_MS = 100;

/** `attachment; filename*=UTF-8''Ficha%20Jos%C3%A9.pdf` (or the plain `filename="…"`) → its name. */
export function nomeDoArquivo(disposicao: string | null, padrao: string): string {
  if (!disposicao) return padrao;
  const codificado = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposicao);
  if (codificado?.[1]) {
    try {
      return decodeURIComponent(codificado[1].trim());
    } catch {
      return padrao;
    }
  }
  const simples = /filename\s*=\s*"?([^";]+)"?/i.exec(disposicao);
  return simples?.[1]?.trim() || padrao;
}

/** A list report's path: the tab's, with the search the screen shows (none when empty). */
export function caminhoDaLista(base: string, busca: string): string {
  const termo = busca.trim();
  return termo ? `${base}?${new URLSearchParams({ busca: termo }).toString()}` : base;
}

/**
 * How a file reaches the disk. Without `conferir`, the body is fetched with the session and saved
 * from memory: a refusal or a connection lost mid-file is told in Portuguese, fine for a PDF of a
 * few pages. With it, the body never enters the page: `conferir` asks the server a cheap question
 * with the same session, rights and filter (a refusal, an expired session, no connection surface
 * there, in Portuguese), and then the browser itself fetches the URL through a download link and
 * writes it to disk as it arrives; the server's `Content-Disposition: attachment` names it. For an
 * export of a million rows (about 130 MB) that a phone could not hold. The price: a connection lost
 * mid-file is shown by the browser's downloads, not the snackbar. Not the File System Access API's
 * save picker: no Firefox, no Safari, Android Chrome only since 132, and HTTPS only.
 */
export interface Entrega {
  conferir?: () => Promise<unknown>;
}

/**
 * Fetches a file (a PDF, the audit CSV) with the session (cookie) and saves it through a temporary
 * link: a plain <a href> could not show the API's error message when the file is refused. Never
 * rejects: the outcome, good or bad, goes to the snackbar.
 */
export async function baixarArquivo(
  caminho: string,
  nomePadrao: string,
  mensagemSucesso: string,
): Promise<void> {
  await arquivoFoiBaixado(caminho, nomePadrao, mensagemSucesso);
}

/**
 * `baixarArquivo`, telling whether the file was saved (or, with `conferir`, handed to the browser):
 * a form that asked for it keeps its filters when it was not (a session that expired, a refused period).
 */
export async function arquivoFoiBaixado(
  caminho: string,
  nomePadrao: string,
  mensagemSucesso: string,
  entrega: Entrega = {},
): Promise<boolean> {
  return (await falhaAoBaixar(caminho, nomePadrao, mensagemSucesso, entrega)) === null;
}

/**
 * `baixarArquivo`, answering why the file was not saved (the snackbar's text), or null once it was:
 * a modal that asked for it keeps the reason beside its button after the snackbar is gone.
 */
export async function falhaAoBaixar(
  caminho: string,
  nomePadrao: string,
  mensagemSucesso: string,
  { conferir }: Entrega = {},
): Promise<string | null> {
  try {
    if (conferir) {
      await conferir();
      salvarPorLink(caminho, nomePadrao, mensagemSucesso);
    } else {
      await salvarDaMemoria(caminho, nomePadrao, mensagemSucesso);
    }
    return null;
  } catch (erro) {
    const mensagem = erro instanceof Error ? erro.message : MENSAGENS.falhaGenerica;
    notificar(mensagem, 'erro');
    return mensagem;
  }
}

async function salvarDaMemoria(caminho: string, nomePadrao: string, mensagemSucesso: string): Promise<void> {
  const resposta = await requisitarResposta(caminho);
  const nome = nomeDoArquivo(resposta.headers.get('Content-Disposition'), nomePadrao);
  const url = URL.createObjectURL(await lerCorpo(resposta.blob()));
  salvarPorLink(url, nome, mensagemSucesso, () => URL.revokeObjectURL(url));
}

/**
 * Clicks a `download` link: the page stays where it is even if the server refuses (a link without
 * `download` would replace the page with the error's JSON). The success text follows after 100 ms,
 * once the link (and a blob's address) is let go.
 */
function salvarPorLink(href: string, nome: string, mensagemSucesso: string, aoSoltar?: () => void): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    aoSoltar?.();
    notificar(mensagemSucesso, 'sucesso');
  }, REVOGAR_LINK_APOS_MS);
}
