import type { Kysely, Migration } from 'kysely';

/**
 * The Instagram sticker metadata of a design's last save (SPEC §3), as JSON text, for the scheduler that
 * publishes the story. Designs stored before have none.
 */
export const instagramStickers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('designs')
      .addColumn('instagram_stickers', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('designs').dropColumn('instagram_stickers').execute();
  },
};
