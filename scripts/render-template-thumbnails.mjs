/* global window */
// Renders every seeded template with the editor's engine in Debian's Chromium and writes its thumbnail
// (apps/server/assets/templates/{hash}.jpg) and the manifest of what each was rendered from:
// `npm run render-templates` after changing a template. Templates whose thumbnail is current are skipped
// (`--all` renders every one again).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { createServer } from 'vite';
import { root } from './lib.mjs';

const PHOTOS_DIR = resolve(root, 'apps/server/assets/photos');
const OUT_DIR = resolve(root, 'apps/server/assets/templates');
const MANIFEST = join(OUT_DIR, 'manifest.json');
/** Thumbnails are at most this many pixels on their longer side (the browser grid shows them far smaller). */
const MAX_SIDE = 800;
const renderAll = process.argv.includes('--all');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Serves what templates point at, as the server does: bundled photos, catalogue icons and the free fonts. */
function templateAssets(catalogue) {
  return {
    name: 'template-assets',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const photo = /^\/photos\/([a-z0-9-]+\.jpg)$/.exec(url.pathname);
        const icon = /^\/icons\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/.exec(url.pathname);
        const font = /^\/fonts\/free\/([a-z0-9-]+\.woff2)$/.exec(url.pathname);
        if (font) {
          const { freeFontFiles } = await vite.ssrLoadModule('/apps/server/src/fonts/free-font-files.ts');
          const file = freeFontFiles().get(font[1]);
          response.statusCode = file ? 200 : 404;
          response.setHeader('content-type', 'font/woff2');
          response.end(file ? await readFile(file) : '');
        } else if (photo) {
          response.setHeader('content-type', 'image/jpeg');
          response.end(await readFile(join(PHOTOS_DIR, photo[1])));
        } else if (icon) {
          const svg = (await catalogue()).iconSvg(icon[1], icon[2]);
          response.statusCode = svg === null ? 404 : 200;
          response.setHeader('content-type', 'image/svg+xml');
          response.end(svg ?? '');
        } else next();
      });
    },
  };
}

let vite;
const catalogue = () => vite.ssrLoadModule('/apps/server/src/catalogue/catalogue.ts');
vite = await createServer({
  root,
  configFile: false,
  publicDir: resolve(root, 'apps/web/public'),
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: 8199 },
  plugins: [templateAssets(catalogue)],
});
await vite.listen();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const { TEMPLATE_VERSIONS } = await vite.ssrLoadModule('/apps/server/src/seed/templates/library.ts');
  const { templateDocument, documentFingerprint } = await vite.ssrLoadModule(
    '/apps/server/src/seed/templates/template-definition.ts',
  );
  const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${vite.resolvedUrls.local[0]}scripts/template-thumbnails/index.html`);
  await page.waitForFunction(() => typeof window.renderTemplate === 'function', null, { timeout: 60_000 });
  mkdirSync(OUT_DIR, { recursive: true });
  const next = {};
  // Each language of a template is a template of its own, with its own thumbnail (issue 24).
  for (const { template, locale, hash } of TEMPLATE_VERSIONS) {
    const document = templateDocument(template, locale);
    const fingerprint = documentFingerprint(document);
    const file = join(OUT_DIR, `${hash}.jpg`);
    next[hash] = fingerprint;
    if (!renderAll && manifest[hash] === fingerprint && existsSync(file)) continue;
    const { image, warnings } = await page.evaluate((design) => window.renderTemplate(design), document);
    if (warnings.length > 0) throw new Error(`${hash}: the engine warned: ${warnings.join('; ')}`);
    const jpeg = Buffer.from(image.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    await sharp(jpeg)
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 84, mozjpeg: true })
      .toFile(file);
    console.log(`rendered ${hash} ${template.title[locale]}`);
  }
  writeFileSync(MANIFEST, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`${Object.keys(next).length} template thumbnails in ${MANIFEST}`);
} finally {
  await browser.close();
  await vite.close();
}
