import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SavedDesign } from '@lienzo/core';
import { carouselPayload, makePng, saveTestDesign, sendPageImage } from '../test/fixtures';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';
import { describeEachEngine, useTestServer } from '../test/harness';

/** The web app's sources hold `dist/i18n/locale-{en,es}.json`, as its build does. */
const WEB_PUBLIC = fileURLToPath(new URL('../../../web/public', import.meta.url));
const LAYOUT = { width: 300, height: 200 };
const HOSTILE_TITLE = '</title><script>alert("x")</script> & \'Año\'';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const unescape = (value: string) =>
  value.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]!);

/** The content of every `<meta property|name="key" content="…">`, unescaped, by key. */
function metaTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    tags[match[1]!] = unescape(match[2]!);
  return tags;
}

describeEachEngine('GET /s/{hash}', (engine) => {
  const server = useTestServer(engine, { webDist: WEB_PUBLIC });

  it('is a public page with the design’s picture, title, editor link and Open Graph and Twitter tags', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(owner, { ...LAYOUT, title: 'Summer sale', id: null });
    const response = await server()
      .client()
      .get(`/s/${design.hash}`, { headers: { host: 'share.test:8196' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const html = response.body;
    expect(html).not.toContain('<script');
    const origin = 'http://share.test:8196';
    expect(html).not.toContain('<video');
    expect(metaTags(html)).toEqual({
      viewport: 'width=device-width, initial-scale=1',
      description: 'A design made with Lienzo. Open it in the editor to make your own version.',
      'og:type': 'website',
      'og:site_name': 'Lienzo',
      'og:title': 'Summer sale',
      'og:description': 'A design made with Lienzo. Open it in the editor to make your own version.',
      'og:url': `${origin}/s/${design.hash}`,
      'og:image': `${origin}/designs/${design.hash}_o.png`,
      'og:image:type': 'image/png',
      'og:image:width': '300',
      'og:image:height': '200',
      'og:image:alt': 'Summer sale',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Summer sale',
      'twitter:description': 'A design made with Lienzo. Open it in the editor to make your own version.',
      'twitter:image': `${origin}/designs/${design.hash}_o.png`,
      'twitter:image:alt': 'Summer sale',
    });
    expect(html).toContain('<title>Summer sale · Lienzo</title>');
    expect(html).toContain('<h1 dir="auto">Summer sale</h1>');
    expect(html).toContain(`<img src="${origin}/designs/${design.hash}_o.png" width="300" height="200"`);
    expect(html).toContain(`<a href="${origin}/#/design/${design.hash}">Open in the editor</a>`);
    // The picture it announces is there for the crawlers.
    const image = await server().client().get(`/designs/${design.hash}_o.png`);
    expect(image.statusCode).toBe(200);
  });

  it('escapes the title everywhere, so a title cannot add markup or script', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(owner, { ...LAYOUT, title: HOSTILE_TITLE, id: null });
    const html = (await owner.get(`/s/${design.hash}`)).body;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"x")');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    const escaped = '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Año&apos;';
    expect(html).toContain(`<title>${escaped} · Lienzo</title>`);
    expect(html).toContain(`<h1 dir="auto">${escaped}</h1>`);
    const tags = metaTags(html);
    expect(tags['og:title']).toBe(HOSTILE_TITLE);
    expect(tags['twitter:title']).toBe(HOSTILE_TITLE);
    expect(tags['og:image:alt']).toBe(HOSTILE_TITLE);
  });

  it('shows a video design’s video, its picture as poster, and announces it with og:video', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(owner, { ...LAYOUT, title: 'Moving story', id: null });
    const upload = await owner.post(
      '/api/editor/saveVideo',
      undefined,
      saveVideoBody(VP8_WEBM, String(design.id)),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const videoUrl = upload.json<{ data: { video_url: string } }>().data.video_url;
    const origin = 'http://share.test:8196';
    const html = (
      await server()
        .client()
        .get(`/s/${design.hash}`, { headers: { host: 'share.test:8196' } })
    ).body;
    expect(metaTags(html)).toMatchObject({
      'og:type': 'video.other',
      'og:video': `${origin}${videoUrl}`,
      'og:video:type': 'video/webm',
      'og:video:width': '300',
      'og:video:height': '200',
      'og:image': `${origin}/designs/${design.hash}_o.png`,
    });
    expect(html).toContain(
      `<video src="${origin}${videoUrl}" poster="${origin}/designs/${design.hash}_o.png" width="300" height="200" aria-label="Moving story" controls`,
    );
    expect(html).not.toContain('<img');
    expect((await server().client().get(videoUrl)).statusCode).toBe(200);
  });

  it('speaks the owner’s language', async () => {
    const owner = server().client();
    await owner.signUp();
    expect((await owner.post('/api/me/language', { language: 'es' })).statusCode).toBe(200);
    const design = await saveTestDesign(owner, { ...LAYOUT, title: 'Rebajas', id: null });
    const html = (await server().client().get(`/s/${design.hash}`)).body;
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('>Abrir en el editor</a>');
    expect(metaTags(html)['og:description']).toBe(
      'Un diseño hecho con Lienzo. Ábrelo en el editor para crear tu propia versión.',
    );
  });

  it('shows every page of a carousel in order, each said to be page n of N, og:image staying page 1', async () => {
    const owner = server().client();
    await owner.signUp();
    const saved = await owner.post(
      '/api/save',
      carouselPayload(await makePng(LAYOUT.width, LAYOUT.height), 5, { title: HOSTILE_TITLE }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const design = saved.json<{ data: SavedDesign }>().data;
    for (let position = 2; position <= 5; position += 1) {
      const png = await makePng(LAYOUT.width, LAYOUT.height);
      expect((await sendPageImage(owner, design.id, position, png)).statusCode).toBe(200);
    }
    const origin = 'http://share.test';
    const html = (
      await server()
        .client()
        .get(`/s/${design.hash}`, { headers: { host: 'share.test' } })
    ).body;
    expect(html).not.toContain('<script');
    const pictures = [...html.matchAll(/<img src="([^"]+)"[^>]* alt="([^"]*)"/g)].map(([, src, alt]) => ({
      src: unescape(src!),
      alt: unescape(alt!),
    }));
    expect(pictures).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({
        src:
          n === 1
            ? `${origin}/designs/${design.hash}_o.png`
            : `${origin}/designs/${design.hash}/pages/${n}.png`,
        alt: `${HOSTILE_TITLE} — page ${n} of 5`,
      })),
    );
    expect(metaTags(html)['og:image']).toBe(`${origin}/designs/${design.hash}_o.png`);
    for (const { src } of pictures)
      expect((await server().client().get(src.slice(origin.length))).statusCode, src).toBe(200);

    // In Spanish for a Spanish-speaking owner; a page whose picture is not stored (yet) is left out.
    expect((await owner.post('/api/me/language', { language: 'es' })).statusCode).toBe(200);
    const again = await owner.post(
      '/api/save',
      carouselPayload(await makePng(LAYOUT.width, LAYOUT.height), 3, { id: design.id, title: 'Rebajas' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(
      (await sendPageImage(owner, design.id, 3, await makePng(LAYOUT.width, LAYOUT.height))).statusCode,
    ).toBe(200);
    const spanish = (await server().client().get(`/s/${design.hash}`)).body;
    const alts = [...spanish.matchAll(/<img [^>]* alt="([^"]*)"/g)].map(([, alt]) => unescape(alt!));
    expect(alts).toEqual(['Rebajas — página 1 de 3', 'Rebajas — página 3 de 3']);
  });

  it('answers a 404 page for an unknown hash or one that is not a hash, and 400 for a forged Host', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(owner, { ...LAYOUT, title: 'Known', id: null });
    const before = await server().snapshot();
    for (const hash of ['abcdefghij012345', 'short', '..%2F..%2Flienzo.sqlite', design.hash.toUpperCase()]) {
      const response = await owner.get(`/s/${hash}`);
      expect(response.statusCode, hash).toBe(404);
      expect(response.headers['content-type'], hash).toBe('text/html; charset=utf-8');
      expect(response.body, hash).toContain('<h1>Design not found</h1>');
      expect(response.body, hash).not.toContain('og:image');
    }
    const forged = await owner.get(`/s/${design.hash}`, { headers: { host: 'evil.test"><script>' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('<script');
    expect(await server().snapshot()).toEqual(before);
  });
});

describe('GET /s/{hash} with PUBLIC_URL and BASE_PATH', () => {
  const server = useTestServer('sqlite', {
    webDist: WEB_PUBLIC,
    basePath: '/lienzo',
    oauth: { publicUrl: 'https://editor.example.com', google: null, facebook: null, twitter: null },
  });

  it('builds every absolute address on PUBLIC_URL and the prefix, whatever Host the request names', async () => {
    const owner = server().client();
    await owner.signUp();
    const design = await saveTestDesign(
      owner,
      { ...LAYOUT, title: 'Prefixed', id: null },
      { basePath: '/lienzo' },
    );
    const response = await owner.get(`/lienzo/s/${design.hash}`, { headers: { host: 'internal:8080' } });
    expect(response.statusCode).toBe(200);
    const tags = metaTags(response.body);
    expect(tags['og:url']).toBe(`https://editor.example.com/lienzo/s/${design.hash}`);
    expect(tags['og:image']).toBe(`https://editor.example.com/lienzo/designs/${design.hash}_o.png`);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(response.body).toContain(`<a href="https://editor.example.com/lienzo/#/design/${design.hash}">`);
    // The app's icon, under the prefix (without one, browsers ask for /favicon.ico, a 404).
    expect(response.body).toContain(
      '<link rel="icon" type="image/svg+xml" href="https://editor.example.com/lienzo/favicon.svg" />',
    );
    expect(response.body).not.toContain('internal');
    expect((await owner.get(`/s/${design.hash}`)).statusCode).not.toBe(200);
  });
});
