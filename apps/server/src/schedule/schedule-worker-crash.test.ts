// Issue 11: "kill the worker process mid-run; every due post is delivered exactly once after restart". The real
// worker runs in a child process (bundled from test/schedule-worker-process.ts with the server's own esbuild
// settings), is killed with SIGKILL while deliveries are under way, and started again: the receiver, which drops
// repeats by delivery id as docs/SCHEDULING.md asks, ends with exactly the due posts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { SavedDesign, ScheduleNetwork } from '@lienzo/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TestServer } from '../test/harness';
import { bundleServer, removeServerBundle } from '../test/server-process';
import { eventually, WebhookReceiver } from '../test/webhook-receiver';
import { cancelScheduledPost, createScheduledPost } from './scheduled-posts';

const SERVER_DIR = resolve(import.meta.dirname, '../..');
let bundle = '';
const SECRET = randomBytes(32).toString('hex');
const DUE = 40;
const LEASE_MS = 1_500;

beforeAll(async () => {
  bundle = await bundleServer('src/test/schedule-worker-process.ts');
});

afterAll(async () => {
  await removeServerBundle(bundle);
});

/** Starts the worker process and resolves once it says it is ready. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, failed) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line === 'ready') ready();
    });
    child.once('exit', (code) =>
      failed(new Error(`the worker process exited (${code}) before it was ready`)),
    );
  });
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

describeEachEngine('the schedule worker killed mid-run', (engine) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    server = await TestServer.start(engine);
    receiver = await WebhookReceiver.start(SECRET);
  });

  afterAll(async () => {
    if (child) await stopWorker(child, 'SIGKILL');
    await receiver.close();
    await server.close();
  });

  it('delivers every due post exactly once to a receiver that drops repeats, after a restart', async () => {
    const ana = server.client();
    const user = await ana.signUp();
    const saved = await ana.post('/api/save', savePayload(await makePng(60, 60)));
    const design = saved.json<{ data: SavedDesign }>().data;
    const networks: ScheduleNetwork[] = ['instagram', 'fb_page', 'twitter', 'linkedin'];
    const fields = { time_zone: 'UTC', caption: 'Crash test', hashtags: [], first_comment: '', alt_text: '' };
    const then = new Date(Date.now() - 60_000);
    const post = (network: ScheduleNetwork, publishAt: Date, now: Date) =>
      createScheduledPost(
        server.db,
        user.id,
        { ...fields, design_id: design.id, networks: [network], publish_at: publishAt.toISOString() },
        now,
      );
    const due: string[] = [];
    for (let index = 0; index < DUE; index += 1) {
      const network = networks[index % networks.length]!;
      due.push(`post-${(await post(network, new Date(then.getTime() + 1_000 + index), then)).id}-${network}`);
    }
    const cancelled: string[] = [];
    for (const network of networks.slice(0, 3)) {
      const created = await post(network, new Date(then.getTime() + 2_000), then);
      await cancelScheduledPost(server.db, user.id, created.id);
      cancelled.push(`post-${created.id}-${network}`);
    }
    const notYetDue: string[] = [];
    for (const network of networks.slice(0, 3)) {
      const created = await post(network, new Date(Date.now() + 3_600_000), new Date());
      notYetDue.push(`post-${created.id}-${network}`);
    }

    receiver.delayMs = 50;
    const files = join(server.dir, 'worker-files');
    const env = {
      SCHEDULE_TEST_DATABASE: JSON.stringify(server.databaseTarget),
      SCHEDULE_TEST_FILES: files,
      SCHEDULER_WEBHOOK_URL: receiver.url,
      SCHEDULER_WEBHOOK_SECRET: SECRET,
      SCHEDULE_TEST_LEASE_MS: String(LEASE_MS),
      SCHEDULE_TEST_POLL_MS: '500',
      SCHEDULE_TEST_CONCURRENCY: '3',
    };
    child = await startWorker(env);
    await eventually('some deliveries arrived', () => receiver.received.length >= 12);
    await stopWorker(child, 'SIGKILL');
    const beforeCrash = receiver.distinctIds().size;
    expect(beforeCrash).toBeLessThan(DUE);

    child = await startWorker(env);
    await eventually(
      'every due delivery settled',
      async () =>
        (
          await server.db
            .selectFrom('scheduled_deliveries')
            .select('id')
            .where('status', '=', 'delivered')
            .execute()
        ).length === DUE,
      60_000,
    );
    await stopWorker(child, 'SIGTERM');
    expect(child.exitCode).toBe(0);

    const received = receiver.received.map((delivery) => delivery.deliveryId);
    const repeats = received.length - receiver.distinctIds().size;
    console.info(
      `[${engine}] ${received.length} webhook calls for ${DUE} due deliveries: ${repeats} raw repeat(s), ${beforeCrash} distinct before the kill`,
    );
    // The receiver's de-duplicated set is exactly the due posts; a repeat only ever carries an id already seen.
    expect([...receiver.distinctIds()].sort()).toEqual([...due].sort());
    const seen = new Set<string>();
    for (const delivery of receiver.received) {
      expect(delivery.signed).toBe(true);
      if (seen.has(delivery.deliveryId)) expect(delivery.body.attempt).toBeGreaterThan(1);
      seen.add(delivery.deliveryId);
    }
    for (const id of [...cancelled, ...notYetDue]) expect(received).not.toContain(id);
    const rest = await server.db
      .selectFrom('scheduled_deliveries')
      .select(['status', 'attempts'])
      .where('status', '!=', 'delivered')
      .execute();
    expect(rest.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      ...cancelled.map(() => ({ status: 'cancelled', attempts: 0 })),
      ...notYetDue.map(() => ({ status: 'pending', attempts: 0 })),
    ]);
  });
});
