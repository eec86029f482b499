import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { designFieldsOf, getLayout, templateTypeOf, type Locale } from '@lienzo/core';
import { sql, type Transaction } from 'kysely';
import { BUNDLED_TEMPLATES_DIR, TEMPLATE_IMAGES_DIR } from '../../config';
import type { Database } from '../../db/types';
import type { Storage } from '../../storage/storage';
import { TEMPLATE_CATEGORIES } from './categories';
import { TEMPLATE_VERSIONS } from './library';
import { toTemplateImage } from './template-image';
import { wordsIn } from './elements';
import {
  documentFingerprint,
  templateDocument,
  templateHash,
  type TemplateDefinition,
} from './template-definition';

/** The committed thumbnail of a template in one language (see scripts/render-template-thumbnails.mjs). */
export const templateThumbnailPath = (hash: string) => join(BUNDLED_TEMPLATES_DIR, `${hash}.jpg`);

/** A new document is a new key, so the design image's ETag (made from the key) changes with it. */
const imageKeyOf = (template: TemplateDefinition, locale: Locale) =>
  `templates/${templateHash(template, locale)}-${documentFingerprint(templateDocument(template, locale))}.png`;

/** Names the library as it is now: a changed template is a new version, which the seed applies again. */
export function templateLibraryVersion(): string {
  const hash = createHash('sha256');
  for (const category of TEMPLATE_CATEGORIES) hash.update(JSON.stringify(category));
  for (const { template, locale } of TEMPLATE_VERSIONS) hash.update(imageKeyOf(template, locale));
  return hash.digest('hex').slice(0, 12);
}

/** A template's thumbnail as PNG, converted by the build (see {@link TEMPLATE_IMAGES_DIR}). */
const templateImagePath = (hash: string) => join(TEMPLATE_IMAGES_DIR, `${hash}.png`);

/**
 * A template's thumbnail as PNG: the build's conversion, else converted now. Converting the 88 thumbnails took
 * 1.2 s of CPU at every start on an empty data folder (each test server's, a first `npm start`).
 */
async function templateImage(hash: string): Promise<Buffer> {
  const converted = await readFile(templateImagePath(hash)).catch(() => null);
  if (converted) return converted;
  const thumbnail = await readFile(templateThumbnailPath(hash)).catch(() => {
    throw new Error(`template ${hash} has no thumbnail: run npm run render-templates`);
  });
  return toTemplateImage(thumbnail);
}

/** Stores each template's thumbnail as its design image (PNG, as every design image is). Safe to repeat. */
export async function storeTemplateImages(storage: Storage): Promise<void> {
  for (const { template, locale } of TEMPLATE_VERSIONS) {
    const key = imageKeyOf(template, locale);
    if (await storage.exists(key)) continue;
    await storage.put(key, await templateImage(templateHash(template, locale)));
  }
}

/** Inserts the categories missing by name and brings the others to their current name_es, position, visibility. */
async function upsertCategories(trx: Transaction<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { name, name_es, position, visible_in_editor } of TEMPLATE_CATEGORIES) {
    const values = { name_es, position, visible_in_editor: visible_in_editor ? 1 : 0 };
    const existing = await trx
      .selectFrom('template_categories')
      .select('id')
      .where('name', '=', name)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) {
      await trx.updateTable('template_categories').set(values).where('id', '=', existing.id).execute();
      ids.set(name, existing.id);
    } else {
      const { id } = await trx
        .insertInto('template_categories')
        .values({ name, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(name, id);
    }
  }
  return ids;
}

/**
 * Every template of the library in every language, by its stable hash: inserted when missing, brought up to
 * date when an earlier seed stored it (the first three starter templates keep their hashes), never duplicated.
 */
export async function upsertTemplates(trx: Transaction<Database>, systemUserId: number, now: string) {
  const categoryIds = await upsertCategories(trx);
  // Discover lists the newest first: inserted last to first, the browser shows the library in its own order.
  for (const { template, locale } of [...TEMPLATE_VERSIONS].reverse()) {
    const hash = templateHash(template, locale);
    const categoryId = categoryIds.get(template.category);
    if (categoryId === undefined)
      throw new Error(`template ${hash} names an unknown category ${template.category}`);
    const document = templateDocument(template, locale);
    // What a save of the document stores, but for its type: a template's is the kind Discover filters by.
    const derived = designFieldsOf(document);
    const values = {
      ...derived,
      title: wordsIn(template.title, locale),
      editor: JSON.stringify(document),
      type: templateTypeOf(getLayout(derived.layout)),
      instagram_stickers: JSON.stringify(derived.instagram_stickers),
      image_key: imageKeyOf(template, locale),
      category_id: categoryId,
      template_locale: locale,
      template_group: template.hash,
      updated_at: now,
    };
    const existing = await trx
      .selectFrom('designs')
      .select(['id', 'is_template'])
      .where('hash', '=', hash)
      .executeTakeFirst();
    if (existing && existing.is_template !== 1)
      throw new Error(`template ${hash}: a design that is not a template has that hash`);
    if (existing) {
      await trx
        .updateTable('designs')
        .set({ ...values, revision: sql`revision + 1` })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('designs')
        .values({
          ...values,
          hash,
          user_id: systemUserId,
          board_id: null,
          post_type: 'IMAGE',
          video_url: null,
          is_template: 1,
          created_at: now,
        })
        .execute();
    }
  }
}
