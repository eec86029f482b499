import { describe, expect, it } from 'vitest';
import { fitScale } from './viewport';

const STORY = { width: 540, height: 960 };

describe('fitScale', () => {
  it('fits the box the SPEC §9 margins leave, clamped as SPEC §5 says', () => {
    expect(fitScale(STORY, 1200, 900)).toBeCloseTo(780 / 960, 5);
    // A small area still gets a box 300 tall when nothing says how much of it shows.
    expect(fitScale(STORY, 100, 100)).toBeCloseTo(300 / 960, 5);
  });

  it('keeps to the 300 px floor while the room allows it', () => {
    // Issue 24 at 1366 × 768 without a timeline: 376 - 120 is under the floor, the room holds 328.
    expect(fitScale(STORY, 746, 376, { width: 698, height: 328 })).toBeCloseTo(300 / 960, 5);
  });

  it('never makes the canvas larger than the room it has on screen', () => {
    // Issue 24: a story above the timeline at 1366 × 768 had 268 px and was drawn 300 tall.
    expect(fitScale(STORY, 746, 316, { width: 698, height: 268 })).toBeCloseTo(268 / 960, 5);
    // A square design on a phone: 350 wide is the floor, 327 what shows.
    expect(fitScale({ width: 1080, height: 1080 }, 375, 600, { width: 327, height: 552 })).toBeCloseTo(
      327 / 1080,
      5,
    );
  });
});
