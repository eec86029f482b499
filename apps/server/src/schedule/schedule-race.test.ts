// An edit or a cancel racing an attempt's claim over the same post: one of them wins, never both. The job queue
// lets one attempt at a time run for each delivery; what it races is the person's edits, through the claim on
// the delivery's row (claimed-delivery.ts) that each attempt makes first. The attempts run over a connection of
// their own on PostgreSQL, as another process would; one SQLite process has one connection (the app's and its
// jobs'), so there the race is between the transactions sharing it.
import type { SavedDesign, ScheduleNetwork } from '@lienzo/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { ApiError } from '../http/api-error';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TestServer } from '../test/harness';
import { claimDelivery } from './claimed-delivery';
import { cancelScheduledPost, createScheduledPost, updateScheduledPost } from './scheduled-posts';

const ROUNDS = 25;
const NETWORKS: ScheduleNetwork[] = ['instagram', 'twitter'];

describeEachEngine("an edit racing a delivery attempt's claim", (engine) => {
  let server: TestServer;
  let workerDb: Kysely<Database>;
  let userId: number;
  let designId: number;

  beforeAll(async () => {
    server = await TestServer.start(engine);
    workerDb = engine === 'postgres' ? server.connect() : server.db;
    const ana = server.client();
    userId = (await ana.signUp()).id;
    const saved = await ana.post('/api/save', savePayload(await makePng(60, 60)));
    designId = saved.json<{ data: SavedDesign }>().data.id;
  });

  afterAll(async () => {
    if (workerDb !== server.db) await workerDb.destroy();
    await server.close();
  });

  /** A post due now, created as if a minute ago. */
  async function duePost() {
    const then = new Date(Date.now() - 60_000);
    // Only the rows: the claims below stand for the attempts of their jobs.
    return createScheduledPost(
      { db: server.db, deliveries: null },
      userId,
      {
        design_id: designId,
        networks: NETWORKS,
        publish_at: new Date(then.getTime() + 1_000).toISOString(),
        time_zone: 'UTC',
        caption: 'Before',
        hashtags: [],
        first_comment: '',
        alt_text: '',
      },
      then,
    );
  }

  /** The deliveries of these posts as they stand before the race. */
  function deliveriesOf(posts: Array<{ id: number }>) {
    return server.db
      .selectFrom('scheduled_deliveries')
      .select('id')
      .where(
        'post_id',
        'in',
        posts.map((post) => post.id),
      )
      .orderBy('id')
      .execute();
  }

  /**
   * Each of these deliveries claimed by its first attempt, as its job would; the posts of those taken. Last
   * first, so that the claims meet the edits (made first to last) half-way.
   */
  async function claimAll(rows: Array<{ id: number }>): Promise<number[]> {
    const claimed: number[] = [];
    for (const row of [...rows].reverse()) {
      const delivery = await claimDelivery(workerDb, row.id, 1, 60_000);
      if (delivery) claimed.push(delivery.post_id);
    }
    return claimed;
  }

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'changed' as const,
      (error: unknown) => {
        if (error instanceof ApiError && error.statusCode === 409) return 'locked' as const;
        throw error;
      },
    );

  it('an update either moves every delivery before any is claimed, or is refused', async () => {
    const posts = [];
    for (let round = 0; round < ROUNDS; round += 1) posts.push(await duePost());
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const due = await deliveriesOf(posts);
    const [claimed, ...outcomes] = await Promise.all([
      claimAll(due),
      ...posts.map((post) =>
        outcome(
          updateScheduledPost({ db: server.db, deliveries: null }, userId, {
            id: post.id,
            networks: ['linkedin'],
            publish_at: later,
            time_zone: 'UTC',
            caption: 'After',
            hashtags: [],
            first_comment: '',
            alt_text: '',
          }),
        ),
      ),
    ]);
    const rows = await server.db
      .selectFrom('scheduled_deliveries')
      .innerJoin('scheduled_posts', 'scheduled_posts.id', 'scheduled_deliveries.post_id')
      .select(['post_id', 'network', 'attempts', 'caption'])
      .execute();
    posts.forEach((post, index) => {
      const own = rows.filter((row) => row.post_id === post.id);
      if (outcomes[index] === 'changed') {
        expect(claimed).not.toContain(post.id);
        expect(own).toEqual([{ post_id: post.id, network: 'linkedin', attempts: 0, caption: 'After' }]);
      } else {
        expect(claimed).toContain(post.id);
        expect(own.map((row) => row.caption)).toEqual(['Before', 'Before']);
      }
    });
  });

  it('a cancel either stops every delivery before any is claimed, or is refused while one is held', async () => {
    const posts = [];
    for (let round = 0; round < ROUNDS; round += 1) posts.push(await duePost());
    const due = await deliveriesOf(posts);
    const [claimed, ...outcomes] = await Promise.all([
      claimAll(due),
      ...posts.map((post) =>
        outcome(cancelScheduledPost({ db: server.db, deliveries: null }, userId, post.id)),
      ),
    ]);
    const rows = await server.db
      .selectFrom('scheduled_deliveries')
      .select(['post_id', 'status', 'attempts'])
      .where(
        'post_id',
        'in',
        posts.map((post) => post.id),
      )
      .execute();
    posts.forEach((post, index) => {
      const own = rows.filter((row) => row.post_id === post.id);
      if (outcomes[index] === 'changed') {
        expect(claimed).not.toContain(post.id);
        expect(own.every((row) => row.status === 'cancelled' && row.attempts === 0)).toBe(true);
      } else {
        expect(claimed).toContain(post.id);
        expect(own.every((row) => row.status === 'pending')).toBe(true);
      }
    });
  });
});
