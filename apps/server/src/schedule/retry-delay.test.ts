import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs } from './retry-delay';

describe('the retry delay', () => {
  it('doubles from 30 s up to an hour, each wait between half and all of its step', () => {
    const steps = [30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((seconds) => seconds * 1000);
    steps.forEach((step, index) => {
      expect(retryDelayMs(DEFAULT_RETRY, index + 1, () => 0)).toBe(step / 2);
      expect(retryDelayMs(DEFAULT_RETRY, index + 1, () => 1)).toBe(step);
      const jittered = retryDelayMs(DEFAULT_RETRY, index + 1);
      expect(jittered).toBeGreaterThanOrEqual(step / 2);
      expect(jittered).toBeLessThanOrEqual(step);
    });
    expect(DEFAULT_RETRY.maxAttempts).toBe(8);
  });
});
