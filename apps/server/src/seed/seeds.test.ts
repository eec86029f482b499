import { getLayout, migrate, templateTypeOf, type DesignRecord } from '@lienzo/core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';
import { runSeeds, SYSTEM_USER_EMAIL } from './seeds';
import { TEMPLATE_CATEGORIES } from './templates/categories';
import { TEMPLATE_LIBRARY, TEMPLATE_VERSIONS } from './templates/library';
import { templateLibraryVersion } from './templates/seed-templates';
import { templateDocument } from './templates/template-definition';

const LIBRARY_SEED = `0004-template-library-${templateLibraryVersion()}`;
const STARTER_HASHES = ['tplsummersale001', 'tplweeklyquote01', 'tpleventannounce'];

describeEachEngine('seeding', (engine) => {
  const server = useTestServer(engine);

  const templates = () =>
    server().db.selectFrom('designs').selectAll().where('is_template', '=', 1).orderBy('id').execute();
  const categories = () => server().db.selectFrom('template_categories').selectAll().orderBy('id').execute();

  it('creates the system user, every template and category once, and records it', async () => {
    expect(await runSeeds(server().db, server().storage)).toEqual(['0001-system-user', LIBRARY_SEED]);
    expect(await runSeeds(server().db, server().storage)).toEqual([]);
    await server().restart();
    expect(await runSeeds(server().db, server().storage)).toEqual([]);

    expect(await server().count('users')).toBe(1);
    const rows = await templates();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.map((row) => row.hash).sort()).toEqual(TEMPLATE_VERSIONS.map(({ hash }) => hash).sort());
    const system = await server()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', SYSTEM_USER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(rows.every((row) => row.user_id === system.id && row.board_id === null)).toBe(true);

    const stored = await categories();
    expect(
      stored.map(({ name, name_es, position, visible_in_editor }) => ({
        name,
        name_es,
        position,
        visible_in_editor,
      })),
    ).toEqual(
      TEMPLATE_CATEGORIES.map((category) => ({
        ...category,
        visible_in_editor: category.visible_in_editor ? 1 : 0,
      })),
    );
    const categoryName = new Map(stored.map((row) => [row.id, row.name]));
    for (const { template, locale, hash } of TEMPLATE_VERSIONS) {
      const row = rows.find((candidate) => candidate.hash === hash);
      const layout = getLayout(template.layoutKey);
      expect(categoryName.get(row?.category_id ?? 0)).toBe(template.category);
      expect(row).toMatchObject({
        title: template.title[locale],
        layout: layout.key,
        network: layout.network,
        type: templateTypeOf(layout),
      });
    }
    // Every type and every visible category has templates.
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['stories', 'post', 'profile', 'header']));
    for (const category of stored.filter((row) => row.visible_in_editor === 1))
      expect(
        rows.some((row) => row.category_id === category.id),
        category.name,
      ).toBe(true);
  });

  it('stores valid documents and the rendered thumbnails as the templates’ images', async () => {
    await runSeeds(server().db, server().storage);
    const client = server().client();
    for (const { template, locale, hash } of TEMPLATE_VERSIONS) {
      const record = (await client.get(`/api/getEditorByHash/${hash}`)).json<{
        data: DesignRecord;
      }>().data;
      const checked = migrate(record.editor);
      expect(checked.ok, hash).toBe(true);
      if (checked.ok) expect(checked.document).toEqual(templateDocument(template, locale));

      const preview = await client.get(`/designs/${hash}_o.png`);
      expect(preview.statusCode).toBe(200);
      const { format, width = 0, height = 0 } = await sharp(preview.rawPayload).metadata();
      expect(format).toBe('png');
      expect(Math.abs(width / height - record.width / record.height), hash).toBeLessThan(0.02);
      // A real picture: not one flat colour.
      const { channels } = await sharp(preview.rawPayload).stats();
      expect(
        channels.some((channel) => channel.stdev > 5),
        hash,
      ).toBe(true);
    }
  });

  it('keeps templates out of anyone’s feed', async () => {
    await runSeeds(server().db, server().storage);
    const client = server().client();
    await client.signUp();
    expect((await client.get('/api/feed')).json().data.items).toEqual([]);
  });
});

describeEachEngine('seeding over the three starter templates', (engine) => {
  const server = useTestServer(engine);
  const templates = () =>
    server().db.selectFrom('designs').selectAll().where('is_template', '=', 1).orderBy('id').execute();
  const categories = () => server().db.selectFrom('template_categories').selectAll().orderBy('id').execute();

  it('gives a database seeded with the three starter templates the whole library, without duplicates', async () => {
    const db = server().db;
    const now = new Date(Date.UTC(2026, 0, 1)).toISOString();
    await db
      .insertInto('users')
      .values({ name: 'Lienzo', email: SYSTEM_USER_EMAIL, password_hash: 'x', created_at: now })
      .execute();
    const system = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    for (const name of ['0001-system-user', '0002-starter-templates', '0003-template-categories'])
      await db.insertInto('seeds').values({ name, applied_at: now }).execute();
    const old = ['Sales', 'Quotes', 'Events', 'Holidays', 'Business', 'Food & drink'];
    for (const [index, name] of old.entries())
      await db
        .insertInto('template_categories')
        .values({ name, name_es: `old ${name}`, position: index + 1, visible_in_editor: 1 })
        .execute();
    for (const hash of STARTER_HASHES)
      await db
        .insertInto('designs')
        .values({
          hash,
          user_id: system.id,
          board_id: null,
          title: `old ${hash}`,
          post_type: 'IMAGE',
          editor: '{}',
          text_content: '',
          keywords: '',
          layout: 'instagram.post',
          network: 'instagram',
          type: 'post',
          width: 800,
          height: 800,
          image_key: `templates/${hash}.png`,
          video_url: null,
          is_template: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();

    expect(await runSeeds(db, server().storage)).toEqual([LIBRARY_SEED]);
    const rows = await templates();
    expect(rows.map((row) => row.hash).sort()).toEqual(TEMPLATE_VERSIONS.map(({ hash }) => hash).sort());
    for (const hash of STARTER_HASHES) {
      const row = rows.find((candidate) => candidate.hash === hash);
      const template = TEMPLATE_LIBRARY.find((candidate) => candidate.hash === hash);
      expect(row?.title).toBe(template?.title.en);
      expect(row?.layout).toBe(template?.layoutKey);
      expect(row?.created_at).toBe(now);
      expect(JSON.parse(row?.editor ?? '{}')).toEqual(template && templateDocument(template));
    }
    const stored = await categories();
    expect(stored.map((row) => row.name).sort()).toEqual(
      TEMPLATE_CATEGORIES.map((category) => category.name).sort(),
    );
    expect(stored.find((row) => row.name === 'Sales')?.name_es).toBe('Ventas');
  });
});
