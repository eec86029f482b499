import { thumbnailBounds, type ThumbnailBox, type ThumbnailDensity } from '@lienzo/core';
import sharp from 'sharp';
import { decodedBytes, withImageBudget } from './image-budget';
import { MAX_INPUT_PIXELS } from './png';
import { readPngHeader } from './png-pixels';

/** What a thumbnail is encoded as: WebP where the browser takes it (a fifth of the PNG's bytes), PNG otherwise. */
export const THUMBNAIL_FORMATS = {
  webp: { type: 'image/webp', extension: 'webp' },
  png: { type: 'image/png', extension: 'png' },
} as const;
export type ThumbnailFormat = keyof typeof THUMBNAIL_FORMATS;

/**
 * A design's PNG made into a thumbnail variant: fitted inside the variant's box (never enlarged), transparency
 * kept (the grids show it over a checkerboard), under the process-wide image budget.
 */
export async function makeThumbnail(
  png: Buffer,
  box: ThumbnailBox,
  density: ThumbnailDensity,
  format: ThumbnailFormat,
): Promise<Buffer> {
  const { bitsPerPixel, ...size } = readPngHeader(png);
  const bounds = thumbnailBounds(box, density);
  return withImageBudget(decodedBytes(size, 1, bitsPerPixel / 8), () => {
    const resized = sharp(png, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true }).resize({
      ...bounds,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return (
      format === 'webp'
        ? resized.webp({ quality: 80, alphaQuality: 90, effort: 4 })
        : resized.png({ compressionLevel: 9, adaptiveFiltering: true })
    ).toBuffer();
  });
}
