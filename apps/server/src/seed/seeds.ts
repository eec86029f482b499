import { deriveKeywords, documentTextContent, getLayout, templateTypeOf } from '@lienzo/core';
import type { Kysely, Transaction } from 'kysely';
import { NO_PASSWORD } from '../auth/password';
import type { Database } from '../db/types';
import type { Storage } from '../storage/storage';
import { renderPreview } from './render-preview';
import { STARTER_TEMPLATES, TEMPLATE_CATEGORIES, templateDocument } from './starter-templates';

export const SYSTEM_USER_EMAIL = 'system@lienzo.invalid';

interface Seed {
  name: string;
  /** Work outside the transaction that must come first (files); it must be safe to repeat. */
  prepare?: (storage: Storage) => Promise<void>;
  apply: (trx: Transaction<Database>, now: string) => Promise<void>;
}

const templateImageKey = (hash: string) => `templates/${hash}.png`;

const SEEDS: readonly Seed[] = [
  {
    name: '0001-system-user',
    // Owns the templates; its password hash matches no password, so nobody can sign in as it.
    apply: async (trx, now) => {
      await trx
        .insertInto('users')
        .values({ name: 'Lienzo', email: SYSTEM_USER_EMAIL, password_hash: NO_PASSWORD, created_at: now })
        .execute();
    },
  },
  {
    name: '0002-starter-templates',
    prepare: async (storage) => {
      for (const template of STARTER_TEMPLATES) {
        await storage.put(templateImageKey(template.hash), await renderPreview(templateDocument(template)));
      }
    },
    apply: async (trx, now) => {
      const system = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', SYSTEM_USER_EMAIL)
        .executeTakeFirstOrThrow();
      for (const template of STARTER_TEMPLATES) {
        const document = templateDocument(template);
        const textContent = documentTextContent(document);
        const { width, height } = document.layout;
        const { network, type } = getLayout(template.layoutKey);
        await trx
          .insertInto('designs')
          .values({
            hash: template.hash,
            user_id: system.id,
            board_id: null,
            title: template.title,
            post_type: 'IMAGE',
            editor: JSON.stringify(document),
            text_content: textContent,
            keywords: deriveKeywords(textContent),
            layout: template.layoutKey,
            network,
            type,
            width,
            height,
            image_key: templateImageKey(template.hash),
            video_url: null,
            is_template: 1,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    },
  },
  {
    name: '0003-template-categories',
    // The categories, and each starter template in its category with its template type (stories, post…).
    apply: async (trx) => {
      const ids = new Map<string, number>();
      for (const [index, category] of TEMPLATE_CATEGORIES.entries()) {
        const { id } = await trx
          .insertInto('template_categories')
          .values({ ...category, position: index + 1, visible_in_editor: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(category.name, id);
      }
      for (const template of STARTER_TEMPLATES) {
        const categoryId = ids.get(template.category);
        if (categoryId === undefined)
          throw new Error(`starter template ${template.hash} names an unknown category ${template.category}`);
        await trx
          .updateTable('designs')
          .set({ category_id: categoryId, type: templateTypeOf(getLayout(template.layoutKey)) })
          .where('hash', '=', template.hash)
          .where('is_template', '=', 1)
          .execute();
      }
    },
  },
];

/**
 * Applies the seeds not yet recorded in `seeds`, each in its own transaction with its record, so a seed runs
 * once even when several servers start together. Returns the names applied now.
 */
export async function runSeeds(db: Kysely<Database>, storage: Storage): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of SEEDS) {
    const done = await db.selectFrom('seeds').select('name').where('name', '=', seed.name).executeTakeFirst();
    if (done) continue;
    await seed.prepare?.(storage);
    const ran = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const claimed = await trx
        .insertInto('seeds')
        .values({ name: seed.name, applied_at: now })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!claimed) return false;
      await seed.apply(trx, now);
      return true;
    });
    if (ran) applied.push(seed.name);
  }
  return applied;
}
