import { MENSAGENS } from '@acolher/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simularApi } from '../test/api-falsa.ts';
import { ApiError } from './api.ts';
import {
  arquivoFoiBaixado,
  baixarArquivo,
  falhaAoBaixar,
  nomeDoArquivo,
  REVOGAR_LINK_APOS_MS,
} from './arquivo.ts';
import { fecharSnackbar, useSnackbar } from './snackbar.ts';

/** Each click on a download link, as its address and the name it asks for. */
function espiarCliques() {
  const cliques: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    cliques.push({ href: this.href, download: this.download });
  });
  return cliques;
}

function simularObjectUrl() {
  const criar = vi.fn(() => 'blob:relatorio');
  const revogar = vi.fn();
  Object.assign(URL, { createObjectURL: criar, revokeObjectURL: revogar });
  return { criar, revogar };
}

describe('baixarArquivo', () => {
  afterEach(() => act(fecharSnackbar));

  it('clica num link com o nome do Content-Disposition, revoga o endereço após 100 ms e avisa', async () => {
    vi.useFakeTimers();
    const { criar, revogar } = simularObjectUrl();
    const cliques = espiarCliques();
    simularApi({
      'GET /relatorio-residentes/ativos': {
        corpo: 'pdf',
        cabecalhos: {
          'Content-Disposition':
            "attachment; filename*=UTF-8''Residentes%20ativos%20%E2%80%93%20S%C3%A3o.pdf",
        },
      },
    });
    const { result } = renderHook(() => useSnackbar());

    await baixarArquivo('/relatorio-residentes/ativos', 'padrao.pdf', 'Relatório emitido com sucesso');
    expect(criar).toHaveBeenCalledOnce();
    expect(cliques).toEqual([{ href: 'blob:relatorio', download: 'Residentes ativos – São.pdf' }]);
    expect(revogar).not.toHaveBeenCalled();
    expect(result.current).toBeNull();

    act(() => vi.advanceTimersByTime(REVOGAR_LINK_APOS_MS));
    expect(revogar).toHaveBeenCalledWith('blob:relatorio');
    expect(result.current?.texto).toBe('Relatório emitido com sucesso');
  });

  it('uma recusa do servidor vai para o snackbar e nada é baixado', async () => {
    const { criar } = simularObjectUrl();
    simularApi({ 'GET /relatorio-convenio/9': { status: 404, corpo: { message: 'x' } } });
    const { result } = renderHook(() => useSnackbar());
    await act(() => baixarArquivo('/relatorio-convenio/9', 'c.pdf', 'ok'));
    expect(criar).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ texto: 'Recurso não encontrado', tipo: 'erro' });
  });

  it('a conexão que cai no meio do arquivo (um CSV longo) é dita em português, e nada é baixado', async () => {
    const { criar } = simularObjectUrl();
    const cortado = new ReadableStream<Uint8Array>({
      start(controle) {
        controle.enqueue(new TextEncoder().encode('\uFEFF"Data e hora";"Login"\r\n'));
        controle.error(new TypeError('Failed to fetch'));
      },
    });
    vi.stubGlobal('fetch', async () => new Response(cortado, { status: 200 }));
    const { result } = renderHook(() => useSnackbar());
    try {
      await act(() => baixarArquivo('/auditoria.csv', 'auditoria.csv', 'ok'));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(criar).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ texto: MENSAGENS.semConexao, tipo: 'erro' });
  });

  it('falhaAoBaixar responde o motivo que o snackbar disse, e null quando o arquivo foi salvo', async () => {
    simularObjectUrl();
    espiarCliques();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useSnackbar());
    try {
      expect(await act(() => falhaAoBaixar('/api/v1/assists/3', 'p.pdf', 'ok'))).toBe(MENSAGENS.semConexao);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(result.current).toMatchObject({ texto: MENSAGENS.semConexao, tipo: 'erro' });
    simularApi({ 'GET /api/v1/assists/3': { corpo: 'pdf' } });
    expect(await act(() => falhaAoBaixar('/api/v1/assists/3', 'p.pdf', 'ok'))).toBeNull();
  });
});

describe('arquivoFoiBaixado com conferência: o navegador grava o corpo direto no disco', () => {
  afterEach(() => act(fecharSnackbar));

  it('conferido, clica num link para o próprio endereço, sem ler o corpo na página, e avisa após 100 ms', async () => {
    vi.useFakeTimers();
    const { criar } = simularObjectUrl();
    const cliques = espiarCliques();
    const { chamadas } = simularApi({});
    const conferir = vi.fn(async () => undefined);
    const { result } = renderHook(() => useSnackbar());

    const salvo = await arquivoFoiBaixado('/auditoria.csv?acao=login', 'auditoria.csv', 'CSV ok', {
      conferir,
    });
    expect(salvo).toBe(true);
    expect(conferir).toHaveBeenCalledOnce();
    expect(cliques).toEqual([
      { href: `${location.origin}/auditoria.csv?acao=login`, download: 'auditoria.csv' },
    ]);
    expect(chamadas).toEqual([]);
    expect(criar).not.toHaveBeenCalled();
    expect(document.querySelector('a[download]')).toBeNull();
    expect(result.current).toBeNull();

    act(() => vi.advanceTimersByTime(REVOGAR_LINK_APOS_MS));
    expect(result.current).toMatchObject({ texto: 'CSV ok', tipo: 'sucesso' });
  });

  it('recusada a conferência, a mensagem dela vai para o snackbar e nenhum link é clicado', async () => {
    const cliques = espiarCliques();
    const { result } = renderHook(() => useSnackbar());
    const salvo = await act(() =>
      arquivoFoiBaixado('/auditoria.csv', 'auditoria.csv', 'ok', {
        conferir: async () => {
          throw new ApiError(MENSAGENS.naoAutorizado, 403);
        },
      }),
    );
    expect(salvo).toBe(false);
    expect(cliques).toEqual([]);
    expect(result.current).toMatchObject({ texto: MENSAGENS.naoAutorizado, tipo: 'erro' });
  });
});

describe('nomeDoArquivo', () => {
  it('lê filename simples, e usa o padrão sem cabeçalho', () => {
    expect(nomeDoArquivo('attachment; filename="Convenios.pdf"', 'x.pdf')).toBe('Convenios.pdf');
    expect(nomeDoArquivo(null, 'x.pdf')).toBe('x.pdf');
  });
});
