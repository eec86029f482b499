import type { FabricObject } from 'fabric';
import { round2, type DesignObject } from '@lienzo/core';
import type { ObjectShape } from '../../fabric/shapes';
import { readGeometry } from '../../fabric/readGeometry';
import { INTERACTION } from '../../fabric/textbox';
import { placeAtTopLeft } from '../placement';
import { InstagramSticker } from './InstagramSticker';
import type { StickerDrawing } from './StickerDrawing';

function geometryOf(record: DesignObject) {
  return {
    scaleX: record.scaleX,
    scaleY: record.scaleY,
    angle: record.angle,
    flipX: record.flipX,
    flipY: record.flipY,
    opacity: record.opacity,
  };
}

/** The drawing/reading module of a sticker type, from how its records are drawn. */
export function stickerShape<Record extends DesignObject>(
  type: Record['type'],
  drawingOf: (record: Record) => StickerDrawing,
): ObjectShape {
  const typed = (record: DesignObject): Record => {
    if (record.type !== type) throw new TypeError(`Not a ${type}: ${record.type}`);
    return record as Record;
  };
  return {
    create: (record) => {
      const sticker = new InstagramSticker(drawingOf(typed(record)), {
        ...INTERACTION,
        ...geometryOf(record),
      });
      placeAtTopLeft(sticker, record.left, record.top);
      return sticker;
    },
    update: (object: FabricObject, record) => {
      if (!(object instanceof InstagramSticker)) return;
      object.setDrawing(drawingOf(typed(record)));
      object.set(geometryOf(record));
      placeAtTopLeft(object, record.left, record.top);
    },
    read: (object) => ({
      ...readGeometry(object),
      width: round2(object.width),
      height: round2(object.height),
    }),
  };
}
