import { galleryCursor, type DesignSummary, type SavedDesign } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { completeDocument, makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

type Feed = { data: { items: DesignSummary[]; next_cursor: string | null } };

describeEachEngine('GET /api/feed', (engine) => {
  const server = useTestServer(engine);
  let owner: TestClient;
  let boardId: number;
  const saved: SavedDesign[] = [];

  beforeAll(async () => {
    owner = server().client();
    await owner.signUp();
    boardId = (await owner.post('/api/boards/create', { name: 'Spring' })).json<{ data: { id: number } }>()
      .data.id;
    const png = await makePng(540, 960);
    // 23 designs: every fifth on the board; two with findable words (one with an accent in its title).
    for (let index = 0; index < 23; index++) {
      const title = index === 3 ? 'Café Opening' : index === 7 ? 'Summer 100%_deal' : `Design ${index}`;
      const response = await owner.post(
        '/api/save',
        savePayload(png, {
          title,
          // The keywords are the document's words: only design 11 says these.
          editor: completeDocument(index === 11 ? `${title} tacos fiesta` : title),
          board_id: index % 5 === 0 ? boardId : null,
        }),
      );
      saved.push(response.json<{ data: SavedDesign }>().data);
    }
    // Someone else's design and the seeded kind of template never show in this gallery.
    const other = server().client();
    await other.signUp();
    await other.post('/api/save', savePayload(png, { title: 'Café of someone else' }));
    await server()
      .db.updateTable('designs')
      .set({ is_template: 1 })
      .where('id', '=', saved[22]!.id)
      .execute();
  });

  it('pages the caller’s designs newest first, 20 a page', async () => {
    const first = (await owner.get('/api/feed?page=1')).json<Feed>().data.items;
    const second = (await owner.get('/api/feed?page=2')).json<Feed>().data.items;
    const third = (await owner.get('/api/feed?page=3')).json<Feed>().data.items;
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(2);
    expect(third).toEqual([]);
    const expected = saved
      .slice(0, 22)
      .reverse()
      .map((design) => design.id);
    expect([...first, ...second].map((item) => item.id)).toEqual(expected);
    expect(first[0]).toEqual({
      id: saved[21]!.id,
      hash: saved[21]!.hash,
      image: `/designs/${saved[21]!.hash}_o.png`,
      title: 'Design 21',
      post_type: 'IMAGE',
      board_id: null,
      width: 540,
      height: 960,
      page_count: 1,
      sizes: 1,
      updated_at: expect.any(String),
      favorite: false,
    });
    expect((await owner.get('/api/feed')).json<Feed>().data.items.map((item) => item.id)).toEqual(
      first.map((item) => item.id),
    );
  });

  it('puts a design saved again at the top', async () => {
    const oldest = saved[0]!;
    await owner.post(
      '/api/save',
      savePayload(await makePng(40, 40), { id: oldest.id, board_id: boardId, title: 'Design 0' }),
    );
    const [top] = (await owner.get('/api/feed')).json<Feed>().data.items;
    expect(top?.id).toBe(oldest.id);
  });

  it('finds by title or keywords, ignoring case and accents’ case, with LIKE characters taken literally', async () => {
    const search = async (query: string) =>
      (await owner.get(`/api/feed?query=${encodeURIComponent(query)}`))
        .json<Feed>()
        .data.items.map((item) => item.title);
    expect(await search('CAFÉ')).toEqual(['Café Opening']);
    expect(await search('fiesta')).toEqual(['Design 11']);
    expect(await search('100%_')).toEqual(['Summer 100%_deal']);
    expect(await search('%')).toEqual(['Summer 100%_deal']);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('filters by board', async () => {
    const items = (await owner.get(`/api/feed?board_id=${boardId}`)).json<Feed>().data.items;
    expect(items.map((item) => item.title).sort()).toEqual(
      ['Design 0', 'Design 10', 'Design 15', 'Design 20', 'Design 5'].sort(),
    );
    expect(items.every((item) => item.board_id === boardId)).toBe(true);
  });

  it('says where the next page starts, and nothing after the last page', async () => {
    const first = (await owner.get('/api/feed')).json<Feed>().data;
    const last = first.items.at(-1)!;
    expect(first.next_cursor).toBe(galleryCursor(last));
    const second = (
      await owner.get(`/api/feed?cursor=${encodeURIComponent(first.next_cursor!)}`)
    ).json<Feed>().data;
    expect(second.items.map((item) => item.id)).toEqual(
      (await owner.get('/api/feed?page=2')).json<Feed>().data.items.map((item) => item.id),
    );
    expect(second.next_cursor).toBeNull();
  });

  it('keeps the cursor inside the search and the board', async () => {
    const onBoard = (await owner.get(`/api/feed?board_id=${boardId}`)).json<Feed>().data.items;
    const afterFirst = galleryCursor(onBoard[0]!);
    const rest = (await owner.get(`/api/feed?board_id=${boardId}&cursor=${encodeURIComponent(afterFirst)}`))
      .json<Feed>()
      .data.items.map((item) => item.id);
    expect(rest).toEqual(onBoard.slice(1).map((item) => item.id));
    const found = (
      await owner.get(`/api/feed?query=design&cursor=${encodeURIComponent(afterFirst)}`)
    ).json<Feed>().data.items;
    expect(found.every((item) => item.title.toLowerCase().includes('design'))).toBe(true);
  });

  it('refuses a bad page or cursor with a 400 naming it', async () => {
    const badCursors = [
      'abc',
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T10:00:00.000Z_0',
      '2026-13-45T99:00:00.000Z_4',
      "2026-11-23T10:00:00.000Z_1' OR 1=1 --",
      `2026-11-23T10:00:00.000Z_${'9'.repeat(40)}`,
    ];
    const queries = [
      'page=0',
      'page=abc',
      'board_id=-1',
      ...badCursors.map((c) => `cursor=${encodeURIComponent(c)}`),
    ];
    for (const query of queries) {
      const response = await owner.get(`/api/feed?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
    }
  });

  it('answers 401 to a visitor', async () => {
    const response = await server().client().get('/api/feed');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'API_ERROR_UNAUTHORIZED', message: 'Please sign in first.' },
    });
  });
});

describeEachEngine('GET /api/feed while designs are being saved', (engine) => {
  const server = useTestServer(engine);

  it('walks every design once with the cursor, although new and re-saved designs jump to the top', async () => {
    const owner = server().client();
    await owner.signUp();
    const png = await makePng(20, 20);
    const save = async (title: string, id?: number) =>
      (await owner.post('/api/save', savePayload(png, { title, ...(id ? { id } : {}) }))).json<{
        data: SavedDesign;
      }>().data;
    const before: SavedDesign[] = [];
    for (let index = 0; index < 45; index++) before.push(await save(`Before ${index}`));

    const first = (await owner.get('/api/feed')).json<Feed>().data;
    // Meanwhile: three new designs and one re-save of a design already shown.
    for (let index = 0; index < 3; index++) await save(`During ${index}`);
    await save('Before 44 again', before[44]!.id);

    const seen = [...first.items];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = (await owner.get(`/api/feed?cursor=${encodeURIComponent(cursor)}`)).json<Feed>().data;
      seen.push(...page.items);
      cursor = page.next_cursor;
    }
    const ids = seen.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(before.map((design) => design.id));

    // The same walk by page number repeats designs: why the gallery follows the cursor.
    const byNumber = (await owner.get('/api/feed?page=2')).json<Feed>().data.items.map((item) => item.id);
    expect(byNumber.some((id) => first.items.some((item) => item.id === id))).toBe(true);
  });

  it('walks designs changed in the same millisecond once each, the id breaking the tie', async () => {
    const owner = server().client();
    const user = await owner.signUp();
    const png = await makePng(20, 20);
    for (let index = 0; index < 25; index++)
      await owner.post('/api/save', savePayload(png, { title: `Same time ${index}` }));
    await server()
      .db.updateTable('designs')
      .set({ updated_at: '2026-11-23T10:00:00.000Z' })
      .where('user_id', '=', user.id)
      .execute();
    const first = (await owner.get('/api/feed')).json<Feed>().data;
    const second = (
      await owner.get(`/api/feed?cursor=${encodeURIComponent(first.next_cursor!)}`)
    ).json<Feed>().data;
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(ids).toHaveLength(25);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(second.next_cursor).toBeNull();
  });
});
