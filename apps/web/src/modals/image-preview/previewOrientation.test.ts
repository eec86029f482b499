import { describe, expect, it } from 'vitest';
import { previewOrientation } from './previewOrientation';

describe('image preview orientation (SPEC §2)', () => {
  it('is landscape for a picture wider than tall', () => {
    expect(previewOrientation(1500, 500)).toBe('landscape');
    expect(previewOrientation(851, 315)).toBe('landscape');
    expect(previewOrientation(801, 800)).toBe('landscape');
  });

  it('is portrait for a taller picture and for a square one', () => {
    expect(previewOrientation(540, 960)).toBe('portrait');
    expect(previewOrientation(800, 801)).toBe('portrait');
    expect(previewOrientation(800, 800)).toBe('portrait');
  });

  it('is nothing for sizes no decoded picture has', () => {
    expect(previewOrientation(0, 0)).toBeNull();
    expect(previewOrientation(0, 500)).toBeNull();
    expect(previewOrientation(500, -1)).toBeNull();
    expect(previewOrientation(Number.NaN, 500)).toBeNull();
    expect(previewOrientation(500, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
