import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumArgs, chromiumExecutable } from '../chromium.config';
import { staleBundles } from './support/buildFreshness';

// The tests drive the built server and web app: a bundle older than its sources tests other code than the
// checkout's (see buildFreshness.ts). Checked once, in the runner, before the server starts.
if (process.env.TEST_WORKER_INDEX === undefined) {
  const stale = staleBundles(resolve(import.meta.dirname, '..'));
  if (stale.length > 0) {
    throw new Error(
      `The build is older than the sources, so the e2e tests would not test them:\n  ${stale.join('\n  ')}\n` +
        'Run `node scripts/build.mjs` (or, when only the web app changed, `npx vite build` in apps/web) first.',
    );
  }
}

// Each run gets its own data folder; workers inherit it through the environment.
process.env.LIENZO_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'lienzo-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Three browsers at a time: a test mostly waits (on the page's timers, animation frames, the server). One worker
  // kept the 2-core machine less than half busy, two about 1.7 cores busy: the e2e run took 617 s with two and
  // 562 s with three, for the same CPU (docs/TESTING.md).
  workers: 3,
  retries: 0,
  // Upper bounds on waits for conditions, never measures: with two workers on a loaded 2-core machine a save
  // (the PNG export, the upload, the server's thumbnails) took over 10 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  outputDir: resolve(import.meta.dirname, '../test-results/e2e'),
  globalTeardown: './global-teardown.ts',
  use: {
    // Each worker keeps one browser context and page, which e2e/support/test.ts resets between tests and whose
    // HTTP cache it keeps (Playwright's own `reuseContext` empties it: docs/TESTING.md).
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: chromiumExecutable,
      args: chromiumArgs,
    },
    // The welcome guide (SPEC §4 onboarding) counts as closed, so that each test meets only the modals it is
    // about; e2e/onboarding.spec.ts starts from an empty storage to see it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [{ name: 'lienzo.welcomeGuide.closed', value: '["visitor"]' }],
        },
      ],
    },
    // A trace records every action's DOM and screenshots: a quarter of a test's CPU (the browser, its GPU
    // process and the runner), for a file that only a local rerun can open. E2E_TRACE=1 keeps one per failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node apps/server/dist/server.mjs',
    cwd: resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/me`,
    // Every test signs up from 127.0.0.1, several a minute: one address stands for many people here.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.LIENZO_E2E_DATA,
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
