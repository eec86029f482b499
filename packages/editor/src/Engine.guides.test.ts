import { afterEach, describe, expect, it } from 'vitest';
import { decodePng, disposeEngines, mountEngine, pointerOn } from './test/mountEngine';

afterEach(disposeEngines);

/** How many pixels of a column of the interaction canvas are painted (the guides are drawn there). */
function paintedInColumn(upper: HTMLCanvasElement, cssX: number): number {
  const ratio = upper.width / upper.clientWidth;
  const context = upper.getContext('2d')!;
  let painted = 0;
  for (const x of [Math.floor(cssX * ratio) - 1, Math.floor(cssX * ratio)]) {
    const column = context.getImageData(x, 0, 1, upper.height).data;
    for (let index = 3; index < column.length; index += 4) if (column[index]! > 0) painted += 1;
  }
  return painted;
}

const frame = () => new Promise(requestAnimationFrame);

describe('centre guides', () => {
  it('snaps a moving object to the vertical centre line and shows it dashed until the drop', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Snap');
    const { width, height } = engine.getObject(id)!;
    // Centre 40 px right of and 200 px below the canvas centre (540×960 story, shown at half size).
    engine.updateObject(id, { left: 310 - width / 2, top: 680 - height / 2 });
    expect(paintedInColumn(upper, 135)).toBe(0);

    const pointer = pointerOn(upper);
    const grab = { x: 155, y: 340 };
    pointer.down(grab);
    pointer.move({ x: 150, y: 340 });
    // 17 screen px left = 34 layout px: the centre is 6 px from the line, within the 10 px threshold.
    pointer.move({ x: 138, y: 340 });
    await frame();
    expect(engine.guides).toEqual({ vertical: true, horizontal: false });
    const painted = paintedInColumn(upper, 135);
    // Dashed 5/5: about half of the 960 / 2 = 480 px column is painted, not all of it.
    expect(painted).toBeGreaterThan(150);
    expect(painted).toBeLessThan(2 * 480 * 0.75);
    // An export made meanwhile shows the background where the guide is drawn on screen.
    const exported = await decodePng(engine.exportPng());
    expect(exported.pixel(270, 100)).toEqual([0x62, 0xca, 0xd9, 255]);

    pointer.up({ x: 138, y: 340 });
    await frame();
    expect(engine.guides).toEqual({ vertical: false, horizontal: false });
    expect(paintedInColumn(upper, 135)).toBe(0);
    const dropped = engine.getObject(id)!;
    expect(dropped.left + width / 2).toBeCloseTo(270, 1);
    expect(dropped.top + height / 2).toBeCloseTo(680, 0);
    // The guides are never part of the design.
    expect(engine.getObjects()).toHaveLength(1);
  });

  it('snaps to both centre lines and does not snap from further than 10 px', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Both');
    const { width, height } = engine.getObject(id)!;
    engine.updateObject(id, { left: 330 - width / 2, top: 540 - height / 2 });
    const pointer = pointerOn(upper);
    pointer.down({ x: 165, y: 270 });
    // 12 screen px = 24 layout px: 36 px and 36 px from the lines, too far.
    pointer.move({ x: 153, y: 258 });
    expect(engine.guides).toEqual({ vertical: false, horizontal: false });
    // 28 screen px = 56 layout px: 4 px from each line.
    pointer.move({ x: 137, y: 242 });
    expect(engine.guides).toEqual({ vertical: true, horizontal: true });
    pointer.up({ x: 137, y: 242 });
    const dropped = engine.getObject(id)!;
    expect(dropped.left + width / 2).toBeCloseTo(270, 1);
    expect(dropped.top + height / 2).toBeCloseTo(480, 1);
  });
});
