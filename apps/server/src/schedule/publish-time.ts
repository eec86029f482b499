import { SCHEDULE_MAX_AHEAD_MS } from '@lienzo/core';
import { ApiError } from '../http/api-error';

/** How far in the past a publishing time may be and still count as "now": the client's clock may be behind. */
export const PUBLISH_CLOCK_SLACK_MS = 5_000;

/**
 * The publishing instant as stored (ISO in UTC), when it is after now and within SCHEDULE_MAX_AHEAD_MS;
 * otherwise 400 API_ERROR_SCHEDULE_IN_PAST.
 */
export function checkedPublishAt(publishAt: string, now: Date): string {
  const at = Date.parse(publishAt);
  if (Number.isNaN(at)) throw new ApiError(400, 'API_ERROR_VALIDATION', 'publish_at: not a real date');
  if (at <= now.getTime() - PUBLISH_CLOCK_SLACK_MS || at > now.getTime() + SCHEDULE_MAX_AHEAD_MS)
    throw new ApiError(400, 'API_ERROR_SCHEDULE_IN_PAST');
  return new Date(at).toISOString();
}
