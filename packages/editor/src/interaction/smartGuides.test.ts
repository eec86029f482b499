import { describe, expect, it } from 'vitest';
import { snapBox } from './smartGuides';

const layout = { width: 1000, height: 1000 };
const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('snapBox', () => {
  it("snaps a left edge to another object's right edge within 10 px and draws the line through both", () => {
    const other = box(100, 100, 200, 100);
    const { dx, dy, guides } = snapBox(box(307, 400, 100, 50), [other], layout);
    expect(dx).toBe(-7);
    expect(dy).toBe(0);
    expect(guides.lines).toEqual([{ axis: 'x', at: 300, from: 100, to: 450 }]);
    expect(guides.centre).toEqual({ vertical: false, horizontal: false });
  });

  it('does not snap from further than the threshold', () => {
    const { dx, dy, guides } = snapBox(box(312, 400, 100, 50), [box(100, 100, 200, 100)], layout);
    expect([dx, dy]).toEqual([0, 0]);
    expect(guides.lines).toEqual([]);
  });

  it('snaps centre to centre and keeps the canvas centre lines of SPEC §4', () => {
    const centred = snapBox(box(445, 300, 100, 50), [], layout);
    expect(centred.dx).toBe(5);
    expect(centred.guides.centre.vertical).toBe(true);
    const { dy, guides } = snapBox(box(700, 96, 100, 50), [box(100, 100, 100, 40)], layout);
    // Centre 121 → 120, the other's centre: 1 px, nearer than its top (4 px).
    expect(dy).toBe(-1);
    expect(guides.lines).toEqual([{ axis: 'y', at: 120, from: 100, to: 800 }]);
  });

  it('shows equal spacing when the box is centred between two neighbours in its row', () => {
    const left = box(0, 0, 100, 100);
    const right = box(400, 0, 100, 100);
    // The free space is 100–400; a 100 wide box is equally spaced at 200.
    const { dx, dy, guides } = snapBox(box(206, 20, 100, 50), [left, right], layout);
    expect(dx).toBe(-6);
    // Its centre (45) also snaps to theirs (50); the marks are drawn across the shared middle.
    expect(dy).toBe(5);
    expect(guides.spacings).toEqual([
      {
        axis: 'x',
        gaps: [
          { from: 100, to: 200, across: 50 },
          { from: 300, to: 400, across: 50 },
        ],
      },
    ]);
  });

  it('continues the spacing of a pair after it', () => {
    const pair = [box(0, 0, 50, 100), box(0, 150, 50, 100)];
    // Continuing the 50 px gap needs top 300: from 395 that is too far.
    expect(snapBox(box(0, 395, 50, 50), pair, layout).guides.spacings).toEqual([]);
    const { dy, guides } = snapBox(box(0, 304, 50, 50), pair, layout);
    expect(dy).toBe(-4);
    expect(guides.spacings[0]!.axis).toBe('y');
    expect(guides.spacings[0]!.gaps.map((gap) => [gap.from, gap.to])).toEqual([
      [100, 150],
      [250, 300],
    ]);
  });

  it('snaps only the dragged edges of a resize', () => {
    const other = box(100, 100, 200, 100);
    const edges = {
      x: { start: false, middle: false, end: true },
      y: { start: false, middle: false, end: false },
    };
    // Its right edge 304 snaps to 300; its left edge 97 would be 3 px from 100 but does not move.
    const { dx, guides } = snapBox(box(97, 400, 207, 50), [other], layout, edges);
    expect(dx).toBe(-4);
    expect(guides.lines).toEqual([{ axis: 'x', at: 300, from: 100, to: 450 }]);
  });
});
