import { Point, type FabricObject } from 'fabric';
import type { DesignObject } from '@lienzo/core';

/** Interaction look of pictures, vectors and illustrations: the same handles as texts. */
export const BOX_INTERACTION = {
  borderColor: '#2f80ed',
  cornerColor: '#ffffff',
  cornerStrokeColor: '#2f80ed',
  cornerStyle: 'circle',
  transparentCorners: false,
  cornerSize: 10,
  padding: 4,
  strokeWidth: 0,
} as const;

type Box = Pick<DesignObject, 'left' | 'top' | 'scaleX' | 'scaleY' | 'angle' | 'flipX' | 'flipY' | 'opacity'>;

/**
 * Gives a Fabric object the record's transform, placed by its (rotated) top-left corner as our records
 * are (Fabric 7 positions objects by their centre). Only what differs is set.
 */
export function placeBox(object: FabricObject, record: Box): void {
  const wanted = {
    scaleX: record.scaleX,
    scaleY: record.scaleY,
    angle: record.angle,
    flipX: record.flipX,
    flipY: record.flipY,
    opacity: record.opacity,
  };
  const changed = Object.entries(wanted).filter(
    ([key, value]) => (object as unknown as Record<string, unknown>)[key] !== value,
  );
  if (changed.length > 0) object.set(Object.fromEntries(changed));
  const corner = object.getPositionByOrigin('left', 'top');
  if (
    changed.length > 0 ||
    Math.abs(corner.x - record.left) > 0.01 ||
    Math.abs(corner.y - record.top) > 0.01
  ) {
    object.setPositionByOrigin(new Point(record.left, record.top), 'left', 'top');
  }
  object.setCoords();
}
