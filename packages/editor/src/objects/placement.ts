import { Point, type FabricObject } from 'fabric';
import { round2 } from '@lienzo/core';

/** Our left/top is the object's (rotated) top-left corner; Fabric 7 positions objects by their centre. */
export function placeAtTopLeft(object: FabricObject, left: number, top: number): void {
  object.setPositionByOrigin(new Point(left, top), 'left', 'top');
  object.setCoords();
}

export function topLeftCornerOf(object: FabricObject): { left: number; top: number } {
  const point = object.getPositionByOrigin('left', 'top');
  return { left: round2(point.x), top: round2(point.y) };
}
