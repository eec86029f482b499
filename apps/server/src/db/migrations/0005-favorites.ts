import type { Kysely, Migration } from 'kysely';

/** A user's favourite designs and templates (the gallery's Favorites tab), newest first. */
export const favorites: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('favorites')
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('design_id', 'integer', (column) =>
        column.notNull().references('designs.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'design_id'])
      .execute();
    await db.schema
      .createIndex('favorites_user_created_idx')
      .on('favorites')
      .columns(['user_id', 'created_at', 'design_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('favorites').execute();
  },
};
