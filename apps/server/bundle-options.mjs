// How the server is bundled with esbuild, for the product (build.mjs) and for the tests that run it as a process
// (src/test/server-process.ts): @lienzo/core is compiled in, and so are the pure-JavaScript dependencies every start
// loads (package.json's `serverBundleIncludes`: Fastify and its plugins, zod, Kysely…): resolving and reading their
// hundreds of files from node_modules was a third of a start's CPU (2.03 s → 1.34 s of CPU, medians of five seeded
// starts). The rest stay external and load from node_modules: native addons (sharp, better-sqlite3), data read from
// their packages (fonts, icons, emoji, cities), files served from a package (@fastify/swagger-ui) and what only some
// configurations or requests load (pg, pg-boss, the S3 SDK, ioredis, pdf-lib, fontkit, mediabunny), which bundled
// would be parsed at every start.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
const { dependencies, serverBundleIncludes } = JSON.parse(
  readFileSync(new URL('package.json', import.meta.url), 'utf8'),
);

/** esbuild's options for an entry of the server, without `entryPoints` and `outfile` (relative to apps/server). */
export const serverBundleOptions = {
  absWorkingDir: serverDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).filter(
    (name) => name !== '@lienzo/core' && !serverBundleIncludes.includes(name),
  ),
  // Bundled CommonJS code may call require(); ESM output has none of its own.
  banner: {
    js: "import { createRequire as __lienzoCreateRequire } from 'node:module';\nconst require = __lienzoCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
};
