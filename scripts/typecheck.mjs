// Type-checks every workspace with its own tsconfig (core has no DOM, the editor no React, the server Node).
// tsc uses one core: two projects at a time fill this machine's two.
import { pathToFileURL } from 'node:url';
import { runAllOrExit } from './lib.mjs';

export const TYPECHECK_TASKS = ['packages/core', 'packages/editor', 'apps/server', 'apps/web', 'e2e'].map(
  (project) => ({
    label: `type check of ${project}`,
    command: 'npx',
    args: ['tsc', '--noEmit', '-p', project],
  }),
);

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runAllOrExit(TYPECHECK_TASKS);
