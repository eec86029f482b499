import type { Kysely, Migration } from 'kysely';
import { addIdColumn } from './id-column';

/** The images people upload (SPEC §7 uploadBackground): the stored picture, its `_t` thumbnail and its size. */
export const uploads: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('uploads'))
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('key', 'text', (column) => column.notNull().unique())
      .addColumn('thumb_key', 'text', (column) => column.notNull().unique())
      .addColumn('width', 'integer', (column) => column.notNull())
      .addColumn('height', 'integer', (column) => column.notNull())
      .addColumn('bytes', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    // The uploads tab reads one user's images newest first; ids only grow, so they order them.
    await db.schema.createIndex('uploads_user_idx').on('uploads').columns(['user_id', 'id']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('uploads').execute();
  },
};
