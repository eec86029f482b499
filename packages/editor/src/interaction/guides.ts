import { CANVAS } from '@lienzo/core';
import type { Point } from '../geometry/box';

/** Which canvas centre lines a moving object is snapped to. */
export interface CentreGuides {
  /** The vertical line through the canvas centre (the object is centred horizontally). */
  vertical: boolean;
  /** The horizontal line through the canvas centre (the object is centred vertically). */
  horizontal: boolean;
}

export const NO_GUIDES: CentreGuides = { vertical: false, horizontal: false };

/**
 * SPEC §4/§9: a moving object whose centre comes within the snap threshold of a canvas centre line
 * jumps onto it, and that line is shown. All values are in layout units.
 */
export function snapToCentre(
  centre: Point,
  layout: { width: number; height: number },
  threshold: number = CANVAS.snapThreshold,
): { centre: Point; guides: CentreGuides } {
  const middleX = layout.width / 2;
  const middleY = layout.height / 2;
  const vertical = Math.abs(centre.x - middleX) <= threshold;
  const horizontal = Math.abs(centre.y - middleY) <= threshold;
  return {
    centre: { x: vertical ? middleX : centre.x, y: horizontal ? middleY : centre.y },
    guides: { vertical, horizontal },
  };
}
