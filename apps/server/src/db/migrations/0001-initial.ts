import { sql, type Kysely, type Migration } from 'kysely';
import { addIdColumn } from './id-column';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('users'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .addColumn('last_login', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await addIdColumn(db, db.schema.createTable('boards'))
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('boards_user_idx').on('boards').columns(['user_id', 'id']).execute();

    await addIdColumn(db, db.schema.createTable('designs'))
      .addColumn('hash', 'text', (column) => column.notNull().unique())
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('board_id', 'integer', (column) => column.references('boards.id').onDelete('set null'))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('post_type', 'text', (column) =>
        column.notNull().check(sql`post_type in ('IMAGE', 'video')`),
      )
      .addColumn('editor', 'text', (column) => column.notNull())
      .addColumn('text_content', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('keywords', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('layout', 'text', (column) => column.notNull())
      .addColumn('network', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('type', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('width', 'integer', (column) => column.notNull())
      .addColumn('height', 'integer', (column) => column.notNull())
      .addColumn('image_key', 'text', (column) => column.notNull())
      .addColumn('video_url', 'text')
      .addColumn('is_template', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // The gallery reads one user's designs newest first; `id` breaks ties so pages never overlap.
    await db.schema
      .createIndex('designs_gallery_idx')
      .on('designs')
      .columns(['user_id', 'updated_at', 'id'])
      .execute();
    await db.schema
      .createIndex('designs_board_idx')
      .on('designs')
      .columns(['board_id', 'updated_at', 'id'])
      .execute();

    await db.schema
      .createTable('seeds')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('applied_at', 'text', (column) => column.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['seeds', 'designs', 'boards', 'sessions', 'users'])
      await db.schema.dropTable(table).execute();
  },
};
