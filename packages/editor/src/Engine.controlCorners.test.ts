import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ActiveSelection, Point, type Canvas, type FabricObject } from 'fabric';
import type { Engine } from './Engine';
import { TEST_ASSETS } from './test/assetPaths';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

const canvasOf = (engine: Engine) => (engine as unknown as { view: { canvas: Canvas } }).view.canvas;

/** Corners as [left, top, right, bottom] of the box around `points`. */
function boxOf(points: readonly Point[]): number[] {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * Where the handles of each selected object are (its control corners, in canvas pixels) against where it
 * is drawn now (its corners from its current transform, through the current viewport). They must agree to
 * within the selection padding: handles away from the object are the regression of issue 21.
 */
function expectHandlesOnObjects(engine: Engine): void {
  const canvas = canvasOf(engine);
  const active = canvas.getActiveObject();
  expect(active, 'an object is selected').toBeTruthy();
  const objects: FabricObject[] =
    active instanceof ActiveSelection ? [active, ...active.getObjects()] : [active!];
  const vpt = canvas.viewportTransform;
  for (const object of active instanceof ActiveSelection ? [active] : objects) {
    const handles = boxOf(
      (['tl', 'tr', 'br', 'bl'] as const).map((corner) => {
        const { x, y } = object.oCoords[corner]!;
        return new Point(x, y);
      }),
    );
    const drawn = boxOf(Object.values(object.calcACoords()).map((point: Point) => point.transform(vpt)));
    const slack = object.padding + 1;
    handles.forEach((value, index) => expect(Math.abs(value - drawn[index]!)).toBeLessThanOrEqual(slack));
  }
  // Hits and the selection box read each object's corners (in its parent's plane): they must be current.
  for (const object of objects) {
    const cached = boxOf(Object.values(object.aCoords));
    const fresh = boxOf(Object.values(object.calcACoords()));
    cached.forEach((value, index) => expect(value).toBeCloseTo(fresh[index]!, 0));
  }
}

/** What the layers panel does after every change: a thumbnail of each object. */
function drawThumbnails(engine: Engine): void {
  for (const object of engine.getObjects()) engine.objectToDataUrl(object.id, 40);
}

function afterChange(engine: Engine): void {
  drawThumbnails(engine);
  expectHandlesOnObjects(engine);
}

describe('selection handles stay on the selected objects', () => {
  it('after typing, Escape, a style change, undo and redo of a text', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    afterChange(engine);
    const { left, top, width, height } = engine.getObject(id)!;
    const scale = engine.zoom;
    await userEvent.dblClick(upper, {
      position: { x: (left + width / 2) * scale, y: (top + height / 2) * scale },
    });
    await userEvent.keyboard('{Control>}a{/Control}A much longer title that wraps onto lines');
    afterChange(engine);
    await userEvent.keyboard('{Escape}');
    afterChange(engine);
    expect(engine.getSelection()).toBe(id);
    engine.updateObject(id, { fontSize: 80 });
    afterChange(engine);
    expect(engine.undo()).toBe(true);
    afterChange(engine);
    expect(engine.redo()).toBe(true);
    afterChange(engine);
  });

  it('after a layout change, a zoom and a load', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Layout');
    afterChange(engine);
    expect(engine.applyLayout('facebook.post')).toBe(true);
    engine.select(id);
    afterChange(engine);
    engine.setZoom(1.3);
    afterChange(engine);
    engine.setZoom(0.4);
    afterChange(engine);
    await engine.load(engine.toDocument());
    engine.select(id);
    afterChange(engine);
    engine.setZoom(0.9);
    afterChange(engine);
  });

  it('after crop apply, and on a multi-selection moved by undo', async () => {
    const { engine } = await mountEngine();
    const picture = await engine.addImage(TEST_ASSETS.quadrantsPng);
    await engine.whenIdle();
    engine.startCrop(picture);
    engine.setCropRect({ x: 10, y: 10, width: 80, height: 50 });
    expect(engine.applyCrop()).toBe(true);
    engine.select(picture);
    afterChange(engine);
    const text = engine.addText('title', 'Two');
    engine.select([picture, text]);
    afterChange(engine);
    engine.moveObject(text, 30, 40);
    engine.select([picture, text]);
    afterChange(engine);
    engine.undo();
    engine.select([picture, text]);
    afterChange(engine);
  });
});
