import type { Kysely, Migration } from 'kysely';

/**
 * Issue 24: templates in English and Spanish. Each language of a template is a template row of its own (its own
 * hash, document, title and thumbnail); `template_locale` says which language, `template_group` names the
 * template all its languages are of (the English one's hash), so a template opened by hash in the other
 * language finds its sibling. Both are null for designs.
 */
export const templateLanguages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('designs').addColumn('template_locale', 'text').execute();
    await db.schema.alterTable('designs').addColumn('template_group', 'text').execute();
    await db.schema
      .createIndex('designs_template_group_idx')
      .on('designs')
      .columns(['template_group', 'template_locale'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('designs_template_group_idx').execute();
    await db.schema.alterTable('designs').dropColumn('template_group').execute();
    await db.schema.alterTable('designs').dropColumn('template_locale').execute();
  },
};
