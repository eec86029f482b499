import type { SavedDesign, ScheduledPost } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

type Posts = { data: { items: ScheduledPost[] } };

describeEachEngine('scheduling the sizes of a design together (magic resize, issue 23)', (engine) => {
  const server = useTestServer(engine);
  let ana: TestClient;
  let story: SavedDesign;
  let facebook: SavedDesign;
  let linkedin: SavedDesign;
  let alone: SavedDesign;

  const save = async (overrides: Parameters<typeof savePayload>[1]) =>
    (
      await ana.post('/api/save', savePayload(await makePng(30, 30), { title: 'Spring sale', ...overrides }))
    ).json<{
      data: SavedDesign;
    }>().data;
  const body = (designId: number, networks: string[], overrides: Record<string, unknown> = {}) => ({
    design_id: designId,
    networks,
    publish_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    time_zone: 'Europe/Madrid',
    caption: 'Spring is here',
    hashtags: ['spring'],
    ...overrides,
  });
  const counts = async () => {
    const count = async (table: 'scheduled_posts' | 'scheduled_deliveries') =>
      Number(
        (
          await server()
            .db.selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return [await count('scheduled_posts'), await count('scheduled_deliveries')];
  };

  beforeAll(async () => {
    ana = server().client();
    await ana.signUp();
    story = await save({ layout: 'instagram.story' });
    facebook = await save({ layout: 'facebook.post', resize_of: story.id });
    linkedin = await save({ layout: 'linkedin.post', resize_of: story.id });
    alone = await save({ layout: 'instagram.post' });
  });

  it('gives each network its own size with one caption: one post per size, the one asked for first', async () => {
    const before = await counts();
    const answer = await ana.post(
      '/api/schedule/createForSizes',
      body(story.id, ['linkedin', 'instagram', 'fb_page', 'twitter', 'fb_group']),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const posts = answer.json<Posts>().data.items;
    expect(posts.map((post) => [post.design_id, post.networks])).toEqual([
      // Twitter has no size of its own and takes the story's proportions.
      [story.id, ['instagram', 'twitter']],
      [linkedin.id, ['linkedin']],
      [facebook.id, ['fb_page', 'fb_group']],
    ]);
    for (const post of posts) {
      expect(post).toMatchObject({ caption: 'Spring is here', hashtags: ['spring'], status: 'scheduled' });
      expect(post.deliveries.map((delivery) => delivery.network)).toEqual(post.networks);
    }
    const after = await counts();
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([3, 5]);
  });

  it('schedules a design with no other size as one post', async () => {
    const posts = (
      await ana.post('/api/schedule/createForSizes', body(alone.id, ['instagram', 'linkedin']))
    ).json<Posts>().data.items;
    expect(posts.map((post) => [post.design_id, post.networks])).toEqual([
      [alone.id, ['instagram', 'linkedin']],
    ]);
  });

  it("refuses someone else's design, an unknown one and a bad body, storing nothing", async () => {
    const bob = server().client();
    await bob.signUp();
    const before = await counts();
    expect((await bob.post('/api/schedule/createForSizes', body(story.id, ['instagram']))).statusCode).toBe(
      404,
    );
    expect((await ana.post('/api/schedule/createForSizes', body(987_654, ['instagram']))).statusCode).toBe(
      404,
    );
    const past = await ana.post(
      '/api/schedule/createForSizes',
      body(story.id, ['instagram', 'fb_page'], {
        publish_at: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    );
    expect(past.statusCode).toBe(400);
    expect((await ana.post('/api/schedule/createForSizes', body(story.id, []))).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
