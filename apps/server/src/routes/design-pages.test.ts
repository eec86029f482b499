// Issue 23, carousels in the flow: the pictures of pages 2 and on, stored after a save, served, dropped by the
// next save and with the design, made into the carousel's PDF, and required before scheduling.
import { pdfPageSize, type SavedDesign, type SavedPageImage } from '@lienzo/core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { sweepStorage } from '../storage-sweep/sweep-storage';
import { carouselPayload, makePng, pngDataUrl, sendPageImage } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient, type TestServer } from '../test/harness';
import { SAVE_BODY_LIMIT } from './save';

const WIDTH = 60;
const HEIGHT = 75;
const COLOURS = ['#d9480f', '#2b8a3e', '#1971c2', '#862e9c', '#f08c00'];

async function signedUp(server: TestServer): Promise<TestClient> {
  const client = server.client();
  await client.signUp();
  return client;
}

/** Saves a carousel of `pages` pages (page 1 in the first colour) as `client`, editing `id` when given. */
async function saveCarousel(
  client: TestClient,
  pages: number,
  id: number | null = null,
): Promise<SavedDesign> {
  const payload = carouselPayload(await makePng(WIDTH, HEIGHT, COLOURS[0]), pages, {
    id,
    title: 'Spring sale',
  });
  const response = await client.post('/api/save', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedDesign }>().data;
}

/** Sends pages 2…`pages` of design `id`, each in its own colour, and answers their PNGs by position. */
async function sendPages(client: TestClient, id: number, pages: number): Promise<Map<number, Buffer>> {
  const sent = new Map<number, Buffer>();
  for (let position = 2; position <= pages; position += 1) {
    const png = await makePng(WIDTH, HEIGHT, COLOURS[position - 1]);
    const response = await sendPageImage(client, id, position, png);
    expect(response.statusCode, response.body).toBe(200);
    sent.set(position, png);
  }
  return sent;
}

