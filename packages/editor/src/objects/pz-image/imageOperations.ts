import { requireStorableSrc } from '../../assets/requireStorableSrc';
import type { Point } from '../../geometry/box';
import { newObjectId } from '../../ids';
import { requireObject, type InsertContext } from '../InsertContext';
import { coverCanvas } from './coverCanvas';
import { newImage } from './newImage';
import { replaceImage } from './replaceImage';

/**
 * Adds a picture from a path on this site at its natural size, 80 % of the canvas wide or, for a
 * sticker, 100 px wide (SPEC §9), at most 900 × 800 (SPEC §5); centred and selected, one undo step.
 * Rejects when the picture is refused or cannot be loaded; nothing is added then.
 */
export async function addImage(
  context: InsertContext,
  src: string,
  options: { sticker?: boolean; at?: Point } = {},
): Promise<string> {
  requireStorableSrc(src);
  const picture = await context.assets.loadImage(src);
  return context.place(
    'add-image',
    newImage({
      id: newObjectId(),
      src,
      naturalWidth: picture.naturalWidth,
      naturalHeight: picture.naturalHeight,
      sticker: options.sticker ?? false,
      canvasWidth: context.store.document.layout.width,
    }),
    options.at,
  );
}

/** Shows another picture in image `id`, as wide as before; one undo step once the picture has loaded. */
export async function replaceImageSource(context: InsertContext, id: string, src: string): Promise<void> {
  if (requireObject(context, id).type !== 'pz-image') throw new RangeError(`Not an image: "${id}"`);
  requireStorableSrc(src);
  const picture = await context.assets.loadImage(src);
  const image = context.store.getObject(id);
  // It may have been deleted while the picture loaded.
  if (image?.type !== 'pz-image') return;
  const natural = { width: picture.naturalWidth, height: picture.naturalHeight };
  const patch = replaceImage(image, src, natural);
  context.store.transact({ label: 'replace-image', undoable: true }, (draft) =>
    draft.updateObject(id, patch),
  );
}

/**
 * Makes an image cover the whole canvas keeping its ratio, centred (SPEC §2 "adapt to full canvas";
 * a double click does the same). One undo step; false when it is no image or already covers it.
 */
export function adaptImageToCanvas(context: InsertContext, id: string | null): boolean {
  if (id === null) return false;
  const object = requireObject(context, id);
  if (object.type !== 'pz-image') return false;
  const patch = coverCanvas(object, context.store.document.layout);
  if (!patch) return false;
  context.store.transact({ label: 'adapt-image', undoable: true }, (draft) => draft.updateObject(id, patch));
  return true;
}
