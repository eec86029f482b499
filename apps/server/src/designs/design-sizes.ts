import type { DesignSize } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { notFound } from '../http/api-error';
import { designImageUrl } from './image-urls';

/**
 * The sizes of one of `userId`'s designs (issue 23, magic resize): itself and the copies made of it or of the
 * same first design for other layouts, oldest first; just itself when it has none. Another user's design and
 * an unknown id are both not found.
 */
export async function listDesignSizes(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<DesignSize[]> {
  const design = await db
    .selectFrom('designs')
    .select(['id', 'size_family'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!design) throw notFound();
  const family = design.size_family;
  const rows = await db
    .selectFrom('designs')
    .select(['id', 'hash', 'title', 'layout', 'width', 'height', 'page_count'])
    .where('user_id', '=', userId)
    .$if(family === null, (query) => query.where('id', '=', design.id))
    .$if(family !== null, (query) => query.where('size_family', '=', family))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, image: designImageUrl(row.hash) }));
}
