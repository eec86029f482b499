import { describe, expect, it } from 'vitest';
import { ANIMATION_EFFECTS, type AnimationEffect } from '../constants';
import { STILL, easeOut, entranceSeconds, stateAt, type AnimatedObject } from './stateAt';

/** A 200 px wide object 300 px from the left of a 540 px story. */
const stage = { canvasWidth: 540, bounds: { left: 300, width: 200 } };
const object = (animationEffect: AnimationEffect, animationStart = 2, animationEnd: number | null = 5) =>
  ({ animationEffect, animationStart, animationEnd }) satisfies AnimatedObject;
const EPSILON = 1e-6;

describe('entrance timing (SPEC §4, §9)', () => {
  it('takes 400 ms, 200 ms for zoom', () => {
    expect(ANIMATION_EFFECTS.map((effect) => [effect, entranceSeconds(effect)])).toEqual([
      ['fade', 0.4],
      ['left', 0.4],
      ['right', 0.4],
      ['zoom', 0.2],
    ]);
  });

  it('eases out: starts at 0, ends at 1, is past half way at half time, and never goes back', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBe(0.875);
    for (let step = 1; step <= 100; step++)
      expect(easeOut(step / 100)).toBeGreaterThan(easeOut((step - 1) / 100));
  });
});

describe('stateAt', () => {
  const hiddenBy: Record<AnimationEffect, object> = {
    fade: { opacity: 0, offsetX: 0, scale: 1 },
    // The right edge of the box at the canvas's left edge: 300 + 200 to the left.
    left: { opacity: 1, offsetX: -500, scale: 1 },
    // The left edge of the box at the canvas's right edge: 540 − 300 to the right.
    right: { opacity: 1, offsetX: 240, scale: 1 },
    zoom: { opacity: 1, offsetX: 0, scale: 0 },
  };

  it.each(ANIMATION_EFFECTS)(
    '%s: hidden by its effect before the start, and at the start itself',
    (effect) => {
      expect(stateAt(object(effect), 0, stage)).toEqual(hiddenBy[effect]);
      expect(stateAt(object(effect), 2 - EPSILON, stage)).toEqual(hiddenBy[effect]);
      expect(stateAt(object(effect), 2, stage)).toEqual(hiddenBy[effect]);
    },
  );

  it.each(ANIMATION_EFFECTS)('%s: half way through the entrance, eased out', (effect) => {
    const half = 2 + entranceSeconds(effect) / 2;
    const frame = stateAt(object(effect), half, stage);
    const expected = {
      fade: { opacity: 0.875, offsetX: 0, scale: 1 },
      left: { opacity: 1, offsetX: -500 * 0.125, scale: 1 },
      right: { opacity: 1, offsetX: 240 * 0.125, scale: 1 },
      zoom: { opacity: 1, offsetX: 0, scale: 0.875 },
    }[effect];
    expect(frame.opacity).toBeCloseTo(expected.opacity, 9);
    expect(frame.offsetX).toBeCloseTo(expected.offsetX, 9);
    expect(frame.scale).toBeCloseTo(expected.scale, 9);
  });

  it.each(ANIMATION_EFFECTS)(
    '%s: in place from the end of the entrance until just before its end',
    (effect) => {
      expect(stateAt(object(effect), 2 + entranceSeconds(effect), stage)).toEqual(STILL);
      expect(stateAt(object(effect), 3, stage)).toEqual(STILL);
      expect(stateAt(object(effect), 5 - EPSILON, stage)).toEqual(STILL);
    },
  );

  it.each(ANIMATION_EFFECTS)('%s: opacity 0 from its end on', (effect) => {
    expect(stateAt(object(effect), 5, stage)).toEqual({ opacity: 0, offsetX: 0, scale: 1 });
    expect(stateAt(object(effect), 14.9, stage)).toEqual({ opacity: 0, offsetX: 0, scale: 1 });
  });

  it.each(ANIMATION_EFFECTS)('%s: an object starting at 0 shows at once, with no entrance', (effect) => {
    expect(stateAt(object(effect, 0, null), 0, stage)).toEqual(STILL);
    expect(stateAt(object(effect, 0, null), 0.1, stage)).toEqual(STILL);
    expect(stateAt(object(effect, 0, 3), 3, stage).opacity).toBe(0);
  });

  it('stays until the end of the timeline when it has no end', () => {
    expect(stateAt(object('fade', 1, null), 600, stage)).toEqual(STILL);
  });

  it('treats a moment before 0 as 0, and refuses one that is not a number', () => {
    expect(stateAt(object('fade', 0, null), -3, stage)).toEqual(STILL);
    expect(stateAt(object('fade'), -3, stage)).toEqual(hiddenBy.fade);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(() => stateAt(object('fade'), bad, stage)).toThrow(RangeError);
  });

  it('keeps an object whose end is at or before its start hidden throughout', () => {
    for (const t of [0, 2, 2.2, 3]) expect(stateAt(object('fade', 2, 2), t, stage).opacity).toBe(0);
  });
});
