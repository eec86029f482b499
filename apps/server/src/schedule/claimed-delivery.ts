// The hold one attempt has on a delivery's row. The job queue already runs each delivery's job in one process
// at a time; the hold is what the person's edits race: an edit or a cancel locks the post's rows and refuses
// (409) once an attempt has taken one, and an attempt takes nothing that was edited or cancelled first.
import type { ScheduleNetwork } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database, ScheduledDeliveriesTable } from '../db/types';

/** A delivery an attempt holds: being published until `lease_until` (its job's lease). */
export interface ClaimedDelivery {
  id: number;
  post_id: number;
  network: ScheduleNetwork;
  /** This attempt's number (1 for the first). */
  attempts: number;
  lease_until: string;
}

/** What a delivery whose design was deleted is left as: there is nothing to publish. */
export const DESIGN_DELETED = {
  status: 'cancelled',
  last_error: 'the design was deleted',
  last_error_code: 'design_deleted',
} as const satisfies Partial<ScheduledDeliveriesTable>;

/** The id the receiver drops repeats by: the same for every attempt of one network's share of one post. */
export function deliveryIdOf(postId: number, network: ScheduleNetwork): string {
  return `post-${postId}-${network}`;
}

/**
 * Takes the delivery for attempt `attempt` until `leaseMs` from now, if it is still to go; null when it was
 * cancelled, replaced by an edit, or settled already. One statement: on PostgreSQL it waits for an edit holding
 * the row and then sees the edit's outcome.
 */
export async function claimDelivery(
  db: Kysely<Database>,
  id: number,
  attempt: number,
  leaseMs: number,
  now = new Date(),
): Promise<ClaimedDelivery | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = await db
    .updateTable('scheduled_deliveries')
    .set({ attempts: attempt, lease_until: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'post_id', 'network'])
    .executeTakeFirst();
  return claimed ? { ...claimed, attempts: attempt, lease_until: leaseUntil } : null;
}

/** Ends an attempt's hold, only if it still holds the delivery (a lease that ran out is another attempt's). */
export async function settleClaim(
  db: Kysely<Database>,
  claimed: ClaimedDelivery,
  changes: Partial<
    Omit<ScheduledDeliveriesTable, 'id' | 'post_id' | 'network' | 'attempts' | 'lease_until'>
  > & {
    attempts?: number;
  },
): Promise<void> {
  await db
    .updateTable('scheduled_deliveries')
    .set({ ...changes, lease_until: null })
    .where('id', '=', claimed.id)
    .where('status', '=', 'pending')
    .where('lease_until', '=', claimed.lease_until)
    .execute();
}
