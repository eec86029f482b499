import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, TestServer } from '../test/harness';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';

describeEachEngine('migrations', (engine) => {
  it('create every table, run once, and survive a restart', async () => {
    const server = await TestServer.start(engine);
    try {
      // PostgreSQL introspection lists every schema's tables, other test runs' included: keep this one's.
      const schema =
        engine === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db)).rows[0]
              ?.schema
          : undefined;
      const tables = (await server.db.introspection.getTables())
        .filter((table) => schema === undefined || table.schema === schema)
        .map((table) => table.name)
        .sort();
      expect(tables).toEqual([
        'boards',
        'custom_layouts',
        'designs',
        'favorites',
        'fonts',
        'seeds',
        'sessions',
        'template_categories',
        'uploads',
        'users',
      ]);
      // Already applied by the harness: nothing left to do.
      expect(await migrateToLatest(server.db)).toEqual([]);
      await server.restart();
      expect(await migrateToLatest(server.db)).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        server.db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await server.close();
    }
  });

  it('number ids, enforce unique emails and hashes, cascade users and null a deleted board', async () => {
    const server = await TestServer.start(engine);
    try {
      const now = new Date().toISOString();
      const user = (user: string) => ({
        name: user,
        email: `${user}@example.com`,
        password_hash: '!',
        created_at: now,
      });
      const a = await server.db
        .insertInto('users')
        .values(user('a'))
        .returning('id')
        .executeTakeFirstOrThrow();
      const b = await server.db
        .insertInto('users')
        .values(user('b'))
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(b.id).toBe(a.id + 1);
      await expect(server.db.insertInto('users').values(user('a')).execute()).rejects.toThrow();
      const { language } = await server.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      expect(language).toBe('en');

      const board = await server.db
        .insertInto('boards')
        .values({ user_id: a.id, name: 'x', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const design = {
        hash: 'aaaaaaaaaaaaaaaa',
        user_id: a.id,
        board_id: board.id,
        title: 't',
        post_type: 'IMAGE' as const,
        editor: '{}',
        text_content: '',
        keywords: '',
        layout: 'instagram.story',
        network: '',
        type: '',
        width: 1,
        height: 1,
        image_key: 'designs/a.png',
        video_url: null,
        created_at: now,
        updated_at: now,
      };
      await server.db.insertInto('designs').values(design).execute();
      await expect(server.db.insertInto('designs').values(design).execute()).rejects.toThrow();
      await expect(
        server.db
          .insertInto('designs')
          .values({ ...design, hash: 'bbbbbbbbbbbbbbbb', post_type: 'gif' as 'IMAGE' })
          .execute(),
      ).rejects.toThrow();

      await server.db.deleteFrom('boards').where('id', '=', board.id).execute();
      const row = await server.db
        .selectFrom('designs')
        .select(['board_id', 'is_template'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ board_id: null, is_template: 0 });

      await server.db.deleteFrom('users').where('id', '=', a.id).execute();
      expect(await server.count('designs')).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('keep custom layout hashes unique per user, and uncategorise templates of a deleted category', async () => {
    const server = await TestServer.start(engine);
    try {
      const now = new Date().toISOString();
      const [a, b] = await server.db
        .insertInto('users')
        .values(
          ['a', 'b'].map((name) => ({
            name,
            email: `${name}@example.com`,
            password_hash: '!',
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      const layout = { hash: 'custom.abcdefghijklm', label: 'x', width: 100, height: 100, created_at: now };
      await server.db
        .insertInto('custom_layouts')
        .values({ ...layout, user_id: a!.id })
        .execute();
      await server.db
        .insertInto('custom_layouts')
        .values({ ...layout, user_id: b!.id })
        .execute();
      await expect(
        server.db
          .insertInto('custom_layouts')
          .values({ ...layout, user_id: a!.id })
          .execute(),
      ).rejects.toThrow();

      const category = await server.db
        .insertInto('template_categories')
        .values({ name: 'Sales', name_es: 'Ventas', position: 1 })
        .returning(['id', 'visible_in_editor'])
        .executeTakeFirstOrThrow();
      expect(category.visible_in_editor).toBe(1);
      await server.db
        .insertInto('designs')
        .values({
          hash: 'aaaaaaaaaaaaaaaa',
          user_id: a!.id,
          board_id: null,
          title: 't',
          post_type: 'IMAGE',
          editor: '{}',
          text_content: '',
          keywords: '',
          layout: 'instagram.story',
          network: 'instagram',
          type: 'stories',
          width: 1,
          height: 1,
          image_key: 'designs/a.png',
          video_url: null,
          is_template: 1,
          category_id: category.id,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await server.db.deleteFrom('template_categories').where('id', '=', category.id).execute();
      expect(
        (await server.db.selectFrom('designs').select('category_id').executeTakeFirstOrThrow()).category_id,
      ).toBeNull();

      await server.db.deleteFrom('users').where('id', '=', a!.id).execute();
      expect(await server.count('custom_layouts')).toBe(1);
    } finally {
      await server.close();
    }
  });
});
