import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Insertable, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, TestServer, type EngineName } from '../test/harness';
import { createTestSchema, dropTestSchema, TEST_POSTGRES_URL } from '../test/postgres';
import { createDatabase } from './create-database';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import type { Database, DesignsTable } from './types';

/** An empty database of its own, handed to `work` and removed after. */
async function withEmptyDatabase(engine: EngineName, work: (db: Kysely<Database>) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), 'lienzo-migrate-test-'));
  const schema = engine === 'postgres' ? await createTestSchema() : null;
  const db = schema
    ? createDatabase({ postgresUrl: TEST_POSTGRES_URL, schema })
    : createDatabase({ sqliteFile: join(dir, 'lienzo.sqlite') });
  try {
    await work(db);
  } finally {
    await db.destroy();
    if (schema) await dropTestSchema(schema);
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PostgreSQL schema this test's database lives in; none on SQLite. */
async function currentSchema(db: Kysely<Database>, engine: EngineName): Promise<string | undefined> {
  if (engine !== 'postgres') return undefined;
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
}

/** The names of the database's tables, sorted (on PostgreSQL, its own schema's: see OwnSchemaIntrospector). */
async function tableNames(db: Kysely<Database>): Promise<string[]> {
  return (await db.introspection.getTables()).map((table) => table.name).sort();
}

async function migrateTo(db: Kysely<Database>, engine: EngineName, name: string): Promise<void> {
  const schema = await currentSchema(db, engine);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

/** A test server of `engine`, migrated by the harness, handed to `work` and closed after. */
async function withTestServer(engine: EngineName, work: (server: TestServer) => Promise<void>) {
  const server = await TestServer.start(engine);
  try {
    await work(server);
  } finally {
    await server.close();
  }
}

/** Inserts a user named `name` (email `{name}@example.com`, no password) and returns its id. */
async function insertUser(db: Kysely<Database>, name: string, now: string) {
  return db
    .insertInto('users')
    .values({ name, email: `${name}@example.com`, password_hash: '!', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A design row of `userId` with every column a migration before 0013 requires; `changes` replace any. */
function designRow(
  userId: number,
  now: string,
  changes: Partial<Insertable<DesignsTable>> = {},
): Insertable<DesignsTable> {
  return {
    hash: 'aaaaaaaaaaaaaaaa',
    user_id: userId,
    board_id: null,
    title: 't',
    post_type: 'IMAGE',
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
    ...changes,
  };
}

describeEachEngine('migrations', (engine) => {
  it('create every table, run once, and survive a restart', async () => {
    await withTestServer(engine, async (server) => {
      expect(await tableNames(server.db)).toEqual([
        'boards',
        'custom_layouts',
        'design_pages',
        'designs',
        'favorites',
        'fonts',
        'jobs',
        'oauth_accounts',
        'scheduled_deliveries',
        'scheduled_posts',
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
    });
  });

  it('number ids, enforce unique emails and hashes, cascade users and null a deleted board', async () => {
    await withTestServer(engine, async (server) => {
      const now = new Date().toISOString();
      const a = await insertUser(server.db, 'a', now);
      const b = await insertUser(server.db, 'b', now);
      expect(b.id).toBe(a.id + 1);
      await expect(insertUser(server.db, 'a', now)).rejects.toThrow();
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
      const design = designRow(a.id, now, { board_id: board.id });
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
    });
  });

  it('keep custom layout hashes unique per user, and uncategorise templates of a deleted category', async () => {
    await withTestServer(engine, async (server) => {
      const now = new Date().toISOString();
      const a = await insertUser(server.db, 'a', now);
      const b = await insertUser(server.db, 'b', now);
      const layout = { hash: 'custom.abcdefghijklm', label: 'x', width: 100, height: 100, created_at: now };
      await server.db
        .insertInto('custom_layouts')
        .values({ ...layout, user_id: a.id })
        .execute();
      await server.db
        .insertInto('custom_layouts')
        .values({ ...layout, user_id: b.id })
        .execute();
      await expect(
        server.db
          .insertInto('custom_layouts')
          .values({ ...layout, user_id: a.id })
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
        .values(
          designRow(a.id, now, {
            network: 'instagram',
            type: 'stories',
            is_template: 1,
            category_id: category.id,
          }),
        )
        .execute();
      await server.db.deleteFrom('template_categories').where('id', '=', category.id).execute();
      expect(
        (await server.db.selectFrom('designs').select('category_id').executeTakeFirstOrThrow()).category_id,
      ).toBeNull();

      await server.db.deleteFrom('users').where('id', '=', a.id).execute();
      expect(await server.count('custom_layouts')).toBe(1);
    });
  });

  it('0007 keeps the pictures uploaded before it, their ids and the id counter, and checks each kind’s columns', async () => {
    await withEmptyDatabase(engine, async (db) => {
      await migrateTo(db, engine, '0006-layouts-and-template-categories');
      const now = new Date().toISOString();
      const user = await insertUser(db, 'a', now);
      const picture = (name: string) => ({
        user_id: user.id,
        key: `uploads/${name}.jpg`,
        thumb_key: `uploads/${name}_t.jpg`,
        width: 640,
        height: 480,
        bytes: 1234,
        created_at: now,
      });
      // Written as the code before 0007 did: no kind, no duration.
      for (const name of ['a', 'b', 'c'])
        await sql`insert into uploads (user_id, key, thumb_key, width, height, bytes, created_at)
          values (${user.id}, ${`uploads/${name}.jpg`}, ${`uploads/${name}_t.jpg`}, 640, 480, 1234, ${now})`.execute(
          db,
        );
      await sql`delete from uploads where key = 'uploads/c.jpg'`.execute(db);

      await migrateToLatest(db);
      const rows = await db.selectFrom('uploads').selectAll().orderBy('id').execute();
      expect(rows).toEqual([
        { id: 1, ...picture('a'), kind: 'image', duration: null, name: null },
        { id: 2, ...picture('b'), kind: 'image', duration: null, name: null },
      ]);
      // Ids are not reused: the deleted third one keeps its number.
      const next = await db
        .insertInto('uploads')
        .values(picture('d'))
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBe(4);
      const audio = {
        user_id: user.id,
        key: 'uploads/e.mp3',
        thumb_key: null,
        width: null,
        height: null,
        bytes: 999,
        duration: 1.5,
        created_at: now,
      };
      await db
        .insertInto('uploads')
        .values({ ...audio, kind: 'audio' })
        .execute();
      const refused = [
        { ...audio, key: 'uploads/f.mp3', kind: 'video' as 'audio' },
        { ...audio, key: 'uploads/g.mp3', kind: 'audio' as const, duration: null },
        { ...picture('h'), kind: 'image' as const, width: null },
        { ...picture('i'), kind: 'image' as const, thumb_key: null },
        { ...audio, key: 'uploads/j.jpg' },
      ];
      for (const row of refused)
        await expect(db.insertInto('uploads').values(row).execute(), row.key).rejects.toThrow();
      expect(await db.selectFrom('uploads').select('key').orderBy('id').execute()).toEqual(
        ['a.jpg', 'b.jpg', 'd.jpg', 'e.mp3'].map((key) => ({ key: `uploads/${key}` })),
      );

      // Undone, the MP3 goes (a row without a picture's columns cannot stay) and the pictures stay.
      await migrateTo(db, engine, '0006-layouts-and-template-categories');
      const undone = await sql<{ id: number; key: string }>`select id, key from uploads order by id`.execute(
        db,
      );
      expect(undone.rows).toEqual([
        { id: 1, key: 'uploads/a.jpg' },
        { id: 2, key: 'uploads/b.jpg' },
        { id: 4, key: 'uploads/d.jpg' },
      ]);
      // Redone, ids still go on past every one used (PostgreSQL also spends them on refused inserts).
      await migrateToLatest(db);
      expect(
        (await db.insertInto('uploads').values(picture('k')).returning('id').executeTakeFirstOrThrow()).id,
      ).toBeGreaterThan(5);

      // The cascade from users still holds after the SQLite rebuilds.
      await db.deleteFrom('users').where('id', '=', user.id).execute();
      expect(await db.selectFrom('uploads').select('id').execute()).toEqual([]);
    });
  });

  it('0012 adds a null name to the uploads before it, keeps the names given after, and undoes cleanly', async () => {
    await withEmptyDatabase(engine, async (db) => {
      await migrateTo(db, engine, '0010-oauth-accounts');
      const now = new Date().toISOString();
      const user = await insertUser(db, 'a', now);
      await sql`insert into uploads (user_id, key, thumb_key, width, height, bytes, created_at, kind)
        values (${user.id}, 'uploads/a.jpg', 'uploads/a_t.jpg', 640, 480, 1234, ${now}, 'image')`.execute(db);

      await migrateToLatest(db);
      await db
        .insertInto('uploads')
        .values({
          user_id: user.id,
          key: 'uploads/b.jpg',
          thumb_key: 'uploads/b_t.jpg',
          width: 640,
          height: 480,
          bytes: 1234,
          created_at: now,
          name: 'Cumpleaños',
        })
        .execute();
      expect(await db.selectFrom('uploads').select(['key', 'name']).orderBy('id').execute()).toEqual([
        { key: 'uploads/a.jpg', name: null },
        { key: 'uploads/b.jpg', name: 'Cumpleaños' },
      ]);

      await migrateTo(db, engine, '0010-oauth-accounts');
      const undone = await sql<Record<string, unknown>>`select * from uploads order by id`.execute(db);
      expect(undone.rows.map((row) => row.key)).toEqual(['uploads/a.jpg', 'uploads/b.jpg']);
      expect(Object.keys(undone.rows[0]!)).not.toContain('name');
    });
  });
  it('0013 gives the designs before it no sticker metadata, keeps what is saved after, and undoes cleanly', async () => {
    await withEmptyDatabase(engine, async (db) => {
      await migrateTo(db, engine, '0012-upload-names');
      const now = new Date().toISOString();
      const user = await insertUser(db, 'a', now);
      await sql`insert into designs (hash, user_id, title, post_type, editor, layout, width, height, image_key,
        created_at, updated_at)
        values ('aaaaaaaaaaaaaaaa', ${user.id}, 'a', 'IMAGE', '{}', 'instagram.story', 540, 960, 'designs/a.png',
        ${now}, ${now})`.execute(db);

      await migrateToLatest(db);
      await sql`insert into designs (hash, user_id, title, post_type, editor, layout, width, height, image_key,
        created_at, updated_at, instagram_stickers)
        values ('bbbbbbbbbbbbbbbb', ${user.id}, 'b', 'IMAGE', '{}', 'instagram.story', 540, 960, 'designs/b.png',
        ${now}, ${now}, '[{"type":"POLL"}]')`.execute(db);
      expect(
        await db.selectFrom('designs').select(['hash', 'instagram_stickers']).orderBy('id').execute(),
      ).toEqual([
        { hash: 'aaaaaaaaaaaaaaaa', instagram_stickers: '[]' },
        { hash: 'bbbbbbbbbbbbbbbb', instagram_stickers: '[{"type":"POLL"}]' },
      ]);

      await migrateTo(db, engine, '0012-upload-names');
      const undone = await sql<Record<string, unknown>>`select * from designs order by id`.execute(db);
      expect(undone.rows.map((row) => row.hash)).toEqual(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb']);
      expect(Object.keys(undone.rows[0]!)).not.toContain('instagram_stickers');
    });
  });

  it('0015 keeps a deleted design’s posts as history, one delivery per network, and undoes cleanly', async () => {
    await withEmptyDatabase(engine, async (db) => {
      await migrateTo(db, engine, '0014-video-jobs');
      await migrateToLatest(db);
      const now = new Date().toISOString();
      const user = await insertUser(db, 'a', now);
      const design = await db
        .insertInto('designs')
        .values(designRow(user.id, now, { title: 'a', width: 540, height: 960 }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const post = await db
        .insertInto('scheduled_posts')
        .values({
          user_id: user.id,
          design_id: design.id,
          networks: '["instagram"]',
          publish_at: now,
          time_zone: 'UTC',
          caption: '',
          hashtags: '[]',
          first_comment: '',
          alt_text: '',
          status: 'scheduled',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const delivery = { post_id: post.id, network: 'instagram' as const, status: 'pending' as const };
      await db.insertInto('scheduled_deliveries').values(delivery).execute();
      await expect(db.insertInto('scheduled_deliveries').values(delivery).execute()).rejects.toThrow();
      await expect(
        db
          .insertInto('scheduled_deliveries')
          .values({ ...delivery, network: 'twitter', status: 'sent' as 'pending' })
          .execute(),
      ).rejects.toThrow();
      await expect(
        db
          .updateTable('scheduled_posts')
          .set({ status: 'publishing' as 'scheduled' })
          .execute(),
      ).rejects.toThrow();

      await db.deleteFrom('designs').where('id', '=', design.id).execute();
      expect(await db.selectFrom('scheduled_posts').select(['id', 'design_id']).execute()).toEqual([
        { id: post.id, design_id: null },
      ]);
      expect(await db.selectFrom('scheduled_deliveries').select('network').execute()).toEqual([
        { network: 'instagram' },
      ]);

      await db.deleteFrom('users').where('id', '=', user.id).execute();
      expect(await db.selectFrom('scheduled_posts').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('scheduled_deliveries').select('id').execute()).toEqual([]);

      await migrateTo(db, engine, '0014-video-jobs');
      const tables = await tableNames(db);
      expect(tables).not.toContain('scheduled_posts');
      expect(tables).not.toContain('scheduled_deliveries');
    });
  });

  it('0021 keeps one picture per design and page, goes with its design, and undoes cleanly', async () => {
    await withEmptyDatabase(engine, async (db) => {
      await migrateTo(db, engine, '0020-page-counts');
      await migrateToLatest(db);
      const now = new Date().toISOString();
      const user = await insertUser(db, 'a', now);
      const design = await db
        .insertInto('designs')
        .values(designRow(user.id, now, { title: 'a', width: 540, height: 960, page_count: 3 }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const page = { design_id: design.id, position: 2, image_key: 'designs/p2.png', created_at: now };
      await db.insertInto('design_pages').values(page).execute();
      await expect(db.insertInto('design_pages').values(page).execute()).rejects.toThrow();
      await expect(
        db
          .insertInto('design_pages')
          .values({ ...page, design_id: design.id + 100 })
          .execute(),
      ).rejects.toThrow();
      await db
        .insertInto('design_pages')
        .values({ ...page, position: 3, image_key: 'designs/p3.png' })
        .execute();
      await db.deleteFrom('designs').where('id', '=', design.id).execute();
      expect(await db.selectFrom('design_pages').selectAll().execute()).toEqual([]);

      await migrateTo(db, engine, '0020-page-counts');
      expect(await tableNames(db)).not.toContain('design_pages');
    });
  });

  it('0025 drops the next attempt time, keeps every delivery, and undoes cleanly with it back at its post’s', async () => {
    await withEmptyDatabase(engine, async (db) => {
      await migrateTo(db, engine, '0024-jobs');
      const now = new Date().toISOString();
      const publishAt = new Date(Date.now() + 3_600_000).toISOString();
      const user = await insertUser(db, 'a', now);
      const design = await db
        .insertInto('designs')
        .values(designRow(user.id, now, { title: 'a', width: 540, height: 960 }))
        .returning('id')
        .executeTakeFirstOrThrow();
      const post = await db
        .insertInto('scheduled_posts')
        .values({
          user_id: user.id,
          design_id: design.id,
          networks: '["instagram","twitter"]',
          publish_at: publishAt,
          time_zone: 'UTC',
          caption: '',
          hashtags: '[]',
          first_comment: '',
          alt_text: '',
          status: 'scheduled',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into scheduled_deliveries (post_id, network, status, attempts, next_attempt_at)
        values (${post.id}, 'instagram', 'pending', 0, ${publishAt}),
          (${post.id}, 'twitter', 'failed', 8, ${now})`.execute(db);
      const columns = async () =>
        (await db.introspection.getTables())
          .find((table) => table.name === 'scheduled_deliveries')
          ?.columns.map((column) => column.name);

      await migrateToLatest(db);
      expect(await columns()).not.toContain('next_attempt_at');
      const kept = await db
        .selectFrom('scheduled_deliveries')
        .select(['network', 'status', 'attempts'])
        .orderBy('network')
        .execute();
      expect(kept).toEqual([
        { network: 'instagram', status: 'pending', attempts: 0 },
        { network: 'twitter', status: 'failed', attempts: 8 },
      ]);
      // A delivery is stored without one.
      await db.deleteFrom('scheduled_deliveries').where('network', '=', 'twitter').execute();
      await db
        .insertInto('scheduled_deliveries')
        .values({ post_id: post.id, network: 'linkedin', status: 'pending' })
        .execute();

      await migrateTo(db, engine, '0024-jobs');
      expect(await columns()).toContain('next_attempt_at');
      const { rows } = await sql<{ network: string; next_attempt_at: string }>`
        select network, next_attempt_at from scheduled_deliveries order by network`.execute(db);
      expect(rows).toEqual([
        { network: 'instagram', next_attempt_at: publishAt },
        { network: 'linkedin', next_attempt_at: publishAt },
      ]);
    });
  });
});
