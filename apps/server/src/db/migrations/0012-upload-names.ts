import type { Kysely, Migration } from 'kysely';

/**
 * The name an uploaded picture came with (its file name without the extension), so the image search finds a
 * user's own pictures by it. Uploads stored before keep a null name.
 */
export const uploadNames: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('uploads').addColumn('name', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('uploads').dropColumn('name').execute();
  },
};