/** The colour of a picture's top-left pixel, `#rrggbb`. */
async function colourOf(png: Buffer): Promise<string> {
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

function scheduleBody(designId: number, networks: string[]) {
  return {
    design_id: designId,
    networks,
    publish_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    time_zone: 'Europe/Madrid',
  };
}

describeEachEngine('carousel page pictures', (engine) => {
  const server = useTestServer(engine);

  it('stores each page picture of the owner’s carousel and serves it, alone or as a download', async () => {
    const ana = await signedUp(server());
    const design = await saveCarousel(ana, 3);
    const response = await sendPageImage(ana, design.id, 2, await makePng(WIDTH, HEIGHT, COLOURS[1]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: SavedPageImage }>().data).toEqual({
      position: 2,
      image: `/designs/${design.hash}/pages/2.png`,
    });
    await sendPages(ana, design.id, 3);

    const visitor = server().client();
    for (const [position, colour] of [
      [1, COLOURS[0]],
      [2, COLOURS[1]],
      [3, COLOURS[2]],
    ] as const) {
      const picture = await visitor.get(`/designs/${design.hash}/pages/${position}.png`);
      expect(picture.statusCode, `page ${position}`).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.headers['cache-control']).toBe('no-cache');
      expect(await colourOf(picture.rawPayload)).toBe(colour);
      const again = await visitor.get(`/designs/${design.hash}/pages/${position}.png`, {
        headers: { 'if-none-match': String(picture.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      const download = await visitor.get(`/download/${design.hash}?format=png&page=${position}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain(`spring-sale-0${position}-60x75.png`);
      expect(await colourOf(download.rawPayload)).toBe(colour);
    }
    const jpeg = await visitor.get(`/download/${design.hash}?format=jpg&resolution=print&page=3`);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ width: 2 * WIDTH, height: 2 * HEIGHT });

    for (const missing of ['4.png', '0.png', '02.png', '2.jpg', '2abc.png'])
      expect((await visitor.get(`/designs/${design.hash}/pages/${missing}`)).statusCode, missing).toBe(404);
    expect((await visitor.get(`/download/${design.hash}?page=4`)).statusCode).toBe(404);
    for (const page of ['0', '2abc', '21', '-1'])
      expect((await visitor.get(`/download/${design.hash}?page=${page}`)).statusCode, page).toBe(400);
    expect((await visitor.get(`/download/${design.hash}?format=webm&page=2`)).statusCode).toBe(400);
  });

  it('replaces a page’s picture, removing the file it replaced', async () => {
    const ana = await signedUp(server());
    const design = await saveCarousel(ana, 2);
    await sendPages(ana, design.id, 2);
    const before = await server().files();
    const again = await sendPageImage(ana, design.id, 2, await makePng(WIDTH, HEIGHT, '#000000'));
    expect(again.statusCode, again.body).toBe(200);
    const after = await server().files();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
    const picture = await ana.get(`/designs/${design.hash}/pages/2.png`);
    expect(await colourOf(picture.rawPayload)).toBe('#000000');
  });

  it('refuses bad pictures, bad positions and other people’s designs, storing nothing', async () => {
    const ana = await signedUp(server());
    const design = await saveCarousel(ana, 3);
    const single = await saveCarousel(ana, 1);
    const intruder = await signedUp(server());
    const right = await makePng(WIDTH, HEIGHT);
    const jpeg = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const snapshot = await server().snapshot();
    const cases: Array<[string, () => ReturnType<TestClient['post']>, number, string]> = [
      [
        'wrong size',
        async () => sendPageImage(ana, design.id, 2, await makePng(WIDTH + 1, HEIGHT)),
        400,
        'API_ERROR_IMAGE_SIZE',
      ],
      [
        'a JPEG named a PNG',
        () => sendPageImage(ana, design.id, 2, jpeg),
        400,
        'API_ERROR_INVALID_IMAGE_FILE',
      ],
      [
        'a JPEG data URL',
        () =>
          ana.post(`/api/designs/${design.id}/pages/2/image`, {
            image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
          }),
        400,
        'API_ERROR_VALIDATION',
      ],
      [
        'no image',
        () => ana.post(`/api/designs/${design.id}/pages/2/image`, {}),
        400,
        'API_ERROR_VALIDATION',
      ],
      ['position 0', () => sendPageImage(ana, design.id, 0, right), 400, 'API_ERROR_VALIDATION'],
      ['position 1', () => sendPageImage(ana, design.id, 1, right), 400, 'API_ERROR_VALIDATION'],
      ['page_count + 1', () => sendPageImage(ana, design.id, 4, right), 400, 'API_ERROR_VALIDATION'],
      ['a one-page design', () => sendPageImage(ana, single.id, 2, right), 400, 'API_ERROR_VALIDATION'],
      ['position "2abc"', () => sendPageImage(ana, design.id, '2abc', right), 400, 'API_ERROR_VALIDATION'],
      ['position "02"', () => sendPageImage(ana, design.id, '02', right), 400, 'API_ERROR_VALIDATION'],
      ['id "1x"', () => sendPageImage(ana, '1x', 2, right), 400, 'API_ERROR_VALIDATION'],
      [
        'another user’s design',
        () => sendPageImage(intruder, design.id, 2, right),
        404,
        'API_ERROR_NOT_FOUND',
      ],
      [
        'a design that does not exist',
        () => sendPageImage(ana, 999_999, 2, right),
        404,
        'API_ERROR_NOT_FOUND',
      ],
      [
        'signed out',
        () => sendPageImage(server().client(), design.id, 2, right),
        401,
        'API_ERROR_UNAUTHORIZED',
      ],
      [
        'a body over 16 MB',
        () =>
          ana.post(`/api/designs/${design.id}/pages/2/image`, {
            image: `${pngDataUrl(right)}${'A'.repeat(SAVE_BODY_LIMIT)}`,
          }),
        413,
        'API_ERROR_PAYLOAD_TOO_LARGE',
      ],
    ];
    for (const [name, send, status, code] of cases) {
      const response = await send();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(status);
      expect(response.json().error.code, name).toBe(code);
    }
    // Not found and not yours answer alike.
    const theirs = await sendPageImage(intruder, design.id, 2, right);
    const nobodys = await sendPageImage(intruder, 999_999, 2, right);
    expect(theirs.body).toBe(nobodys.body);
    expect(await server().snapshot()).toEqual(snapshot);
  });

  it('drops the page pictures when the design is saved again: rows and files, until they are sent again', async () => {
    const ana = await signedUp(server());
    const design = await saveCarousel(ana, 3);
    await sendPages(ana, design.id, 3);
    expect((await ana.post('/api/schedule/create', scheduleBody(design.id, ['instagram']))).statusCode).toBe(
      200,
    );
    const pageFiles = await server()
      .db.selectFrom('design_pages')
      .select('image_key')
      .where('design_id', '=', design.id)
      .execute();
    expect(pageFiles).toHaveLength(2);

    await saveCarousel(ana, 3, design.id);
    const rows = await server()
      .db.selectFrom('design_pages')
      .selectAll()
      .where('design_id', '=', design.id)
      .execute();
    expect(rows).toEqual([]);
    const files = await server().files();
    for (const { image_key } of pageFiles) expect(files).not.toContain(image_key);
    expect((await ana.get(`/designs/${design.hash}/pages/2.png`)).statusCode).toBe(404);
    expect((await ana.get(`/designs/${design.hash}/document.pdf`)).statusCode).toBe(404);

    const posts = await server().count('scheduled_posts');
    const refused = await ana.post('/api/schedule/create', scheduleBody(design.id, ['instagram']));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'API_ERROR_PAGES_NOT_READY',
      message: expect.stringContaining('2 of its 3 pages have no picture stored'),
    });
    expect(await server().count('scheduled_posts')).toBe(posts);

    await sendPages(ana, design.id, 2);
    const stillOne = await ana.post('/api/schedule/create', scheduleBody(design.id, ['instagram']));
    expect(stillOne.json().error.message).toContain('1 of its 3 pages has no picture stored');
    await sendPages(ana, design.id, 3);
    expect((await ana.post('/api/schedule/create', scheduleBody(design.id, ['instagram']))).statusCode).toBe(
      200,
    );
  });

  it('removes a deleted carousel’s page pictures and PDF with it', async () => {
    const ana = await signedUp(server());
    const kept = await saveCarousel(ana, 2);
    await sendPages(ana, kept.id, 2);
    const before = await server().files();
    const design = await saveCarousel(ana, 3);
    await sendPages(ana, design.id, 3);
    expect((await ana.get(`/designs/${design.hash}/document.pdf`)).statusCode).toBe(200);
    expect((await ana.get(`/download/${design.hash}?format=jpg&page=2`)).statusCode).toBe(200);
    expect((await server().files()).length).toBeGreaterThan(before.length + 3);

    const deleted = await ana.post('/api/editor/deleteDesign', { id: design.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await server().files()).toEqual(before);
    expect(
      await server().db.selectFrom('design_pages').selectAll().where('design_id', '=', design.id).execute(),
    ).toEqual([]);
  });

  it('keeps page pictures through a storage sweep (their rows name them)', async () => {
    const ana = await signedUp(server());
    const design = await saveCarousel(ana, 3);
    await sendPages(ana, design.id, 3);
    const before = await server().files();
    const later = () => new Date(Date.now() + 3_600_000);
    await sweepStorage({ db: server().db, storage: server().storage, graceMs: 1_000, now: later });
    expect(await server().files()).toEqual(before);
    expect((await ana.get(`/designs/${design.hash}/pages/3.png`)).statusCode).toBe(200);
  });

  it('makes the carousel’s PDF: one page per design page at the layout’s size, again after a save', async () => {
    const ana = await signedUp(server());
    const design = await saveCarousel(ana, 3);
    const pdfUrl = `/designs/${design.hash}/document.pdf`;
    await sendPages(ana, design.id, 2);
    expect((await ana.get(pdfUrl)).statusCode).toBe(404);
    await sendPages(ana, design.id, 3);

    const response = await server().client().get(pdfUrl);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(3);
    const size = pdfPageSize({ key: 'instagram.story', width: WIDTH, height: HEIGHT });
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual(size);
    // Kept: asked again, the same bytes.
    expect((await server().client().get(pdfUrl)).rawPayload.equals(response.rawPayload)).toBe(true);

    // Saved again with two pages: made again from the new pictures.
    await saveCarousel(ana, 2, design.id);
    expect((await ana.get(pdfUrl)).statusCode).toBe(404);
    await sendPages(ana, design.id, 2);
    const remade = await PDFDocument.load((await ana.get(pdfUrl)).rawPayload);
    expect(remade.getPageCount()).toBe(2);
  });

  it('refuses networks that cannot take the carousel, storing nothing; sends Pinterest page 1', async () => {
    const ana = await signedUp(server());
    const five = await saveCarousel(ana, 5);
    await sendPages(ana, five.id, 5);
    const four = await saveCarousel(ana, 4);
    await sendPages(ana, four.id, 4);
    const posts = await server().count('scheduled_posts');
    const deliveries = await server().count('scheduled_deliveries');
    const refused = await ana.post('/api/schedule/create', scheduleBody(five.id, ['instagram', 'twitter']));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'API_ERROR_SCHEDULE_TOO_MANY_PAGES',
      message: expect.stringContaining('twitter: takes at most 4 pictures; this design has 5 pages.'),
    });
    expect(await server().count('scheduled_posts')).toBe(posts);
    expect(await server().count('scheduled_deliveries')).toBe(deliveries);

    for (const networks of [
      ['twitter'],
      ['instagram', 'fb_page', 'fb_group', 'fb_event', 'linkedin', 'pinterest'],
    ])
      expect((await ana.post('/api/schedule/create', scheduleBody(four.id, networks))).statusCode).toBe(200);
    const post = await ana.post(
      '/api/schedule/create',
      scheduleBody(five.id, ['instagram', 'linkedin', 'pinterest', 'google']),
    );
    expect(post.statusCode, post.body).toBe(200);
    const { id } = post.json<{ data: { id: number } }>().data;
    // Changing it to add Twitter/X is refused the same way, and leaves it as it was.
    const update = await ana.post('/api/schedule/update', { ...scheduleBody(0, ['twitter']), id });
    expect(update.statusCode, update.body).toBe(400);
    expect(update.json().error.code).toBe('API_ERROR_SCHEDULE_TOO_MANY_PAGES');
    const row = await server()
      .db.selectFrom('scheduled_posts')
      .select('networks')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.networks)).toEqual(['instagram', 'linkedin', 'pinterest', 'google']);
  });
});
