import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ASSETS } from './test/assetPaths';
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

describe('smart guides', () => {
  it("snaps a dragged object's left edge to another's right edge and draws that guide until the drop", async () => {
    const { engine, upper } = await mountEngine();
    const still = engine.addText('text', 'Still');
    const moved = engine.addText('text', 'Moved');
    engine.updateObject(still, { left: 60, top: 100, width: 150 });
    engine.updateObject(moved, { left: 250, top: 600, width: 150 });
    const { height } = engine.getObject(moved)!;
    expect(paintedInColumn(upper, 105)).toBe(0);

    const pointer = pointerOn(upper);
    const grab = { x: 162, y: 300 + height / 4 };
    pointer.down(grab);
    pointer.move({ x: grab.x - 5, y: grab.y });
    // 17 screen px left = 34 layout px: its left edge (216) is 6 px from the other's right edge (210).
    pointer.move({ x: grab.x - 17, y: grab.y });
    await frame();
    expect(engine.smartGuides.lines).toContainEqual(expect.objectContaining({ axis: 'x', at: 210 }));
    expect(engine.guides).toEqual({ vertical: false, horizontal: false });
    // Drawn dashed from the top of the still text to the bottom of the moved one, on screen only.
    const painted = paintedInColumn(upper, 105);
    expect(painted).toBeGreaterThan(100);
    expect(painted).toBeLessThan(2 * (300 + height / 2 - 50));

    pointer.up({ x: grab.x - 17, y: grab.y });
    await frame();
    expect(engine.smartGuides.lines).toEqual([]);
    expect(paintedInColumn(upper, 105)).toBe(0);
    expect(engine.getObject(moved)!.left).toBeCloseTo(210, 1);
    expect(engine.getObject(moved)!.top).toBeCloseTo(600, 1);
    engine.undo();
    expect(engine.getObject(moved)!.left).toBeCloseTo(250, 1);
  });

  it("snaps the dragged edge of a resized picture to another object's edge", async () => {
    const { engine, upper } = await mountEngine();
    const still = engine.addText('text', 'Edge');
    engine.updateObject(still, { left: 60, top: 100, width: 240 });
    const picture = await engine.addImage(TEST_ASSETS.quadrantsPng);
    // 160 × 100 at (60, 600): its right edge at 220, its middle-right handle at (220, 650).
    engine.updateObject(picture, { left: 60, top: 600, scaleX: 1, scaleY: 1, angle: 0 });
    engine.select(picture);
    await frame();
    const pointer = pointerOn(upper);
    // The handle is drawn 4 screen px outside the edge (the selection padding).
    pointer.down({ x: 114, y: 325 });
    pointer.move({ x: 124, y: 325 });
    // 36 screen px right = 72 layout px: the right edge (292) is 8 px from 300 and lands on it.
    pointer.move({ x: 150, y: 325 });
    await frame();
    expect(engine.smartGuides.lines).toContainEqual(expect.objectContaining({ axis: 'x', at: 300 }));
    pointer.up({ x: 150, y: 325 });
    const resized = engine.getObject(picture)!;
    expect(resized.left).toBeCloseTo(60, 1);
    expect(resized.left + resized.width * resized.scaleX).toBeCloseTo(300, 0);
  });

  it("snaps the dragged side of a text whose width is changed to another object's edge", async () => {
    const { engine, upper } = await mountEngine();
    const still = engine.addText('text', 'Edge');
    const text = engine.addText('text', 'Wider');
    engine.updateObject(still, { left: 60, top: 100, width: 240 });
    engine.updateObject(text, { left: 60, top: 600, width: 150 });
    engine.select(text);
    await frame();
    const middle = 300 + engine.getObject(text)!.height / 4;
    const pointer = pointerOn(upper);
    // Its right side handle, 4 screen px outside the edge at 210 (the selection padding).
    pointer.down({ x: 109, y: middle });
    pointer.move({ x: 119, y: middle });
    // 42 screen px right = 84 layout px: the side (294) is 6 px from 300 and lands on it.
    pointer.move({ x: 151, y: middle });
    await frame();
    expect(engine.smartGuides.lines).toContainEqual(expect.objectContaining({ axis: 'x', at: 300 }));
    pointer.up({ x: 151, y: middle });
    const widened = engine.getObject(text)!;
    expect(widened.left).toBeCloseTo(60, 1);
    expect(widened.width).toBeCloseTo(240, 0);
  });

  it('never snaps an object to where it itself was, even when the drag starts unselected', async () => {
    const { engine, upper } = await mountEngine();
    const far = engine.addText('text', 'Far');
    const moved = engine.addText('text', 'Moved');
    engine.updateObject(far, { left: 20, top: 20, width: 100 });
    engine.updateObject(moved, { left: 250, top: 600, width: 150 });
    engine.select(null);
    const grab = { x: 162, y: 300 + engine.getObject(moved)!.height / 4 };
    const pointer = pointerOn(upper);
    pointer.down(grab);
    // 3 screen px = 6 layout px, within the threshold of its own former edges.
    pointer.move({ x: grab.x + 1, y: grab.y });
    pointer.move({ x: grab.x + 3, y: grab.y });
    pointer.up({ x: grab.x + 3, y: grab.y });
    expect(engine.getObject(moved)!.left).toBeCloseTo(256, 1);
  });
});
