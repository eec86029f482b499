import type { DeliveryStatus, ScheduledPostStatus } from '@lienzo/core';

export interface DeliveryState {
  status: DeliveryStatus;
  attempts: number;
  lease_until: string | null;
}

/** Whether an attempt has taken the delivery at least once (it may be publishing it right now). */
export function wasClaimed(delivery: DeliveryState): boolean {
  return delivery.attempts > 0 || delivery.lease_until !== null;
}

/**
 * What a post shows, from its deliveries: nothing taken yet → scheduled; some taken and some still to go (or
 * waiting for a retry) → publishing; every one delivered → published; none left to go and one failed → failed.
 * A post the person cancelled (or whose deliveries were all cancelled) is cancelled.
 */
export function postStatus(
  stored: 'scheduled' | 'cancelled',
  deliveries: readonly DeliveryState[],
): ScheduledPostStatus {
  if (stored === 'cancelled') return 'cancelled';
  const live = deliveries.filter((delivery) => delivery.status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  const pending = live.filter((delivery) => delivery.status === 'pending');
  if (pending.length > 0) {
    const started = live.some((delivery) => delivery.status !== 'pending' || wasClaimed(delivery));
    return started ? 'publishing' : 'scheduled';
  }
  return live.some((delivery) => delivery.status === 'failed') ? 'failed' : 'published';
}
