// The server's layers (docs/arquitetura.md §2, decision 0055), checked by `npm run lint`:
//
//   contract  ←  config  ←  db  ←  lib  ←  modules  ←  app
//
// A production file imports only from its own layer or the ones to its left: `db/` never imports
// `lib/` or a module, `lib/` never imports a module, and the contract imports nothing of the server.
// Modules may use one another (a module that needs another's rows asks its service), but never in a
// circle: `auth` → `auditoria` and `auditoria` → `auth` together are refused, however long the loop.
// Tests are left out: a test may reach anything it checks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CAMADAS = ['contract', 'config', 'db', 'lib', 'modules', 'app'] as const;
export type Camada = (typeof CAMADAS)[number];

export interface Arquivo {
  /** Path from the repository's root, with forward slashes. */
  caminho: string;
  /** What each `import`/`export … from` names, as written, with its line. */
  importacoes: readonly { alvo: string; linha: number }[];
}

export interface Violacao {
  caminho: string;
  linha: number;
  regra: string;
}

const SERVIDOR = 'server/src/';
/** The files that assemble the app: they may import every layer. */
const ARQUIVOS_DO_APP = new Set(['app.ts', 'main.ts', 'fastify.d.ts', 'modules/index.ts']);

/** The layer of a production file, or null for a file outside the checked tree. */
export function camadaDe(caminho: string): Camada | null {
  if (caminho.startsWith('contract/src/')) return 'contract';
  if (!caminho.startsWith(SERVIDOR)) return null;
  const interno = caminho.slice(SERVIDOR.length);
  if (ARQUIVOS_DO_APP.has(interno)) return 'app';
  if (interno === 'config.ts') return 'config';
  const pasta = interno.split('/')[0];
  if (pasta === 'db' || pasta === 'lib' || pasta === 'modules') return pasta;
  return null;
}

/** `auth` for `server/src/modules/auth/service.ts`; null outside the modules. */
export function moduloDe(caminho: string): string | null {
  const partes = caminho.slice(SERVIDOR.length).split('/');
  return caminho.startsWith(`${SERVIDOR}modules/`) && partes.length > 2 ? (partes[1] ?? null) : null;
}

/** Where an import leads, from the root; null for a package other than the contract. */
function resolver(de: string, alvo: string): string | null {
  if (alvo === '@acolher/contract' || alvo.startsWith('@acolher/contract/')) return 'contract/src/index.ts';
  if (!alvo.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(de), alvo));
}

function violacoesDeCamada(arquivos: readonly Arquivo[]): Violacao[] {
  const violacoes: Violacao[] = [];
  for (const arquivo of arquivos) {
    const camada = camadaDe(arquivo.caminho);
    if (!camada) continue;
    for (const { alvo, linha } of arquivo.importacoes) {
      const destino = resolver(arquivo.caminho, alvo);
      const camadaDoDestino = destino ? camadaDe(destino) : null;
      if (!destino || !camadaDoDestino) {
        if (camada === 'contract' && destino && !destino.startsWith('contract/')) {
          violacoes.push({
            caminho: arquivo.caminho,
            linha,
            regra: `the contract imports nothing outside it (${alvo})`,
          });
        }
        continue;
      }
      if (CAMADAS.indexOf(camadaDoDestino) > CAMADAS.indexOf(camada)) {
        violacoes.push({
          caminho: arquivo.caminho,
          linha,
          regra: `${camada} may not import ${camadaDoDestino} (${alvo}): layers point down, ${CAMADAS.join(' ← ')}`,
        });
      }
    }
  }
  return violacoes;
}

/** The modules each module imports, with the first import that makes each edge, for the message. */
function grafoDosModulos(arquivos: readonly Arquivo[]) {
  const arestas = new Map<string, Map<string, { caminho: string; linha: number }>>();
  for (const arquivo of arquivos) {
    const origem = moduloDe(arquivo.caminho);
    if (!origem) continue;
    for (const { alvo, linha } of arquivo.importacoes) {
      const destino = resolver(arquivo.caminho, alvo);
      const modulo = destino ? moduloDe(destino) : null;
      if (!modulo || modulo === origem) continue;
      const deOrigem = arestas.get(origem) ?? new Map();
      if (!deOrigem.has(modulo)) deOrigem.set(modulo, { caminho: arquivo.caminho, linha });
      arestas.set(origem, deOrigem);
    }
  }
  return arestas;
}

/** Every circle among the modules, each once, found by a depth-first walk. */
function circulos(arestas: ReturnType<typeof grafoDosModulos>): string[][] {
  const achados: string[][] = [];
  const vistos = new Set<string>();
  const chaves = new Set<string>();
  const caminho: string[] = [];
  const andar = (modulo: string) => {
    const indice = caminho.indexOf(modulo);
    if (indice >= 0) {
      const circulo = caminho.slice(indice);
      const chave = [...circulo].sort().join(',');
      if (!chaves.has(chave)) {
        chaves.add(chave);
        achados.push([...circulo, modulo]);
      }
      return;
    }
    if (vistos.has(modulo)) return;
    caminho.push(modulo);
    for (const proximo of [...(arestas.get(modulo)?.keys() ?? [])].sort()) andar(proximo);
    caminho.pop();
    vistos.add(modulo);
  };
  for (const modulo of [...arestas.keys()].sort()) andar(modulo);
  return achados;
}

function violacoesDeCirculo(arquivos: readonly Arquivo[]): Violacao[] {
  const arestas = grafoDosModulos(arquivos);
  return circulos(arestas).map((circulo) => {
    const primeira = arestas.get(circulo[0] ?? '')?.get(circulo[1] ?? '');
    return {
      caminho: primeira?.caminho ?? '',
      linha: primeira?.linha ?? 0,
      regra: `modules import each other in a circle: ${circulo.join(' → ')}`,
    };
  });
}

export function violacoes(arquivos: readonly Arquivo[]): Violacao[] {
  return [...violacoesDeCamada(arquivos), ...violacoesDeCirculo(arquivos)];
}

/** `from '…'`, a bare `import '…'` and a dynamic `import('…')`, wherever the statement's lines break. */
const IMPORTACAO = /(?:\bfrom|^\s*import|\bimport\s*\()\s*['"]([^'"]+)['"]/gm;

export function importacoesDe(texto: string): Arquivo['importacoes'] {
  return [...texto.matchAll(IMPORTACAO)].map((m) => ({
    alvo: m[1] ?? '',
    linha: texto.slice(0, m.index).split('\n').length,
  }));
}

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function producao(pasta: string): string[] {
  return readdirSync(path.join(RAIZ, pasta), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
    .map((f) => `${pasta}/${f.split(path.sep).join('/')}`);
}

export function arquivosDoProjeto(): Arquivo[] {
  return [...producao('contract/src'), ...producao('server/src')].map((caminho) => ({
    caminho,
    importacoes: importacoesDe(readFileSync(path.join(RAIZ, caminho), 'utf8')),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const achadas = violacoes(arquivosDoProjeto());
  for (const v of achadas) console.error(`${v.caminho}:${v.linha}  ${v.regra}`);
  if (achadas.length > 0) {
    console.error(`\n${achadas.length} import(s) against the layers (scripts/camadas.ts, decision 0055).`);
    process.exit(1);
  }
  console.log('Layers: every import points down, no module circle.');
}
