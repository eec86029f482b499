import { describe, expect, it } from 'vitest';
import { Rect } from 'fabric';
import { STILL } from '@lienzo/core';
import { applyFrame } from './applyFrame';

const box = () =>
  new Rect({ left: 100, top: 50, width: 80, height: 40, scaleX: 2, scaleY: 1.5, angle: 30, opacity: 0.8 });

describe('applyFrame', () => {
  it('leaves a still frame alone', () => {
    const rect = box();
    const before = rect.toObject();
    applyFrame(rect, STILL)();
    expect(rect.toObject()).toEqual(before);
  });

  it('multiplies the opacity, moves sideways and scales about the centre, then puts it back', () => {
    const rect = box();
    const before = rect.toObject();
    const centre = rect.getCenterPoint();
    const restore = applyFrame(rect, { opacity: 0.5, offsetX: -120, scale: 0.25 });
    expect(rect.opacity).toBeCloseTo(0.4, 9);
    expect(rect.scaleX).toBeCloseTo(0.5, 9);
    expect(rect.scaleY).toBeCloseTo(0.375, 9);
    const moved = rect.getCenterPoint();
    expect(moved.x).toBeCloseTo(centre.x - 120, 6);
    expect(moved.y).toBeCloseTo(centre.y, 6);
    restore();
    expect(rect.toObject()).toEqual(before);
  });

  it('draws an object at no size transparent, keeping its size', () => {
    const rect = box();
    const restore = applyFrame(rect, { opacity: 1, offsetX: 0, scale: 0 });
    expect(rect.opacity).toBe(0);
    expect(rect.scaleX).toBe(2);
    restore();
    expect(rect.opacity).toBe(0.8);
  });
});
