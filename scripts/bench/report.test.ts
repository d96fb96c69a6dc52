import { describe, expect, it } from 'vitest';
import { BUDGETS, type Endpoint } from './endpoints.ts';
import type { LoadResult } from './load.ts';
import type { MedidasDaRajada } from './login-em-rajada.ts';
import { parseOptions } from './options.ts';
import {
  type BenchReport,
  compararComOriginal,
  formatMarkdown,
  formatReport,
  judgeEndpoint,
  judgeProntuario,
  judgeRajada,
  judgeStart,
  judgeWeb,
  LOGIN_ROUTE_JS_BUDGET_BYTES,
  median,
  PRONTUARIO_RSS_BUDGET_BYTES,
  REQUIRED_SECTIONS,
  resumoDaLinha,
  SECTION_JS_BUDGET_BYTES,
} from './report.ts';
import type { SectionSize, WebSize } from './web-size.ts';

const parseOptionsPadrao = () => parseOptions([]);

const lista: Endpoint = {
  method: 'GET',
  path: '/prova-de-vida',
  budget: BUDGETS.lista,
  session: true,
};
const limpo: LoadResult = {
  requestsPerSecond: 900,
  p50Ms: 20,
  p99Ms: 80,
  requests: 9000,
  errors: 0,
  non2xx: 0,
  porStatus: { 200: 9000 },
};

describe('judgeEndpoint', () => {
  it('passes within the p99 budget with no errors, and gives the ratio to the floor', () => {
    const r = judgeEndpoint(lista, 50, limpo, { ...limpo, requestsPerSecond: 1800 });
    expect(r.pass).toBe(true);
    expect(r.ratio).toBe(0.5);
    expect(r.endpoint).toBe('GET /prova-de-vida');
  });

  it.each([
    ['p99 over budget', { p99Ms: 100.5 }],
    ['a connection error', { errors: 1 }],
    ['a non-2xx answer', { non2xx: 3 }],
    ['no request answered', { requests: 0 }],
  ])('fails on %s', (_caso, mudanca) => {
    expect(judgeEndpoint(lista, 50, { ...limpo, ...mudanca }, limpo).pass).toBe(false);
  });

  it('judges an endpoint without a p99 budget (the whole list) on errors only', () => {
    const inteira: Endpoint = { ...lista, path: '/residente', budget: BUDGETS.listaInteira };
    expect(judgeEndpoint(inteira, 50, { ...limpo, p99Ms: 5000 }, limpo).pass).toBe(true);
    expect(judgeEndpoint(inteira, 50, { ...limpo, p99Ms: 5000, non2xx: 1 }, limpo).pass).toBe(false);
  });

  it('has no ratio when the floor answered nothing', () => {
    const parado = { ...limpo, requestsPerSecond: 0, requests: 0 };
    expect(judgeEndpoint(lista, 50, limpo, parado).ratio).toBeNull();
  });
});

const MB = 1024 * 1024;
const impresso = { ms: [900, 1200, 800, 1000, 950], falhas: 0 };
const medidas = {
  sozinho: impresso,
  sozinhoPeakRssBytes: 180 * MB,
  lista: { ...limpo, p99Ms: 30 },
  listaComProntuarios: { ...limpo, requestsPerSecond: 400, p99Ms: 85 },
  prontuariosComLista: { ms: Array.from({ length: 12 }, (_, i) => 3000 + i * 100), falhas: 0 },
  simultaneosPeakRssBytes: 260 * MB,
};

/** The page beside two bursts of sign-ins, as the bench measures them (decision 0031). */
const rajada: MedidasDaRajada = {
  listaSozinha: { ...limpo, p99Ms: 30 },
  rajadas: [
    {
      clientes: 'um endereço',
      lista: { ...limpo, p99Ms: 35 },
      logins: { ...limpo, non2xx: 2400, porStatus: { 200: 30, 429: 2400 } },
    },
    {
      clientes: 'um endereço por pedido',
      lista: { ...limpo, p99Ms: 60 },
      logins: { ...limpo, non2xx: 900, porStatus: { 200: 500, 503: 900 } },
    },
  ],
};

