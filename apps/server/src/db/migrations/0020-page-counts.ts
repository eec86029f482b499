import type { Kysely, Migration } from 'kysely';

/** What a gallery row shows, after the columns it is found and ordered by (see 0009), its page count now too. */
const SHOWN = ['id', 'hash', 'title', 'post_type', 'width', 'height', 'page_count'];

/**
 * Issue 23. How many pages a design has (its carousel's pictures), derived on save from the stored document, so
 * the gallery tile says "5 pages" from its covering index without reading the document. Every design stored
 * before pages has one.
 */
export const pageCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('designs')
      .addColumn('page_count', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('designs_gallery_v4_idx')
      .on('designs')
      .columns(['user_id', 'is_template', 'updated_at', ...SHOWN, 'board_id'])
      .execute();
    await db.schema.dropIndex('designs_gallery_v3_idx').execute();
    await db.schema
      .createIndex('designs_board_v3_idx')
      .on('designs')
      .columns(['board_id', 'updated_at', ...SHOWN, 'user_id', 'is_template'])
      .execute();
    await db.schema.dropIndex('designs_board_v2_idx').execute();
  },

  async down(db: Kysely<unknown>) {
    const before = SHOWN.filter((column) => column !== 'page_count');
    await db.schema
      .createIndex('designs_gallery_v3_idx')
      .on('designs')
      .columns(['user_id', 'is_template', 'updated_at', ...before, 'board_id'])
      .execute();
    await db.schema.dropIndex('designs_gallery_v4_idx').execute();
    await db.schema
      .createIndex('designs_board_v2_idx')
      .on('designs')
      .columns(['board_id', 'updated_at', ...before, 'user_id', 'is_template'])
      .execute();
    await db.schema.dropIndex('designs_board_v3_idx').execute();
    await db.schema.alterTable('designs').dropColumn('page_count').execute();
  },
};
