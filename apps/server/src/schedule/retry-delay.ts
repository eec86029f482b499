export interface RetryPolicy {
  /** The wait after the first failed attempt; each further one doubles it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** Attempts in all; the delivery fails after the last. */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 };

/**
 * How long to wait after failed attempt `attempt` (1-based): base × 2^(attempt−1), capped, then a random share
 * of its second half dropped ("equal jitter") so many posts failing together do not retry together.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const full = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}