describe('judgeRajada (decision 0031: other requests keep answering during a burst of sign-ins)', () => {
  it('passes when the page answers throughout and every sign-in is answered 200, 429 or 503', () => {
    expect(judgeRajada(rajada, 50)).toMatchObject({
      listaEndpoint: 'GET /residente?limite=10',
      listConnections: 50,
      conexoesDaRajada: 50,
      pass: true,
    });
  });

  it.each([
    ['a non-2xx of the page beside a burst', { lista: { ...limpo, non2xx: 1 } }],
    ['a sign-in dropped (connection error or timeout)', { logins: { ...limpo, errors: 1 } }],
    ['a sign-in answered 500', { logins: { ...limpo, porStatus: { 200: 10, 500: 1 } } }],
    ['no sign-in at all', { logins: { ...limpo, requests: 0, porStatus: {} } }],
  ])('fails on %s', (_caso, mudanca: Partial<MedidasDaRajada['rajadas'][number]>) => {
    const [primeira, segunda] = rajada.rajadas;
    if (!primeira || !segunda) throw new Error('rajadas ausentes');
    expect(judgeRajada({ ...rajada, rajadas: [{ ...primeira, ...mudanca }, segunda] }, 50).pass).toBe(false);
  });
});

describe('judgeProntuario (docs/arquitetura.md §8: 2,000 follow-ups in 1.5 s, RSS ≤ 300 MB)', () => {
  it('passes one print at a time within both budgets, and keeps the page beside the prints', () => {
    const r = judgeProntuario(medidas, 2000, 50);
    expect(r).toMatchObject({
      endpoint: 'GET /api/v1/assists/1',
      acompanhamentos: 2000,
      simultaneos: 10,
      listaEndpoint: 'GET /residente?limite=10',
      listConnections: 50,
      budgetMs: 1500,
      rssBudgetBytes: PRONTUARIO_RSS_BUDGET_BYTES,
      pass: true,
    });
  });

  it.each([
    ['one print over 1.5 s', { sozinho: { ...impresso, ms: [...impresso.ms, 1501] } }],
    ['the RSS over 300 MB', { sozinhoPeakRssBytes: 300 * MB + 1 }],
    ['a failed print', { sozinho: { ...impresso, falhas: 1 } }],
    ['no print answered', { sozinho: { ms: [], falhas: 0 } }],
    ['an error on the page beside the prints', { listaComProntuarios: { ...limpo, errors: 2 } }],
    ['a failed print beside the page', { prontuariosComLista: { ...impresso, falhas: 1 } }],
  ])('fails on %s', (_caso, mudanca) => {
    expect(judgeProntuario({ ...medidas, ...mudanca }, 2000, 50).pass).toBe(false);
  });

  it('judges the page beside the prints on errors only, and the memory on what /proc could tell', () => {
    const lenta = { ...medidas, listaComProntuarios: { ...limpo, p99Ms: 900 } };
    expect(judgeProntuario(lenta, 2000, 50).pass).toBe(true);
    expect(judgeProntuario({ ...medidas, sozinhoPeakRssBytes: null }, 2000, 50).pass).toBe(true);
  });
});

describe('start readiness', () => {
  it('is judged on the median of the runs', () => {
    expect(median([5200, 900, 1100])).toBe(1100);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(judgeStart([900, 9000, 1100])).toMatchObject({ medianMs: 1100, pass: true });
    expect(judgeStart([5100, 900, 6000]).pass).toBe(false);
  });
});

const KB = 1024;
const secao = (section: string, bytes: number): SectionSize => ({
  section,
  files: [{ file: `assets/${section}-x1.js`, gzipBytes: bytes }],
  totalGzipBytes: bytes,
});
/** The four sections every build must split off, each at `bytes`. */
const secoesExigidas = (bytes: number) => REQUIRED_SECTIONS.map((s) => secao(s, bytes));
const web = (loginBytes: number, sections: SectionSize[] | null): WebSize => ({
  source: 'manifest',
  files: [{ file: 'assets/index-a1.js', gzipBytes: loginBytes }],
  totalGzipBytes: loginBytes,
  sections,
});

