import type { DownloadResolution } from '@lienzo/core';
import sharp from 'sharp';
import type { DownloadImageFormat } from '../designs/image-urls';
import { decodedBytes, withImageBudget } from './image-budget';
import { MAX_INPUT_PIXELS } from './png';
import { readPngHeader } from './png-pixels';

export const DOWNLOAD_JPEG_QUALITY = 90;

interface Size {
  width: number;
  height: number;
}

/**
 * The print size of a layout: twice its width and height (issue #11), but never more than the pixels we
 * accept as input, so a huge layout gives the biggest picture of its shape under that limit.
 */
export function printSize(layout: Size): Size {
  const doubled = { width: layout.width * 2, height: layout.height * 2 };
  const pixels = doubled.width * doubled.height;
  if (pixels <= MAX_INPUT_PIXELS) return doubled;
  const scale = Math.sqrt(MAX_INPUT_PIXELS / pixels);
  return { width: Math.floor(doubled.width * scale), height: Math.floor(doubled.height * scale) };
}

/**
 * A design's saved PNG as a download: at web resolution as saved, at print resolution resized with lanczos3
 * to `printSize(layout)`; a JPEG is flattened on white (it has no transparency) at quality 90. Made under the
 * image budget, counting the picture decoded and the picture made.
 */
export async function renderDownloadImage(
  png: Buffer,
  format: DownloadImageFormat,
  resolution: DownloadResolution,
  layout: Size,
): Promise<Buffer> {
  if (format === 'png' && resolution === 'web') return png;
  const { bitsPerPixel, ...size } = readPngHeader(png);
  const output = resolution === 'print' ? printSize(layout) : size;
  const bytes = decodedBytes(size, 1, bitsPerPixel / 8) + decodedBytes(output);
  return withImageBudget(bytes, () => {
    let image = sharp(png, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
    if (resolution === 'print')
      image = image.resize({ ...output, fit: 'fill', kernel: sharp.kernel.lanczos3 });
    if (format === 'png') return image.png().toBuffer();
    return image.flatten({ background: '#ffffff' }).jpeg({ quality: DOWNLOAD_JPEG_QUALITY }).toBuffer();
  });
}
