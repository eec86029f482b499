import type { Kysely, Migration } from 'kysely';

/**
 * Issue 23. The pictures of a carousel's pages after the first (page 1 is the design's own `image_key`): one
 * row per design and 1-based position, naming the PNG's storage key. A row goes with its design; the files go
 * with the row (see deleteDesign and the save, which drops a design's page pictures as stale).
 */
export const designPages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('design_pages')
      .addColumn('design_id', 'integer', (column) =>
        column.notNull().references('designs.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('image_key', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('design_pages_pk', ['design_id', 'position'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('design_pages').execute();
  },
};
