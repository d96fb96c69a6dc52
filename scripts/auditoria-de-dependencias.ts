import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * CI's dependency check (.ci/run, decision 0034). `npm audit --omit=dev`: a high or critical finding
 * fails the run. When the audit endpoint does not answer (a registry mirror that refuses it with 405,
 * no network), the run says so and checks the production tree (`npm ls --omit=dev --all`) against
 * scripts/avisos-de-seguranca.json, the high and critical advisories known for its packages, reviewed
 * by hand: a weaker check, and said to be one. AUDITORIA_OBRIGATORIA=1 makes an unreachable endpoint
 * fail the run instead (a CI with network access should set it).
 */

const GRAVES = ['high', 'critical'] as const;

export interface Aviso {
  pacote: string;
  id: string;
  gravidade: (typeof GRAVES)[number];
  /** Affected versions: comparators joined by spaces (all must hold), alternatives by `||`. */
  afetadas: string;
}

interface ListaDeAvisos {
  revisada: string;
  avisos: Aviso[];
}

/** What `npm audit --json` printed: a report, or the endpoint's refusal. */
export type ResultadoDaAuditoria =
  | { tipo: 'relatorio'; graves: string[] }
  | { tipo: 'inalcancavel'; motivo: string };

interface RelatorioDoNpm {
  vulnerabilities?: Record<string, { severity?: string; range?: string; via?: unknown[] }>;
  message?: string;
  error?: { summary?: string };
}

function titulosDe(via: unknown[] | undefined): string {
  return (via ?? [])
    .map((v) => (typeof v === 'object' && v !== null ? (v as { url?: string }).url : undefined))
    .filter(Boolean)
    .join(', ');
}

export function lerSaidaDoAudit(saida: string): ResultadoDaAuditoria {
  let relatorio: RelatorioDoNpm;
  try {
    relatorio = JSON.parse(saida) as RelatorioDoNpm;
  } catch {
    return { tipo: 'inalcancavel', motivo: saida.trim().split('\n')[0] || 'npm audit não respondeu' };
  }
  if (!relatorio.vulnerabilities) {
    return { tipo: 'inalcancavel', motivo: relatorio.message ?? relatorio.error?.summary ?? 'sem relatório' };
  }
  const graves = Object.entries(relatorio.vulnerabilities)
    .filter(([, v]) => GRAVES.some((g) => g === v.severity))
    .map(([nome, v]) => `${nome} ${v.range ?? ''} (${v.severity}) ${titulosDe(v.via)}`.trim());
  return { tipo: 'relatorio', graves };
}

function partes(versao: string): number[] {
  // A prerelease (18.4.0-beta.17) counts as its release: advisories name releases.
  return (versao.split('-')[0] ?? '').split('.').map((n) => Number.parseInt(n, 10) || 0);
}

function comparar(a: string, b: string): number {
  const [pa, pb] = [partes(a), partes(b)];
  for (let i = 0; i < 3; i++) {
    const diferenca = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diferenca !== 0) return Math.sign(diferenca);
  }
  return 0;
}

const COMPARADORES: Record<string, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '=': (c) => c === 0,
};

export function dentroDaFaixa(versao: string, faixa: string): boolean {
  return faixa.split('||').some((alternativa) =>
    alternativa
      .trim()
      .split(/\s+/)
      .every((condicao) => {
        const [, operador = '=', alvo = ''] = /^(<=|>=|<|>|=)?(.+)$/.exec(condicao) ?? [];
        return COMPARADORES[operador]?.(comparar(versao, alvo)) ?? false;
      }),
  );
}

interface NoDoNpmLs {
  version?: string;
  dependencies?: Record<string, NoDoNpmLs>;
}

/** Every `nome@versão` of the tree `npm ls --all --json` printed, each once. */
export function pacotesDaArvore(arvore: NoDoNpmLs): Map<string, Set<string>> {
  const pacotes = new Map<string, Set<string>>();
  const visitar = (no: NoDoNpmLs) => {
    for (const [nome, filho] of Object.entries(no.dependencies ?? {})) {
      if (filho.version) pacotes.set(nome, (pacotes.get(nome) ?? new Set()).add(filho.version));
      visitar(filho);
    }
  };
  visitar(arvore);
  return pacotes;
}

export function avisosQueAfetam(pacotes: Map<string, Set<string>>, avisos: Aviso[]): string[] {
  return avisos.flatMap((aviso) =>
    [...(pacotes.get(aviso.pacote) ?? [])]
      .filter((versao) => dentroDaFaixa(versao, aviso.afetadas))
      .map(
        (versao) => `${aviso.pacote}@${versao}: ${aviso.id} (${aviso.gravidade}, afeta ${aviso.afetadas})`,
      ),
  );
}

function npm(argumentos: string[]): string {
  return spawnSync('npm', argumentos, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).stdout ?? '';
}

function verificarOffline(): number {
  const lista = JSON.parse(
    readFileSync(fileURLToPath(new URL('./avisos-de-seguranca.json', import.meta.url)), 'utf8'),
  ) as ListaDeAvisos;
  const pacotes = pacotesDaArvore(JSON.parse(npm(['ls', '--omit=dev', '--all', '--json'])) as NoDoNpmLs);
  const achados = avisosQueAfetam(pacotes, lista.avisos);
  console.log(
    `Verificação offline: ${pacotes.size} pacotes de produção contra ${lista.avisos.length} avisos altos ou críticos conhecidos (lista revista em ${lista.revisada}).`,
  );
  for (const achado of achados) console.error(`  ${achado}`);
  return achados.length > 0 ? 1 : 0;
}

function auditar(): number {
  const resultado = lerSaidaDoAudit(npm(['audit', '--omit=dev', '--json']));
  if (resultado.tipo === 'relatorio') {
    for (const grave of resultado.graves) console.error(`  ${grave}`);
    console.log(`npm audit --omit=dev: ${resultado.graves.length} achado(s) alto(s) ou crítico(s).`);
    return resultado.graves.length > 0 ? 1 : 0;
  }
  console.warn(`AVISO: o endpoint de auditoria do registro não respondeu (${resultado.motivo}).`);
  if (process.env.AUDITORIA_OBRIGATORIA === '1') {
    console.error('AUDITORIA_OBRIGATORIA=1: sem o npm audit a execução falha.');
    return 1;
  }
  console.warn('AVISO: npm audit não rodou; segue só a verificação offline, mais fraca.');
  return verificarOffline();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(auditar());
