// Polotno 4.4 and Blueprint are the app bench's alone: bench/polotno has its own package.json and lockfile,
// outside the npm workspaces, so the repo's `npm ci` (and so `npm test`) never installs them. The app
// scenario installs them here on first use, and again when the committed lockfile is newer than the install.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from '../lib.mjs';

/** Runs `npm ci` in `pageDir` when its node_modules is missing or older than its package-lock.json. */
export function installPolotnoPage(pageDir, log = console.log) {
  // npm ci writes node_modules/.package-lock.json last: its time is when the install finished.
  const installed = join(pageDir, 'node_modules/.package-lock.json');
  const lock = join(pageDir, 'package-lock.json');
  const where = relative(root, pageDir);
  if (!existsSync(installed)) log(`polotno: ${where}/node_modules missing, running npm ci in ${where}`);
  else if (statSync(installed).mtimeMs < statSync(lock).mtimeMs)
    log(`polotno: ${where}/package-lock.json is newer than its install, running npm ci in ${where}`);
  else return;
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: pageDir, stdio: 'inherit' });
}
