import {
  TEMPLATES_PAGE_SIZE,
  type Locale,
  type TemplateCategory,
  type TemplateRecord,
  type TemplateSummary,
  type TemplateType,
} from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { designImageUrl } from '../designs/image-urls';
import { readDesignByHash } from '../designs/read-design';
import type { WithStoredJson } from '../designs/stored-json';

/** The categories the editor's template browser shows, in their order. */
export async function listTemplateCategories(db: Kysely<Database>): Promise<TemplateCategory[]> {
  return db
    .selectFrom('template_categories')
    .select(['id', 'name', 'name_es', 'position'])
    .where('visible_in_editor', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface DiscoverFilters {
  type?: TemplateType | undefined;
  category?: number | undefined;
  network?: string | undefined;
  layout?: string | undefined;
  page: number;
  /** The interface language: each template is listed in it (issue 24). */
  lang: Locale;
}

/**
 * One page of templates in `lang` matching every given filter, newest first (ties by id, so pages never
 * overlap).
 */
export async function discoverTemplates(
  db: Kysely<Database>,
  { type, category, network, layout, page, lang }: DiscoverFilters,
): Promise<TemplateSummary[]> {
  const rows = await db
    .selectFrom('designs')
    .select([
      'id',
      'hash',
      'title',
      'post_type',
      'layout',
      'network',
      'type',
      'category_id',
      'width',
      'height',
      'created_at',
    ])
    .where('is_template', '=', 1)
    .where('template_locale', '=', lang)
    .$if(type !== undefined, (query) => query.where('type', '=', type ?? ''))
    .$if(category !== undefined, (query) => query.where('category_id', '=', category ?? 0))
    .$if(network !== undefined, (query) => query.where('network', '=', network ?? ''))
    .$if(layout !== undefined, (query) => query.where('layout', '=', layout ?? ''))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(TEMPLATES_PAGE_SIZE)
    .offset((page - 1) * TEMPLATES_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({ ...row, image: designImageUrl(row.hash) }));
}

/**
 * A template by its hash, in `lang`: a hash of the template in another language gives its `lang` version (a
 * Spanish user opening a link to the English template gets the Spanish texts), or the template itself when it
 * has none. Null for an unknown hash and for a design that is not a template.
 */
export async function readTemplateByHash(
  db: Kysely<Database>,
  hash: string,
  lang: Locale,
): Promise<WithStoredJson<TemplateRecord, 'editor' | 'instagram_stickers'> | null> {
  const named = await db
    .selectFrom('designs')
    .select(['hash', 'template_locale', 'template_group'])
    .where('hash', '=', hash)
    .where('is_template', '=', 1)
    .executeTakeFirst();
  if (!named) return null;
  const sibling =
    named.template_group !== null && named.template_locale !== lang
      ? await db
          .selectFrom('designs')
          .select('hash')
          .where('template_group', '=', named.template_group)
          .where('template_locale', '=', lang)
          .where('is_template', '=', 1)
          .executeTakeFirst()
      : undefined;
  const chosen = sibling?.hash ?? named.hash;
  const template = await db
    .selectFrom('designs')
    .select(['network', 'type', 'category_id'])
    .where('hash', '=', chosen)
    .executeTakeFirstOrThrow();
  // Nobody owns a template as a reader: its board stays private and loading it starts a new design (SPEC §4).
  const design = await readDesignByHash(db, chosen, null);
  return design && { ...design, ...template };
}
