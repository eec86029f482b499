import type { Kysely, Transaction } from 'kysely';
import { NO_PASSWORD } from '../auth/password';
import type { Database } from '../db/types';
import type { Storage } from '../storage/storage';
import { storeTemplateImages, templateLibraryVersion, upsertTemplates } from './templates/seed-templates';

export const SYSTEM_USER_EMAIL = 'system@lienzo.invalid';

interface Seed {
  name: string;
  /** Work outside the transaction that must come first (files); it must be safe to repeat. */
  prepare?: (storage: Storage) => Promise<void>;
  apply: (trx: Transaction<Database>, now: string) => Promise<void>;
}

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
    // Earlier versions were 0002-starter-templates and 0003-template-categories: a database seeded by them gets
    // the whole library on top, their three templates updated in place by hash.
    name: `0004-template-library-${templateLibraryVersion()}`,
    prepare: storeTemplateImages,
    apply: async (trx, now) => {
      const system = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', SYSTEM_USER_EMAIL)
        .executeTakeFirstOrThrow();
      await upsertTemplates(trx, system.id, now);
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
