import { getLayout, migrate, templateTypeOf, type DesignRecord } from '@lienzo/core';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';
import { runSeeds, SYSTEM_USER_EMAIL } from './seeds';
import { STARTER_TEMPLATES, TEMPLATE_CATEGORIES } from './starter-templates';

describeEachEngine('seeding', (engine) => {
  const server = useTestServer(engine);

  it('creates the system user and three templates once, and records it', async () => {
    expect(await runSeeds(server().db, server().storage)).toEqual([
      '0001-system-user',
      '0002-starter-templates',
      '0003-template-categories',
    ]);
    expect(await runSeeds(server().db, server().storage)).toEqual([]);
    await server().restart();
    expect(await runSeeds(server().db, server().storage)).toEqual([]);

    expect(await server().count('users')).toBe(1);
    expect(await server().count('seeds')).toBe(3);
    const templates = await server()
      .db.selectFrom('designs')
      .selectAll()
      .where('is_template', '=', 1)
      .execute();
    expect(templates.map((row) => row.hash).sort()).toEqual(
      STARTER_TEMPLATES.map((template) => template.hash).sort(),
    );
    const system = await server()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', SYSTEM_USER_EMAIL)
      .executeTakeFirstOrThrow();
    expect(templates.every((row) => row.user_id === system.id)).toBe(true);

    const categories = await server()
      .db.selectFrom('template_categories')
      .selectAll()
      .orderBy('position')
      .execute();
    expect(categories.map(({ name, name_es }) => ({ name, name_es }))).toEqual(TEMPLATE_CATEGORIES);
    expect(categories.map((row) => row.position)).toEqual(categories.map((_, index) => index + 1));
    expect(categories.every((row) => row.visible_in_editor === 1)).toBe(true);
    const categoryName = new Map(categories.map((row) => [row.id, row.name]));
    for (const template of STARTER_TEMPLATES) {
      const row = templates.find((candidate) => candidate.hash === template.hash);
      expect(categoryName.get(row?.category_id ?? 0)).toBe(template.category);
      expect(row?.type).toBe(templateTypeOf(getLayout(template.layoutKey)));
    }
    expect(templates.map((row) => row.type).sort()).toEqual(['post', 'post', 'stories']);
  });

  it('stores valid documents with pz-text objects and previews of the same size', async () => {
    const client = server().client();
    for (const template of STARTER_TEMPLATES) {
      const record = (await client.get(`/api/getEditorByHash/${template.hash}`)).json<{
        data: DesignRecord;
      }>().data;
      const checked = migrate(record.editor);
      expect(checked.ok).toBe(true);
      if (!checked.ok) continue;
      expect(checked.document).toEqual(record.editor);
      expect(checked.document.background.color).toBe(template.background);
      expect(checked.document.objects.map((object) => ('text' in object ? object.text : ''))).toEqual(
        template.texts.map((text) => text.text),
      );
      expect(record.title).toBe(template.title);
      expect(record.text_content).toBe(template.texts.map((text) => text.text).join(' '));

      const preview = await client.get(`/designs/${template.hash}_o.png`);
      expect(preview.statusCode).toBe(200);
      const image = sharp(preview.rawPayload);
      expect(await image.metadata()).toMatchObject({
        format: 'png',
        width: record.width,
        height: record.height,
      });
      // The corner shows the template's background colour.
      const { data } = await image
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const hex = `#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
      expect(hex.toLowerCase()).toBe(template.background.toLowerCase());
    }
  });

  it('keeps templates out of the system user’s gallery count and out of anyone’s feed', async () => {
    const client = server().client();
    await client.signUp();
    expect((await client.get('/api/feed')).json().data.items).toEqual([]);
  });
});
