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
  // One browser at a time: with two, tests met 10-second waits (a save under load) on the 2-core machine; see
  // docs/TESTING.md.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: resolve(import.meta.dirname, '../test-results/e2e'),
  globalTeardown: './global-teardown.ts',
  use: {
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
    trace: 'retain-on-failure',
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
