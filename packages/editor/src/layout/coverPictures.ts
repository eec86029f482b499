import { objectBox, type DesignDocument, type DesignObject } from '@lienzo/core';
import { coverCanvas } from '../objects/pz-image/coverCanvas';

/** Half a pixel: a picture "adapted to full canvas" is rounded up to cover it, never short of it by more. */
const EDGE = 0.5;

function coversCanvas(object: DesignObject, canvas: { width: number; height: number }): boolean {
  if (object.type !== 'pz-image' || object.angle % 360 !== 0) return false;
  const box = objectBox(object);
  return (
    box.left <= EDGE &&
    box.top <= EDGE &&
    box.right >= canvas.width - EDGE &&
    box.bottom >= canvas.height - EDGE
  );
}

/**
 * The copy with every picture that covered its page's canvas in `original` covering the copy's canvas too
 * (SPEC §2 "adapt to full canvas" on the new size), which the proportional reflow alone would shrink to fit
 * the shorter side and leave bands of background around it.
 */
export function keepPicturesCovering(original: DesignDocument, copy: DesignDocument): DesignDocument {
  const covering = new Set(
    original.pages.flatMap((page) =>
      page.objects.filter((object) => coversCanvas(object, original.layout)).map((object) => object.id),
    ),
  );
  if (covering.size === 0) return copy;
  return {
    ...copy,
    pages: copy.pages.map((page) => ({
      ...page,
      objects: page.objects.map((object) => {
        if (!covering.has(object.id) || object.type !== 'pz-image') return object;
        const patch = coverCanvas(object, copy.layout);
        return patch ? { ...object, ...patch } : object;
      }),
    })),
  };
}
