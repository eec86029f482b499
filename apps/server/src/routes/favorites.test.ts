import type { DesignSummary, SavedDesign } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

type Items = { data: { items: DesignSummary[] } };

describeEachEngine('favorites', (engine) => {
  const server = useTestServer(engine);
  let ana: TestClient;
  let bob: TestClient;
  const anas: SavedDesign[] = [];
  let bobs: SavedDesign;
  let template: SavedDesign;

  const favoritesOf = async (client: TestClient, page = 1) =>
    (await client.get(`/api/editor/favorites?page=${page}`)).json<Items>().data.items;
  const count = async () =>
    Number(
      (
        await server()
          .db.selectFrom('favorites')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    const png = await makePng(30, 30);
    ana = server().client();
    await ana.signUp();
    bob = server().client();
    await bob.signUp();
    for (let index = 0; index < 23; index++)
      anas.push(
        (await ana.post('/api/save', savePayload(png, { title: `Ana ${index}` }))).json<{
          data: SavedDesign;
        }>().data,
      );
    bobs = (await bob.post('/api/save', savePayload(png, { title: 'Bob private' }))).json<{
      data: SavedDesign;
    }>().data;
    template = (await bob.post('/api/save', savePayload(png, { title: 'Bob template' }))).json<{
      data: SavedDesign;
    }>().data;
    await server().db.updateTable('designs').set({ is_template: 1 }).where('id', '=', template.id).execute();
  });

  it('marks own designs and templates, lists them newest mark first, 20 a page, and unmarks', async () => {
    for (const design of [...anas.slice(0, 21), template]) {
      const response = await ana.post('/api/editor/favorite', { design_id: design.id, favorite: true });
      expect(response.json()).toEqual({ data: { design_id: design.id, favorite: true } });
    }
    // Marking twice is harmless.
    expect(
      (await ana.post('/api/editor/favorite', { design_id: anas[0]!.id, favorite: true })).statusCode,
    ).toBe(200);

    const first = await favoritesOf(ana);
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({
      id: template.id,
      title: 'Bob template',
      favorite: true,
      board_id: null,
    });
    expect(first.every((item) => item.favorite)).toBe(true);
    expect((await favoritesOf(ana, 2)).map((item) => item.title)).toEqual(['Ana 1', 'Ana 0']);

    const feed = (await ana.get('/api/feed')).json<Items>().data.items;
    expect(feed.find((item) => item.id === anas[22]!.id)?.favorite).toBe(false);
    expect(feed.find((item) => item.id === anas[20]!.id)?.favorite).toBe(true);

    await ana.post('/api/editor/favorite', { design_id: template.id, favorite: false });
    expect((await favoritesOf(ana))[0]?.title).toBe('Ana 20');
    expect(await favoritesOf(bob)).toEqual([]);
  });

  it("refuses someone else's design and unknown ids as not found, storing nothing", async () => {
    const before = await count();
    for (const design_id of [bobs.id, 999_999]) {
      const response = await ana.post('/api/editor/favorite', { design_id, favorite: true });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('API_ERROR_NOT_FOUND');
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad bodies, visitors and requests without the anti-forgery header', async () => {
    const before = await count();
    for (const body of [
      {},
      { design_id: 'x', favorite: true },
      { design_id: anas[1]!.id },
      { design_id: -1, favorite: true },
    ]) {
      const response = await ana.post('/api/editor/favorite', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
    }
    const visitor = server().client();
    expect(
      (await visitor.post('/api/editor/favorite', { design_id: anas[1]!.id, favorite: true })).statusCode,
    ).toBe(401);
    expect((await visitor.get('/api/editor/favorites')).statusCode).toBe(401);
    const forged = await ana.post(
      '/api/editor/favorite',
      { design_id: anas[1]!.id, favorite: true },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
