import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** A built bundle the e2e tests run, and the sources it is built from (relative to the repository root). */
export interface BuiltBundle {
  bundle: string;
  sources: readonly string[];
}

/**
 * What the e2e server runs: the server bundle (core compiled in) and the web app it serves. A bundle older
 * than its sources is not the code under test: a server built before a schema field existed drops that
 * field from every saved design without an error (zod leaves out keys it does not know), so the test of
 * a new field fails although the editor keeps it (issue 21: listStyle after the text-format merge).
 */
export const E2E_BUNDLES: readonly BuiltBundle[] = [
  {
    bundle: 'apps/server/dist/server.mjs',
    sources: ['package-lock.json', 'packages/core/src', 'apps/server/src', 'apps/server/build.mjs'],
  },
  {
    bundle: 'apps/web/dist/index.html',
    sources: [
      'package-lock.json',
      'packages/core/src',
      'packages/editor/src',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
    ],
  },
];

/** Folders that hold no bundled code: dependencies, unit-test helpers, test and tool output (see .gitignore). */
const NOT_BUNDLED = new Set(['node_modules', 'test', 'data', '__screenshots__', '__snapshots__']);

/** Unit tests and what the tests and tools leave behind are not bundled: changing them leaves a build current. */
function bundled(name: string): boolean {
  return (
    !name.startsWith('.') &&
    !NOT_BUNDLED.has(name) &&
    !name.endsWith('.tsbuildinfo') &&
    !/\.test\.[cm]?[jt]sx?$/.test(name)
  );
}

/** The most recently modified source file below `paths`, or null when there is none. */
function newestSource(root: string, paths: readonly string[]): { path: string; mtimeMs: number } | null {
  let newest: { path: string; mtimeMs: number } | null = null;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (bundled(entry)) visit(join(path, entry));
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) {
      newest = { path, mtimeMs: stat.mtimeMs };
    }
  };
  for (const path of paths) {
    const full = resolve(root, path);
    if (existsSync(full)) visit(full);
  }
  return newest;
}

/**
 * Why the bundles under `root` cannot be tested as they are: one line per bundle that is missing or older
 * than a source file it is built from (naming that file). Empty when every bundle is current.
 */
export function staleBundles(root: string, bundles: readonly BuiltBundle[] = E2E_BUNDLES): string[] {
  const problems: string[] = [];
  for (const { bundle, sources } of bundles) {
    const built = resolve(root, bundle);
    if (!existsSync(built)) {
      problems.push(`${bundle} is missing`);
      continue;
    }
    const source = newestSource(root, sources);
    if (source && source.mtimeMs > statSync(built).mtimeMs) {
      problems.push(`${bundle} is older than ${relative(root, source.path)}`);
    }
  }
  return problems;
}
