// Issue 25: the job queue with two real server processes on one PostgreSQL database (pg-boss), sharing their
// files (one DATA_DIR), as two hosts would. ffmpeg is started through a wrapper that notes each transcode in a
// file, so that the test counts how many times a job ran across both processes, and that can hold a transcode
// (until a file is removed) so that the process running it can be killed mid-job. Scheduled deliveries go to a
// loopback webhook in this process, which counts them and can hold its answer to one.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  type SavedDesign,
  type SavedVideo,
  type ScheduledPost,
  type ScheduleNetwork,
} from '@lienzo/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { ENGINES } from '../test/harness';
import { HttpClient } from '../test/http-client';
import { createTestSchema, dropTestSchema, TEST_POSTGRES_URL } from '../test/postgres';
import { bundleServer, postgresUrlInSchema, removeServerBundle, ServerProcess } from '../test/server-process';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';
import { eventually, WebhookReceiver } from '../test/webhook-receiver';
import { createDatabase } from '../db/create-database';
import type { Database } from '../db/types';
import { MP4_QUEUE } from '../designs/mp4-jobs';
import { DELIVERY_QUEUE, deliveryJobKey } from '../schedule/delivery-jobs';
import { PgBossQueue } from './pg-boss-queue';

const postgres = ENGINES.find((engine) => engine.engine === 'postgres')!;
/** Conditions waited on here take seconds on a quiet machine; the limit only stops a hang. */
const PATIENCE_MS = 120_000;
/** Each test starts two or three real servers: under a minute on a quiet machine, several on a loaded one. */
const TEST_TIMEOUT_MS = 600_000;
/**
 * A short lease, so that a killed process's job is taken over in seconds, yet longer than the taking process's own
 * transcode on a loaded machine: the job keeps this lease, and with 5 s a slow machine's transcodes outlasted it
 * again and again, so the job never ended within the test's patience (1 failure in a fresh-clone run).
 */
const LEASE_SECONDS = '20';

const FFMPEG_WRAPPER = `#!/bin/sh
# Probing for encoders at start: not a transcode.
case "$*" in *-encoders*) exec ffmpeg "$@";; esac
echo "$JOB_RUNNER" >> "$RUNS_FILE"
if [ -n "$HOLD_FILE" ]; then
  : > "$HOLD_FILE.started"
  # Held while the file is there and the server that started it lives; a killed server's transcode ends.
  while [ -e "$HOLD_FILE" ] && kill -0 "$PPID" 2>/dev/null; do sleep 0.1; done
  kill -0 "$PPID" 2>/dev/null || exit 1
fi
exec ffmpeg "$@"
`;

let bundle: string;
let scratch: string;
let wrapper: string;
beforeAll(async () => {
  bundle = await bundleServer();
  scratch = await mkdtemp(join(tmpdir(), 'lienzo-job-processes-'));
  wrapper = join(scratch, 'ffmpeg');
  await writeFile(wrapper, FFMPEG_WRAPPER);
  await chmod(wrapper, 0o755);
});
afterAll(async () => {
  await removeServerBundle(bundle);
  await rm(scratch, { recursive: true, force: true });
});

const WEBHOOK_SECRET = randomBytes(32).toString('hex');

/** Two servers on one schema and one folder of files; each notes its transcodes as `A` or `B`. */
class TwoServers {
  readonly servers: ServerProcess[] = [];
  private readonly readers: PgBossQueue[] = [];
  private database: Kysely<Database> | null = null;
  readonly runs: string;

  private constructor(
    readonly schema: string,
    readonly dataDir: string,
  ) {
    this.runs = join(dataDir, 'runs.txt');
  }

  static async start(
    env: { A?: Record<string, string>; B?: Record<string, string>; both?: Record<string, string> } = {},
  ) {
    const pair = new TwoServers(await createTestSchema(), await mkdtemp(join(scratch, 'data-')));
    for (const name of ['A', 'B'] as const)
      pair.servers.push(await ServerProcess.start(bundle, pair.env(name, { ...env.both, ...env[name] })));
    return pair;
  }

  /** What server `name` is started with, `extra` added. */
  env(name: 'A' | 'B', extra: Record<string, string> = {}): Record<string, string> {
    return {
      DATA_DIR: this.dataDir,
      DATABASE_URL: postgresUrlInSchema(TEST_POSTGRES_URL, this.schema),
      PGBOSS_SCHEMA: this.schema,
      FFMPEG: wrapper,
      RUNS_FILE: this.runs,
      JOB_RUNNER: name,
      AUTH_ATTEMPTS_PER_MINUTE: '1000',
      ...extra,
    };
  }

