// Type-checks every workspace with its own tsconfig (core has no DOM, the editor no React, the server Node).
import { runOrExit } from './lib.mjs';

for (const project of ['packages/core', 'packages/editor', 'apps/server', 'apps/web', 'e2e']) {
  await runOrExit(`type check of ${project}`, 'npx', ['tsc', '--noEmit', '-p', project]);
}
