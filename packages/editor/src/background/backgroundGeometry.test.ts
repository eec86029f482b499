import { describe, expect, it } from 'vitest';
import { centredOffset, clampOffset, coverSize, rezoomOffset, zoomFactor } from './backgroundGeometry';

const story = { width: 540, height: 960 };

describe('background geometry', () => {
  it('zooms only above 100 %', () => {
    expect(zoomFactor(50)).toBe(1);
    expect(zoomFactor(100)).toBe(1);
    expect(zoomFactor(250)).toBe(2.5);
  });

  it('covers the canvas keeping the ratio, then zooms', () => {
    expect(coverSize({ width: 160, height: 100 }, story, 100)).toEqual({ width: 1536, height: 960 });
    expect(coverSize({ width: 40, height: 120 }, story, 100)).toEqual({ width: 540, height: 1620 });
    expect(coverSize({ width: 160, height: 100 }, story, 200)).toEqual({ width: 3072, height: 1920 });
    // A picture without a size (an SVG with none) is stretched over the canvas.
    expect(coverSize({ width: 0, height: 0 }, story, 100)).toEqual(story);
  });

  it('keeps the offset negative and within the excess of the picture over the canvas', () => {
    const drawn = { width: 1536, height: 960 };
    expect(clampOffset({ offsetX: 30, offsetY: 5 }, drawn, story)).toEqual({ offsetX: 0, offsetY: 0 });
    expect(clampOffset({ offsetX: -2000, offsetY: -10 }, drawn, story)).toEqual({
      offsetX: -996,
      offsetY: 0,
    });
    expect(clampOffset({ offsetX: -123.456, offsetY: 0 }, drawn, story)).toEqual({
      offsetX: -123.46,
      offsetY: 0,
    });
  });

  it('centres, and keeps the centre when the zoom changes', () => {
    const before = { width: 1536, height: 960 };
    const after = { width: 3072, height: 1920 };
    expect(centredOffset(before, story)).toEqual({ offsetX: -498, offsetY: 0 });
    expect(rezoomOffset({ offsetX: -498, offsetY: 0 }, before, after, story)).toEqual({
      offsetX: -1266,
      offsetY: -480,
    });
    // Back to 100 %: within the bounds again.
    expect(rezoomOffset({ offsetX: -2532, offsetY: -960 }, after, before, story)).toEqual({
      offsetX: -996,
      offsetY: 0,
    });
  });
});
