// Bundles the server (src/main.ts) into dist/server.mjs: @lienzo/core is compiled in, and so are the pure-JavaScript
// dependencies every start loads (package.json's `serverBundleIncludes`: Fastify and its plugins, zod, Kysely…):
// resolving and reading their hundreds of files from node_modules was a third of a start's CPU (2.03 s → 1.34 s of
// CPU, medians of five seeded starts). The rest stay external and load from node_modules: native addons (sharp,
// better-sqlite3), data read from their packages (fonts, icons, emoji, cities), files served from a package
// (@fastify/swagger-ui) and what only some configurations or requests load (pg, pg-boss, the S3 SDK, ioredis,
// pdf-lib, fontkit, mediabunny), which bundled would be parsed at every start.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const { dependencies, serverBundleIncludes } = JSON.parse(
  readFileSync(new URL('package.json', import.meta.url), 'utf8'),
);
const external = Object.keys(dependencies).filter(
  (name) => name !== '@lienzo/core' && !serverBundleIncludes.includes(name),
);

await build({
  absWorkingDir: here,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code (from core's dependencies) may call require(); ESM output has none of its own.
  banner: {
    js: "import { createRequire as __lienzoCreateRequire } from 'node:module';\nconst require = __lienzoCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('built apps/server/dist/server.mjs');

// The templates' thumbnails as the PNGs the seed stores (TEMPLATE_IMAGES_DIR in src/config.ts), converted here
// once instead of at every start on an empty data folder. The step is bundled like the server, which has no
// TypeScript loader at run time.
await build({
  absWorkingDir: here,
  entryPoints: ['src/seed/templates/template-image.ts'],
  outfile: 'dist/template-image.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});
const { convertTemplateImages } = await import(new URL('dist/template-image.mjs', import.meta.url).href);
const converted = await convertTemplateImages(
  fileURLToPath(new URL('assets/templates', import.meta.url)),
  fileURLToPath(new URL('dist/template-images', import.meta.url)),
);
if (converted > 0) console.log(`converted ${converted} template thumbnails to PNG`);
