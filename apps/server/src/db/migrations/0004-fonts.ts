import type { Kysely, Migration } from 'kysely';
import { addIdColumn } from './id-column';

/** Fonts users upload (SPEC §3 "Uploaded font", §6 "Uploaded fonts belong to the user"). */
export const fonts: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('fonts'))
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull().unique())
      .addColumn('hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('fonts_user_idx').on('fonts').columns(['user_id', 'id']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fonts').execute();
  },
};
