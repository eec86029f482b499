// Builds the web app (Vite) and the server bundle (esbuild), then stamps the build so `npm start` can tell
// whether it is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BUILD_STAMP, ensureInstalled, root, runOrExit } from './lib.mjs';

await ensureInstalled();
console.log('▶ building the web app');
await runOrExit('web build', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: resolve(root, 'apps/web'),
});
console.log('▶ building the server');
await runOrExit('server build', 'node', ['apps/server/build.mjs']);
const stamp = resolve(root, BUILD_STAMP);
mkdirSync(dirname(stamp), { recursive: true });
writeFileSync(stamp, new Date().toISOString());
