import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SavedDesign, ScheduledPost, ScheduleNetwork } from '@lienzo/core';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TestServer, type TestClient } from '../test/harness';
import { eventually, WebhookReceiver } from '../test/webhook-receiver';
import type { OutboxFile } from './adapters/outbox-publisher';
import { defaultPublishers, outboxFolder } from './adapters/publishers';
import type { RetryPolicy } from './retry-delay';
import { ScheduleWorker } from './schedule-worker';
import { createScheduledPost } from './scheduled-posts';

const SECRET = randomBytes(32).toString('hex');
const BASE_URL = 'https://editor.example.com/lienzo';

interface Context {
  server: TestServer;
  receiver: WebhookReceiver;
  ana: TestClient;
  userId: number;
  design: SavedDesign;
}

function webhookPublishers(receiver: WebhookReceiver) {
  return defaultPublishers({
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    dataDir: '/nonexistent',
    serverSecret: 'x',
  });
}

/** A post already due (scheduled a minute ago for half a minute ago), through the repository. */
async function duePost(
  db: Kysely<Database>,
  context: Context,
  networks: ScheduleNetwork[] = ['instagram'],
): Promise<ScheduledPost> {
  const then = new Date(Date.now() - 60_000);
  return createScheduledPost(
    db,
    context.userId,
    {
      design_id: context.design.id,
      networks,
      publish_at: new Date(then.getTime() + 30_000).toISOString(),
      time_zone: 'Europe/Madrid',
      caption: 'Due',
      hashtags: [],
      first_comment: '',
      alt_text: '',
    },
    then,
  );
}

async function deliveries(db: Kysely<Database>) {
  return db.selectFrom('scheduled_deliveries').selectAll().orderBy('id').execute();
}

