import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SavedDesign, ScheduledPost, ScheduleNetwork } from '@lienzo/core';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/types';
import type { JobQueue } from '../jobs/job-queue';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TestServer, type EngineName, type TestClient } from '../test/harness';
import { jobRunnerOn } from '../test/job-runner';
import { eventually, WebhookReceiver } from '../test/webhook-receiver';
import type { OutboxFile } from './adapters/outbox-publisher';
import { defaultPublishers, outboxFolder, type Publishers } from './adapters/publishers';
import { DELIVERY_QUEUE, deliveryJobKey, DeliveryJobs, type DeliveryRetry } from './delivery-jobs';
import { createScheduledPost } from './scheduled-posts';

const SECRET = randomBytes(32).toString('hex');
const BASE_URL = 'https://editor.example.com/lienzo';
/** Conditions waited on here take seconds on a quiet machine (pg-boss polls every 2 s); the limit only stops a hang. */
const PATIENCE_MS = 60_000;

interface Context {
  server: TestServer;
  receiver: WebhookReceiver;
  ana: TestClient;
  userId: number;
  design: SavedDesign;
}

function webhookPublishers(receiver: WebhookReceiver): Publishers {
  return defaultPublishers({
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    dataDir: '/nonexistent',
    serverSecret: 'x',
  });
}

/** A post already due (scheduled a minute ago for half a minute ago), through the repository; its jobs queued. */
async function duePost(
  context: Context,
  networks: ScheduleNetwork[] = ['instagram'],
): Promise<ScheduledPost> {
  const then = new Date(Date.now() - 60_000);
  const { db, app } = context.server;
  return createScheduledPost(
    { db, deliveries: app.deliveryJobs },
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

/** Where the job of each of the post's deliveries stands, by network. */
async function jobsOf(server: TestServer, postId: number) {
  const rows = await server.db
    .selectFrom('scheduled_deliveries')
    .select(['id', 'post_id', 'network'])
    .where('post_id', '=', postId)
    .orderBy('network')
    .execute();
  const jobs: Record<string, Awaited<ReturnType<JobQueue['statusOf']>>> = {};
  for (const row of rows)
    jobs[row.network] = await server.app.jobs.statusOf(DELIVERY_QUEUE, deliveryJobKey(row));
  return { rows, jobs };
}

function settled<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * Per test: a server whose deliveries go to a loopback webhook (or `publishers`), ready, with Ana signed up and
 * a design of hers saved; closed after the test with whatever the test adds to `cleanups`.
 */
function useDeliveryServer(engine: EngineName) {
  let context: Context | undefined;
  const cleanups: Array<() => Promise<unknown>> = [];

  async function startServer(retry?: Partial<DeliveryRetry>, publishers?: Publishers): Promise<Context> {
    const receiver = await WebhookReceiver.start(SECRET);
    const server = await TestServer.start(engine, {
      scheduler: { publishers: publishers ?? webhookPublishers(receiver), baseUrl: BASE_URL, retry },
    });
    const ana = server.client();
    const user = await ana.signUp();
    const saved = await ana.post('/api/save', savePayload(await makePng(60, 60), { title: 'Summer sale' }));
    expect(saved.statusCode, saved.body).toBe(200);
    context = { server, receiver, ana, userId: user.id, design: saved.json<{ data: SavedDesign }>().data };
    await server.app.ready();
    return context;
  }

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await context?.server.close();
    await context?.receiver.close();
    context = undefined;
  });

  return { startServer, cleanups, context: () => context! };
}

