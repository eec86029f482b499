// `npm test`: installs what the tests need, builds, then runs lint, format and type checks, the unit and
// integration tests (vitest: core, server on SQLite and PostgreSQL, editor in Chromium) and the e2e tests
// (Playwright in Debian's Chromium). Ends with one summary line: "Tests: N passed, N failed, N skipped".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { installPackages, packagesInPlaceEnv, root, run, runAllOrExit, runOrExit } from './lib.mjs';
import { TYPECHECK_TASKS } from './typecheck.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = resolve(root, 'test-results');

/**
 * The Debian packages the tests drive: Chromium (vitest browser, Playwright), ffmpeg (ffprobe of exported
 * videos) and poppler-utils (pdftotext and pdfinfo of exported PDFs).
 */
const DEBIAN_TOOLS = [
  { path: CHROMIUM, pkg: 'chromium' },
  { path: '/usr/bin/ffprobe', pkg: 'ffmpeg' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

async function ensureDebianTools() {
  const missing = DEBIAN_TOOLS.filter(({ path }) => !existsSync(path)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`▶ installing Debian ${missing.join(', ')} (apt-get)…`);
  const apt = { env: { DEBIAN_FRONTEND: 'noninteractive' } };
  await runOrExit('apt-get update', 'apt-get', ['update', '-qq'], apt);
  await runOrExit(
    `apt-get install ${missing.join(' ')}`,
    'apt-get',
    ['install', '-y', '-qq', ...missing],
    apt,
  );
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const started = Date.now();
// The native addons compile while the build and the checks run, which need no database.
const { compiled } = await installPackages();
await ensureDebianTools();
await runOrExit('build', 'node', ['scripts/build.mjs'], { env: packagesInPlaceEnv });

console.log('▶ lint, format and type checks (two at a time: each uses one core)');
await runAllOrExit([
  { label: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  ...TYPECHECK_TASKS,
  { label: 'format check', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
]);

await compiled;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

console.log('▶ unit and integration tests (vitest)');
const vitestCode = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resolve(results, 'vitest.json')}`,
]);

console.log('▶ end-to-end tests (Playwright, Chromium)');
const e2eCode = await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(results, 'e2e.json') },
});

const unit = readJson(resolve(results, 'vitest.json'));
const e2e = readJson(resolve(results, 'e2e.json'));
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
let failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
// A runner that crashed before reporting still fails the run.
if (vitestCode !== 0 && (unit?.numFailedTests ?? 0) === 0) failed += 1;
if (e2eCode !== 0 && (e2e?.stats?.unexpected ?? 0) === 0) failed += 1;

// CI shows only the tail of the output, so the failures are named again here, next to the summary.
const failedNames = [
  ...(unit?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${root}/`, '')} › ${test.fullName}`),
  ),
  ...e2eFailures(e2e?.suites ?? []),
];
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((n) => `  ✗ ${n}`).join('\n')}`);
if (vitestCode !== 0 && (unit?.numFailedTests ?? 0) === 0)
  console.log('  ✗ vitest exited with an error outside any test (see its output above)');
if (e2eCode !== 0 && (e2e?.stats?.unexpected ?? 0) === 0)
  console.log('  ✗ Playwright exited with an error outside any test (see its output above)');

// A skipped test says why, next to the summary.
const skippedNotes = e2eSkipped(e2e?.suites ?? []);
if (skippedNotes.length > 0) console.log(`\nSkipped:\n${skippedNotes.map((n) => `  - ${n}`).join('\n')}`);

function e2eSkipped(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'skipped')
        .map((test) => {
          const why = (test.annotations ?? []).map((note) => note.description).filter(Boolean);
          return `${spec.file} › ${spec.title}: ${why.join('; ') || 'no reason given'}`;
        }),
    ),
    ...e2eSkipped(suite.suites ?? []),
  ]);
}

function e2eFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests?.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...e2eFailures(suite.suites ?? []),
  ]);
}

console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
