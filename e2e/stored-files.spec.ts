import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { THUMBNAIL_VARIANTS } from '@lienzo/core';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { PIXEL, squareDesign } from './support/designs';

// Issue 12: hostile files a user can store, each stored URL then opened DIRECTLY in Chromium (not as an <img>):
// no script may run, and every answer carries nosniff and a CSP that says who may frame it.

const SAMPLES = resolve(import.meta.dirname, '../apps/server/src/test/sample-files');
const SCRIPT = '<script>window.__pwned = 1; alert("pwned")</script>';
const HTML = Buffer.from(`<!doctype html><html><body onload="window.__pwned = 1">${SCRIPT}</body></html>`);
const PNG = Buffer.from(PIXEL.slice(PIXEL.indexOf(',') + 1), 'base64');
/** A real PNG that is also an HTML page: a sniffing browser would run the script after the image data. */
const PNG_HTML_POLYGLOT = Buffer.concat([PNG, HTML]);
const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned = 1" width="10" height="10">${SCRIPT}</svg>`,
);
const MP3 = readFileSync(resolve(SAMPLES, 'glass-static.mp3'));
const WEBM = readFileSync(resolve(SAMPLES, 'vp8-64x64-1s.webm'));
/** The sample's 77-byte ID3 tag, whose place `mp3TitledWith` gives to a tag of its own. */
const MP3_TAG_BYTES = 77;

/** The MP3 sample with an ID3v2.3 tag whose title is `title`: how a page can ride inside a valid file. */
function mp3TitledWith(title: Buffer): Buffer {
  const text = Buffer.concat([Buffer.from([0]), title]);
  const frame = Buffer.alloc(10);
  frame.write('TIT2', 0, 'latin1');
  frame.writeUInt32BE(text.length, 4);
  const size = frame.length + text.length;
  // The tag's size is "syncsafe": 7 bits in each of its 4 bytes.
  const header = Buffer.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (size >> 21) & 0x7f,
    (size >> 14) & 0x7f,
    (size >> 7) & 0x7f,
    size & 0x7f,
  ]);
  return Buffer.concat([header, frame, text, MP3.subarray(MP3_TAG_BYTES)]);
}
const FONT = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

async function csrfToken(request: APIRequestContext): Promise<string> {
  const cookies = (await request.storageState()).cookies;
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('no anti-forgery cookie');
  return decodeURIComponent(token);
}

async function post(page: Page, url: string, body: { data?: unknown; multipart?: Multipart }) {
  const headers = { 'x-xsrf-token': await csrfToken(page.request) };
  return page.request.post(url, { headers, ...body });
}

function file(name: string, mimeType: string, buffer: Buffer): Multipart {
  return { file: { name, mimeType, buffer } };
}

