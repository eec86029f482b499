// The real bundled server under the image attacks of issue 20 (finding 2), all at once: its peak resident
// memory (VmHWM, read from /proc) may grow by at most MAX_GROWTH. Before the image budget the six 16-bit
// saves alone took 3.7 GB. Here it grows by about 340 MiB: image work holds at most its budget (256 MiB on
// this machine), and glibc keeps some memory freed by libvips' threads; the limit leaves room for that.
import { APP_VERSION, createDocument, CSRF_COOKIE, CSRF_HEADER, getLayout } from '@lienzo/core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blankPng } from '../test/blank-png';
import { pngDataUrl } from '../test/fixtures';
import { HttpClient, type HttpAnswer } from '../test/http-client';
import { peakResidentBytes, residentBytes, resetPeakResident } from '../test/process-memory';
import { bundleServer, removeServerBundle, ServerProcess } from '../test/server-process';
import { multipartFile } from '../test/upload-files';

const MIB = 1024 * 1024;
const MAX_GROWTH = 768 * MIB;

let bundle: string;
beforeAll(async () => {
  bundle = await bundleServer();
}, 120_000);
afterAll(async () => {
  await removeServerBundle(bundle);
});

/** A save of `png` (a data URL) on a layout of its size, as the editor sends it. */
function saveBody(png: Buffer, side: number) {
  const document = createDocument(getLayout('instagram.post'));
  const layout = { key: `custom.${side}x${side}`, name: 'Huge', width: side, height: side };
  return {
    image: pngDataUrl(png),
    layout: layout.key,
    width: side,
    height: side,
    editor: { ...document, layout },
    app_version: APP_VERSION,
    title: 'Huge',
  };
}

async function upload(client: HttpClient, png: Buffer): Promise<HttpAnswer> {
  const { payload, headers } = multipartFile(png, 'photo.png', 'image/png');
  const response = await fetch(`${client.origin}/api/uploadBackground`, {
    method: 'POST',
    headers: { ...headers, cookie: client.cookieHeader(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE)! },
    body: payload,
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, json: <T>() => JSON.parse(body.toString()) as T };
}

const codeOf = (answer: HttpAnswer) =>
  answer.status === 200 ? 'ok' : answer.json<{ error: { code: string } }>().error.code;

it(
  'keeps its peak memory growth under 768 MiB through six 16-bit 7071² saves, twelve 49 MP uploads and the biggest work it accepts, all at once',
  { timeout: 600_000 },
  async () => {
    const [sixteenBit, fiftyMegapixels, upload49, upload24] = await Promise.all([
      blankPng(7071, 7071, { depth: 16 }),
      blankPng(7071, 7071),
      blankPng(7000, 7000),
      blankPng(5000, 4900),
    ]);
    const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-image-memory-'));
    const server = await ServerProcess.start(bundle, { DATA_DIR: dataDir });
    try {
      const ana = new HttpClient(server.origin);
      const bea = new HttpClient(server.origin);
      await ana.signUp('ana@example.com');
      await bea.signUp('bea@example.com');
      await resetPeakResident(server.pid);
      const before = await residentBytes(server.pid);

      const times = <T>(count: number, make: () => Promise<T>) =>
        Promise.all(Array.from({ length: count }, make));
      const [badSaves, badUploads, goodSaves, goodUploads] = await Promise.all([
        times(6, () => ana.post('/api/save', saveBody(sixteenBit, 7071))),
        times(12, () => upload(ana, upload49)),
        // Accepted, then each one's first small copy decodes all its 50 million pixels.
        times(6, async () => {
          const saved = await bea.post('/api/save', saveBody(fiftyMegapixels, 7071));
          if (saved.status !== 200) return saved;
          const { hash } = saved.json<{ data: { hash: string } }>().data;
          return ana.get(`/designs/${hash}_s.png`);
        }),
        times(12, () => upload(bea, upload24)),
      ]);
      const growth = (await peakResidentBytes(server.pid)) - before;
      console.info(`[image memory] peak resident growth ${Math.round(growth / MIB)} MiB`);

      expect(growth).toBeLessThan(MAX_GROWTH);
      expect(badSaves.map(codeOf)).toEqual(Array(6).fill('API_ERROR_INVALID_IMAGE_FILE'));
      expect(badSaves[0]!.json<{ error: { message: string } }>().error.message).toContain(
        '16 bits per sample',
      );
      expect(badUploads.map(codeOf)).toEqual(Array(12).fill('API_ERROR_INVALID_IMAGE_FILE'));
      expect(badUploads[0]!.json<{ error: { message: string } }>().error.message).toContain(
        'more than 25,000,000 pixels',
      );
      expect(goodSaves.map(codeOf)).toEqual(Array(6).fill('ok'));
      expect(goodUploads.map(codeOf)).toEqual(Array(12).fill('ok'));
    } finally {
      await server.stop('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);
