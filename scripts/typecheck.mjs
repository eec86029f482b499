// Type-checks every workspace with its own tsconfig (core has no DOM, the editor no React, the server Node).
// The checks run on TypeScript 7, the compiler's native port (the `typescript-native` alias): the five took 123 s of
// CPU on TypeScript 5 and take 19 s here. `typescript` 5 stays for the tools that load its JavaScript API
// (typescript-eslint, editors). Single-threaded: the tasks already run two at a time on this machine's two cores,
// and TypeScript 7's own checker threads each re-check the shared declarations (the server: 11.7 s of CPU against
// 5.4 s single-threaded).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, runAllOrExit } from './lib.mjs';

// A path, not a resolution: `npm test` imports this file before it installs the packages.
const tsc = join(root, 'node_modules/typescript-native/bin/tsc');

export const TYPECHECK_TASKS = ['packages/core', 'packages/editor', 'apps/server', 'apps/web', 'e2e'].map(
  (project) => ({
    label: `type check of ${project}`,
    command: process.execPath,
    args: [tsc, '--noEmit', '--singleThreaded', '-p', project],
  }),
);

if (import.meta.url === pathToFileURL(process.argv[1]).href) await runAllOrExit(TYPECHECK_TASKS);