/** Stores every kind of user file through the real API, hostile where the server lets it be; answers their URLs. */
async function storeHostileFiles(page: Page): Promise<string[]> {
  await page.request.get('/api/me');
  const signUp = await post(page, '/api/auth/signup', {
    data: { name: 'Mallory', email: `mallory.${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  expect(signUp.status()).toBe(200);

  // What is not what its name says is refused outright, and leaves nothing to open.
  for (const [name, mimeType, bytes] of [
    ['page.png', 'image/png', HTML],
    ['drawing.png', 'image/svg+xml', SVG_WITH_SCRIPT],
  ] as const) {
    const refused = await post(page, '/api/uploadBackground', { multipart: file(name, mimeType, bytes) });
    expect(refused.status(), name).toBe(400);
  }
  const refusedFont = await post(page, '/api/uploadFont', { multipart: file('evil.ttf', 'font/ttf', HTML) });
  expect(refusedFont.status()).toBe(400);

  const picture = await post(page, '/api/uploadBackground', {
    multipart: file('polyglot.png', 'image/png', PNG_HTML_POLYGLOT),
  });
  expect(picture.status(), await picture.text()).toBe(200);
  const uploaded = (await picture.json()).data as {
    secure_url: string;
    thumbnail_url: string;
    sizes: Record<string, string>;
  };

  // A page after the last frame is refused; inside the ID3 tag it is part of a valid MP3, stored as sent.
  const appended = await post(page, '/api/uploadAudio', {
    multipart: file('song.mp3', 'audio/mpeg', Buffer.concat([MP3, HTML])),
  });
  expect(appended.status()).toBe(400);
  const audio = await post(page, '/api/uploadAudio', {
    multipart: file('<script>song</script>.mp3', 'audio/mpeg', mp3TitledWith(HTML)),
  });
  expect(audio.status(), await audio.text()).toBe(200);
  const audioUrl = ((await audio.json()).data as { url: string }).url;

  const font = await post(page, '/api/uploadFont', { multipart: file('DejaVuSans.ttf', 'font/ttf', FONT) });
  expect(font.status(), await font.text()).toBe(200);
  const fontUrl = ((await font.json()).data as { secure_url: string }).secure_url;

  // A save takes a picture of its layout's size only: an 800 × 800 canvas, as the editor exports it.
  const square = await page.evaluate(() =>
    Object.assign(document.createElement('canvas'), { width: 800, height: 800 }).toDataURL('image/png'),
  );
  const squarePolyglot = Buffer.concat([Buffer.from(square.slice(square.indexOf(',') + 1), 'base64'), HTML]);
  const save = await post(page, '/api/save', {
    data: {
      image: `data:image/png;base64,${squarePolyglot.toString('base64')}`,
      layout: 'pozters.squared',
      width: 800,
      height: 800,
      editor: squareDesign([]),
      app_version: '1.0',
      title: SCRIPT,
    },
  });
  expect(save.status(), await save.text()).toBe(200);
  const design = (await save.json()).data as { id: number; hash: string };

  const video = await post(page, '/api/editor/saveVideo', {
    multipart: {
      quote_id: String(design.id),
      videoBlob: { name: 'blob', mimeType: 'video/webm', buffer: WEBM },
    },
  });
  expect(video.status(), await video.text()).toBe(200);
  const videoUrl = ((await video.json()).data as { video_url: string }).video_url;

  const tracks = (await (await page.request.get('/api/editor/audios')).json()).data as {
    items: Array<{ src: string }>;
  };

  return [
    uploaded.secure_url,
    uploaded.thumbnail_url,
    ...Object.values(uploaded.sizes),
    audioUrl,
    fontUrl,
    ...['o', 'm', 's', 't', 'x'].map((size) => `/designs/${design.hash}_${size}.png`),
    ...[...THUMBNAIL_VARIANTS.keys()].map((variant) => `/designs/${design.hash}_${variant}`),
    videoUrl,
    `/download/${design.hash}?format=png`,
    `/download/${design.hash}?format=jpg`,
    `/download/${design.hash}?format=webm`,
    ...tracks.items.slice(0, 2).map((track) => track.src),
    `/api/getEditorByHash/${design.hash}`,
  ];
}

test('no stored file runs script when opened directly, and each says who may frame it', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    await dialog.dismiss();
  });

  // The detectors work: the same script in a page of our own does set the flag and open a dialog.
  await page.setContent(HTML.toString());
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBe(1);
  expect(dialogs).toHaveLength(1);
  dialogs.length = 0;

  await page.goto('/');
  const urls = [...new Set(await storeHostileFiles(page))];
  expect(urls.length).toBeGreaterThanOrEqual(15);

  for (const url of urls) {
    const headers = (await page.request.get(url)).headers();
    expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['content-type'], url).not.toMatch(/html|svg|xml|javascript/);

    const download = page.waitForEvent('download', { timeout: 2_000 }).catch(() => null);
    const navigation = await page.goto(url).catch((error: Error) => error);
    if (navigation instanceof Error) {
      // An attachment is saved, not shown: there is no document that could run anything.
      expect(navigation.message, url).toContain('Download is starting');
      expect(await download, url).not.toBeNull();
      continue;
    }
    expect(navigation?.status(), url).toBe(200);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), url).toBeUndefined();
    expect(await page.evaluate(() => document.contentType), url).not.toMatch(/html|svg|xml/);
  }
  expect(dialogs).toEqual([]);
});
