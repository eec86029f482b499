import { describe, expect, it } from 'vitest';
import { retryDelayAfter } from '../jobs/job-queue';
import { DELIVERY_RETRY } from './delivery-jobs';

describe('the wait before a delivery is tried again', () => {
  it('doubles from 30 s up to an hour, each wait between half and all of its step, 8 attempts in all', () => {
    const steps = [30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((seconds) => seconds * 1000);
    steps.forEach((step, index) => {
      expect(retryDelayAfter(DELIVERY_RETRY, index + 1, () => 0)).toBe(step / 2);
      expect(retryDelayAfter(DELIVERY_RETRY, index + 1, () => 1)).toBe(step);
      const jittered = retryDelayAfter(DELIVERY_RETRY, index + 1);
      expect(jittered).toBeGreaterThanOrEqual(step / 2);
      expect(jittered).toBeLessThanOrEqual(step);
    });
    expect(DELIVERY_RETRY.maxAttempts).toBe(8);
  });

  it('stays at its longest however many attempts failed, and is none when the queue retries at once', () => {
    expect(retryDelayAfter(DELIVERY_RETRY, 1_000, () => 1)).toBe(3_600_000);
    expect(retryDelayAfter({ retryDelayMs: 0 }, 5, () => 1)).toBe(0);
    expect(retryDelayAfter({ retryDelayMs: 1_000 }, 40, () => 1)).toBe(1_000 * 2 ** 30);
  });
});
