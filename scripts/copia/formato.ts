import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import type { Conferencia, Migracao, Sequencia, Tabela } from './catalogo.ts';

/**
 * A backup file (docs/decisions/0036): gzip of UTF-8 text. Line 1 is this header as JSON; then each
 * table's rows in COPY text format, in the header's order, each table ended by a line `\.`; then a
 * last line `\.fim`. COPY escapes every backslash in the data, so neither marker can be a row.
 */
export interface Cabecalho {
  formato: typeof FORMATO;
  versao: number;
  criadaEm: string;
  /** The migrations applied to the source, oldest first: the restore rebuilds exactly these. */
  migracoes: Migracao[];
  tabelas: (Tabela & Conferencia)[];
  sequencias: Sequencia[];
}

export const FORMATO = 'acolher-copia';
export const VERSAO_DO_FORMATO = 1;
export const FIM_DA_TABELA = '\\.';
export const FIM_DA_COPIA = '\\.fim';

/** A header is a few kilobytes; a first line past this is not one. */
const MAIOR_CABECALHO = 1024 * 1024;
const GZIP = Buffer.from([0x1f, 0x8b]);

/** A file that is not a whole, readable backup: the message says what is wrong, in Portuguese. */
export class CopiaInvalidaError extends Error {}

/** Text lines of a stream, without their '\n'; a multi-byte character split between chunks stays whole. */
export async function* linhas(entrada: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decodificador = new StringDecoder('utf8');
  let resto = '';
  for await (const pedaco of entrada) {
    const texto = resto + decodificador.write(pedaco);
    const partes = texto.split('\n');
    resto = partes.pop() ?? '';
    yield* partes;
  }
  resto += decodificador.end();
  if (resto !== '') yield resto;
}

function naoECopia(arquivo: string, porque: string): CopiaInvalidaError {
  return new CopiaInvalidaError(`${arquivo} não é uma cópia de segurança do Acolher: ${porque}.`);
}

/** Why zlib refused the bytes, in the operator's words. */
export function erroDeLeitura(arquivo: string, erro: unknown): Error {
  const { code, message } = erro as NodeJS.ErrnoException;
  if (code === 'ENOENT') return new CopiaInvalidaError(`O arquivo ${arquivo} não existe.`);
  if (code === 'EISDIR') return new CopiaInvalidaError(`${arquivo} é uma pasta, não um arquivo de cópia.`);
  if (code === 'EACCES') return new CopiaInvalidaError(`Sem permissão para ler ${arquivo}.`);
  if (code === 'Z_BUF_ERROR' || message === 'unexpected end of file') {
    return new CopiaInvalidaError(`A cópia ${arquivo} está incompleta (o arquivo termina no meio).`);
  }
  if (code?.startsWith('Z_')) {
    return new CopiaInvalidaError(`A cópia ${arquivo} está corrompida (${message}).`);
  }
  return erro as Error;
}

/** The file's lines, decompressed; a read or decompression failure becomes a CopiaInvalidaError. */
export async function* linhasDoArquivo(arquivo: string): AsyncGenerator<string> {
  const bruto = createReadStream(arquivo);
  const descomprimido = bruto.pipe(createGunzip());
  bruto.on('error', (erro) => descomprimido.destroy(erro));
  try {
    yield* linhas(descomprimido);
  } catch (erro) {
    throw erroDeLeitura(arquivo, erro);
  } finally {
    bruto.destroy();
    descomprimido.destroy();
  }
}

function validarCabecalho(arquivo: string, texto: string): Cabecalho {
  let cabecalho: Partial<Cabecalho>;
  try {
    cabecalho = JSON.parse(texto);
  } catch {
    throw naoECopia(arquivo, 'a primeira linha não é o cabeçalho de uma cópia');
  }
  if (cabecalho?.formato !== FORMATO) throw naoECopia(arquivo, 'o cabeçalho não é de uma cópia do Acolher');
  if (cabecalho.versao !== VERSAO_DO_FORMATO) {
    throw new CopiaInvalidaError(
      `A cópia ${arquivo} está no formato ${cabecalho.versao}, e esta versão do Acolher só lê o formato ` +
        `${VERSAO_DO_FORMATO}. Restaure com a versão do Acolher que fez a cópia, ou uma mais nova.`,
    );
  }
  if (
    !Array.isArray(cabecalho.tabelas) ||
    !Array.isArray(cabecalho.migracoes) ||
    !Array.isArray(cabecalho.sequencias)
  ) {
    throw naoECopia(arquivo, 'o cabeçalho está incompleto');
  }
  return cabecalho as Cabecalho;
}

async function doisPrimeirosBytes(arquivo: string): Promise<Buffer> {
  const f = await fs.open(arquivo, 'r');
  try {
    const buffer = Buffer.alloc(2);
    const { bytesRead } = await f.read(buffer, 0, 2, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await f.close();
  }
}

/** The first line, decompressed; a file with no line break early on is not ours (and is not read whole). */
async function primeiraLinha(arquivo: string): Promise<string | null> {
  const bruto = createReadStream(arquivo);
  const descomprimido = bruto.pipe(createGunzip());
  bruto.on('error', (erro) => descomprimido.destroy(erro));
  const pedacos: Buffer[] = [];
  let tamanho = 0;
  try {
    for await (const pedaco of descomprimido as AsyncIterable<Buffer>) {
      const fim = pedaco.indexOf(0x0a);
      pedacos.push(fim === -1 ? pedaco : pedaco.subarray(0, fim));
      tamanho += pedaco.length;
      if (fim !== -1) return Buffer.concat(pedacos).toString('utf8');
      if (tamanho > MAIOR_CABECALHO) return null;
    }
    return null;
  } catch (erro) {
    throw erroDeLeitura(arquivo, erro);
  } finally {
    bruto.destroy();
    descomprimido.destroy();
  }
}

/**
 * Checks the file before anything is touched: it exists, is gzip, and starts with a header this
 * version reads. The rows are checked as they load (the restore's one transaction).
 */
export async function lerCabecalho(arquivo: string): Promise<Cabecalho> {
  const inicio = await doisPrimeirosBytes(arquivo).catch((erro: unknown) => {
    throw erroDeLeitura(arquivo, erro);
  });
  if (inicio.length === 0) throw naoECopia(arquivo, 'o arquivo está vazio');
  if (!inicio.equals(GZIP)) throw naoECopia(arquivo, 'não está comprimido com gzip');
  const linha = await primeiraLinha(arquivo);
  if (linha === null) throw naoECopia(arquivo, 'não começa com o cabeçalho de uma cópia');
  return validarCabecalho(arquivo, linha);
}