describeEachEngine('the scheduled deliveries on the job queue', (engine) => {
  const { startServer, cleanups, context } = useDeliveryServer(engine);

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
    await eventually(
      'both networks delivered',
      async () => (await deliveries(server.db)).every((row) => row.status === 'delivered'),
      PATIENCE_MS,
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
    // Done jobs leave the queue.
    expect(Object.values((await jobsOf(server, post.id)).jobs)).toEqual([null, null]);
  });

  it("queues each delivery at its post's time, an edit at the new one, and a cancel or the design's deletion cancels them", async () => {
    const { server, receiver, ana, design } = await startServer();
    const body = (designId: number, publishAt: string, networks: ScheduleNetwork[]) => ({
      design_id: designId,
      networks,
      publish_at: publishAt,
      time_zone: 'UTC',
      caption: 'Later',
      hashtags: [],
      first_comment: '',
      alt_text: '',
    });
    const inOneHour = inHours(1);
    const created = await ana.post(
      '/api/schedule/create',
      body(design.id, inOneHour, ['instagram', 'twitter']),
    );
    const post = created.json<{ data: ScheduledPost }>().data;
    const waiting = (runAt: string) => ({ state: 'waiting', attempts: 0, progress: null, runAt });
    const before = await jobsOf(server, post.id);
    expect(before.jobs).toEqual({ instagram: waiting(inOneHour), twitter: waiting(inOneHour) });

    const inTwoHours = inHours(2);
    const updated = await ana.post('/api/schedule/update', {
      id: post.id,
      ...body(design.id, inTwoHours, ['twitter', 'linkedin']),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // The old jobs are gone, the new rows' jobs wait for the new time.
    for (const row of before.rows)
      expect(await server.app.jobs.statusOf(DELIVERY_QUEUE, deliveryJobKey(row))).toBeNull();
    const after = await jobsOf(server, post.id);
    expect(after.jobs).toEqual({ linkedin: waiting(inTwoHours), twitter: waiting(inTwoHours) });

    expect((await ana.post('/api/schedule/cancel', { id: post.id })).statusCode).toBe(200);
    for (const row of after.rows)
      expect(await server.app.jobs.statusOf(DELIVERY_QUEUE, deliveryJobKey(row))).toBeNull();

    const other = (await ana.post('/api/save', savePayload(await makePng(60, 60), { title: 'Gone' }))).json<{
      data: SavedDesign;
    }>().data;
    const orphan = (await ana.post('/api/schedule/create', body(other.id, inOneHour, ['pinterest']))).json<{
      data: ScheduledPost;
    }>().data;
    const orphanRows = (await jobsOf(server, orphan.id)).rows;
    expect((await ana.post('/api/editor/deleteDesign', { id: other.id })).statusCode).toBe(200);
    expect(await server.app.jobs.statusOf(DELIVERY_QUEUE, deliveryJobKey(orphanRows[0]!))).toBeNull();
    expect(
      await server.db
        .selectFrom('scheduled_deliveries')
        .select(['status', 'attempts', 'last_error', 'last_error_code'])
        .where('post_id', '=', orphan.id)
        .execute(),
    ).toEqual([
      {
        status: 'cancelled',
        attempts: 0,
        last_error: 'the design was deleted',
        last_error_code: 'design_deleted',
      },
    ]);
    await server.app.jobs.idle();
    expect(receiver.received).toEqual([]);
  });

  it('never delivers a cancelled post nor one whose design was deleted, and keeps them as history', async () => {
    const { server, receiver, ana } = await startServer();
    // Held still while the posts fall due and two of them are taken back.
    await server.app.jobs.stop();
    const kept = await duePost(context(), ['linkedin']);
    const cancelled = await duePost(context(), ['linkedin']);
    const other = await ana.post('/api/save', savePayload(await makePng(60, 60), { title: 'Gone' }));
    const goneDesign = other.json<{ data: SavedDesign }>().data;
    const orphan = await duePost({ ...context(), design: goneDesign }, ['linkedin']);
    expect((await ana.post('/api/schedule/cancel', { id: cancelled.id })).statusCode).toBe(200);
    expect((await ana.post('/api/editor/deleteDesign', { id: goneDesign.id })).statusCode).toBe(200);
    // Gone from the list with its design.
    const listed = (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data;
    expect(listed.items.map((post) => post.id).sort()).toEqual([kept.id, cancelled.id].sort());

    await server.app.jobs.start();
    await server.app.jobs.idle();
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
    const { server, receiver } = await startServer({
      retryDelayMs: 200,
      retryDelayMaxMs: 1_000,
      maxAttempts: 8,
    });
    receiver.answer = (call) => (call === 1 ? 500 : call === 2 ? 429 : 200);
    const post = await duePost(context());
    await eventually(
      'delivered on the third attempt',
      async () => (await deliveries(server.db)).every((row) => row.status === 'delivered'),
      PATIENCE_MS,
    );
    expect(receiver.received.map((delivery) => delivery.body.attempt)).toEqual([1, 2, 3]);
    expect([...receiver.distinctIds()]).toEqual([`post-${post.id}-instagram`]);
    const [first, second, third] = receiver.received.map((delivery) => delivery.receivedAt) as [
      number,
      number,
      number,
    ];
    // Equal jitter: at least half of 200 ms × 2^(n−1) after attempt n (never before: its job is not due).
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

  it('fails a delivery after its last attempt, saying why, and leaves its job dead with that reason', async () => {
    const { server, receiver, ana } = await startServer({
      retryDelayMs: 20,
      retryDelayMaxMs: 40,
      maxAttempts: 3,
    });
    receiver.answer = () => 503;
    const post = await duePost(context());
    await eventually(
      'failed',
      async () => (await deliveries(server.db))[0]?.status === 'failed',
      PATIENCE_MS,
    );
    expect(receiver.received).toHaveLength(3);
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({
        attempts: 3,
        lease_until: null,
        last_error: 'the webhook answered HTTP 503',
        last_error_code: 'refused',
        delivered_at: null,
      }),
    ]);
    const [listed] = (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data
      .items;
    expect(listed?.status).toBe('failed');
    await eventually(
      'its job dead',
      async () => (await jobsOf(server, post.id)).jobs.instagram?.state === 'dead',
      PATIENCE_MS,
    );
    expect((await jobsOf(server, post.id)).jobs).toEqual({
      instagram: { state: 'dead', attempts: 3, reason: 'the webhook answered HTTP 503' },
    });
  });

  it('fails a delivery refused with a 400 at once, its job dead at once, and publishes the post’s other networks', async () => {
    const { server, receiver } = await startServer({ retryDelayMs: 20, retryDelayMaxMs: 40 });
    receiver.answer = (_call, delivery) => (delivery.body.post.network === 'twitter' ? 400 : 200);
    const post = await duePost(context(), ['instagram', 'twitter']);
    await eventually(
      'both settled',
      async () => (await deliveries(server.db)).every((row) => row.status !== 'pending'),
      PATIENCE_MS,
    );
    await server.app.jobs.idle();
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
    expect((await jobsOf(server, post.id)).jobs).toEqual({
      instagram: null,
      twitter: { state: 'dead', attempts: 1, reason: 'the webhook answered HTTP 400' },
    });
  });

  it('hands an attempt in progress back when it stops, without counting it, and makes it again on restart', async () => {
    const { server, receiver } = await startServer();
    const release = settled<number>();
    receiver.answer = (call) => (call === 1 ? release.promise : 200);
    const post = await duePost(context());
    await eventually('the attempt arrived', () => receiver.received.length === 1, PATIENCE_MS);
    await server.app.jobs.stop();
    release.resolve(200);
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0, lease_until: null, delivered_at: null }),
    ]);
    expect((await jobsOf(server, post.id)).jobs.instagram).toMatchObject({ state: 'waiting', attempts: 0 });
    await server.app.jobs.start();
    await server.app.jobs.idle();
    expect(receiver.received.map((delivery) => delivery.body.attempt)).toEqual([1, 1]);
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 1 }),
    ]);
  });

  // 90 deliveries through two runners: over a minute on a loaded machine (an upper bound, not a measure).
  it(
    'delivers each of many due deliveries exactly once with two runners racing over one database',
    { timeout: 180_000 },
    async () => {
      const { server, receiver } = await startServer();
      // The app's own runner stays out of it: two others, each with its own connection, as two processes.
      await server.app.jobs.stop();
      receiver.delayMs = 5;
      const networks: ScheduleNetwork[] = ['instagram', 'fb_page', 'twitter'];
      const posts = [];
      for (let index = 0; index < 30; index += 1) posts.push(await duePost(context(), networks));
      const expected = posts
        .flatMap((post) => networks.map((network) => `post-${post.id}-${network}`))
        .sort();
      const runners = [0, 1].map(() => {
        const db = server.connect();
        const runner = jobRunnerOn(server, db);
        new DeliveryJobs({
          jobs: runner,
          db,
          storage: server.storage,
          publishers: webhookPublishers(receiver),
          baseUrl: BASE_URL,
        });
        cleanups.push(
          () => db.destroy(),
          () => runner.stop(),
        );
        return runner;
      });
      await Promise.all(runners.map((runner) => runner.start()));
      await eventually(
        'every delivery settled',
        async () => (await deliveries(server.db)).every((row) => row.status === 'delivered'),
        PATIENCE_MS,
      );
      for (const runner of runners) await runner.idle();
      expect(receiver.received.map((delivery) => delivery.deliveryId).sort()).toEqual(expected);
      expect((await deliveries(server.db)).every((row) => row.attempts === 1)).toBe(true);
    },
  );

  it('queues at start each delivery still to go that has no job', async () => {
    const { server, receiver, ana } = await startServer();
    // Stored while no process published (or before deliveries ran on the job queue): no job.
    const { db } = server;
    const stored = await createScheduledPost({ db, deliveries: null }, context().userId, {
      design_id: context().design.id,
      networks: ['google'],
      publish_at: new Date(Date.now() - 1_000).toISOString(),
      time_zone: 'UTC',
      caption: 'Stored',
      hashtags: [],
      first_comment: '',
      alt_text: '',
    });
    expect((await jobsOf(server, stored.id)).jobs).toEqual({ google: null });
    await server.app.jobs.idle();
    expect(receiver.received).toEqual([]);
    await server.restart();
    await server.app.ready();
    await server.app.jobs.idle();
    expect(receiver.received.map((delivery) => delivery.deliveryId)).toEqual([`post-${stored.id}-google`]);
    expect(
      (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data.items,
    ).toEqual([expect.objectContaining({ id: stored.id, status: 'published' })]);
  });

  it('writes each due delivery to the outbox when no webhook is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-outbox-deliveries-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const serverSecret = randomBytes(32).toString('base64url');
    const publishers = defaultPublishers({ webhookUrl: null, webhookSecret: null, dataDir, serverSecret });
    const { server, receiver } = await startServer(undefined, publishers);
    const post = await duePost(context(), ['pinterest', 'google']);
    await eventually(
      'both delivered',
      async () => (await deliveries(server.db)).every((row) => row.status === 'delivered'),
      PATIENCE_MS,
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
  });
});

