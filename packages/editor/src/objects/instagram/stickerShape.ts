import type { FabricObject } from 'fabric';
import { round2, type DesignObject } from '@lienzo/core';
import type { ObjectShape, ShapeContext } from '../ObjectShape';
import { readGeometry } from '../../fabric/readGeometry';
import { INTERACTION, placeAtTopLeft, transformOf } from '../../fabric/placement';
import { InstagramSticker } from './InstagramSticker';
import type { StickerDrawing } from './StickerDrawing';

/** A picture a drawing shows once it has arrived; undefined until then. */
export type PictureOf = (src: string) => HTMLImageElement | undefined;

/**
 * The drawing/reading module of a sticker type, from how its records are drawn. A drawing that shows a
 * picture asks for it; the view draws the sticker again once the picture has arrived.
 */
export function stickerShape<Record extends DesignObject>(
  type: Record['type'],
  drawingOf: (record: Record, pictureOf: PictureOf) => StickerDrawing,
): ObjectShape {
  const typed = (record: DesignObject): Record => {
    if (record.type !== type) throw new TypeError(`Not a ${type}: ${record.type}`);
    return record as Record;
  };
  const pictures = new Map<string, HTMLImageElement>();
  const picturesFor =
    (object: FabricObject, context: ShapeContext | undefined): PictureOf =>
    (src) => {
      const picture = pictures.get(src);
      // A refused or broken address is reported by the view; the drawing keeps its fallback.
      if (!picture && context) {
        context.loading(
          object,
          context.assets.loadImage(src).then((loaded) => pictures.set(src, loaded)),
        );
      }
      return picture;
    };
  const draw = (sticker: InstagramSticker, record: DesignObject, context: ShapeContext | undefined) =>
    sticker.setDrawing(drawingOf(typed(record), picturesFor(sticker, context)));
  return {
    create: (record, context) => {
      const sticker = new InstagramSticker(
        drawingOf(typed(record), () => undefined),
        {
          ...INTERACTION,
          ...transformOf(record),
        },
      );
      draw(sticker, record, context);
      placeAtTopLeft(sticker, record.left, record.top);
      return sticker;
    },
    update: (object: FabricObject, record, context) => {
      if (!(object instanceof InstagramSticker)) return;
      draw(object, record, context);
      object.set(transformOf(record));
      placeAtTopLeft(object, record.left, record.top);
    },
    read: (object) => ({
      ...readGeometry(object),
      width: round2(object.width),
      height: round2(object.height),
    }),
  };
}
