import type { DesignSize, DesignSummary, SavedDesign } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

type Sizes = { data: { items: DesignSize[] } };

describeEachEngine('design sizes (magic resize, issue 23)', (engine) => {
  const server = useTestServer(engine);
  let ana: TestClient;
  let bob: TestClient;
  let story: SavedDesign;
  let png: Buffer;

  const save = async (client: TestClient, overrides: Parameters<typeof savePayload>[1] = {}) =>
    client.post('/api/save', savePayload(png, { title: 'Spring sale', ...overrides }));
  const saved = async (client: TestClient, overrides: Parameters<typeof savePayload>[1] = {}) =>
    (await save(client, overrides)).json<{ data: SavedDesign }>().data;
  const sizesOf = async (client: TestClient, id: number) => client.get(`/api/editor/designSizes?id=${id}`);
  const galleryOf = async (client: TestClient) =>
    (await client.get('/api/feed?page=1')).json<{ data: { items: DesignSummary[] } }>().data.items;

  beforeAll(async () => {
    png = await makePng(30, 30);
    ana = server().client();
    await ana.signUp();
    bob = server().client();
    await bob.signUp();
    story = await saved(ana);
  });

  it('lists a design with no copies as its only size, and 1 size in the gallery', async () => {
    const answer = await sizesOf(ana, story.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Sizes>().data.items.map((size) => size.id)).toEqual([story.id]);
    expect((await galleryOf(ana)).find((row) => row.id === story.id)?.sizes).toBe(1);
  });

  it('joins copies made of a design, or of one of its copies, into one family listed oldest first', async () => {
    const post = await saved(ana, { resize_of: story.id, width: 30, height: 30 });
    const header = await saved(ana, { resize_of: post.id });
    for (const id of [story.id, post.id, header.id]) {
      const items = (await sizesOf(ana, id)).json<Sizes>().data.items;
      expect(items.map((size) => size.id)).toEqual([story.id, post.id, header.id]);
      expect(items[0]).toMatchObject({ title: 'Spring sale', hash: story.hash, page_count: 1 });
      expect(items[0]!.image).toContain(story.hash);
    }
    const gallery = await galleryOf(ana);
    for (const id of [story.id, post.id, header.id])
      expect(gallery.find((row) => row.id === id)?.sizes).toBe(3);
    // Saving a size again keeps it in the family.
    await save(ana, { id: post.id, resize_of: null });
    expect((await sizesOf(ana, post.id)).json<Sizes>().data.items).toHaveLength(3);
  });

  it('refuses to join a design of someone else or one that does not exist, storing nothing', async () => {
    const count = async () =>
      Number(
        (
          await server()
            .db.selectFrom('designs')
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    for (const resize_of of [story.id, 987_654]) {
      const answer = await save(bob, { resize_of });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'API_ERROR_VALIDATION' } });
      expect(JSON.stringify(answer.json())).toContain('resize_of');
    }
    expect(await count()).toBe(before);
  });

  it("answers someone else's design, an unknown id and a malformed id alike: not found or invalid", async () => {
    expect((await sizesOf(bob, story.id)).statusCode).toBe(404);
    expect((await sizesOf(ana, 987_654)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '2.5', '9'.repeat(30)])
      expect((await ana.get(`/api/editor/designSizes?id=${id}`)).statusCode).toBe(400);
    expect((await server().client().get(`/api/editor/designSizes?id=${story.id}`)).statusCode).toBe(401);
  });
});
