import type { ScheduledPost } from '@lienzo/core';

/** How long after a post's time its state is looked at again: the worker's poll and the delivery itself. */
export const REFRESH_AFTER_DUE_MS = 5_000;
/** How often a post being published is looked at. */
export const REFRESH_WHILE_PUBLISHING_MS = 10_000;
/** How often a post still waiting a minute past its time (a retry, a stopped worker) is looked at. */
export const REFRESH_OVERDUE_MS = 30_000;
const OVERDUE_AFTER_MS = 60_000;
/** Posts further ahead than this are not waited for: the list is loaded again when it is opened. */
export const REFRESH_HORIZON_MS = 3_600_000;

/**
 * When an open list of scheduled posts should load again to show what the worker did: a little after the next
 * post falls due, or soon while one is being published; null when nothing is due within the hour.
 */
export function nextRefreshDelay(posts: readonly ScheduledPost[], now: number): number | null {
  let delay: number | null = null;
  const sooner = (ms: number) => {
    if (delay === null || ms < delay) delay = ms;
  };
  for (const post of posts) {
    if (post.status === 'publishing') sooner(REFRESH_WHILE_PUBLISHING_MS);
    if (post.status !== 'scheduled') continue;
    const dueIn = Date.parse(post.publish_at) - now;
    if (dueIn < -OVERDUE_AFTER_MS) sooner(REFRESH_OVERDUE_MS);
    else if (dueIn <= REFRESH_HORIZON_MS) sooner(Math.max(dueIn, 0) + REFRESH_AFTER_DUE_MS);
  }
  return delay;
}
