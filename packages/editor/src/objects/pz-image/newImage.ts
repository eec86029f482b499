import { INITIAL_IMAGE_MAX, createObject, initialScaleFor, type PzImage } from '@lienzo/core';

export interface NewImage {
  id: string;
  src: string;
  /** The picture's own size in pixels: the record's width and height. */
  naturalWidth: number;
  naturalHeight: number;
  sticker: boolean;
  canvasWidth: number;
}

/** Scales keep four decimals: enough for a picture of thousands of pixels to land within a pixel. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * A new picture at its natural size, scaled to 80 % of the canvas width or, for a sticker, to its
 * default width (SPEC §9), and never shown larger than 900 × 800 (SPEC §5). The caller places it.
 */
export function newImage(init: NewImage): PzImage {
  const { naturalWidth: width, naturalHeight: height } = init;
  const wanted = initialScaleFor('pz-image', width, init.canvasWidth, { sticker: init.sticker });
  const scale = round4(Math.min(wanted, INITIAL_IMAGE_MAX.width / width, INITIAL_IMAGE_MAX.height / height));
  return createObject('pz-image', {
    id: init.id,
    src: init.src,
    left: 0,
    top: 0,
    width,
    height,
    scaleX: scale,
    scaleY: scale,
    ...(init.sticker ? { sticker: true } : {}),
  });
}