describe('judgeWeb (docs/arquitetura.md §8: login route ≤ 250 KB, each section ≤ 60 KB)', () => {
  it('passes when the login route and every section are within budget', () => {
    const r = judgeWeb(web(250 * KB, [...secoesExigidas(60 * KB), secao('sobre', 2 * KB)]));
    expect(r?.pass).toBe(true);
    expect(r?.budgetBytes).toBe(LOGIN_ROUTE_JS_BUDGET_BYTES);
    expect(r?.missingSections).toEqual([]);
    expect(r?.sections?.map((s) => [s.section, s.budgetBytes, s.pass])).toEqual([
      ['residentes', SECTION_JS_BUDGET_BYTES, true],
      ['convenios', SECTION_JS_BUDGET_BYTES, true],
      ['funcionarios', SECTION_JS_BUDGET_BYTES, true],
      ['acompanhamentos', SECTION_JS_BUDGET_BYTES, true],
      ['sobre', SECTION_JS_BUDGET_BYTES, true],
    ]);
  });

  it('fails when one section is over 60 KB, with the login route still within its own budget', () => {
    const [residentes, ...outras] = secoesExigidas(2 * KB);
    const r = judgeWeb(
      web(100 * KB, [{ ...residentes, totalGzipBytes: 60 * KB + 1 } as SectionSize, ...outras]),
    );
    expect(r?.loginPass).toBe(true);
    expect(r?.sections?.map((s) => s.pass)).toEqual([false, true, true, true]);
    expect(r?.pass).toBe(false);
  });

  it('fails when the employees section (or another of the four) has no lazy chunk of its own', () => {
    const semFuncionarios = secoesExigidas(2 * KB).filter((s) => s.section !== 'funcionarios');
    const r = judgeWeb(web(100 * KB, semFuncionarios));
    expect(r?.sections?.every((s) => s.pass)).toBe(true);
    expect(r?.missingSections).toEqual(['funcionarios']);
    expect(r?.pass).toBe(false);
  });

  it('fails when the login route is over 250 KB', () => {
    const r = judgeWeb(web(250 * KB + 1, secoesExigidas(KB)));
    expect(r?.loginPass).toBe(false);
    expect(r?.pass).toBe(false);
  });

  it('without a manifest judges the login route alone', () => {
    expect(judgeWeb(web(100 * KB, null))).toMatchObject({ sections: null, missingSections: [], pass: true });
  });

  it('is null when the web app was not built', () => {
    expect(judgeWeb(null)).toBeNull();
  });
});

describe('formatReport: web sizes', () => {
  const relatorio = (w: WebSize | null): BenchReport => {
    const julgado = judgeWeb(w);
    return {
      at: '2025-01-01T00:00:00.000Z',
      options: {
        residentes: 10,
        acompanhamentos: 20,
        funcionarios: 30,
        auditoria: 40,
        convenios: 20,
        duration: 1,
        connections: 50,
        starts: 1,
        limitMinutes: 10,
        casos: null,
        markdown: false,
      },
      database: 'postgres://local',
      node: 'v20',
      cpus: 2,
      loadAverage: 0,
      endpoints: [],
      appPeakRssBytes: null,
      prontuario: judgeProntuario(medidas, 2000, 50),
      loginsEmRajada: judgeRajada(rajada, 50),
      start: null,
      web: julgado,
      pass: julgado?.pass ?? true,
    };
  };

  it('prints a row per section with its size and verdict, and the overall failure', () => {
    const texto = formatReport(relatorio(web(100 * KB, [secao('residentes', 61 * KB), secao('sobre', KB)])));
    expect(texto).toContain('JS da rota de login (gzip, via manifest): 100.0 KB (orçamento 250.0 KB) ok');
    expect(texto).toContain('orçamento 60.0 KB cada');
    expect(texto).toMatch(/residentes\s+residentes-x1\.js\s+61\.0 KB\s+FALHOU/);
    expect(texto).toMatch(/sobre\s+sobre-x1\.js\s+1\.0 KB\s+ok/);
    expect(texto).toContain('Resultado geral: FALHOU');
  });

  it('names the sections the build did not split off', () => {
    const texto = formatReport(relatorio(web(100 * KB, [secao('residentes', KB)])));
    expect(texto).toContain(
      'Seções sem chunk próprio no build: convenios, funcionarios, acompanhamentos FALHOU',
    );
  });

  it("prints the prontuário's time and memory, and the page's p99 alone and beside the prints", () => {
    const texto = formatReport(relatorio(null));
    expect(texto).toContain(
      'Prontuário (GET /api/v1/assists/1, 2000 acompanhamentos), um por vez: 5 emitidos, mediana 950 ms,' +
        ' o mais lento 1200 ms, 0 falhas (orçamento 1500 ms cada); RSS máximo do app 180 MB (orçamento 300 MB) ok',
    );
    expect(texto).toContain(
      'GET /residente?limite=10 a 50 conexões: p99 30.0 ms sozinho, 85.0 ms com 10 prontuários simultâneos',
    );
    expect(texto).toContain(
      'os prontuários ao mesmo tempo: 12 emitidos, mediana 3550 ms, o mais lento 4100 ms, 0 falhas',
    );
    expect(texto).toContain('RSS máximo do app 260 MB');
  });

  it('says how the prints beside the page were answered, a refusal with its message', () => {
    const recusa = '503 Muitos relatórios sendo gerados; tente novamente em instantes';
    const prontuariosComLista = { ms: [3000], falhas: 1, respostas: { '200': 1, [recusa]: 1 } };
    const prontuario = judgeProntuario({ ...medidas, prontuariosComLista }, 2000, 50);
    const texto = formatReport({ ...relatorio(null), prontuario });
    expect(texto).toContain(
      `1 emitidos, mediana 3000 ms, o mais lento 3000 ms, 1 falhas (200 ×1; ${recusa} ×1)`,
    );
    expect(prontuario.pass).toBe(false);
  });

  it("prints each endpoint's floor p99 beside the app's", () => {
    const comPiso = judgeEndpoint(lista, 50, limpo, { ...limpo, requestsPerSecond: 700, p99Ms: 131 });
    const texto = formatReport({ ...relatorio(null), endpoints: [comPiso] });
    expect(texto).toMatch(/piso req\/s\s+piso p99\s+app\/piso/);
    expect(texto).toMatch(
      /GET \/prova-de-vida\s+50\s+900\s+20\.0 ms\s+80\.0 ms\s+0\/0\s+700\s+131 ms\s+1\.29/,
    );
  });

  it('says the volume it ran at, employees included', () => {
    expect(formatReport(relatorio(null))).toContain(
      '10 residentes, 20 acompanhamentos, 30 funcionários, 20 convênios, 1 s por endpoint',
    );
  });

  it('says when the sections cannot be measured', () => {
    expect(formatReport(relatorio(web(100 * KB, null)))).toContain(
      'Seções sob demanda: sem web/dist/.vite/manifest.json',
    );
  });

  it("prints the page's p99 alone and beside each burst of sign-ins, with what the sign-ins were answered", () => {
    expect(formatReport(relatorio(null))).toContain(
      'Rajada de logins (50 conexões em POST /login/): GET /residente?limite=10 a 50 conexões, p99 30.0 ms sozinho' +
        ' (erros/não-2xx 0/0); 35.0 ms com logins de um endereço (erros/não-2xx da página 0/0; logins: 200×30,' +
        ' 429×2400, erros 0); 60.0 ms com logins de um endereço por pedido (erros/não-2xx da página 0/0; logins:' +
        ' 200×500, 503×900, erros 0) ok',
    );
  });
});

