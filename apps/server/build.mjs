// Bundles the server (src/main.ts) into dist/server.mjs, as bundle-options.mjs says.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './bundle-options.mjs';

await build({
  ...serverBundleOptions,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/server.mjs',
  sourcemap: true,
});
console.log('built apps/server/dist/server.mjs');

// The templates' thumbnails as the PNGs the seed stores (TEMPLATE_IMAGES_DIR in src/config.ts), converted here
// once instead of at every start on an empty data folder. The step is bundled like the server, which has no
// TypeScript loader at run time.
await build({
  ...serverBundleOptions,
  entryPoints: ['src/seed/templates/template-image.ts'],
  outfile: 'dist/template-image.mjs',
});
const { convertTemplateImages } = await import(new URL('dist/template-image.mjs', import.meta.url).href);
const converted = await convertTemplateImages(
  fileURLToPath(new URL('assets/templates', import.meta.url)),
  fileURLToPath(new URL('dist/template-images', import.meta.url)),
);
if (converted > 0) console.log(`converted ${converted} template thumbnails to PNG`);
