import type { SavedDesign, TemplateCategory, TemplateRecord, TemplateSummary } from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { runSeeds, SYSTEM_USER_EMAIL } from '../seed/seeds';
import { getLayout, templateTypeOf } from '@lienzo/core';
import { TEMPLATE_CATEGORIES } from '../seed/templates/categories';
import { TEMPLATE_LIBRARY } from '../seed/templates/library';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

type List = { data: TemplateSummary[] };

describeEachEngine('templates and discover', (engine) => {
  const server = useTestServer(engine);
  let ana: TestClient;
  let visitor: TestClient;
  let anasDesign: SavedDesign;
  let categories: Map<string, number>;
  /** Hashes of the 22 templates made here, the newest last. */
  const made: string[] = [];

  const discover = async (query = '') => {
    const response = await visitor.get(`/api/discover${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json<List>().data;
  };
  const hashes = (list: TemplateSummary[]) => list.map((item) => item.hash);
  /** Every page of a query, in order. */
  const discoverAll = async (query: string) => {
    const all: TemplateSummary[] = [];
    for (let page = 1; ; page++) {
      const items = await discover(`${query}${query ? '&' : '?'}page=${page}`);
      if (items.length === 0) return all;
      all.push(...items);
    }
  };
  /** The seeded templates a filter should find, by hash. */
  const seeded = (keep: (template: (typeof TEMPLATE_LIBRARY)[number]) => boolean) =>
    TEMPLATE_LIBRARY.filter(keep)
      .map((template) => template.hash)
      .sort();

  beforeAll(async () => {
    await runSeeds(server().db, server().storage);
    categories = new Map(
      (await server().db.selectFrom('template_categories').select(['id', 'name']).execute()).map((row) => [
        row.name,
        row.id,
      ]),
    );
    // A category hidden from the editor, listed first by position if it were shown.
    await server()
      .db.insertInto('template_categories')
      .values({ name: 'Drafts', name_es: 'Borradores', position: 0, visible_in_editor: 0 })
      .execute();

    const png = await makePng(30, 30);
    ana = server().client();
    await ana.signUp();
    visitor = server().client();
    anasDesign = (await ana.post('/api/save', savePayload(png, { title: 'Private' }))).json<{
      data: SavedDesign;
    }>().data;

    // 22 more templates: alternately Holidays stories on Instagram and Business headers on Twitter, each a
    // minute newer than the one before, all newer than the seeded ones.
    for (let index = 0; index < 22; index++) {
      const saved = (await ana.post('/api/save', savePayload(png, { title: `Template ${index}` }))).json<{
        data: SavedDesign;
      }>().data;
      const even = index % 2 === 0;
      await server()
        .db.updateTable('designs')
        .set({
          is_template: 1,
          template_locale: 'en',
          type: even ? 'stories' : 'header',
          network: even ? 'instagram' : 'twitter',
          category_id: categories.get(even ? 'Holidays' : 'Business') ?? null,
          created_at: new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
        })
        .where('id', '=', saved.id)
        .execute();
      made.push(saved.hash);
    }
  });

  it('lists the visible categories by position with their Spanish names, to anyone', async () => {
    const response = await visitor.get('/api/editor/templateCategories');
    expect(response.statusCode).toBe(200);
    const items = response.json<{ data: { items: TemplateCategory[] } }>().data.items;
    const visible = TEMPLATE_CATEGORIES.filter((category) => category.visible_in_editor).sort(
      (a, b) => a.position - b.position,
    );
    expect(items.map(({ name, name_es, position }) => ({ name, name_es, position }))).toEqual(
      visible.map(({ name, name_es, position }) => ({ name, name_es, position })),
    );
    expect(items.map((item) => item.id)).toEqual(visible.map((c) => categories.get(c.name)));
    // Position, not the order they were stored in: Travel was added after Quotes but comes before it.
    expect(items.map((item) => item.name).slice(0, 3)).toEqual(['Sales', 'Travel', 'Quotes']);
    expect(items.some((item) => item.name === 'Archive' || item.name === 'Drafts')).toBe(false);
  });

  it('discovers templates newest first, 20 a page, without overlap, and never a plain design', async () => {
    const first = await discover();
    const second = await discover('?page=2');
    expect(first).toHaveLength(20);
    expect(hashes(first)).toEqual([...made].reverse().slice(0, 20));
    expect(hashes(second).slice(0, 2)).toEqual([made[1], made[0]]);
    const rest = [...second, ...(await discover('?page=3')), ...(await discover('?page=4'))];
    expect(rest.length).toBe(TEMPLATE_LIBRARY.length + made.length - 20);
    expect(hashes(rest).slice(2).sort()).toEqual(seeded(() => true));
    expect(await discover('?page=5')).toEqual([]);
    expect([...first, ...rest].some((item) => item.hash === anasDesign.hash)).toBe(false);
    expect(first[0]).toMatchObject({
      hash: made[21],
      title: 'Template 21',
      image: `/designs/${made[21]}_o.png`,
      type: 'header',
      network: 'twitter',
      category_id: categories.get('Business'),
      post_type: 'IMAGE',
    });
    // An empty filter is no filter.
    expect(hashes(await discover('?type=&network=&category='))).toEqual(hashes(first));
  });

  it('filters by type, category, network and layout, together, with an empty list when nothing matches', async () => {
    const sorted = (list: TemplateSummary[]) => hashes(list).sort();
    expect(sorted(await discoverAll(`?category=${categories.get('Sales')}`))).toEqual(
      seeded((template) => template.category === 'Sales'),
    );
    expect(sorted(await discoverAll('?network=facebook'))).toEqual(
      seeded((template) => getLayout(template.layoutKey).network === 'facebook'),
    );
    expect(sorted(await discoverAll('?layout=twitter.header'))).toEqual(
      seeded((template) => template.layoutKey === 'twitter.header'),
    );
    expect(seeded((template) => template.layoutKey === 'twitter.header').length).toBeGreaterThan(1);

    for (const type of ['stories', 'post', 'profile', 'header'] as const) {
      const found = await discoverAll(`?type=${type}`);
      expect(found.every((item) => item.type === type)).toBe(true);
      const madeOfType =
        type === 'stories'
          ? made.filter((_, i) => i % 2 === 0)
          : type === 'header'
            ? made.filter((_, i) => i % 2 === 1)
            : [];
      expect(sorted(found)).toEqual(
        [
          ...seeded((template) => templateTypeOf(getLayout(template.layoutKey)) === type),
          ...madeOfType,
        ].sort(),
      );
    }

    expect(sorted(await discoverAll('?type=post&network=instagram'))).toEqual(
      seeded(
        (template) =>
          template.layoutKey.startsWith('instagram.') &&
          templateTypeOf(getLayout(template.layoutKey)) === 'post',
      ),
    );
    expect(
      hashes(await discover(`?type=header&network=twitter&category=${categories.get('Business')}&page=1`)),
    ).toEqual([
      ...made.filter((_, i) => i % 2 === 1).reverse(),
      ...seeded((template) => template.hash === 'tplstudiohead027'),
    ]);

    expect(await discover('?network=youtube')).toEqual([]);
    expect(await discover('?layout=documents.a4')).toEqual([]);
    expect(await discover(`?category=${categories.get('Archive')}`)).toEqual([]);
    expect(await discover('?category=999999')).toEqual([]);
    expect(await discover(`?type=profile&category=${categories.get('Quotes')}`)).toEqual([]);
  });

  it('refuses bad filter values with a validation error', async () => {
    for (const query of [
      '?type=video',
      '?type=POST',
      '?type=post&type=stories',
      '?network=myspace',
      '?network=custom',
      '?layout=myspace.post',
      '?layout=twitter.header&layout=instagram.post',
      '?category=abc',
      '?category=0',
      '?category=-3',
      '?category=1.5',
      '?category=99999999999',
      '?page=0',
      '?page=x',
      '?page=10001',
    ]) {
      const response = await visitor.get(`/api/discover${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
    }
  });

  it('answers a template by its hash with its editor, category, type and network', async () => {
    const system = await server()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', SYSTEM_USER_EMAIL)
      .executeTakeFirstOrThrow();
    const response = await visitor.get('/api/template/tplweeklyquote01');
    expect(response.statusCode).toBe(200);
    const record = response.json<{ data: TemplateRecord }>().data;
    expect(record).toMatchObject({
      hash: 'tplweeklyquote01',
      title: 'Weekly quote',
      user_id: system.id,
      layout: 'instagram.post',
      network: 'instagram',
      type: 'post',
      category_id: categories.get('Quotes'),
      board_id: null,
      board: null,
      image: '/designs/tplweeklyquote01_o.png',
    });
    // The same editor document getEditorByHash answers.
    const byHash = (await visitor.get('/api/getEditorByHash/tplweeklyquote01')).json<{
      data: TemplateRecord;
    }>().data;
    expect(record.editor).toEqual(byHash.editor);
    // Signed in makes no difference.
    expect((await ana.get(`/api/template/${made[0]}`)).json<{ data: TemplateRecord }>().data).toMatchObject({
      hash: made[0],
      type: 'stories',
      board_id: null,
    });
  });

  it('lists and answers templates in the asked language, a hash of the other language finding its sibling (issue 24)', async () => {
    const spanish = await discoverAll('?lang=es');
    expect(hashes(spanish).sort()).toEqual(
      TEMPLATE_LIBRARY.map((template) => `esp${template.hash.slice(3)}`).sort(),
    );
    expect(spanish.find((item) => item.hash === 'espweeklyquote01')).toMatchObject({
      title: 'Frase de la semana',
      image: '/designs/espweeklyquote01_o.png',
      category_id: categories.get('Quotes'),
    });
    // English by default and for a language the app does not speak; none of the Spanish ones.
    const english = await discoverAll('?lang=fr');
    expect(hashes(english).some((hash) => hash.startsWith('esp'))).toBe(false);
    expect(hashes(english)).toEqual(hashes(await discoverAll('')));

    const answer = async (url: string) => (await visitor.get(url)).json<{ data: TemplateRecord }>().data;
    const inSpanish = await answer('/api/template/tplweeklyquote01?lang=es');
    expect(inSpanish).toMatchObject({ hash: 'espweeklyquote01', title: 'Frase de la semana', type: 'post' });
    expect(JSON.stringify(inSpanish.editor)).toContain('FRASE DE LA SEMANA');
    expect(await answer('/api/template/espweeklyquote01')).toMatchObject({ hash: 'tplweeklyquote01' });
    expect(await answer('/api/template/espweeklyquote01?lang=es')).toMatchObject({
      hash: 'espweeklyquote01',
    });
    // A template with no other language (made here) is itself in any language.
    expect(await answer(`/api/template/${made[0]}?lang=es`)).toMatchObject({ hash: made[0] });
  });

  it('answers 404 for an unknown hash, a malformed one, and a design that is not a template', async () => {
    for (const hash of [anasDesign.hash, 'zzzzzzzzzzzzzzzz', 'short', '..%2F..%2Fetc', 'TPLWEEKLYQUOTE01']) {
      for (const client of [visitor, ana]) {
        const response = await client.get(`/api/template/${hash}`);
        expect(response.statusCode, hash).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'API_ERROR_NOT_FOUND', message: 'Not found.' } });
      }
    }
  });
});
