import type { Kysely, Migration } from 'kysely';

/**
 * A design's revision: one more at every save that changes its document. A copy of a document kept by a
 * process (the large-document cache) is valid while the row still has the revision it was read at.
 */
export const designRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('designs')
      .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('designs').dropColumn('revision').execute();
  },
};
