// Issue 23: a scheduled carousel goes out with every page's picture in order and its PDF, to the webhook and to
// the outbox alike; a one-page design keeps its one picture and no PDF.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SavedDesign, ScheduleNetwork, ScheduleWebhookBody } from '@lienzo/core';
import { expect, it } from 'vitest';
import { carouselPayload, makePng, sendPageImage } from '../test/fixtures';
import { describeEachEngine, TestServer, type TestClient } from '../test/harness';
import { eventually, WebhookReceiver } from '../test/webhook-receiver';
import type { OutboxFile } from './adapters/outbox-publisher';
import { defaultPublishers, outboxFolder } from './adapters/publishers';
import { createScheduledPost } from './scheduled-posts';

const SECRET = randomBytes(32).toString('hex');
const BASE_URL = 'https://editor.example.com/lienzo';

/** A saved carousel of `pages` pages of 60 × 75 with every page's picture sent. */
async function carousel(client: TestClient, pages: number): Promise<SavedDesign> {
  const saved = await client.post('/api/save', carouselPayload(await makePng(60, 75), pages));
  expect(saved.statusCode, saved.body).toBe(200);
  const design = saved.json<{ data: SavedDesign }>().data;
  for (let position = 2; position <= pages; position += 1)
    expect((await sendPageImage(client, design.id, position, await makePng(60, 75))).statusCode).toBe(200);
  return design;
}

/** A post of `design` already due, on `networks`. */
async function duePost(server: TestServer, userId: number, designId: number, networks: ScheduleNetwork[]) {
  const then = new Date(Date.now() - 60_000);
  return createScheduledPost(
    { db: server.db, deliveries: server.app.deliveryJobs },
    userId,
    {
      design_id: designId,
      networks,
      publish_at: new Date(then.getTime() + 30_000).toISOString(),
      time_zone: 'Europe/Madrid',
      caption: 'Spring',
      hashtags: [],
      first_comment: '',
      alt_text: '',
    },
    then,
  );
}

async function allDelivered(server: TestServer): Promise<void> {
  await eventually(
    'every delivery delivered',
    async () =>
      (await server.db.selectFrom('scheduled_deliveries').select('status').execute()).every(
        (row) => row.status === 'delivered',
      ),
    60_000,
  );
}

const pagesOf = (hash: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    position: index + 1,
    image_url:
      index === 0
        ? `${BASE_URL}/designs/${hash}_o.png`
        : `${BASE_URL}/designs/${hash}/pages/${index + 1}.png`,
  }));

describeEachEngine('a scheduled carousel’s delivery', (engine) => {
  it('lists every page’s picture in order and the PDF in the webhook body', async () => {
    const receiver = await WebhookReceiver.start(SECRET);
    const publishers = defaultPublishers({
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      dataDir: '/nonexistent',
      serverSecret: 'x',
    });
    const server = await TestServer.start(engine, {
      scheduler: { publishers, baseUrl: BASE_URL },
    });
    try {
      const ana = server.client();
      const user = await ana.signUp();
      const design = await carousel(ana, 5);
      const single = await carousel(ana, 1);
      await server.app.ready();
      const post = await duePost(server, user.id, design.id, ['instagram', 'linkedin']);
      const onePost = await duePost(server, user.id, single.id, ['instagram']);
      await allDelivered(server);
      const body = (deliveryId: string): ScheduleWebhookBody | undefined =>
        receiver.received.find((delivery) => delivery.deliveryId === deliveryId)?.body;
      for (const network of ['instagram', 'linkedin']) {
        const delivered = body(`post-${post.id}-${network}`);
        expect(delivered?.design.pages).toEqual(pagesOf(design.hash, 5));
        expect(delivered?.design.pdf_url).toBe(`${BASE_URL}/designs/${design.hash}/document.pdf`);
        // The fields there before pages are unchanged.
        expect(delivered?.design.image_url).toBe(`${BASE_URL}/designs/${design.hash}_o.png`);
      }
      const one = body(`post-${onePost.id}-instagram`);
      expect(one?.design.pages).toEqual(pagesOf(single.hash, 1));
      expect(one?.design.pdf_url).toBeNull();
      // Each listed address answers with its picture, the PDF with its pages.
      for (const { image_url } of pagesOf(design.hash, 5)) {
        const picture = await ana.get(image_url.slice(BASE_URL.length));
        expect(picture.statusCode, image_url).toBe(200);
        expect(picture.headers['content-type']).toBe('image/png');
      }
      expect((await ana.get(`/designs/${design.hash}/document.pdf`)).statusCode).toBe(200);
    } finally {
      await server.close();
      await receiver.close();
    }
  });

  it('lists them in the outbox file the same way', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-carousel-outbox-'));
    const publishers = defaultPublishers({
      webhookUrl: null,
      webhookSecret: null,
      dataDir,
      serverSecret: 'x',
    });
    const server = await TestServer.start(engine, {
      scheduler: { publishers, baseUrl: BASE_URL },
    });
    try {
      const ana = server.client();
      const user = await ana.signUp();
      const design = await carousel(ana, 3);
      await server.app.ready();
      const post = await duePost(server, user.id, design.id, ['fb_page']);
      await allDelivered(server);
      const file = JSON.parse(
        await readFile(join(outboxFolder(dataDir), `post-${post.id}-fb_page.json`), 'utf8'),
      ) as OutboxFile;
      expect(file.body.design.pages).toEqual(pagesOf(design.hash, 3));
      expect(file.body.design.pdf_url).toBe(`${BASE_URL}/designs/${design.hash}/document.pdf`);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('holds a carousel whose pictures a save dropped, retrying until the editor sends them again', async () => {
    const receiver = await WebhookReceiver.start(SECRET);
    const publishers = defaultPublishers({
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      dataDir: '/nonexistent',
      serverSecret: 'x',
    });
    const server = await TestServer.start(engine, {
      scheduler: {
        publishers,
        baseUrl: BASE_URL,
        retry: { retryDelayMs: 200, retryDelayMaxMs: 400, maxAttempts: 1_000 },
      },
    });
    try {
      const ana = server.client();
      const user = await ana.signUp();
      const design = await carousel(ana, 3);
      await server.app.ready();
      // Held still until the carousel is saved again after it was scheduled.
      await server.app.jobs.stop();
      const post = await duePost(server, user.id, design.id, ['instagram']);
      // The pages' pictures are gone until they are sent again.
      const resaved = await ana.post(
        '/api/save',
        carouselPayload(await makePng(60, 75), 3, { id: design.id }),
      );
      expect(resaved.statusCode, resaved.body).toBe(200);
      await server.app.jobs.start();
      const delivery = () =>
        server.db
          .selectFrom('scheduled_deliveries')
          .select(['status', 'attempts', 'last_error'])
          .where('post_id', '=', post.id)
          .executeTakeFirstOrThrow();
      // An attempt counts when it is claimed, before it ends: wait for its outcome, not for its start.
      await eventually(
        'a first attempt held back',
        async () => (await delivery()).last_error !== null,
        60_000,
      );
      expect(await delivery()).toMatchObject({
        status: 'pending',
        last_error: "2 of the carousel's 3 page pictures are not stored since its last save",
      });
      expect(receiver.received).toEqual([]);

      for (let position = 2; position <= 3; position += 1)
        expect((await sendPageImage(ana, design.id, position, await makePng(60, 75))).statusCode).toBe(200);
      await allDelivered(server);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.body.design.pages).toEqual(pagesOf(design.hash, 3));
    } finally {
      await server.close();
      await receiver.close();
    }
  });
});
