import { describe, expect, it } from 'vitest';
import type { ScheduledPost } from '@lienzo/core';
import { nextRefreshDelay } from './listRefresh';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const post = (status: ScheduledPost['status'], publishAt: string) =>
  ({ status, publish_at: publishAt }) as ScheduledPost;

describe('when the list of scheduled posts loads again by itself', () => {
  it('a little after the next post falls due', () => {
    expect(
      nextRefreshDelay(
        [post('scheduled', '2026-11-23T15:10:00Z'), post('scheduled', '2026-11-23T15:00:30Z')],
        NOW,
      ),
    ).toBe(35_000);
  });

  it('soon for a post that is due already or being published', () => {
    expect(nextRefreshDelay([post('scheduled', '2026-11-23T14:59:30Z')], NOW)).toBe(5_000);
    expect(nextRefreshDelay([post('publishing', '2026-11-23T14:59:00Z')], NOW)).toBe(10_000);
    // Still waiting well past its time (a retry, a stopped worker): looked at less often.
    expect(nextRefreshDelay([post('scheduled', '2026-11-23T14:58:59Z')], NOW)).toBe(30_000);
  });

  it('never for posts that are done, cancelled or more than an hour ahead', () => {
    expect(
      nextRefreshDelay(
        [
          post('published', '2026-11-23T14:00:00Z'),
          post('failed', '2026-11-23T14:00:00Z'),
          post('cancelled', '2026-11-23T15:00:10Z'),
          post('scheduled', '2026-11-23T16:00:01Z'),
        ],
        NOW,
      ),
    ).toBeNull();
    expect(nextRefreshDelay([], NOW)).toBeNull();
  });
});
