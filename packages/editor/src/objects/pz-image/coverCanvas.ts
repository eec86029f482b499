import { round2, type PageDocument, type PzImage } from '@lienzo/core';

/**
 * Where an image goes to cover the whole canvas keeping its ratio, centred and upright (SPEC §2
 * "adapt to full canvas", and a double click on an image). Null when it is already there.
 */
export function coverCanvas(
  image: Pick<PzImage, 'width' | 'height' | 'left' | 'top' | 'scaleX' | 'scaleY' | 'angle'>,
  layout: Pick<PageDocument['layout'], 'width' | 'height'>,
): Pick<PzImage, 'left' | 'top' | 'scaleX' | 'scaleY' | 'angle'> | null {
  if (!(image.width > 0 && image.height > 0)) return null;
  // Rounded up, so rounding never leaves a hairline of background at an edge.
  const scale = Math.ceil(Math.max(layout.width / image.width, layout.height / image.height) * 100) / 100;
  const placed = {
    left: round2((layout.width - image.width * scale) / 2),
    top: round2((layout.height - image.height * scale) / 2),
    scaleX: scale,
    scaleY: scale,
    angle: 0,
  };
  const same = (Object.keys(placed) as (keyof typeof placed)[]).every((key) => placed[key] === image[key]);
  return same ? null : placed;
}
