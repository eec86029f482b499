import type { PzImage } from '@lienzo/core';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Another picture in an image's place ("use another image", SPEC §2): its own natural size and ratio,
 * shown as wide as the old one, at the same corner, uncropped. Rotation, flips, filters stay.
 */
export function replaceImage(
  image: Pick<PzImage, 'width' | 'scaleX'>,
  src: string,
  natural: { width: number; height: number },
): Pick<PzImage, 'src' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'cropX' | 'cropY'> {
  const scale = round4((image.width * image.scaleX) / natural.width);
  return {
    src,
    width: natural.width,
    height: natural.height,
    scaleX: scale,
    scaleY: scale,
    cropX: 0,
    cropY: 0,
  };
}
