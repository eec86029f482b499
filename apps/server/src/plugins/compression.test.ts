import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDocument, saveTestDesign } from '../test/fixtures';
import { TestServer, type TestClient } from '../test/harness';
import { COMPRESS_THRESHOLD } from './compression';

/** The built web app (`npm run build` or `npx vite build` in apps/web): what the server really sends. */
const WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');
const TEXT_FILE = /\.(?:html|css|js|mjs|json|svg|txt|xml|map)$/;
const BINARY_FILE = /\.(?:woff2?|png|jpe?g|webp|gif|ico)$/;
const HASHED = /^assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** The answer's body as sent, decoded by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding, 'an encoding we did not ask for').toBeUndefined();
  return response.rawPayload;
}

function varies(response: LightMyRequestResponse, on: string): boolean {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes(on);
}

describe('compressed answers (issue 22)', () => {
  let server: TestServer;
  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html')))
      throw new Error(`No web build at ${WEB_DIST}: run \`npx vite build\` in apps/web first.`);
    server = await TestServer.start('sqlite', { webDist: WEB_DIST });
  });
  afterAll(() => server?.close());

  const get = (client: TestClient, url: string, encoding?: string, headers: Record<string, string> = {}) =>
    client.get(url, {
      headers: encoding === undefined ? headers : { 'accept-encoding': encoding, ...headers },
    });

  it('sends every text file of the built web app precompressed: br when accepted, gzip when only gzip', async () => {
    const client = server.client();
    const files = await filesUnder(WEB_DIST);
    const text = files.filter((file) => TEXT_FILE.test(file) && file !== 'index.html');
    expect(text.some((file) => file.endsWith('.js'))).toBe(true);
    expect(text).toContain('dist/i18n/locale-en.json');
    expect(text).toContain('dist/i18n/locale-es.json');
    let compressed = 0;
    for (const file of text) {
      const bytes = await readFile(join(WEB_DIST, file));
      const plain = await get(client, `/${file}`);
      expect(plain.statusCode, file).toBe(200);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.rawPayload.equals(bytes), file).toBe(true);
      expect(varies(plain, 'accept-encoding'), file).toBe(true);
      for (const [accepted, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate', 'gzip'],
      ] as const) {
        const response = await get(client, `/${file}`, accepted);
        expect(response.statusCode, file).toBe(200);
        expect(decoded(response).equals(bytes), `${file} (${accepted})`).toBe(true);
        expect(varies(response, 'accept-encoding'), file).toBe(true);
        if (bytes.length < COMPRESS_THRESHOLD) continue;
        // Above the threshold: from the build's own copy (it has a length), smaller than the file.
        expect(response.headers['content-encoding'], `${file} (${accepted})`).toBe(expected);
        expect(Number(response.headers['content-length']), file).toBe(response.rawPayload.length);
        expect(response.rawPayload.length, file).toBeLessThan(bytes.length);
        expect(existsSync(join(WEB_DIST, `${file}.${expected === 'br' ? 'br' : 'gz'}`)), file).toBe(true);
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThanOrEqual(4 * 6);
  });

  it('keeps hashed assets a year and has everything else revalidated', async () => {
    const client = server.client();
    const files = await filesUnder(WEB_DIST);
    const hashed = files.filter((file) => HASHED.test(file));
    expect(hashed.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(1);
    for (const file of files) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const response = await get(client, `/${file}`, encoding);
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['cache-control'], `${file} (${encoding})`).toBe(
          HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      }
    }
    expect((await get(client, '/')).headers['cache-control']).toBe('no-cache');
  });

  it('never compresses fonts and pictures, which are compressed already', async () => {
    const client = server.client();
    const binary = (await filesUnder(WEB_DIST)).filter((file) => BINARY_FILE.test(file));
    expect(binary.length).toBeGreaterThan(0);
    for (const file of binary) {
      const response = await get(client, `/${file}`, 'br, gzip');
      expect(response.headers['content-encoding'], file).toBeUndefined();
      expect(response.rawPayload.equals(await readFile(join(WEB_DIST, file))), file).toBe(true);
    }
  });

  it('answers HEAD like GET without a body, and a Range of the representation asked for', async () => {
    const client = server.client();
    const script = (await filesUnder(WEB_DIST)).find(
      (file) => HASHED.test(file) && file.endsWith('.js') && existsSync(join(WEB_DIST, `${file}.br`)),
    )!;
    const bytes = await readFile(join(WEB_DIST, script));
    for (const encoding of [undefined, 'br', 'gzip']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const full = await get(client, `/${script}`, encoding);
      const head = await server.app.inject({ method: 'HEAD', url: `/${script}`, headers });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'cache-control', 'etag'])
        expect(head.headers[name], `${name} (${encoding})`).toBe(full.headers[name]);

      // A range is of the bytes the full answer would carry (the file's, or its compressed copy's).
      const range = await get(client, `/${script}`, encoding, { range: 'bytes=100-199' });
      expect(range.statusCode, String(encoding)).toBe(206);
      expect(range.headers['content-encoding']).toBe(full.headers['content-encoding']);
      expect(range.headers['content-range']).toBe(`bytes 100-199/${full.rawPayload.length}`);
      expect(range.rawPayload.equals(full.rawPayload.subarray(100, 200))).toBe(true);
    }
    expect(bytes.length).toBeGreaterThan(200);
  });

  it('compresses every /api JSON answer over 1 KB (and no smaller one) to the identical bytes', async () => {
    const client = server.client();
    await client.signUp();
    // Enough to make the answers that list or return it long: a design, a board.
    const design = await saveTestDesign(client, {
      editor: completeDocument('Summer sale at the beach '.repeat(20)),
    });
    const board = await client.post('/api/boards/create', { name: 'Ideas' });
    const params: Record<string, string> = { hash: design.hash, id: String(design.id) };
    const queries: Record<string, string> = {
      '/api/images/search': '?q=sea',
      '/api/editor/searchLocations': '?q=madrid',
      '/api/editor/checkInstagramAccount': '?username=lienzo',
      '/api/editor/icons': '?category=1',
      '/api/feed': '?page=1',
      '/api/discover': '?page=1',
    };
    const urls = server.app.registeredRoutes
      .filter(({ method, url }) => method === 'GET' && url.startsWith('/api/'))
      .map(
        ({ url }) => url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x') + (queries[url] ?? ''),
      );
    expect(board.statusCode, board.body).toBe(200);
    let large = 0;
    for (const url of [...new Set(urls)]) {
      const plain = await get(client, url);
      const type = String(plain.headers['content-type'] ?? '');
      if (!type.includes('json')) continue;
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const [accepted, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(client, url, accepted);
        expect(response.statusCode, url).toBe(plain.statusCode);
        expect(decoded(response).equals(plain.rawPayload), `${url} (${accepted})`).toBe(true);
        if (plain.rawPayload.length >= COMPRESS_THRESHOLD) {
          expect(response.headers['content-encoding'], `${url} (${accepted})`).toBe(expected);
          expect(varies(response, 'accept-encoding'), url).toBe(true);
          expect(response.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
        } else {
          expect(
            response.headers['content-encoding'],
            `${url}: ${plain.rawPayload.length} bytes`,
          ).toBeUndefined();
        }
      }
      if (plain.rawPayload.length >= COMPRESS_THRESHOLD) large += 1;
    }
    // The big ones are there: the OpenAPI document, layouts, a design read back (streamed), the emoji list…
    expect(large).toBeGreaterThanOrEqual(5);
  });

  it('sends the page, a design read back (streamed) and the stored pictures as they should go', async () => {
    const client = server.client();
    await client.signUp();
    const design = await saveTestDesign(client, { editor: completeDocument('Sale '.repeat(400)) });
    const read = await get(client, `/api/getEditorByHash/${design.hash}`, 'br');
    expect(read.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(read).toString('utf8')).data.hash).toBe(design.hash);
    // A PNG is compressed already: never again.
    const picture = await get(client, `/designs/${design.hash}_o.png`, 'br, gzip');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-encoding']).toBeUndefined();
    const page = await get(client, '/', 'br');
    expect(decoded(page).toString('utf8')).toContain('<div id="root">');
  });

  it('never inflates a compressed request body', async () => {
    const client = server.client();
    await client.signUp();
    // 16 MB of JSON in 16 KB of gzip: had the server inflated it, the body limit would have to catch it.
    const bomb = gzipSync(Buffer.from(`{"name":"${'a'.repeat(16 * 1024 * 1024)}"}`));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await client.request('POST', '/api/boards/create', undefined, {
      payload: bomb,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const boards = await server.count('boards');
    // The same body sent plain makes a board: the refusal above is the encoding's, not the route's.
    const plain = await client.post('/api/boards/create', { name: 'Ideas' });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await server.count('boards')).toBe(boards + 1);
  });
});

// The build's folder must not hold stale compressed copies of files it no longer has.
describe('the web build', () => {
  it('has an original beside every compressed copy', async () => {
    if (!existsSync(WEB_DIST)) throw new Error(`No web build at ${WEB_DIST}`);
    const entries = await readdir(WEB_DIST, { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((item) => item.isFile() && /\.(?:br|gz)$/.test(item.name))) {
      const original = join(entry.parentPath, entry.name.replace(/\.(?:br|gz)$/, ''));
      expect((await stat(original)).isFile(), original).toBe(true);
    }
  });
});
