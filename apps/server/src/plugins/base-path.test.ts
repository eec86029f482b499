import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import {
  CSRF_COOKIE,
  FREE_FONT_PATH,
  SESSION_COOKIE,
  type ImageSearchItem,
  type SavedDesign,
  type UploadedFont,
  type UploadedImage,
} from '@lienzo/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TestServer, type TestClient } from '../test/harness';
import { makeWebDist } from '../test/web-dist';
import { makeJpeg, multipartFile } from '../test/upload-files';

const BASE = '/lienzo';
const DEJAVU = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const INDEX_HTML = '<!doctype html><html><head><title>Lienzo</title></head><body></body></html>';

function cookieNamed(response: { cookies: Array<{ name: string; path?: string }> }, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

async function expectServedOnlyUnderPrefix(client: TestClient, path: string): Promise<void> {
  expect((await client.get(`${BASE}${path}`)).statusCode, `${BASE}${path}`).toBe(200);
  const outside = await client.get(path);
  expect(outside.statusCode, path).toBe(404);
  expect(outside.json().error.code).toBe('API_ERROR_NOT_FOUND');
}

describeEachEngine(`BASE_PATH ${BASE}`, (engine) => {
  let webDist: string;
  let server: TestServer;

  beforeAll(async () => {
    webDist = await makeWebDist({
      'index.html': INDEX_HTML,
      'assets/index-abc.js': 'console.log(1);',
      'patterns/dots.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'dist/i18n/locale-en.json': '{"hello":"hello"}',
    });
    server = await TestServer.start(engine, { webDist, basePath: BASE });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers the API under the prefix only', async () => {
    const client = server.client();
    const me = await client.get(`${BASE}/api/me`);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toHaveProperty('user', null);
    const outside = await client.get('/api/me');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('API_ERROR_NOT_FOUND');
    expect((await client.post('/api/boards/create', { name: 'x' })).statusCode).toBe(404);
  });

  it('redirects the host root and the bare prefix to the app, keeping the query', async () => {
    const client = server.client();
    for (const [from, to] of [
      ['/', `${BASE}/`],
      ['/?layout=instagram.story', `${BASE}/?layout=instagram.story`],
      [BASE, `${BASE}/`],
      [`${BASE}?layout=instagram.story`, `${BASE}/?layout=instagram.story`],
    ] as const) {
      const response = await client.get(from);
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe(to);
    }
    expect((await client.get('/lienzo-other/')).statusCode).toBe(404);
  });

  it('serves index.html with the prefix for the web app, under its strict policy', async () => {
    for (const path of [`${BASE}/`, `${BASE}/index.html`]) {
      const response = await server.client().get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.body).toBe(
        '<!doctype html><html><head><title>Lienzo</title>' +
          `<meta name="lienzo-base-path" content="${BASE}" />\n</head><body></body></html>`,
      );
    }
  });

  it('serves the built assets, the patterns and the locale files under the prefix only', async () => {
    const client = server.client();
    await expectServedOnlyUnderPrefix(client, '/assets/index-abc.js');
    await expectServedOnlyUnderPrefix(client, '/patterns/dots.svg');
    await expectServedOnlyUnderPrefix(client, '/dist/i18n/locale-en.json');
    expect((await client.get(`${BASE}/dist/i18n/locale-en.json`)).json()).toEqual({ hello: 'hello' });
  });

  it('gives every cookie the path of the app, and checks anti-forgery under the prefix', async () => {
    const client = server.client();
    const first = await client.get(`${BASE}/api/me`);
    expect(cookieNamed(first, CSRF_COOKIE)?.path).toBe(`${BASE}/`);
    const forged = await client.post(`${BASE}/api/auth/signup`, {}, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('API_ERROR_CSRF');

    const signUp = await client.post(`${BASE}/api/auth/signup`, {
      name: 'Ana',
      email: `base-path-${engine}-${Date.now()}@example.com`,
      password: 'correct horse battery',
    });
    expect(signUp.statusCode).toBe(200);
    expect(cookieNamed(signUp, SESSION_COOKIE)?.path).toBe(`${BASE}/`);
    expect(cookieNamed(signUp, CSRF_COOKIE)?.path).toBe(`${BASE}/`);
    const signOut = await client.post(`${BASE}/api/auth/signout`, {});
    expect(signOut.statusCode).toBe(200);
    expect(cookieNamed(signOut, SESSION_COOKIE)?.path).toBe(`${BASE}/`);
  });

  it('answers app-relative paths for uploads, fonts and designs, and serves them under the prefix', async () => {
    const client = server.client();
    await client.signUp();
    const image = await client.post(
      `${BASE}/api/uploadBackground`,
      undefined,
      multipartFile(await makeJpeg(320, 240), 'photo.jpg', 'image/jpeg'),
    );
    expect(image.statusCode).toBe(200);
    const uploaded = image.json<{ data: UploadedImage }>().data;
    expect(uploaded.secure_url).toMatch(/^\/uploads\/[^/]+\.jpg$/);
    await expectServedOnlyUnderPrefix(client, uploaded.secure_url);
    await expectServedOnlyUnderPrefix(client, uploaded.thumbnail_url);

    const font = await client.post(
      `${BASE}/api/uploadFont`,
      undefined,
      multipartFile(DEJAVU, 'DejaVuSans.ttf', 'application/octet-stream'),
    );
    expect(font.statusCode).toBe(200);
    const { secure_url: fontUrl } = font.json<{ data: UploadedFont }>().data;
    expect(fontUrl).toMatch(/^\/fonts\//);
    await expectServedOnlyUnderPrefix(client, fontUrl);

    const saved = await client.post(`${BASE}/api/save`, savePayload(await makePng()));
    expect(saved.statusCode).toBe(200);
    const { hash } = saved.json<{ data: SavedDesign }>().data;
    await expectServedOnlyUnderPrefix(client, `/designs/${hash}_s.png`);
    expect((await client.get(`${BASE}/api/getEditorByHash/${hash}`)).statusCode).toBe(200);
  });

  it('serves the icons, the free fonts and the bundled photos under the prefix only', async () => {
    const client = server.client();
    await expectServedOnlyUnderPrefix(client, '/icons/mdi/heart.svg');
    await expectServedOnlyUnderPrefix(client, `${FREE_FONT_PATH}lora-latin-400-normal.woff2`);
    const search = await client.get(`${BASE}/api/images/search?page=1`);
    expect(search.statusCode).toBe(200);
    const [photo] = search.json<{ data: { items: ImageSearchItem[] } }>().data.items;
    expect(photo?.url).toMatch(/^\/photos\//);
    await expectServedOnlyUnderPrefix(client, photo!.url);
  });

  it('documents the API with the prefix as its server, and registers nothing outside it but the redirects', async () => {
    const doc = (await server.client().get(`${BASE}/api/docs/json`)).json();
    expect(doc.servers).toEqual([{ url: BASE }]);
    expect(doc.paths).toHaveProperty('/api/me');
    // Swagger UI's page loads its scripts from under the prefix too.
    const page = await server.client().get(`${BASE}/api/docs`);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts) {
      expect(src.startsWith(`${BASE}/api/docs/static/`), src).toBe(true);
      expect((await server.client().get(src)).statusCode, src).toBe(200);
    }
    const outside = server.app.registeredRoutes
      .map(({ url }) => url)
      .filter((url) => url !== BASE && !url.startsWith(`${BASE}/`));
    expect([...new Set(outside)]).toEqual(['/']);
  });
});
