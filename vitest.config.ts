import { resolve } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import preact from '@preact/preset-vite';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumExecutable } from './chromium.config';
import { doubleSlashPathGuard } from './vitest.browser-guards';
import { pdfCommands } from './vitest.pdf-commands';
import { videoCommands } from './vitest.video-commands';

const chromium = playwright({
  launchOptions: {
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  },
});
// A new instance list for each project: vitest names the instance after the project it first belongs to.
const browser = () => ({
  enabled: true,
  provider: chromium,
  headless: true,
  instances: [{ browser: 'chromium' as const }],
  commands: { ...videoCommands, ...pdfCommands },
});

/** Web tests that render components, which run in Chromium (the other web tests run in Node). */
const WEB_UI_TESTS = 'apps/web/src/**/*.browser.test.tsx';
/** Web tests that replace modules (`vi.mock`): each in a module graph of its own. */
const WEB_MOCKS_TESTS = 'apps/web/src/**/*.mocks.test.ts';
/** Zustand with every store listed, to reset between the web project's tests. */
const WEB_TEST_ZUSTAND = 'apps/web/src/test/resettableZustand.ts';
/** What the web app's Node test projects share. */
const webNodeTests = { environment: 'node', testTimeout: 20_000 } as const;

const proofEnv = Object.fromEntries(
  ['PROOF_LONG', 'PROOF_SEED'].flatMap((name) => {
    const value = process.env[name];
    return value === undefined ? [] : [[name, value]];
  }),
);

export default defineConfig({
  test: {
    // Three test files at a time on the 2-core machine: most server tests wait on child processes, sockets and
    // the databases rather than compute, so a third worker fills the cores those waits leave idle.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
          // Core is pure (no I/O, no module state a test changes, no module mocks): its files share their worker's
          // module cache, as the server's do. Each file importing core again was half the project's CPU (31 s → 17 s).
          isolate: false,
          // Computation only, yet the limits and proof tests take seconds on a quiet machine and several times that
          // on a loaded one (the limits test took 5.4 s beside the other projects): a bound, not a measure.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Many server tests start real server processes or both database engines: seconds on a quiet machine,
          // several times that on a loaded 2-core one. A hang still fails, a minute later.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The server's files share their worker's module cache: each file loading the whole app again was 588 s
          // of imports summed (a third of the project's CPU). No server module keeps state a test changes (caches
          // of read-only data only), no test mocks a module, and fake clocks are restored after each test.
          isolate: false,
        },
      },
      {
        plugins: [doubleSlashPathGuard()],
        test: {
          name: 'editor',
          include: ['packages/editor/src/**/*.test.ts'],
          setupFiles: ['packages/editor/src/test/setup.ts'],
          browser: browser(),
          // The proof tests' run length and seed (core's proofRuns), which a browser has no process.env for.
          env: proofEnv,
          testTimeout: 20_000,
          // The files share one page and its module cache, as the server's share a worker: each file loading Fabric
          // and the engine in a fresh frame was half the project's CPU (247 s → 126 s, 183 s → 112 s of wall time).
          // Every test disposes the engines it mounted (`disposeEngines`) and restores its spies; the project passes
          // in a shuffled order too (`--sequence.shuffle`).
          isolate: false,
        },
      },
      {
        // The test files of a worker share their modules, as core's and the server's do: each file imported the app
        // and core again (52 s of CPU for 2 s of tests). Every store is put back before each test (freshStores.ts),
        // and a file that replaces modules (`vi.mock`) is a `*.mocks.test.ts`, run apart (the project below).
        resolve: {
          alias: [{ find: /^zustand$/, replacement: resolve(import.meta.dirname, WEB_TEST_ZUSTAND) }],
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, WEB_UI_TESTS, WEB_MOCKS_TESTS],
          ...webNodeTests,
          isolate: false,
          setupFiles: ['apps/web/src/test/freshStores.ts'],
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'web-mocks',
          include: [WEB_MOCKS_TESTS],
          ...webNodeTests,
        },
      },
      {
        // Components of the web app with the real engine, on Preact as the app runs them.
        plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
        test: { name: 'web-ui', include: [WEB_UI_TESTS], browser: browser(), testTimeout: 20_000 },
      },
    ],
  },
});