  /** The servers' database, as a third process reads it. */
  db(): Kysely<Database> {
    return (this.database ??= createDatabase({ postgresUrl: TEST_POSTGRES_URL, schema: this.schema }));
  }

  /** The transcodes started so far, by which server. */
  async transcodes(): Promise<string[]> {
    const text = await readFile(this.runs, 'utf8').catch(() => '');
    return text.split('\n').filter(Boolean);
  }

  /**
   * Waits until the MP4 job of `key` is no longer listed: its file is stored before its handler returns, so a
   * download may succeed while pg-boss has yet to mark the job complete.
   */
  async mp4JobEnded(key: string): Promise<void> {
    const queue = this.queue();
    await eventually(
      `the MP4 job ${key} has ended`,
      async () => (await queue.statusOf(MP4_QUEUE, key)) === null,
      PATIENCE_MS,
    );
  }

  /** A queue (the MP4s by default) as a third process sees it (never started: it only reads). */
  queue(name = MP4_QUEUE): PgBossQueue {
    const log = { warn: () => undefined, error: () => undefined } as never;
    const queue = new PgBossQueue({
      target: { connectionString: TEST_POSTGRES_URL, schema: this.schema },
      log,
    });
    queue.define({
      name,
      maxAttempts: 1,
      retryDelayMs: 0,
      leaseMs: 1000,
      handle: async () => undefined,
    });
    this.readers.push(queue);
    return queue;
  }

  async stop(): Promise<void> {
    for (const server of this.servers) await server.stop('SIGTERM');
    for (const reader of this.readers) await reader.stop();
    await this.database?.destroy();
    await dropTestSchema(this.schema);
  }
}

/** A design of the client's with a video (64 × 64, as VP8_WEBM) uploaded; answers both. */
async function designWithVideo(
  client: HttpClient,
  video: Buffer,
): Promise<{ design: SavedDesign; video: SavedVideo }> {
  const saved = await client.post('/api/save', savePayload(await makePng(64, 64, '#336699')));
  expect(saved.status, saved.body.toString()).toBe(200);
  const design = saved.json<{ data: SavedDesign }>().data;
  const { payload, headers } = saveVideoBody(video, String(design.id));
  const response = await fetch(`${client.origin}/api/editor/saveVideo`, {
    method: 'POST',
    headers: { ...headers, cookie: client.cookieHeader(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE)! },
    body: payload,
  });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return { design, video: (JSON.parse(body) as { data: SavedVideo }).data };
}

async function signedIn(origin: string, email: string): Promise<HttpClient> {
  const client = new HttpClient(origin);
  await client.signUp(email);
  return client;
}

/** Where a server sends its deliveries: `receiver`, with `extra` settings. */
function deliveringTo(receiver: WebhookReceiver, extra: Record<string, string> = {}): Record<string, string> {
  return { SCHEDULER_WEBHOOK_URL: receiver.url, SCHEDULER_WEBHOOK_SECRET: WEBHOOK_SECRET, ...extra };
}

/** A post of a new design of the client's, on `networks`, due now (the server allows 5 s of clock slack). */
async function duePost(client: HttpClient, networks: ScheduleNetwork[]): Promise<ScheduledPost> {
  const saved = await client.post('/api/save', savePayload(await makePng(64, 64, '#336699')));
  expect(saved.status, saved.body.toString()).toBe(200);
  const design = saved.json<{ data: SavedDesign }>().data;
  const created = await client.post('/api/schedule/create', {
    design_id: design.id,
    networks,
    publish_at: new Date().toISOString(),
    time_zone: 'UTC',
    caption: 'Now',
    hashtags: [],
    first_comment: '',
    alt_text: '',
  });
  expect(created.status, created.body.toString()).toBe(200);
  return created.json<{ data: ScheduledPost }>().data;
}

/** The post's deliveries as stored, by network. */
function deliveryRows(db: Kysely<Database>, postId: number) {
  return db
    .selectFrom('scheduled_deliveries')
    .select(['id', 'post_id', 'network', 'status', 'attempts', 'last_error'])
    .where('post_id', '=', postId)
    .orderBy('network')
    .execute();
}

