import { describe, expect, it } from 'vitest';
import {
  clampEnd,
  clampStart,
  labelStep,
  MIN_SECOND_WIDTH,
  pixelsAt,
  secondAt,
  secondWidth,
  trackWidth,
} from './timelineScale';

describe('the timeline track scale', () => {
  it('draws the default 15 s timeline over the 290 px of SPEC §9', () => {
    expect(trackWidth(15)).toBeCloseTo(290);
    expect(secondWidth(15)).toBeCloseTo(290 / 15);
    expect(trackWidth(10)).toBeCloseTo(290);
  });

  it('keeps a second wide enough to hit on long timelines, which then scroll', () => {
    expect(secondWidth(600)).toBe(MIN_SECOND_WIDTH);
    expect(trackWidth(600)).toBe(600 * MIN_SECOND_WIDTH);
  });

  it('maps seconds to pixels and back', () => {
    expect(pixelsAt(0, 10)).toBe(0);
    expect(pixelsAt(5, 10)).toBeCloseTo(145);
    expect(pixelsAt(10, 10)).toBeCloseTo(290);
    expect(secondAt(145, 10)).toBe(5);
    expect(secondAt(pixelsAt(7, 600), 600)).toBe(7);
  });

  it('snaps a pointer to the nearest whole second', () => {
    expect(secondAt(29 * 2 + 14, 10)).toBe(2);
    expect(secondAt(29 * 2 + 15, 10)).toBe(3);
    expect(secondAt(29 * 2 - 14, 10)).toBe(2);
  });

  it('keeps a pointer outside the track, or no number, inside the timeline', () => {
    expect(secondAt(-50, 10)).toBe(0);
    expect(secondAt(10_000, 10)).toBe(10);
    expect(secondAt(Number.NaN, 10)).toBe(0);
  });
});

describe('moving a handle', () => {
  it('keeps a start at 0 or later and a second before the end', () => {
    expect(clampStart(2, 5, 15)).toBe(2);
    expect(clampStart(-3, 5, 15)).toBe(0);
    expect(clampStart(5, 5, 15)).toBe(4);
    expect(clampStart(9, 5, 15)).toBe(4);
    expect(clampStart(2.4, null, 15)).toBe(2);
  });

  it('keeps a start without an end before the end of the timeline', () => {
    expect(clampStart(15, null, 15)).toBe(14);
    expect(clampStart(40, null, 15)).toBe(14);
  });

  it('keeps an end a second after the start and no later than the timeline', () => {
    expect(clampEnd(5, 2, 15)).toBe(5);
    expect(clampEnd(2, 2, 15)).toBe(3);
    expect(clampEnd(0, 2, 15)).toBe(3);
    expect(clampEnd(5.6, 0, 15)).toBe(6);
  });

  it('turns an end at (or past) the end of the timeline into "to the end"', () => {
    expect(clampEnd(15, 2, 15)).toBeNull();
    expect(clampEnd(99, 2, 15)).toBeNull();
    expect(clampEnd(14, 2, 15)).toBe(14);
  });

  it('rounds a start between seconds up for the end', () => {
    expect(clampEnd(1, 1.5, 15)).toBe(3);
  });
});

describe('the ruler', () => {
  it('writes every second when they are wide, fewer numbers when they are narrow', () => {
    expect(labelStep(10)).toBe(1);
    expect(labelStep(15)).toBe(2);
    expect(labelStep(600)).toBe(2);
    expect(labelStep(1)).toBe(1);
  });
});
