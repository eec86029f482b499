// Shared by the start, build and test scripts: run a command, and decide whether installs or builds are stale.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Runs a command in the repo root with inherited output; resolves with its exit code. */
export function run(command, args, { env = {}, quiet = false, cwd = root } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

/**
 * Runs independent commands `concurrency` at a time, each one's output held and printed whole when it ends (so
 * that two never interleave), with how long it took. Exits after all have ended if any failed.
 */
export async function runAllOrExit(tasks, concurrency = 2) {
  const queue = [...tasks];
  const failed = [];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const started = Date.now();
      const { code, output } = await runCaptured(task.command, task.args, task.options);
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(output);
      console.log(`  ${code === 0 ? '✓' : '✖'} ${task.label} (${seconds} s)`);
      if (code !== 0) failed.push(`${task.label} (exit ${code})`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failed.length > 0) {
    console.error(`\n✖ failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

function runCaptured(command, args, { env = {}, cwd = root } = {}) {
  return new Promise((resolvePromise) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolvePromise({ code, output: Buffer.concat(chunks).toString() });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

export async function runOrExit(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Newest modification time (ms) of any file below the given paths, skipping build output and dependencies. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const path of paths) visit(resolve(root, path));
  return newest;
}

export function mtime(path) {
  const full = resolve(root, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

const INSTALL_STAMP = 'node_modules/.lienzo-installed';

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(resolve(root, 'package-lock.json')))
    .digest('hex');
}

/** Set for the scripts a parent runs while it compiles the native addons (see {@link installPackages}). */
const PACKAGES_IN_PLACE = 'LIENZO_PACKAGES_IN_PLACE';
export const packagesInPlaceEnv = { [PACKAGES_IN_PLACE]: '1' };

/**
 * The packages whose install scripts compile C and C++ here: no prebuilt binary can be downloaded (GitHub is out
 * of reach), so better-sqlite3 builds SQLite from source, about a minute on one core.
 */
const COMPILED_ON_INSTALL = ['better-sqlite3'];

/**
 * npm ci when node_modules was not installed from this very lock file (the lock's content is compared, not its
 * date: a checkout that only touches the file must not wipe node_modules under a running test). Resolves once the
 * packages are in place, with `compiled`, which settles once the native addons are built too: the caller may
 * build and check meanwhile, which needs no database, and so keep the second core busy. Only the install scripts
 * `allowScripts` in package.json names are run.
 */
export async function installPackages() {
  const stamp = resolve(root, INSTALL_STAMP);
  const done = { compiled: Promise.resolve() };
  if (process.env[PACKAGES_IN_PLACE] === '1') return done;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash()) return done;
  console.log('▶ installing dependencies (npm ci)…');
  // Browsers come from Debian (chromium); never let a package download one.
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  await runOrExit('npm ci', 'npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { env });
  const { allowScripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const scripted = Object.keys(allowScripts).filter((name) => allowScripts[name]);
  const quick = scripted.filter((name) => !COMPILED_ON_INSTALL.includes(name));
  const compiled = scripted.filter((name) => COMPILED_ON_INSTALL.includes(name));
  // `npm rebuild` with no name would run every package's scripts.
  if (quick.length > 0)
    await runOrExit(`install scripts of ${quick.join(', ')}`, 'npm', ['rebuild', ...quick], { env });
  if (compiled.length === 0) {
    writeFileSync(stamp, lockHash());
    return done;
  }
  console.log(`▶ compiling ${compiled.join(', ')} (native addons) meanwhile`);
  const started = Date.now();
  return {
    compiled: runCaptured('npm', ['rebuild', ...compiled], { env }).then(({ code, output }) => {
      if (code !== 0) {
        process.stdout.write(output);
        console.error(`\n✖ compiling ${compiled.join(', ')} failed (exit ${code})`);
        process.exit(code);
      }
      console.log(`  ✓ compiled ${compiled.join(', ')} (${Math.round((Date.now() - started) / 1000)} s)`);
      writeFileSync(stamp, lockHash());
    }),
  };
}

/** {@link installPackages}, native addons included. */
export async function ensureInstalled() {
  const { compiled } = await installPackages();
  await compiled;
}

export const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/core',
  'packages/editor',
  'apps/web',
  'apps/server/src',
  'apps/server/build.mjs',
];
export const BUILD_STAMP = 'apps/server/dist/.build-stamp';

export function buildIsStale() {
  return mtime(BUILD_STAMP) < newestMtime(BUILD_INPUTS);
}
