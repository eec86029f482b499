import type { Kysely, Migration } from 'kysely';

/** What a gallery row shows, after the columns it is found and ordered by (see 0009, 0020), its sizes now too. */
const SHOWN = ['id', 'hash', 'title', 'post_type', 'width', 'height', 'page_count', 'size_family'];

/**
 * Issue 23, magic resize. The sizes of one design (the copies made of it for other layouts, and itself) share a
 * family: the id of the first of them. Null for a design with no other size. The gallery shows "5 sizes" from its
 * covering index plus one probe of the family index per row, without reading a document.
 */
export const sizeFamilies: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('designs').addColumn('size_family', 'integer').execute();
    await db.schema
      .createIndex('designs_size_family_idx')
      .on('designs')
      .columns(['size_family', 'user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('designs_gallery_v5_idx')
      .on('designs')
      .columns(['user_id', 'is_template', 'updated_at', ...SHOWN, 'board_id'])
      .execute();
    await db.schema.dropIndex('designs_gallery_v4_idx').execute();
    await db.schema
      .createIndex('designs_board_v4_idx')
      .on('designs')
      .columns(['board_id', 'updated_at', ...SHOWN, 'user_id', 'is_template'])
      .execute();
    await db.schema.dropIndex('designs_board_v3_idx').execute();
  },

  async down(db: Kysely<unknown>) {
    const before = SHOWN.filter((column) => column !== 'size_family');
    await db.schema
      .createIndex('designs_gallery_v4_idx')
      .on('designs')
      .columns(['user_id', 'is_template', 'updated_at', ...before, 'board_id'])
      .execute();
    await db.schema.dropIndex('designs_gallery_v5_idx').execute();
    await db.schema
      .createIndex('designs_board_v3_idx')
      .on('designs')
      .columns(['board_id', 'updated_at', ...before, 'user_id', 'is_template'])
      .execute();
    await db.schema.dropIndex('designs_board_v4_idx').execute();
    await db.schema.dropIndex('designs_size_family_idx').execute();
    await db.schema.alterTable('designs').dropColumn('size_family').execute();
  },
};
