import { describe, expect, it } from 'vitest';
import { printSize } from './download-image';
import { MAX_INPUT_PIXELS } from './png';

describe('printSize', () => {
  it('is twice the layout, and the biggest picture of its shape within the pixel limit for a huge layout', () => {
    expect(printSize({ width: 1500, height: 1500 })).toEqual({ width: 3000, height: 3000 });
    expect(printSize({ width: 1080, height: 1920 })).toEqual({ width: 2160, height: 3840 });
    const huge = printSize({ width: 20_000, height: 10_000 });
    expect(huge.width * huge.height).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    expect(huge.width * huge.height).toBeGreaterThan(MAX_INPUT_PIXELS * 0.99);
    expect(huge.width / huge.height).toBeCloseTo(2, 2);
  });
});