describe('the scheduled deliveries on a clock the test moves [SQLite]', () => {
  const { startServer, context } = useDeliveryServer('sqlite');

  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failing delivery 8 times, waiting 30 s, 1 min, 2 min… then fails it and leaves its job dead', async () => {
    const { server, receiver, ana } = await startServer();
    receiver.answer = () => 503;
    vi.useFakeTimers({ toFake: ['Date'] });
    const post = await duePost(context());
    await server.app.jobs.idle();
    for (let attempt = 1; attempt < 8; attempt += 1) {
      const job = (await jobsOf(server, post.id)).jobs.instagram;
      expect(job).toMatchObject({ state: 'waiting', attempts: attempt });
      const wait = Date.parse((job as { runAt: string }).runAt) - Date.now();
      const step = 30_000 * 2 ** (attempt - 1);
      expect(wait).toBeGreaterThanOrEqual(step / 2);
      expect(wait).toBeLessThanOrEqual(step);
      // Not a moment early: the job waits until its time.
      vi.setSystemTime(Date.now() + wait - 1);
      await server.app.jobs.idle();
      expect(receiver.received).toHaveLength(attempt);
      vi.setSystemTime(Date.now() + 1);
      await server.app.jobs.idle();
    }
    expect(receiver.received.map((delivery) => delivery.body.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 8,
        last_error: 'the webhook answered HTTP 503',
        last_error_code: 'refused',
      }),
    ]);
    expect((await jobsOf(server, post.id)).jobs.instagram).toEqual({
      state: 'dead',
      attempts: 8,
      reason: 'the webhook answered HTTP 503',
    });
    const [listed] = (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data
      .items;
    expect(listed?.status).toBe('failed');
  });

  it('fails, at start, a delivery whose job is dead without its end recorded (its process died in its last attempt)', async () => {
    const { server, ana } = await startServer();
    await server.app.jobs.stop();
    const post = await duePost(context());
    // What a runner leaves of a job whose last attempt lost its process: dead, the row never told.
    await server.db
      .updateTable('jobs')
      .set({ state: 'dead', attempts: 8, reason: 'job failed by timeout in active state' })
      .where('queue', '=', DELIVERY_QUEUE)
      .execute();
    await server.restart();
    await server.app.ready();
    expect(await deliveries(server.db)).toEqual([
      expect.objectContaining({
        status: 'failed',
        last_error: 'job failed by timeout in active state',
        last_error_code: 'unknown',
      }),
    ]);
    const [listed] = (await ana.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>().data
      .items;
    expect(listed).toMatchObject({ id: post.id, status: 'failed' });
  });
});
