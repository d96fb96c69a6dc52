// `npm test` (docs/arquitetura.md §7): contract, server and web tests, then the end-to-end specs against the built
// app in Chromium. Ends with one line `Tests: N passed, M failed` and a non-zero exit on any failure.
// TEST_DATABASE_URL, CHROME_PATH and the rest of the environment pass through to every run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(ROOT, '.tmp', 'test-reports');
const DEFAULT_CHROME = '/usr/bin/chromium';

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  return result.status ?? 1;
}

/** One vitest run with its JSON report; its counts, or none if vitest died before writing it. */
function vitest(name, projects, env) {
  const report = path.join(REPORTS, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const status = run('npx', args, env);
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  const passed = counts?.numPassedTests ?? 0;
  // A crash (no report) or a failing file with no test in it still counts as a failure.
  const failed = (counts?.numFailedTests ?? 0) + (status !== 0 && !counts?.numFailedTests ? 1 : 0);
  return { passed, failed, names: failedNames(counts, name, status) };
}

/** What failed, by file and test, so the last lines of a long run (all a CI log may keep) say it. */
function failedNames(counts, name, status) {
  const names = (counts?.testResults ?? []).flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${file.message || 'falhou'}`];
    return tests.map((t) => `${where} > ${t.fullName}`);
  });
  if (status !== 0 && names.length === 0) names.push(`${name}: vitest terminou com o código ${status}`);
  return names;
}

function hasE2eSpecs() {
  const dir = path.join(ROOT, 'e2e');
  return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.spec.ts'));
}

function isRoot() {
  return process.getuid?.() === 0;
}

/** CHROME_PATH, else Debian's chromium, installed here when we are root and apt-get exists. */
function findChrome() {
  const wanted = process.env.CHROME_PATH || DEFAULT_CHROME;
  if (existsSync(wanted)) return wanted;
  const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim();
  if (!process.env.CHROME_PATH && isRoot() && aptGet) {
    console.log('Chromium não encontrado; instalando o pacote Debian "chromium"...');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
    if (existsSync(DEFAULT_CHROME)) return DEFAULT_CHROME;
  }
  console.error(
    `Os testes de ponta a ponta precisam do Chromium em ${wanted}. Instale-o (Debian/Ubuntu: ` +
      '"sudo apt-get install chromium") ou aponte CHROME_PATH para um Chrome/Chromium já instalado.',
  );
  return null;
}

function e2e() {
  if (!hasE2eSpecs()) return { passed: 0, failed: 0 };
  const chrome = findChrome();
  if (!chrome) return { passed: 0, failed: 1, names: ['e2e: sem Chromium'] };
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('A compilação do app web falhou; os testes de ponta a ponta não rodaram.');
    return { passed: 0, failed: 1, names: ['e2e: a compilação do app web falhou'] };
  }
  return vitest('e2e', ['e2e'], { ...process.env, CHROME_PATH: chrome });
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const results = [vitest('unit', ['contract', 'server', 'web']), e2e()];
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
for (const n of results.flatMap((r) => r.names ?? [])) console.log(`FALHOU: ${n}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
