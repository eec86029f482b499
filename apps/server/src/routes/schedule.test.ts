import type { SavedDesign, ScheduledPost, ScheduleCreatePayload } from '@lienzo/core';
import { SCHEDULE_MAX_AHEAD_MS } from '@lienzo/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient, type TestServer } from '../test/harness';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A new client, signed up. */
async function signedUp(server: TestServer): Promise<TestClient> {
  const client = server.client();
  await client.signUp();
  return client;
}

async function saveDesign(client: TestClient, title = 'Summer sale'): Promise<SavedDesign> {
  const response = await client.post('/api/save', savePayload(await makePng(60, 60), { title }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedDesign }>().data;
}

function postBody(designId: number, overrides: Partial<ScheduleCreatePayload> = {}): ScheduleCreatePayload {
  return {
    design_id: designId,
    networks: ['instagram', 'twitter'],
    publish_at: inHours(2),
    time_zone: 'Europe/Madrid',
    caption: 'Our summer sale starts now',
    hashtags: ['summer', 'sale'],
    first_comment: 'Link in bio',
    alt_text: 'A green poster saying Summer sale',
    ...overrides,
  };
}

async function schedule(client: TestClient, body: unknown): Promise<ScheduledPost> {
  const response = await client.post('/api/schedule/create', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ScheduledPost }>().data;
}

/** A signed-up client with a saved design and a post scheduled for it as postBody has it. */
async function withScheduledPost(server: TestServer): Promise<{ ana: TestClient; post: ScheduledPost }> {
  const ana = await signedUp(server);
  const post = await schedule(ana, postBody((await saveDesign(ana)).id));
  return { ana, post };
}

/** An update of post `id` with postBody's fields, `changes` on top. */
function updateBody(id: number, changes: Record<string, unknown> = {}) {
  return { ...postBody(0), id, ...changes };
}

function expectError(response: LightMyRequestResponse, status: number, code: string, label?: string): void {
  expect(response.statusCode, label ?? response.body).toBe(status);
  expect(response.json().error.code, label).toBe(code);
}

/** Each [name, body, error code] posted to `url` is refused with 400 and that code. */
async function expectRefused(client: TestClient, url: string, cases: Array<[string, unknown, string]>) {
  for (const [name, body, code] of cases) expectError(await client.post(url, body), 400, code, name);
}

async function listed(client: TestClient): Promise<ScheduledPost[]> {
  const response = await client.get('/api/schedule/posts');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { items: ScheduledPost[] } }>().data.items;
}

/** What a worker's claim leaves on a delivery: one attempt, held under a lease. */
async function claimDelivery(server: TestServer, postId: number, network: string): Promise<void> {
  await server.db
    .updateTable('scheduled_deliveries')
    .set({ attempts: 1, lease_until: new Date(Date.now() + 120_000).toISOString() })
    .where('post_id', '=', postId)
    .where('network', '=', network as 'instagram')
    .execute();
}

async function deliveryRows(server: TestServer, postId: number) {
  return server.db
    .selectFrom('scheduled_deliveries')
    .select(['network', 'status'])
    .where('post_id', '=', postId)
    .orderBy('network')
    .execute();
}

