import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness';
import { makeWebDist } from '../test/web-dist';

describe('the web app and security headers', () => {
  let webDist: string;
  let server: TestServer;

  beforeAll(async () => {
    webDist = await makeWebDist({
      'index.html': '<!doctype html><title>Lienzo</title>',
      'dist/i18n/locale-es.json': '{"hello":"hola"}',
    });
    server = await TestServer.start('sqlite', { webDist });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / with a strict policy', async () => {
    const response = await server.client().get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '<!doctype html><meta name="lienzo-base-path" content="" /><title>Lienzo</title>',
    );
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self' 'unsafe-inline'; " +
        "font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('serves the locale files and answers a JSON 404 for missing files', async () => {
    const client = server.client();
    const locale = await client.get('/dist/i18n/locale-es.json');
    expect(locale.statusCode).toBe(200);
    expect(locale.json()).toEqual({ hello: 'hola' });
    const missing = await client.get('/dist/i18n/locale-fr.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('API_ERROR_NOT_FOUND');
    expect((await client.get('/../../etc/passwd')).statusCode).toBe(404);
  });

  it('answers 503 at / when the web app is not built', async () => {
    const bare = await TestServer.start('sqlite', { webDist: join(webDist, 'missing') });
    try {
      const response = await bare.client().get('/');
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('not built');
      expect((await bare.client().get('/api/me')).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('lets only the EMBED_ORIGINS frame the editor, and tells the app who they are', async () => {
    const hosts = ['https://host.example', 'http://127.0.0.1:8080'];
    const embedded = await TestServer.start('sqlite', { webDist, embedOrigins: hosts });
    try {
      const page = await embedded.client().get('/');
      expect(page.headers['content-security-policy']).toContain(
        'frame-ancestors https://host.example http://127.0.0.1:8080',
      );
      expect(page.headers['content-security-policy']).not.toContain('frame-ancestors *');
      const me = await embedded.client().get('/api/me');
      expect(me.json().data.embed_origins).toEqual(hosts);
    } finally {
      await embedded.close();
    }
    // Without EMBED_ORIGINS no other site may frame it, and the app hears of no host.
    expect((await server.client().get('/api/me')).json().data).not.toHaveProperty('embed_origins');
  });
});
