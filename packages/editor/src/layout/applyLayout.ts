import type { DesignDocument, DesignObject } from '@lienzo/core';
import { centreOf, topLeftFor } from '../geometry/box';

export interface LayoutTarget {
  key: string;
  width: number;
  height: number;
  name: string;
}

/**
 * The objects of a document moved onto a new canvas size (SPEC §4 "Applying a layout"): each object's
 * centre keeps its relative position, and objects grow or shrink by the smaller of the two axis
 * factors so nothing is stretched.
 */
export function resizeObjects(document: DesignDocument, target: LayoutTarget): DesignObject[] {
  const factorX = target.width / document.layout.width;
  const factorY = target.height / document.layout.height;
  const factor = Math.min(factorX, factorY);
  return document.objects.map((object) => {
    const centre = centreOf(object);
    const scaled = { ...object, scaleX: object.scaleX * factor, scaleY: object.scaleY * factor };
    return { ...scaled, ...topLeftFor({ x: centre.x * factorX, y: centre.y * factorY }, scaled) };
  });
}
