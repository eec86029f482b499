// Taking one due delivery for one lease, so that however many processes run the worker each delivery is held by
// one of them at a time. PostgreSQL: the row is locked (`for update skip locked`, other workers pass over it)
// while its lease is set. SQLite: a conditional update that only succeeds if the row is still as it was read.
import type { Kysely } from 'kysely';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import type { ClaimedDelivery } from './claimed-delivery';

function dueDeliveries(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('scheduled_deliveries')
    .select(['id', 'post_id', 'network', 'attempts'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(1);
}

export async function claimDueDelivery(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  const stamp = now.toISOString();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  if (engineOf(db) === 'postgres')
    return db.transaction().execute(async (trx) => {
      const due = await dueDeliveries(trx, stamp).forUpdate().skipLocked().executeTakeFirst();
      if (!due) return null;
      await trx
        .updateTable('scheduled_deliveries')
        .set({ lease_until: leaseUntil, attempts: due.attempts + 1 })
        .where('id', '=', due.id)
        .execute();
      return { ...due, attempts: due.attempts + 1, lease_until: leaseUntil };
    });
  for (;;) {
    const due = await dueDeliveries(db, stamp).executeTakeFirst();
    if (!due) return null;
    const taken = await db
      .updateTable('scheduled_deliveries')
      .set({ lease_until: leaseUntil, attempts: due.attempts + 1 })
      .where('id', '=', due.id)
      // Taken only if still as it was read: a worker that got there first changed `attempts`; an edit or a
      // cancel in between changed the time, removed the row or cancelled it.
      .where('attempts', '=', due.attempts)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', stamp)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', stamp)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1)
      return { ...due, attempts: due.attempts + 1, lease_until: leaseUntil };
  }
}
