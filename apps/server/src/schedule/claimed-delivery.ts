import type { ScheduleNetwork } from '@lienzo/core';

/** A delivery a worker holds: its lease marks it as this worker's until `lease_until`. */
export interface ClaimedDelivery {
  id: number;
  post_id: number;
  network: ScheduleNetwork;
  /** This attempt's number (1 for the first). */
  attempts: number;
  lease_until: string;
}

/** The id the receiver drops repeats by: the same for every attempt of one network's share of one post. */
export function deliveryIdOf(postId: number, network: ScheduleNetwork): string {
  return `post-${postId}-${network}`;
}
