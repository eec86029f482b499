import type { DesignDocument, DesignObject } from '@lienzo/core';

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
    const radians = (object.angle * Math.PI) / 180;
    const halfWidth = (object.width * object.scaleX) / 2;
    const halfHeight = (object.height * object.scaleY) / 2;
    // left/top is the rotated top-left corner; the centre is half the box away along the rotated axes.
    const centreX = object.left + halfWidth * Math.cos(radians) - halfHeight * Math.sin(radians);
    const centreY = object.top + halfWidth * Math.sin(radians) + halfHeight * Math.cos(radians);
    const newCentreX = centreX * factorX;
    const newCentreY = centreY * factorY;
    const newHalfWidth = halfWidth * factor;
    const newHalfHeight = halfHeight * factor;
    return {
      ...object,
      left: newCentreX - newHalfWidth * Math.cos(radians) + newHalfHeight * Math.sin(radians),
      top: newCentreY - newHalfWidth * Math.sin(radians) - newHalfHeight * Math.cos(radians),
      scaleX: object.scaleX * factor,
      scaleY: object.scaleY * factor,
    };
  });
}
