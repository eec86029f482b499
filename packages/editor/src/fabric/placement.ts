import { Point, type FabricObject } from 'fabric';
import { round2, type DesignObject } from '@lienzo/core';

/** Interaction look shared by every object the view draws. */
export const INTERACTION = {
  borderColor: '#2f80ed',
  cornerColor: '#ffffff',
  cornerStrokeColor: '#2f80ed',
  cornerStyle: 'circle',
  transparentCorners: false,
  cornerSize: 10,
  padding: 4,
  strokeWidth: 0,
} as const;

type Transform = Pick<DesignObject, 'scaleX' | 'scaleY' | 'angle' | 'flipX' | 'flipY' | 'opacity'>;
type Box = Transform & Pick<DesignObject, 'left' | 'top'>;

/** The Fabric properties every record decides the same way, whatever its type. */
export function transformOf(record: Transform): Transform {
  return {
    scaleX: record.scaleX,
    scaleY: record.scaleY,
    angle: record.angle,
    flipX: record.flipX,
    flipY: record.flipY,
    opacity: record.opacity,
  };
}

/** Our left/top is the object's (rotated) top-left corner; Fabric 7 positions objects by their centre. */
export function placeAtTopLeft(object: FabricObject, left: number, top: number): void {
  object.setPositionByOrigin(new Point(left, top), 'left', 'top');
  object.setCoords();
}

export function topLeftCornerOf(object: FabricObject): { left: number; top: number } {
  const point = object.getPositionByOrigin('left', 'top');
  return { left: round2(point.x), top: round2(point.y) };
}

/**
 * Brings a Fabric object in line with a record: sets only the properties that differ (re-setting the text
 * of a textbox being edited would lose its caret), then places it by its top-left corner when anything
 * changed or it drifted from the record's position.
 */
export function applyRecordProps(
  object: FabricObject,
  props: Record<string, unknown>,
  at: Pick<DesignObject, 'left' | 'top'>,
  differs: (key: string, current: unknown, wanted: unknown) => boolean = (_key, current, wanted) =>
    current !== wanted,
): void {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (differs(key, (object as unknown as Record<string, unknown>)[key], value)) changed[key] = value;
  }
  const anyChanged = Object.keys(changed).length > 0;
  if (anyChanged) object.set(changed);
  const corner = topLeftCornerOf(object);
  if (anyChanged || Math.abs(corner.left - at.left) > 0.01 || Math.abs(corner.top - at.top) > 0.01) {
    placeAtTopLeft(object, at.left, at.top);
  } else {
    object.setCoords();
  }
}

/** Places a box-like object (picture, vector, illustration) by its record's transform and corner. */
export function placeBox(object: FabricObject, record: Box): void {
  applyRecordProps(object, { ...transformOf(record) }, record);
}
