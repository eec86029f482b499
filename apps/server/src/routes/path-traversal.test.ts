import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness';
import { makeWebDist } from '../test/web-dist';

/** Every address that serves files, with the folder it reads from (or the web app's root). */
const FILE_ROUTES = [
  '',
  '/dist/i18n',
  '/uploads',
  '/designs',
  '/fonts',
  '/fonts/free',
  '/audios',
  '/icons/mdi',
  '/photos',
];

/** Ways to say "the folder above": plain, percent-encoded once and twice, backslashes, overlong UTF-8. */
const ESCAPES = [
  '../',
  '..%2f',
  '%2e%2e/',
  '%2e%2e%2f',
  '%2E%2E%2F',
  '%252e%252e%252f',
  '..\\',
  '..%5c',
  '%c0%ae%c0%ae/',
  '....//',
  '.%2e/',
];

/** Files a traversal would aim at: ours beside the storage folder, and the system's. */
const TARGETS = ['lienzo.sqlite', 'session-secret', 'secret.txt', 'etc/passwd'];

describe('no file outside the served folders is reachable from a URL', () => {
  let webDist: string;
  let server: TestServer;

  beforeAll(async () => {
    webDist = await makeWebDist({
      'index.html': '<!doctype html><title>Lienzo</title>',
      'dist/i18n/locale-en.json': '{}',
    });
    server = await TestServer.start('sqlite', { webDist });
    // A file a traversal out of the storage folder would find one level up.
    await writeFile(join(server.dir, 'secret.txt'), 'TOP SECRET');
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers every escape with a 4xx that leaks nothing', async () => {
    const client = server.client();
    let tried = 0;
    for (const route of FILE_ROUTES)
      for (const escape of ESCAPES)
        for (const depth of [1, 2, 3, 6])
          for (const target of TARGETS) {
            const url = `${route}/${escape.repeat(depth)}${target}`;
            const response = await client.get(url);
            tried += 1;
            expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, url).toBeLessThan(500);
            expect(response.body, url).not.toContain('TOP SECRET');
            expect(response.body, url).not.toContain('root:x:0:0');
            expect(response.body, url).not.toContain('SQLite format');
          }
    expect(tried).toBe(FILE_ROUTES.length * ESCAPES.length * 4 * TARGETS.length);
  });

  it('refuses a NUL byte and an absolute path in a file name', async () => {
    const client = server.client();
    for (const url of [
      '/uploads/%00',
      '/uploads/a.png%00.txt',
      '/fonts//etc/passwd',
      '/designs/%2fetc%2fpasswd',
    ]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('root:x:0:0');
    }
  });
});
