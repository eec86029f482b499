import type { Kysely, Migration } from 'kysely';
import { addIdColumn } from './id-column';

/**
 * Saved custom layouts (SPEC §3 "Saved custom layout", §7 `POST /api/layouts/save`) and template categories
 * (SPEC §3 "Template category"); templates are designs flagged `is_template` that now name their category.
 */
export const layoutsAndTemplateCategories: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('custom_layouts'))
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('hash', 'text', (column) => column.notNull())
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('width', 'integer', (column) => column.notNull())
      .addColumn('height', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      // A hash names one layout of its owner: saving it again updates that row.
      .addUniqueConstraint('custom_layouts_user_hash_unique', ['user_id', 'hash'])
      .execute();

    await addIdColumn(db, db.schema.createTable('template_categories'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('name_es', 'text', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('visible_in_editor', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();

    await db.schema
      .alterTable('designs')
      .addColumn('category_id', 'integer', (column) =>
        column.references('template_categories.id').onDelete('set null'),
      )
      .execute();
    // Discover reads templates newest first, optionally of one category.
    await db.schema
      .createIndex('designs_templates_idx')
      .on('designs')
      .columns(['is_template', 'created_at', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('designs_templates_idx').execute();
    await db.schema.alterTable('designs').dropColumn('category_id').execute();
    await db.schema.dropTable('template_categories').execute();
    await db.schema.dropTable('custom_layouts').execute();
  },
};
