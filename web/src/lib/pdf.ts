import { MENSAGENS } from '@acolher/contract';
import { lerCorpo, requisitarResposta } from './api.ts';
import { notificar } from './snackbar.ts';

/** What every section's report button shows once the file is saved. */
export const RELATORIO_EMITIDO = 'Relatório emitido com sucesso';

/** SPEC §7: the download link is revoked 100 ms after the click, then the success text is shown. */
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
 * Fetches a report with the session (cookie) and saves it through a temporary link: a plain
 * <a href> could not show the API's error message when the report is refused. Never rejects: the
 * outcome, good or bad, goes to the snackbar.
 */
export async function baixarPdf(caminho: string, nomePadrao: string, mensagemSucesso: string): Promise<void> {
  await pdfFoiBaixado(caminho, nomePadrao, mensagemSucesso);
}

/**
 * `baixarPdf`, telling whether the file was saved: a form that asked for it keeps its filters when
 * it was not (a session that expired, a refused period).
 */
export async function pdfFoiBaixado(
  caminho: string,
  nomePadrao: string,
  mensagemSucesso: string,
): Promise<boolean> {
  try {
    await salvarArquivo(caminho, nomePadrao, mensagemSucesso);
    return true;
  } catch (erro) {
    notificar(erro instanceof Error ? erro.message : MENSAGENS.falhaGenerica, 'erro');
    return false;
  }
}

async function salvarArquivo(caminho: string, nomePadrao: string, mensagemSucesso: string): Promise<void> {
  const resposta = await requisitarResposta(caminho);
  const nome = nomeDoArquivo(resposta.headers.get('Content-Disposition'), nomePadrao);
  const url = URL.createObjectURL(await lerCorpo(resposta.blob()));
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
    notificar(mensagemSucesso, 'sucesso');
  }, REVOGAR_LINK_APOS_MS);
}
