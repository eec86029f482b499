import type { FabricObject, StaticCanvas, TMat2D } from 'fabric';
import { stateAt, type AnimationFrame, type DesignObject } from '@lienzo/core';
import { applyFrame } from './applyFrame';

export interface DrawnObject {
  object: FabricObject;
  record: DesignObject;
}

/** Every drawn object's frame at one moment of the timeline, not yet shown. */
export interface Moment {
  /** The same for two moments that look the same (every object in the same state). */
  key: string;
  /** Shows the objects as at this moment; returns what shows their records again. */
  show(): () => void;
}

/** The objects' states at `seconds` of the timeline (SPEC §4 animations), on a canvas that wide. */
export function momentAt(drawn: Iterable<DrawnObject>, seconds: number, canvasWidth: number): Moment {
  const frames: [FabricObject, AnimationFrame][] = [];
  for (const { object, record } of drawn) {
    const { left, width } = object.getBoundingRect();
    frames.push([object, stateAt(record, seconds, { canvasWidth, bounds: { left, width } })]);
  }
  return {
    key: frames.map(([, frame]) => `${frame.opacity},${frame.offsetX},${frame.scale}`).join(';'),
    show: () => {
      const restores = frames.map(([object, frame]) => applyFrame(object, frame));
      return () => {
        for (const restore of restores.reverse()) restore();
      };
    },
  };
}

/**
 * Draws the canvas's background, objects and overlay on `target` at `scale` canvas pixels per layout
 * pixel, no selection controls, as Fabric's toCanvasElement does, but into a canvas that is reused
 * for every frame of a video.
 */
export function drawScene(canvas: StaticCanvas, target: CanvasRenderingContext2D, scale = 1): void {
  // Fabric keeps this flag protected; toCanvasElement sets it the same way.
  const controls = canvas as unknown as { skipControlsDrawing: boolean };
  const shown = {
    viewportTransform: canvas.viewportTransform,
    width: canvas.width,
    height: canvas.height,
    enableRetinaScaling: canvas.enableRetinaScaling,
  };
  const skipControlsDrawing = controls.skipControlsDrawing;
  canvas.enableRetinaScaling = false;
  // Scaled as a zoom, not as a bitmap: every path, text and cache is drawn at the target's size.
  canvas.viewportTransform = [scale, 0, 0, scale, 0, 0] as TMat2D;
  canvas.width = target.canvas.width;
  canvas.height = target.canvas.height;
  controls.skipControlsDrawing = true;
  canvas.calcViewportBoundaries();
  try {
    canvas.renderCanvas(target, canvas.getObjects());
  } finally {
    Object.assign(canvas, shown);
    controls.skipControlsDrawing = skipControlsDrawing;
    canvas.calcViewportBoundaries();
  }
}
