import { Rect, StaticCanvas } from 'fabric';
import { describe, expect, it } from 'vitest';
import { drawScene } from './moment';

/** A 540 × 960 scene: a black square from (100, 100) to (200, 200) on white. */
function scene(): StaticCanvas {
  const canvas = new StaticCanvas(document.createElement('canvas'), {
    width: 540,
    height: 960,
    backgroundColor: '#ffffff',
    enableRetinaScaling: false,
  });
  canvas.add(
    new Rect({
      ...{ originX: 'left', originY: 'top', left: 100, top: 100 },
      ...{ width: 100, height: 100, fill: '#000000', strokeWidth: 0 },
    }),
  );
  return canvas;
}

/** The red channel along a row of the target, from x to x + count. */
function row(target: CanvasRenderingContext2D, x: number, y: number, count: number): number[] {
  const { data } = target.getImageData(x, y, count, 1);
  return Array.from({ length: count }, (_, index) => data[index * 4]!);
}

describe('drawScene at a scale (issue 22: a 540 × 960 design as a 1080 × 1920 video)', () => {
  it('draws the design at the larger size, its edges as sharp as at 1:1 (not an enlarged picture)', () => {
    const target = Object.assign(document.createElement('canvas'), { width: 1080, height: 1920 });
    const context = target.getContext('2d')!;
    drawScene(scene(), context, 2);
    // The square's left edge lands on x = 200 exactly: white up to 199, black from 200, nothing between.
    expect(row(context, 196, 300, 8)).toEqual([255, 255, 255, 255, 0, 0, 0, 0]);
    // Its right edge at x = 400, and the whole frame is covered (the background scaled too).
    expect(row(context, 396, 300, 8)).toEqual([0, 0, 0, 0, 255, 255, 255, 255]);
    expect(row(context, 1076, 1916, 4)).toEqual([255, 255, 255, 255]);
  });

  it('leaves the scene as it was shown: its size and transform come back', () => {
    const canvas = scene();
    const shown = [...canvas.viewportTransform];
    const context = Object.assign(document.createElement('canvas'), { width: 1080, height: 1920 }).getContext(
      '2d',
    )!;
    drawScene(canvas, context, 2);
    expect([canvas.width, canvas.height]).toEqual([540, 960]);
    expect(canvas.viewportTransform).toEqual(shown);
  });
});
