import { expect, test } from './support/test';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { E2E_BUNDLES, staleBundles, type BuiltBundle } from './support/buildFreshness';

// Issue 21: the list test failed on a server bundle built before listStyle existed, which dropped the field
// from the saved design. The e2e run now refuses bundles older than their sources; these tests pin that rule.

const BUNDLES: BuiltBundle[] = [{ bundle: 'server/dist/server.mjs', sources: ['core/src', 'server/src'] }];

let root: string;

/** Writes `path` under the temporary root, modified `minutesAgo` minutes ago. */
function file(path: string, minutesAgo: number) {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  const at = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(full, at, at);
}

test.beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lienzo-freshness-'));
});

test.afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('a bundle built after every source is current', () => {
  file('core/src/objects/pz-text.ts', 30);
  file('server/src/main.ts', 20);
  file('server/dist/server.mjs', 10);
  expect(staleBundles(root, BUNDLES)).toEqual([]);
});

test('a source changed after the bundle was built makes it stale, naming that source', () => {
  file('server/src/main.ts', 30);
  file('server/dist/server.mjs', 20);
  // A merge that gives the text schema its listStyle, after the last server build.
  file('core/src/objects/pz-text.ts', 10);
  expect(staleBundles(root, BUNDLES)).toEqual([
    'server/dist/server.mjs is older than core/src/objects/pz-text.ts',
  ]);
});

test('a missing bundle is reported', () => {
  file('core/src/objects/pz-text.ts', 10);
  expect(staleBundles(root, BUNDLES)).toEqual(['server/dist/server.mjs is missing']);
});

test('unit tests, their helpers and dependencies are not sources of the bundle', () => {
  file('server/dist/server.mjs', 20);
  file('core/src/objects/pz-text.ts', 30);
  file('core/src/objects/pz-text.test.ts', 10);
  file('core/src/test/fixtures.ts', 10);
  file('server/src/node_modules/some/index.js', 10);
  file('server/src/.cache/state', 10);
  file('core/src/objects/__screenshots__/pz-text.test.ts/failed.png', 10);
  expect(staleBundles(root, BUNDLES)).toEqual([]);
});

test('the bundles the e2e run checks are built from sources that exist in this checkout', () => {
  const repository = resolve(import.meta.dirname, '..');
  for (const { sources } of E2E_BUNDLES)
    for (const source of sources) expect(existsSync(join(repository, source)), source).toBe(true);
});
