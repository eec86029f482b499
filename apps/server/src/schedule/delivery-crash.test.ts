// Issue 11: "kill the worker process mid-run; every due post is delivered exactly once after restart". The real
// server (bundled like the build does) publishes the posts on its job queue, is killed with SIGKILL while some
// deliveries are in hand (the receiver holds its answers to them), and started again: the receiver, which drops
// repeats by delivery id as docs/SCHEDULING.md asks, ends with exactly the due posts.
import { randomBytes } from 'node:crypto';
import type { SavedDesign, ScheduleNetwork } from '@lienzo/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TestServer } from '../test/harness';
import { bundleServer, postgresUrlInSchema, removeServerBundle, ServerProcess } from '../test/server-process';
import { eventually, WebhookReceiver } from '../test/webhook-receiver';
import { cancelScheduledPost, createScheduledPost } from './scheduled-posts';

const SECRET = randomBytes(32).toString('hex');
const DUE = 40;
/** Answered before the receiver starts holding its answers. */
const ANSWERED_BEFORE_KILL = 12;
/** A short lease, so that the killed process's deliveries are taken again in seconds. */
const LEASE_SECONDS = '2';
/** Conditions waited on here take seconds on a quiet machine; the limit only stops a hang. */
const PATIENCE_MS = 120_000;

let bundle = '';
beforeAll(async () => {
  bundle = await bundleServer();
});
afterAll(async () => {
  await removeServerBundle(bundle);
});

describeEachEngine('the deliveries of a server process killed mid-run', (engine) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let serverProcess: ServerProcess | undefined;

  beforeAll(async () => {
    server = await TestServer.start(engine);
    receiver = await WebhookReceiver.start(SECRET);
  });

  afterAll(async () => {
    await serverProcess?.stop('SIGKILL');
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
    // Only the rows: the server process queues their jobs when it starts.
    const scheduling = { db: server.db, deliveries: null };
    const then = new Date(Date.now() - 60_000);
    const post = (network: ScheduleNetwork, publishAt: Date, now: Date) =>
      createScheduledPost(
        scheduling,
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
      await cancelScheduledPost(scheduling, user.id, created.id);
      cancelled.push(`post-${created.id}-${network}`);
    }
    const notYetDue: string[] = [];
    for (const network of networks.slice(0, 3)) {
      const created = await post(network, new Date(Date.now() + 3_600_000), new Date());
      notYetDue.push(`post-${created.id}-${network}`);
    }

    // Answers the first ones, then holds the rest: the process is killed with those in hand.
    const never = new Promise<number>(() => undefined);
    receiver.answer = (call) => (call <= ANSWERED_BEFORE_KILL ? 200 : never);
    const target = server.databaseTarget;
    const env = {
      DATA_DIR: server.dir,
      ...('schema' in target
        ? {
            DATABASE_URL: postgresUrlInSchema(target.postgresUrl, target.schema),
            PGBOSS_SCHEMA: target.schema,
          }
        : { DATABASE_URL: target.sqliteFile }),
      SCHEDULER_WEBHOOK_URL: receiver.url,
      SCHEDULER_WEBHOOK_SECRET: SECRET,
      SCHEDULE_LEASE_SECONDS: LEASE_SECONDS,
    };
    serverProcess = await ServerProcess.start(bundle, env);
    await eventually(
      'deliveries in hand',
      () => receiver.received.length > ANSWERED_BEFORE_KILL,
      PATIENCE_MS,
    );
    await serverProcess.stop('SIGKILL');
    const beforeCrash = receiver.distinctIds().size;
    expect(beforeCrash).toBeLessThan(DUE);

    receiver.answer = () => 200;
    serverProcess = await ServerProcess.start(bundle, env);
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
      PATIENCE_MS,
    );
    expect(await serverProcess.stop('SIGTERM')).toEqual({ code: 0, signal: null });

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
