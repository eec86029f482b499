// Issue 20's load figures: the SPEC §7 gallery path by offset page (`GET /api/feed?page={n}`) and
// `GET /api/getEditorByHash/{hash}` at fixed rates from a user with 3,000 designs, and `/api/me` at a fixed rate
// while 8 anonymous readers load the largest design the server stores (the attack of issue 20 #4).
import { FIELD_LIMITS_DESIGN_JSON_BYTES, GALLERY_PAGE_SIZE, largestDesign } from './largest-design.mjs';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { walkPaths } from '../lib.mjs';
import { benchPng, saveBody } from './api-save.mjs';
import { seedDesigns } from './api-gallery.mjs';

/** `hammer(options)` in a process of its own (see hammer-worker.mjs). */
function hammerInWorker(options) {
  return new Promise((resolve, reject) => {
    const worker = fork(fileURLToPath(new URL('./hammer-worker.mjs', import.meta.url)));
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process ended with ${code}`));
    });
    worker.send(options);
  });
}

/** Hashes the gallery seed gives its copies: 'g' and the copy's number in 15 digits. */
const copyHash = (index) => `g${String(index).padStart(15, '0')}`;

/**
 * Gives `client` `designs` designs and stores the largest allowed one; returns the three loads. Offset pages walk
 * the whole gallery (page 1 to the last), so the deepest offsets count as much as the first page.
 */
export async function prepareHostile(server, client, designs) {
  await seedDesigns(server, client.call, client.user.id, designs);
  const pages = Array.from(
    { length: Math.ceil(designs / GALLERY_PAGE_SIZE) },
    (_, index) => `/api/feed?page=${index + 1}`,
  );
  const hashes = Array.from(
    { length: designs - 1 },
    (_, index) => `/api/getEditorByHash/${copyHash(index + 1)}`,
  );
  const large = largestDesign();
  const saved = await client.call('POST', '/api/save', saveBody(large, await benchPng(), 'Largest design'));
  if (!saved.ok) throw new Error(`largest design not saved: ${saved.status} ${await saved.text()}`);
  const largeHash = (await saved.json()).data.hash;
  const largeBytes = Buffer.byteLength(JSON.stringify(large));
  return {
    pages: pages.length,
    largeKB: largeBytes / 1024,
    largePath: `/api/getEditorByHash/${largeHash}`,
    limitKB: FIELD_LIMITS_DESIGN_JSON_BYTES / 1024,
    feed: (options) => walkPaths(server.url, pages, options, client.headers()),
    editorByHash: (options) => walkPaths(server.url, hashes, options),
    /** `/api/me` at `rate` while `readers` anonymous connections read the largest design back to back. */
    async meUnderReaders({ rate, seconds, connections, readers }) {
      const reading = hammerInWorker({
        url: server.url,
        connections: readers,
        duration: seconds + 1,
        request: { method: 'GET', path: `/api/getEditorByHash/${largeHash}` },
      });
      const me = await walkPaths(server.url, ['/api/me'], { rate, seconds, connections });
      const read = await reading;
      return { ...me, readsPerSecond: read.perSecond, readFailures: read.failures };
    },
  };
}
