import { util, type FabricObject } from 'fabric';
import { round2 } from '@lienzo/core';
import { topLeftFor } from '../geometry/box';

export interface Geometry {
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  flipX: boolean;
  flipY: boolean;
}

/**
 * Where an object is on the canvas, in our terms (rotated top-left corner, layout units). It works for an
 * object inside a multi-selection too, whose own left/top/scale are relative to the selection.
 */
export function readGeometry(object: FabricObject): Geometry {
  const total = object.group ? util.qrDecompose(object.calcTransformMatrix()) : object;
  const angle = ((object.getTotalAngle() % 360) + 360) % 360;
  const box = {
    width: object.width,
    height: object.height,
    scaleX: Math.abs(total.scaleX),
    scaleY: Math.abs(total.scaleY),
    angle,
  };
  const { left, top } = topLeftFor(object.getCenterPoint(), box);
  return {
    left: round2(left),
    top: round2(top),
    scaleX: round2(box.scaleX),
    scaleY: round2(box.scaleY),
    angle: round2(angle) % 360,
    flipX: object.flipX,
    flipY: object.flipY,
  };
}