describe('the comparison with the original system (decision 0038)', () => {
  const MB = 1024 * 1024;
  const linha = (method: Endpoint['method'], path: string, rps: number, rssMb: number, connections = 50) =>
    judgeEndpoint(
      { ...lista, method, path },
      connections,
      { ...limpo, requestsPerSecond: rps },
      limpo,
      rssMb * MB,
    );

  it("takes each row from the line at 50 connections, over the mean of the original's two runs", () => {
    const linhas = compararComOriginal([
      linha('GET', '/residente', 27, 250),
      linha('GET', '/residente/1', 3648, 260),
      linha('POST', '/pessoa', 100, 400, 1),
      linha('POST', '/pessoa', 3834.75, 280),
    ]);
    expect(linhas.map((l) => [l.acolher, l.razao])).toEqual([
      [27, 2],
      [3648, 2],
      [null, null],
      [3834.75, 1.5],
      // RSS: the highest peak of the comparison's lines at 50 connections (the one at 1 is not among them).
      [280, 280 / 201.5],
    ]);
  });

  it('prints the table beside the endpoints, and as markdown with the machine and the date', () => {
    const endpoints = [linha('GET', '/convenio', 3645, 240)];
    const relatorio = {
      at: '2026-11-24T09:00:00.000Z',
      options: parseOptionsPadrao(),
      database: '127.0.0.1:5432',
      node: 'v20',
      cpus: 2,
      maquina: 'CPU X, 8.0 GB de memória',
      loadAverage: 1,
      endpoints,
      appPeakRssBytes: null,
      prontuario: null,
      loginsEmRajada: null,
      start: null,
      web: null,
      pass: true,
    } satisfies BenchReport;
    expect(formatReport(relatorio)).toMatch(/GET \/convenio\s+2298–2556\s+3645\s+1\.50/);
    const markdown = formatMarkdown(relatorio);
    expect(markdown).toContain('Execução de 2026-11-24 09:00 UTC: Node v20, 2 CPUs CPU X, 8.0 GB de memória');
    expect(markdown).toContain(
      '| GET /convenio | 50 | 3645 | 20.0 ms | 80.0 ms | 0/0 | 900 | 80.0 ms | 4.05 | 240 MB | p99 ≤ 100 ms | ok |',
    );
    expect(markdown).toContain('| GET /convenio | 2298–2556 | 3645 | 1.50 |');
    expect(markdown).toContain('| GET /residente, a lista inteira | 13–14 | não medido | — |');
  });

  it('sums a line up as it ends', () => {
    expect(resumoDaLinha(judgeEndpoint(lista, 50, limpo, { ...limpo, requestsPerSecond: 1800 }))).toBe(
      '900 req/s, p99 80.0 ms, erros/não-2xx 0/0, piso 1800 req/s p99 80.0 ms, app/piso 0.50: ok',
    );
  });
});
