import {
  objectBox,
  round2,
  type Layout,
  type PageDocument,
  type DesignObject,
  type LayoutBaseEntry,
} from '@lienzo/core';
import { centreOf, topLeftFor } from '../geometry/box';

export interface LayoutTarget {
  key: string;
  width: number;
  height: number;
  name: string;
}

/** The canvas a catalogue or custom layout gives a design. */
export function layoutTargetOf(layout: Layout): LayoutTarget {
  const [width, height] = layout.sizes;
  return { key: layout.key, width, height, name: layout.name };
}

/** What a layout change moves: position and scale, the only fields it ever writes. */
export type LayoutGeometry = Pick<DesignObject, 'left' | 'top' | 'scaleX' | 'scaleY'>;

/** The smallest font a layout change leaves a text with, in canvas pixels. */
export const MIN_READABLE_FONT = 12;
/** The smallest shorter side a layout change leaves any other object with, in canvas pixels. */
export const MIN_OBJECT_SIDE = 24;

type Size = Pick<LayoutTarget, 'width' | 'height'>;

/** Rounding must not turn a very small scale into 0, which no object may have. */
const roundScale = (scale: number) => Math.max(0.01, round2(scale));

/**
 * How much larger than `factor` times its base an object must be to stay readable: never larger than at
 * its base, nor than the canvas.
 */
function readableLift(object: DesignObject, factor: number, canvas: Size): number {
  const width = object.width * object.scaleX * factor;
  const height = object.height * object.scaleY * factor;
  const fontSize = 'fontSize' in object && typeof object.fontSize === 'number' ? object.fontSize : null;
  const wanted = fontSize
    ? MIN_READABLE_FONT / (fontSize * object.scaleY * factor)
    : MIN_OBJECT_SIDE / Math.min(width, height);
  const lift = Math.min(wanted, 1 / factor, canvas.width / width, canvas.height / height);
  return Number.isFinite(lift) && lift > 1 ? lift : 1;
}

/** The shift that brings a box inside the canvas, or centred over it along an axis it is larger than. */
function shiftInside(start: number, end: number, size: number): number {
  if (end - start > size) return (size - (end - start)) / 2 - start;
  if (start < 0) return -start;
  if (end > size) return size - end;
  return 0;
}

/**
 * An object's place on `canvas` reflowed from its base (SPEC §4 "Applying a layout"): the centre keeps
 * its relative position, the scale follows the smaller of the two axis factors so nothing is stretched,
 * and the object stays inside the canvas and readable. On the base's own canvas size it is the base.
 */
export function reflow(object: DesignObject, base: LayoutBaseEntry, canvas: Size): LayoutGeometry {
  const { left, top, scaleX, scaleY } = base;
  if (canvas.width === base.layoutWidth && canvas.height === base.layoutHeight)
    return { left, top, scaleX, scaleY };
  const factorX = canvas.width / base.layoutWidth;
  const factorY = canvas.height / base.layoutHeight;
  const centre = centreOf({ ...object, left, top, scaleX, scaleY });
  const factor = Math.min(factorX, factorY);
  const lift = readableLift({ ...object, scaleX, scaleY }, factor, canvas);
  const scaled = {
    ...object,
    scaleX: roundScale(scaleX * factor * lift),
    scaleY: roundScale(scaleY * factor * lift),
  };
  const placed = { ...scaled, ...topLeftFor({ x: centre.x * factorX, y: centre.y * factorY }, scaled) };
  const box = objectBox(placed);
  return {
    left: round2(placed.left + shiftInside(box.left, box.right, canvas.width)),
    top: round2(placed.top + shiftInside(box.top, box.bottom, canvas.height)),
    scaleX: scaled.scaleX,
    scaleY: scaled.scaleY,
  };
}

function sameGeometry(a: LayoutGeometry, b: LayoutGeometry): boolean {
  return (['left', 'top', 'scaleX', 'scaleY'] as const).every((key) => Math.abs(a[key] - b[key]) < 0.005);
}

/**
 * The base of each object before a layout change: the stored one while the object is where the last
 * change put it, else (new, or moved or resized since) where it is now on the current canvas.
 */
export function currentBases(document: PageDocument): LayoutBaseEntry[] {
  const stored = new Map((document.layoutBase ?? []).map((entry) => [entry.id, entry]));
  const { width, height } = document.layout;
  return document.objects.map((object) => {
    const base = stored.get(object.id);
    if (base && sameGeometry(reflow(object, base, document.layout), object)) return base;
    const { id, left, top, scaleX, scaleY } = object;
    return { id, layoutWidth: width, layoutHeight: height, left, top, scaleX, scaleY };
  });
}

/**
 * The objects of a document moved onto a new canvas size, each reflowed from its base, so a round trip
 * through other layouts gives every object back as it was; with the bases to store for the next change.
 */
export function resizeObjects(
  document: PageDocument,
  target: Size,
): { geometry: Map<string, LayoutGeometry>; bases: LayoutBaseEntry[] } {
  const bases = currentBases(document);
  const geometry = new Map<string, LayoutGeometry>();
  document.objects.forEach((object, index) => geometry.set(object.id, reflow(object, bases[index]!, target)));
  return { geometry, bases };
}