describeEachEngine('the schedule worker', (engine) => {
  let context: Context;
  const workers: ScheduleWorker[] = [];
  const connections: Array<Kysely<Database>> = [];

  async function startServer(retry?: Partial<RetryPolicy>) {
    const receiver = await WebhookReceiver.start(SECRET);
    const server = await TestServer.start(engine, {
      scheduler: { publishers: webhookPublishers(receiver), baseUrl: BASE_URL, pollMs: 0, retry },
    });
    const ana = server.client();
    const user = await ana.signUp();
    const saved = await ana.post('/api/save', savePayload(await makePng(60, 60), { title: 'Summer sale' }));
    expect(saved.statusCode, saved.body).toBe(200);
    context = { server, receiver, ana, userId: user.id, design: saved.json<{ data: SavedDesign }>().data };
    await server.app.ready();
    return context;
  }

  /** A worker of its own over its own connection, as another process would run. */
  function extraWorker(retry?: Partial<RetryPolicy>): ScheduleWorker {
    const db = context.server.connect();
    connections.push(db);
    const worker = new ScheduleWorker({
      db,
      storage: context.server.storage,
      log: context.server.app.log,
      publishers: webhookPublishers(context.receiver),
      baseUrl: BASE_URL,
      pollMs: 0,
      retry,
    });
    workers.push(worker);
    return worker;
  }

  beforeEach(() => {
    workers.length = 0;
    connections.length = 0;
  });

  afterEach(async () => {
    for (const worker of workers) await worker.stop();
    for (const db of connections) await db.destroy();
    await context.server.close();
    await context.receiver.close();
  });

  it('delivers a post at its time, signed, with its texts and absolute addresses', async () => {
    const { server, receiver, ana, design } = await startServer();
    const publishAt = new Date(Date.now() + 1_500).toISOString();
    const created = await ana.post('/api/schedule/create', {
      design_id: design.id,
      networks: ['instagram', 'twitter'],
      publish_at: publishAt,
      time_zone: 'Europe/Madrid',
      caption: 'Summer is here',
      hashtags: ['summer', 'sale'],
      first_comment: 'Link in bio',
      alt_text: 'A poster',
    });
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json<{ data: ScheduledPost }>().data;
    await eventually('both networks delivered', async () =>
      (await deliveries(server.db)).every((row) => row.status === 'delivered'),
    );

    expect(receiver.received).toHaveLength(2);
    for (const delivery of receiver.received) {
      expect(delivery.signed).toBe(true);
      // Not before its time.
      expect(delivery.receivedAt).toBeGreaterThanOrEqual(Date.parse(publishAt));
      expect(delivery.headers['content-type']).toBe('application/json');
    }
    const instagram = receiver.received.find((delivery) => delivery.body.post.network === 'instagram');
    expect(instagram?.deliveryId).toBe(`post-${post.id}-instagram`);
    expect(instagram?.body).toEqual({
      delivery_id: `post-${post.id}-instagram`,
      attempt: 1,
      post: {
        id: post.id,
        network: 'instagram',
        publish_at: publishAt,
        time_zone: 'Europe/Madrid',
        caption: 'Summer is here',
        hashtags: ['summer', 'sale'],
        text: 'Summer is here\n\n#summer #sale',
        first_comment: 'Link in bio',
        alt_text: 'A poster',
      },
      design: {
        id: design.id,
        hash: design.hash,
        title: 'Summer sale',
        post_type: 'IMAGE',
        layout: 'instagram.story',
        width: expect.any(Number),
        height: expect.any(Number),
        page_url: `${BASE_URL}/s/${design.hash}`,
        image_url: `${BASE_URL}/designs/${design.hash}_o.png`,
        video_url: null,
        mp4_url: null,
        instagram_stickers: [],
        // A one-page design (issue 23): its picture is its one page, and it has no PDF.
        pages: [{ position: 1, image_url: `${BASE_URL}/designs/${design.hash}_o.png` }],
        pdf_url: null,
      },
    });
    const listed = (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data
      .items;
    expect(listed[0]?.status).toBe('published');
    expect(listed[0]?.deliveries.every((delivery) => delivery.delivered_at !== null)).toBe(true);
  });

  it('never delivers a cancelled post nor one whose design was deleted, and keeps them as history', async () => {
    const { server, receiver, ana, design } = await startServer();
    const soon = new Date(Date.now() + 1_000).toISOString();
    const body = { design_id: design.id, networks: ['linkedin'], publish_at: soon, time_zone: 'UTC' };
    const kept = (await ana.post('/api/schedule/create', body)).json<{ data: ScheduledPost }>().data;
    const cancelled = (await ana.post('/api/schedule/create', body)).json<{ data: ScheduledPost }>().data;
    const other = await ana.post('/api/save', savePayload(await makePng(60, 60), { title: 'Gone' }));
    const goneDesign = other.json<{ data: SavedDesign }>().data;
    const orphan = (await ana.post('/api/schedule/create', { ...body, design_id: goneDesign.id })).json<{
      data: ScheduledPost;
    }>().data;
    expect((await ana.post('/api/schedule/cancel', { id: cancelled.id })).statusCode).toBe(200);
    expect((await ana.post('/api/editor/deleteDesign', { id: goneDesign.id })).statusCode).toBe(200);
    // Gone from the list with its design; the worker cancels what it had still to deliver.
    const listed = (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data;
    expect(listed.items.map((post) => post.id).sort()).toEqual([kept.id, cancelled.id].sort());

    await eventually('the kept post delivered', () => receiver.received.length === 1);
    await eventually('the orphan cancelled', async () =>
      (await deliveries(server.db)).every((row) => row.status !== 'pending'),
    );
    await server.app.scheduleWorker?.idle();
    expect(receiver.received.map((delivery) => delivery.deliveryId)).toEqual([`post-${kept.id}-linkedin`]);
    const rows = await deliveries(server.db);
    expect(
      rows.map(({ post_id, status, attempts, last_error_code }) => ({
        post_id,
        status,
        attempts,
        last_error_code,
      })),
    ).toEqual([
      { post_id: kept.id, status: 'delivered', attempts: 1, last_error_code: null },
      { post_id: cancelled.id, status: 'cancelled', attempts: 0, last_error_code: null },
      { post_id: orphan.id, status: 'cancelled', attempts: 0, last_error_code: 'design_deleted' },
    ]);
    expect(rows[2]?.last_error).toBe('the design was deleted');
    // The orphan's post row stays, without its design.
    expect(
      await server.db
        .selectFrom('scheduled_posts')
        .select('design_id')
        .where('id', '=', orphan.id)
        .executeTakeFirst(),
    ).toEqual({ design_id: null });
  });

  it('retries a 500 (and a 429) with growing waits, then delivers with the same delivery id', async () => {
    const retry = { baseMs: 200, maxMs: 1_000, maxAttempts: 8 };
    const { server, receiver } = await startServer(retry);
    receiver.answer = (call) => (call === 1 ? 500 : call === 2 ? 429 : 200);
    const post = await duePost(server.db, context);
    server.app.scheduleWorker?.wake();
    await eventually('delivered on the third attempt', async () =>
      (await deliveries(server.db)).every((row) => row.status === 'delivered'),
    );
    expect(receiver.received.map((delivery) => delivery.body.attempt)).toEqual([1, 2, 3]);
    expect([...receiver.distinctIds()]).toEqual([`post-${post.id}-instagram`]);
    const [first, second, third] = receiver.received.map((delivery) => delivery.receivedAt) as [
      number,
      number,
      number,
    ];
    // Equal jitter: at least half of base × 2^(n−1) after attempt n.
    expect(second - first).toBeGreaterThanOrEqual(100);
    expect(third - second).toBeGreaterThanOrEqual(200);
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({
        status: 'delivered',
        attempts: 3,
        lease_until: null,
        last_error: null,
        last_error_code: null,
      }),
    ]);
  });

  it('fails a delivery after its last attempt, saying why', async () => {
    const { server, receiver, ana } = await startServer({ baseMs: 20, maxMs: 40, maxAttempts: 3 });
    receiver.answer = () => 503;
    await duePost(server.db, context);
    server.app.scheduleWorker?.wake();
    await eventually('failed', async () => (await deliveries(server.db))[0]?.status === 'failed');
    expect(receiver.received).toHaveLength(3);
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({
        attempts: 3,
        last_error: 'the webhook answered HTTP 503',
        last_error_code: 'refused',
        delivered_at: null,
      }),
    ]);
    const [post] = (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data
      .items;
    expect(post?.status).toBe('failed');
  });

  it('fails a delivery refused with a 400 at once, and publishes the post’s other networks', async () => {
    const { server, receiver } = await startServer({ baseMs: 20, maxMs: 40 });
    receiver.answer = (_call, delivery) => (delivery.body.post.network === 'twitter' ? 400 : 200);
    await duePost(server.db, context, ['instagram', 'twitter']);
    server.app.scheduleWorker?.wake();
    await eventually('both settled', async () =>
      (await deliveries(server.db)).every((row) => row.status !== 'pending'),
    );
    expect(receiver.received).toHaveLength(2);
    expect(
      (await deliveries(server.db)).map(({ network, status, attempts, last_error, last_error_code }) => ({
        network,
        status,
        attempts,
        last_error,
        last_error_code,
      })),
    ).toEqual([
      { network: 'instagram', status: 'delivered', attempts: 1, last_error: null, last_error_code: null },
      {
        network: 'twitter',
        status: 'failed',
        attempts: 1,
        last_error: 'the webhook answered HTTP 400',
        last_error_code: 'refused',
      },
    ]);
  });

  it('hands an attempt in progress back when it stops, without counting it', async () => {
    const { server, receiver } = await startServer();
    receiver.delayMs = 5_000;
    await duePost(server.db, context);
    server.app.scheduleWorker?.wake();
    await eventually('the attempt arrived', () => receiver.received.length === 1);
    await server.app.scheduleWorker?.stop();
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0, lease_until: null, delivered_at: null }),
    ]);
  });

  it('delivers each of many due deliveries exactly once with two workers racing over one database', async () => {
    const { server, receiver } = await startServer();
    // The app's own worker stays out of it: two others, each with its own connection.
    await server.app.scheduleWorker?.stop();
    receiver.delayMs = 5;
    const networks: ScheduleNetwork[] = ['instagram', 'fb_page', 'twitter'];
    const posts = [];
    for (let index = 0; index < 30; index += 1) posts.push(await duePost(server.db, context, networks));
    const expected = posts.flatMap((post) => networks.map((network) => `post-${post.id}-${network}`)).sort();
    const [one, two] = [extraWorker(), extraWorker()];
    one?.start();
    two?.start();
    await eventually('every delivery settled', async () =>
      (await deliveries(server.db)).every((row) => row.status === 'delivered'),
    );
    await one?.idle();
    await two?.idle();
    expect(receiver.received.map((delivery) => delivery.deliveryId).sort()).toEqual(expected);
    expect((await deliveries(server.db)).every((row) => row.attempts === 1)).toBe(true);
  });

  it('writes each due delivery to the outbox when no webhook is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-outbox-worker-'));
    try {
      const receiver = await WebhookReceiver.start(SECRET);
      const serverSecret = randomBytes(32).toString('base64url');
      const publishers = defaultPublishers({ webhookUrl: null, webhookSecret: null, dataDir, serverSecret });
      const server = await TestServer.start(engine, {
        scheduler: { publishers, baseUrl: BASE_URL, pollMs: 0 },
      });
      const ana = server.client();
      const user = await ana.signUp();
      const saved = await ana.post('/api/save', savePayload(await makePng(60, 60)));
      context = { server, receiver, ana, userId: user.id, design: saved.json<{ data: SavedDesign }>().data };
      await server.app.ready();
      const post = await duePost(server.db, context, ['pinterest', 'google']);
      server.app.scheduleWorker?.wake();
      await eventually('both delivered', async () =>
        (await deliveries(server.db)).every((row) => row.status === 'delivered'),
      );
      const folder = outboxFolder(dataDir);
      expect((await readdir(folder)).sort()).toEqual([
        `post-${post.id}-google.json`,
        `post-${post.id}-pinterest.json`,
      ]);
      const file = JSON.parse(
        await readFile(join(folder, `post-${post.id}-google.json`), 'utf8'),
      ) as OutboxFile;
      expect(file.body).toMatchObject({
        delivery_id: `post-${post.id}-google`,
        post: { id: post.id, network: 'google' },
      });
      expect(file.headers['x-lienzo-delivery']).toBe(`post-${post.id}-google`);
      expect(receiver.received).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
