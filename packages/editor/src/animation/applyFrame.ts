import { Point, type FabricObject } from 'fabric';
import { STILL, type AnimationFrame } from '@lienzo/core';

type Shown = Pick<FabricObject, 'opacity' | 'left' | 'top' | 'scaleX' | 'scaleY'>;

const isStill = (frame: AnimationFrame) =>
  frame.opacity === STILL.opacity && frame.offsetX === STILL.offsetX && frame.scale === STILL.scale;

/**
 * Shows a drawn object as one moment of its animation says (core's `stateAt`): its opacity multiplied,
 * moved sideways, scaled about its centre. Returns what puts it back as its record draws it. An object
 * at no size is drawn transparent instead (Fabric cannot invert a zero scale).
 */
export function applyFrame(object: FabricObject, frame: AnimationFrame): () => void {
  if (isStill(frame)) return () => undefined;
  const shown: Shown = {
    opacity: object.opacity,
    left: object.left,
    top: object.top,
    scaleX: object.scaleX,
    scaleY: object.scaleY,
  };
  const centre = object.getCenterPoint();
  const scale = frame.scale > 0 ? frame.scale : 1;
  object.set({
    opacity: frame.scale > 0 ? shown.opacity * frame.opacity : 0,
    scaleX: shown.scaleX * scale,
    scaleY: shown.scaleY * scale,
  });
  object.setPositionByOrigin(new Point(centre.x + frame.offsetX, centre.y), 'center', 'center');
  return () => {
    object.set(shown);
    object.setCoords();
  };
}
