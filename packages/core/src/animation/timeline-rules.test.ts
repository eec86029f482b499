import { describe, expect, it } from 'vitest';
import { animationsWithin, changedAnimation, isTimelineDuration } from './timeline-rules';

const object = { animationStart: 2, animationEnd: 5 as number | null, animationEffect: 'fade' as const };

describe('timeline length', () => {
  it.each([1, 15, 600])('accepts %s s', (seconds) => expect(isTimelineDuration(seconds)).toBe(true));
  it.each([0, -1, 601, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '15', null])('refuses %s', (seconds) =>
    expect(isTimelineDuration(seconds)).toBe(false),
  );
});

describe('changedAnimation', () => {
  it('moves the start and the end, keeping what is not changed', () => {
    expect(changedAnimation(object, { start: 3 }, 15)).toEqual({ ...object, animationStart: 3 });
    expect(changedAnimation(object, { end: 15 }, 15)).toEqual({ ...object, animationEnd: 15 });
    expect(changedAnimation(object, { end: null }, 15)).toEqual({ ...object, animationEnd: null });
    expect(changedAnimation(object, { effect: 'zoom' }, 15)).toEqual({ ...object, animationEffect: 'zoom' });
    expect(changedAnimation(object, { start: 0, end: 1 }, 15)).toEqual({
      ...object,
      animationStart: 0,
      animationEnd: 1,
    });
  });

  it('keeps times to 2 decimals', () => {
    expect(changedAnimation(object, { start: 1.23456 }, 15).animationStart).toBe(1.23);
  });

  it.each([
    [{ start: -1 }, /starts from 0/],
    [{ start: 15 }, /starts from 0/],
    [{ start: Number.NaN }, /starts from 0/],
    [{ start: 5 }, /ends after its start/],
    [{ end: 2 }, /ends after its start/],
    [{ end: 1 }, /ends after its start/],
    [{ end: 15.5 }, /by 15 s/],
    [{ end: Number.POSITIVE_INFINITY }, /ends after/],
    [{ effect: 'spin' as never }, /Not an animation effect/],
  ])('refuses %o', (change, message) => {
    expect(() => changedAnimation(object, change, 15)).toThrow(RangeError);
    expect(() => changedAnimation(object, change, 15)).toThrow(message);
  });
});

describe('animationsWithin', () => {
  it('brings starts inside a shorter timeline and clears ends past it', () => {
    const objects = [
      { id: 'a', animationStart: 0, animationEnd: null, animationEffect: 'fade' as const },
      { id: 'b', animationStart: 12, animationEnd: 14, animationEffect: 'left' as const },
      { id: 'c', animationStart: 3, animationEnd: 11, animationEffect: 'zoom' as const },
      { id: 'd', animationStart: 10, animationEnd: null, animationEffect: 'right' as const },
    ];
    expect(animationsWithin(objects, 10)).toEqual([
      { id: 'b', patch: { animationStart: 9, animationEnd: null } },
      { id: 'c', patch: { animationEnd: null } },
      { id: 'd', patch: { animationStart: 9 } },
    ]);
    expect(animationsWithin(objects, 15)).toEqual([]);
  });
});