describe.skipIf(postgres.skip)('the job queue across two server processes [PostgreSQL, pg-boss]', () => {
  it('makes each MP4 exactly once, whichever process queued it', { timeout: TEST_TIMEOUT_MS }, async () => {
    const pair = await TwoServers.start();
    try {
      const [a, b] = pair.servers as [ServerProcess, ServerProcess];
      const clients = [
        await signedIn(a.origin, 'ana@example.com'),
        await signedIn(b.origin, 'bea@example.com'),
      ];
      const made = [];
      for (let index = 0; index < 6; index++) made.push(await designWithVideo(clients[index % 2]!, VP8_WEBM));
      // Asked of both servers, each answers the MP4 once it is made, wherever it was made.
      for (const { design } of made)
        for (const server of pair.servers)
          await eventually(
            `the MP4 of design ${design.id} from ${server.origin}`,
            async () => (await fetch(`${server.origin}/download/${design.hash}?format=mp4`)).status === 200,
            PATIENCE_MS,
          );
      const transcodes = await pair.transcodes();
      expect(transcodes).toHaveLength(made.length);
      for (const { video } of made) await pair.mp4JobEnded(video.video_url.slice(1));
    } finally {
      await pair.stop();
    }
  });

  it(
    "takes over the job of a process killed mid-transcode, once that job's lease runs out",
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const hold = join(scratch, `hold-${Date.now()}`);
      await writeFile(hold, '');
      // Only A's transcodes are held; B is started after A holds the job, so that A surely has it.
      const pair = await TwoServers.start({ A: { HOLD_FILE: hold, MP4_LEASE_SECONDS: LEASE_SECONDS } });
      const [a] = pair.servers as [ServerProcess];
      await pair.servers.pop()!.stop('SIGTERM');
      try {
        const client = await signedIn(a.origin, 'ana@example.com');
        const { design, video } = await designWithVideo(client, VP8_WEBM);
        await eventually(
          'A holds the transcode',
          async () => (await pair.transcodes()).length === 1,
          PATIENCE_MS,
        );
        await a.stop('SIGKILL');
        const b = await ServerProcess.start(bundle, pair.env('B', { MP4_LEASE_SECONDS: LEASE_SECONDS }));
        pair.servers.push(b);
        await eventually(
          'B makes the MP4',
          async () => (await fetch(`${b.origin}/download/${design.hash}?format=mp4`)).status === 200,
          PATIENCE_MS,
        );
        // A's own pg-boss may have given up on its held attempt and taken it again before the kill: A ran it
        // once or more, then B, and B's MP4 is the one served. The job keeps the short lease A sent it with, so
        // on a loaded machine B's own transcode can outlast it and be taken again by B: B ran it once or more.
        // That each job runs once where no lease runs out is the six-jobs test above.
        const transcodes = await pair.transcodes();
        expect(transcodes[0]).toBe('A');
        const firstOfB = transcodes.indexOf('B');
        expect(firstOfB).toBeGreaterThan(0);
        expect(new Set(transcodes.slice(firstOfB))).toEqual(new Set(['B']));
        expect(transcodes.at(-1)).toBe('B');
        await pair.mp4JobEnded(video.video_url.slice(1));
      } finally {
        await rm(hold, { force: true });
        await pair.stop();
      }
    },
  );

  it(
    'leaves a job that keeps failing dead with its reason, and its download answers 404',
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const pair = await TwoServers.start();
      try {
        const [a, b] = pair.servers as [ServerProcess, ServerProcess];
        const client = await signedIn(a.origin, 'ana@example.com');
        const { design, video } = await designWithVideo(client, VP8_WEBM);
        await eventually(
          'the first MP4',
          async () => (await fetch(`${b.origin}/download/${design.hash}?format=mp4`)).status === 200,
          PATIENCE_MS,
        );
        // The stored WebM goes bad (a disk fault), its MP4 is gone, and its job is queued again.
        const key = video.video_url.slice(1);
        await writeFile(join(pair.dataDir, 'files', key), 'not a video any more');
        await rm(join(pair.dataDir, 'files', key.replace(/\.webm$/, '.mp4')));
        const queue = pair.queue();
        await eventually(
          'the job dead',
          async () => {
            // The first download asks for the job again; each later one only reads where it stands.
            await fetch(`${a.origin}/download/${design.hash}?format=mp4`);
            return (await queue.statusOf(MP4_QUEUE, key))?.state === 'dead';
          },
          PATIENCE_MS,
        );
        expect(await queue.statusOf(MP4_QUEUE, key)).toEqual({
          state: 'dead',
          attempts: 3,
          reason: 'not a WebM with a video track',
        });
        expect((await fetch(`${b.origin}/download/${design.hash}?format=mp4`)).status).toBe(404);
        // Each attempt failed before ffmpeg: only the first MP4 was transcoded.
        expect(await pair.transcodes()).toHaveLength(1);
      } finally {
        await pair.stop();
      }
    },
  );

  it(
    'delivers each scheduled post exactly once, whichever process scheduled it',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const receiver = await WebhookReceiver.start(WEBHOOK_SECRET);
      const pair = await TwoServers.start({ both: deliveringTo(receiver) });
      try {
        const [a, b] = pair.servers as [ServerProcess, ServerProcess];
        const clients = [
          await signedIn(a.origin, 'ana@example.com'),
          await signedIn(b.origin, 'bea@example.com'),
        ];
        const networks: ScheduleNetwork[] = ['instagram', 'twitter'];
        const posts: ScheduledPost[] = [];
        for (let index = 0; index < 6; index++) posts.push(await duePost(clients[index % 2]!, networks));
        const expected = posts
          .flatMap((post) => networks.map((network) => `post-${post.id}-${network}`))
          .sort();
        await eventually(
          'every delivery delivered',
          async () => {
            const rows = await pair.db().selectFrom('scheduled_deliveries').select('status').execute();
            return rows.length === expected.length && rows.every((row) => row.status === 'delivered');
          },
          PATIENCE_MS,
        );
        expect(receiver.received.map((delivery) => delivery.deliveryId).sort()).toEqual(expected);
        expect(receiver.received.every((delivery) => delivery.body.attempt === 1)).toBe(true);
        const queue = pair.queue(DELIVERY_QUEUE);
        for (const post of posts)
          for (const row of await deliveryRows(pair.db(), post.id)) {
            expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
            expect(await queue.statusOf(DELIVERY_QUEUE, deliveryJobKey(row))).toBeNull();
          }
      } finally {
        await pair.stop();
        await receiver.close();
      }
    },
  );

  it(
    "takes over the delivery of a process killed mid-attempt, once that attempt's lease runs out",
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const receiver = await WebhookReceiver.start(WEBHOOK_SECRET);
      // The first attempt's answer never comes: its process is killed while it waits for it.
      receiver.answer = (call) => (call === 1 ? new Promise<number>(() => undefined) : 200);
      const env = deliveringTo(receiver, { SCHEDULE_LEASE_SECONDS: LEASE_SECONDS });
      // B is started after A holds the delivery, so that A surely has it.
      const pair = await TwoServers.start({ both: env });
      const [a] = pair.servers as [ServerProcess];
      await pair.servers.pop()!.stop('SIGTERM');
      try {
        const post = await duePost(await signedIn(a.origin, 'ana@example.com'), ['linkedin']);
        await eventually('A makes the first attempt', () => receiver.received.length === 1, PATIENCE_MS);
        await a.stop('SIGKILL');
        pair.servers.push(await ServerProcess.start(bundle, pair.env('B', env)));
        await eventually(
          'B delivers it',
          async () => (await deliveryRows(pair.db(), post.id))[0]?.status === 'delivered',
          PATIENCE_MS,
        );
        expect(receiver.received.map((delivery) => [delivery.deliveryId, delivery.body.attempt])).toEqual([
          [`post-${post.id}-linkedin`, 1],
          [`post-${post.id}-linkedin`, 2],
        ]);
        const [row] = await deliveryRows(pair.db(), post.id);
        expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
        // B's handler stores the delivery before it hands the job back to pg-boss, which then ends it.
        await eventually(
          'the delivery job ends',
          async () =>
            (await pair.queue(DELIVERY_QUEUE).statusOf(DELIVERY_QUEUE, deliveryJobKey(row!))) === null,
          PATIENCE_MS,
        );
      } finally {
        await pair.stop();
        await receiver.close();
      }
    },
  );

  it(
    'leaves a delivery the receiver refuses failed, and its job dead with the reason',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const receiver = await WebhookReceiver.start(WEBHOOK_SECRET);
      receiver.answer = () => 400;
      const pair = await TwoServers.start({ both: deliveringTo(receiver) });
      try {
        const [a, b] = pair.servers as [ServerProcess, ServerProcess];
        const client = await signedIn(a.origin, 'ana@example.com');
        const post = await duePost(client, ['pinterest']);
        const queue = pair.queue(DELIVERY_QUEUE);
        const job = async () => {
          const [row] = await deliveryRows(pair.db(), post.id);
          return queue.statusOf(DELIVERY_QUEUE, deliveryJobKey(row!));
        };
        await eventually('the job dead', async () => (await job())?.state === 'dead', PATIENCE_MS);
        expect(await job()).toEqual({ state: 'dead', attempts: 1, reason: 'the webhook answered HTTP 400' });
        expect(await deliveryRows(pair.db(), post.id)).toEqual([
          expect.objectContaining({
            status: 'failed',
            attempts: 1,
            last_error: 'the webhook answered HTTP 400',
          }),
        ]);
        expect(receiver.received).toHaveLength(1);
        // Either process answers it failed.
        client.origin = b.origin;
        const listed = (await client.get('/api/schedule/posts')).json<{ data: { items: ScheduledPost[] } }>();
        expect(listed.data.items).toEqual([expect.objectContaining({ id: post.id, status: 'failed' })]);
      } finally {
        await pair.stop();
        await receiver.close();
      }
    },
  );
});