describeEachEngine('schedule routes', (engine) => {
  const server = useTestServer(engine);

  it('creates a post with one pending delivery per network and lists it', async () => {
    const ana = await signedUp(server());
    const design = await saveDesign(ana);
    const publishAt = new Date(Date.now() + 2 * HOUR);
    // Sent with an offset: stored and answered as the same instant in UTC.
    const withOffset = new Date(publishAt.getTime() + 2 * HOUR).toISOString().replace('Z', '+02:00');
    const post = await schedule(ana, postBody(design.id, { publish_at: withOffset }));
    expect(post).toEqual({
      id: expect.any(Number),
      design_id: design.id,
      design_hash: design.hash,
      design_title: 'Summer sale',
      image: `/designs/${design.hash}_s.png`,
      post_type: 'IMAGE',
      networks: ['instagram', 'twitter'],
      publish_at: publishAt.toISOString(),
      time_zone: 'Europe/Madrid',
      caption: 'Our summer sale starts now',
      hashtags: ['summer', 'sale'],
      first_comment: 'Link in bio',
      alt_text: 'A green poster saying Summer sale',
      status: 'scheduled',
      deliveries: ['instagram', 'twitter'].map((network) => ({
        network,
        status: 'pending',
        attempts: 0,
        last_error: null,
        last_error_code: null,
        delivered_at: null,
      })),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await deliveryRows(server(), post.id)).toEqual(
      ['instagram', 'twitter'].map((network) => ({ network, status: 'pending' })),
    );
    expect(await listed(ana)).toEqual([post]);
    const picture = await ana.get(post.image);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('fills the optional texts with their defaults', async () => {
    const ana = await signedUp(server());
    const design = await saveDesign(ana);
    const post = await schedule(ana, {
      design_id: design.id,
      networks: ['linkedin'],
      publish_at: inHours(1),
      time_zone: 'UTC',
    });
    expect(post).toMatchObject({ caption: '', hashtags: [], first_comment: '', alt_text: '' });
  });

  it('lists only the caller’s posts: upcoming soonest first, then past ones latest first', async () => {
    const ana = await signedUp(server());
    const bob = await signedUp(server());
    const design = await saveDesign(ana);
    const later = await schedule(ana, postBody(design.id, { publish_at: inHours(5) }));
    const sooner = await schedule(ana, postBody(design.id, { publish_at: inHours(1) }));
    const pastOld = await schedule(ana, postBody(design.id, { publish_at: inHours(3) }));
    const pastNew = await schedule(ana, postBody(design.id, { publish_at: inHours(4) }));
    // Time passes for two of them (written directly: the API only takes future times).
    for (const [post, hours] of [
      [pastOld, -5],
      [pastNew, -1],
    ] as const)
      await server()
        .db.updateTable('scheduled_posts')
        .set({ publish_at: inHours(hours) })
        .where('id', '=', post.id)
        .execute();
    await schedule(bob, postBody((await saveDesign(bob)).id));

    expect((await listed(ana)).map((post) => post.id)).toEqual([sooner.id, later.id, pastNew.id, pastOld.id]);
    expect(await listed(bob)).toHaveLength(1);
  });

  it('updates every field, adding and removing deliveries with the networks', async () => {
    const ana = await signedUp(server());
    const design = await saveDesign(ana);
    const other = await saveDesign(ana, 'Winter sale');
    const post = await schedule(ana, postBody(design.id));
    const publishAt = inHours(30);
    const changes = {
      networks: ['twitter', 'pinterest', 'fb_page'],
      publish_at: publishAt,
      time_zone: 'America/Mexico_City',
      caption: 'Changed',
      hashtags: ['rebajas'],
      first_comment: '',
      alt_text: 'Changed too',
    };
    // The design is not one of the update's fields: the post keeps its own.
    const response = await ana.post('/api/schedule/update', { id: post.id, ...changes, design_id: other.id });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ data: ScheduledPost }>().data;
    expect(updated).toMatchObject({ id: post.id, design_id: design.id, ...changes, status: 'scheduled' });
    expect(updated.deliveries.map((delivery) => delivery.network)).toEqual([
      'fb_page',
      'twitter',
      'pinterest',
    ]);
    expect(await deliveryRows(server(), post.id)).toEqual(
      ['fb_page', 'pinterest', 'twitter'].map((network) => ({ network, status: 'pending' })),
    );
    expect(await listed(ana)).toEqual([updated]);
  });

  it('cancels a post and every delivery still to go', async () => {
    const { ana, post } = await withScheduledPost(server());
    const response = await ana.post('/api/schedule/cancel', { id: post.id });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json<{ data: ScheduledPost }>().data;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.deliveries.map((delivery) => delivery.status)).toEqual(['cancelled', 'cancelled']);
    // Cancelling again answers the same; changing it is refused.
    const again = await ana.post('/api/schedule/cancel', { id: post.id });
    expect(again.json<{ data: ScheduledPost }>().data).toEqual(cancelled);
    const update = await ana.post('/api/schedule/update', updateBody(post.id));
    expectError(update, 409, 'API_ERROR_SCHEDULE_LOCKED');
    expect(await listed(ana)).toEqual([cancelled]);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const ana = await signedUp(server());
    const design = await saveDesign(ana);
    const valid = postBody(design.id);
    const bad: Array<[string, unknown, string]> = [
      ['no body', undefined, 'API_ERROR_VALIDATION'],
      ['design id missing', { ...valid, design_id: undefined }, 'API_ERROR_VALIDATION'],
      ['design id a string', { ...valid, design_id: String(design.id) }, 'API_ERROR_VALIDATION'],
      ['design id negative', { ...valid, design_id: -1 }, 'API_ERROR_VALIDATION'],
      ['no networks', { ...valid, networks: [] }, 'API_ERROR_VALIDATION'],
      ['unknown network', { ...valid, networks: ['instagram', 'myspace'] }, 'API_ERROR_VALIDATION'],
      ['a network twice', { ...valid, networks: ['twitter', 'twitter'] }, 'API_ERROR_VALIDATION'],
      ['networks not a list', { ...valid, networks: 'instagram' }, 'API_ERROR_VALIDATION'],
      ['time missing', { ...valid, publish_at: undefined }, 'API_ERROR_VALIDATION'],
      ['time not ISO', { ...valid, publish_at: 'tomorrow at noon' }, 'API_ERROR_VALIDATION'],
      ['time without offset', { ...valid, publish_at: '2030-01-01T10:00:00' }, 'API_ERROR_VALIDATION'],
      ['time in the past', { ...valid, publish_at: inHours(-1) }, 'API_ERROR_SCHEDULE_IN_PAST'],
      [
        'time a minute ago',
        { ...valid, publish_at: new Date(Date.now() - 60_000).toISOString() },
        'API_ERROR_SCHEDULE_IN_PAST',
      ],
      [
        'time over a year ahead',
        { ...valid, publish_at: new Date(Date.now() + SCHEDULE_MAX_AHEAD_MS + HOUR).toISOString() },
        'API_ERROR_SCHEDULE_IN_PAST',
      ],
      ['unknown time zone', { ...valid, time_zone: 'Mars/Olympus' }, 'API_ERROR_VALIDATION'],
      ['time zone missing', { ...valid, time_zone: undefined }, 'API_ERROR_VALIDATION'],
      ['caption too long', { ...valid, caption: 'x'.repeat(5001) }, 'API_ERROR_VALIDATION'],
      ['caption not text', { ...valid, caption: 42 }, 'API_ERROR_VALIDATION'],
      ['hashtag with #', { ...valid, hashtags: ['#summer'] }, 'API_ERROR_VALIDATION'],
      ['hashtag with a space', { ...valid, hashtags: ['summer sale'] }, 'API_ERROR_VALIDATION'],
      [
        '31 hashtags',
        { ...valid, hashtags: Array.from({ length: 31 }, (_, i) => `t${i}`) },
        'API_ERROR_VALIDATION',
      ],
      ['first comment too long', { ...valid, first_comment: 'x'.repeat(2201) }, 'API_ERROR_VALIDATION'],
      ['alt text too long', { ...valid, alt_text: 'x'.repeat(1001) }, 'API_ERROR_VALIDATION'],
    ];
    const before = await server().snapshot();
    await expectRefused(ana, '/api/schedule/create', bad);
    expect(await server().snapshot()).toEqual(before);
  });

  it('refuses a bad update with 400, leaving the post as it was', async () => {
    const { ana, post } = await withScheduledPost(server());
    const valid = updateBody(post.id);
    const bad: Array<[string, unknown, string]> = [
      ['id missing', { ...valid, id: undefined }, 'API_ERROR_VALIDATION'],
      ['id not a number', { ...valid, id: 'one' }, 'API_ERROR_VALIDATION'],
      ['unknown network', { ...valid, networks: ['tiktok'] }, 'API_ERROR_VALIDATION'],
      ['no networks', { ...valid, networks: [] }, 'API_ERROR_VALIDATION'],
      ['time in the past', { ...valid, publish_at: inHours(-2) }, 'API_ERROR_SCHEDULE_IN_PAST'],
      ['unknown time zone', { ...valid, time_zone: 'Europe/Atlantis' }, 'API_ERROR_VALIDATION'],
      ['caption too long', { ...valid, caption: 'x'.repeat(5001) }, 'API_ERROR_VALIDATION'],
    ];
    const before = await server().snapshot();
    await expectRefused(ana, '/api/schedule/update', bad);
    for (const body of [{}, { id: 0 }, { id: 'x' }]) {
      const response = await ana.post('/api/schedule/cancel', body);
      expect(response.statusCode).toBe(400);
    }
    expect(await server().snapshot()).toEqual(before);
    expect(await listed(ana)).toEqual([post]);
  });

  it('accepts a time a moment ago (clock slack) and one just under a year ahead', async () => {
    const ana = await signedUp(server());
    const design = await saveDesign(ana);
    const justNow = new Date(Date.now() - 1_000).toISOString();
    expect((await schedule(ana, postBody(design.id, { publish_at: justNow }))).publish_at).toBe(justNow);
    const farAhead = new Date(Date.now() + SCHEDULE_MAX_AHEAD_MS - HOUR).toISOString();
    expect((await schedule(ana, postBody(design.id, { publish_at: farAhead }))).publish_at).toBe(farAhead);
  });

  it('answers 404 for someone else’s design or post, an unknown one, and leaves them as they were', async () => {
    const ana = await signedUp(server());
    const bob = await signedUp(server());
    const anaDesign = await saveDesign(ana);
    const anaPost = await schedule(ana, postBody(anaDesign.id));
    const before = await server().snapshot();
    const calls = [
      bob.post('/api/schedule/create', postBody(anaDesign.id)),
      bob.post('/api/schedule/create', postBody(999_999)),
      bob.post('/api/schedule/update', updateBody(anaPost.id, { caption: 'Hijacked' })),
      bob.post('/api/schedule/update', updateBody(999_999)),
      bob.post('/api/schedule/cancel', { id: anaPost.id }),
      bob.post('/api/schedule/cancel', { id: 999_999 }),
    ];
    for (const response of await Promise.all(calls)) {
      expectError(response, 404, 'API_ERROR_NOT_FOUND');
    }
    expect(await server().snapshot()).toEqual(before);
    expect(await listed(ana)).toEqual([anaPost]);
    expect(await listed(bob)).toEqual([]);
  });

  it('refuses a signed-out caller with 401 and a call without the anti-forgery header with 403', async () => {
    const ana = await signedUp(server());
    const design = await saveDesign(ana);
    const post = await schedule(ana, postBody(design.id));
    const visitor = server().client();
    const before = await server().snapshot();
    expect((await visitor.get('/api/schedule/posts')).statusCode).toBe(401);
    for (const [url, body] of [
      ['/api/schedule/create', postBody(design.id)],
      ['/api/schedule/update', updateBody(post.id)],
      ['/api/schedule/cancel', { id: post.id }],
    ] as const) {
      expectError(await visitor.post(url, body), 401, 'API_ERROR_UNAUTHORIZED', url);
      expectError(await ana.post(url, body, { csrf: false }), 403, 'API_ERROR_CSRF', url);
    }
    expect(await server().snapshot()).toEqual(before);
    expect(await listed(ana)).toEqual([post]);
  });

  it('refuses to update or cancel a post a worker has claimed (409), changing nothing', async () => {
    const { ana, post } = await withScheduledPost(server());
    await claimDelivery(server(), post.id, 'twitter');
    const [claimed] = await listed(ana);
    expect(claimed?.status).toBe('publishing');
    const before = await server().snapshot();
    const rows = await deliveryRows(server(), post.id);
    for (const response of [
      await ana.post('/api/schedule/update', updateBody(post.id, { networks: ['google'] })),
      await ana.post('/api/schedule/cancel', { id: post.id }),
    ]) {
      expectError(response, 409, 'API_ERROR_SCHEDULE_LOCKED');
    }
    expect(await server().snapshot()).toEqual(before);
    expect(await deliveryRows(server(), post.id)).toEqual(rows);
    expect(await listed(ana)).toEqual([claimed]);
  });

  it('refuses to update a post one of whose deliveries was tried and is waiting to retry', async () => {
    const { ana, post } = await withScheduledPost(server());
    await server()
      .db.updateTable('scheduled_deliveries')
      .set({ attempts: 1, lease_until: null, last_error: 'HTTP 500' })
      .where('post_id', '=', post.id)
      .where('network', '=', 'instagram')
      .execute();
    const update = await ana.post('/api/schedule/update', updateBody(post.id));
    expect(update.statusCode).toBe(409);
    // Not being published this moment: it may still be cancelled.
    const cancel = await ana.post('/api/schedule/cancel', { id: post.id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<{ data: ScheduledPost }>().data.status).toBe('cancelled');
  });

  it('refuses to cancel a post already published', async () => {
    const { ana, post } = await withScheduledPost(server());
    await server()
      .db.updateTable('scheduled_deliveries')
      .set({ status: 'delivered', attempts: 1, delivered_at: new Date().toISOString() })
      .where('post_id', '=', post.id)
      .execute();
    const response = await ana.post('/api/schedule/cancel', { id: post.id });
    expect(response.statusCode).toBe(409);
    expect((await listed(ana))[0]?.status).toBe('published');
  });

  it('stores nothing of a post whose deliveries the database refuses', async () => {
    const ana = await signedUp(server());
    const design = await saveDesign(ana);
    const restore = await refuseDeliveryInserts(server());
    try {
      const before = await server().snapshot();
      const response = await ana.post('/api/schedule/create', postBody(design.id));
      expect(response.statusCode).toBe(500);
      expect(await server().snapshot()).toEqual(before);
      const post = await schedule(ana, postBody(design.id, { networks: ['instagram'] }));
      const update = await ana.post(
        '/api/schedule/update',
        updateBody(post.id, { caption: 'Not kept', networks: ['instagram', 'twitter'] }),
      );
      expect(update.statusCode).toBe(500);
      expect(await listed(ana)).toEqual([post]);
    } finally {
      await restore();
    }
  });
});

/** A real failure inside the database: a trigger that refuses deliveries to Twitter. */
async function refuseDeliveryInserts(server: TestServer): Promise<() => Promise<void>> {
  if (server.engine === 'sqlite') {
    await sql`create trigger refuse_delivery before insert on scheduled_deliveries
      when new.network = 'twitter' begin select raise(abort, 'disk on fire'); end`.execute(server.db);
    return async () => {
      await sql`drop trigger refuse_delivery`.execute(server.db);
    };
  }
  await sql`create function refuse_delivery() returns trigger language plpgsql as $$
    begin if new.network = 'twitter' then raise exception 'disk on fire'; end if; return new; end $$`.execute(
    server.db,
  );
  await sql`create trigger refuse_delivery before insert on scheduled_deliveries for each row
    execute function refuse_delivery()`.execute(server.db);
  return async () => {
    await sql`drop trigger refuse_delivery on scheduled_deliveries`.execute(server.db);
    await sql`drop function refuse_delivery()`.execute(server.db);
  };
}
