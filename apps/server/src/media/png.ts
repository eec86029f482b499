import { PNG_DATA_URL_PREFIX } from '@lienzo/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../http/api-error';
import { keepPictureChunks, MalformedPngError } from './png-chunks';
import { decodedBytes, withImageBudget } from './image-budget';
import { checkPngPixels, PngTooLargeError, readPngHeader } from './png-pixels';

/** Bigger images are refused before they are decoded (a 50 MP PNG already takes 200 MB of pixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

const invalidImage = (detail: string) => new ApiError(400, 'API_ERROR_INVALID_IMAGE_FILE', detail);

/** What the editor exports: 8 bits per sample (a canvas is 8-bit RGBA), at exactly its layout's size. */
const EDITOR_DEPTH = 8;

/**
 * Turns a client's PNG data URL into a PNG we are willing to store: PNG by its magic bytes, exactly `layout`'s
 * size at 8 bits per sample (what the editor exports, SPEC §9: the export multiplier scales the canvas to the
 * layout) and within the pixel limit — all read from the header, before anything is inflated —, rebuilt from
 * its picture chunks so no metadata or trailing bytes survive, and proved to decode whole (a truncated or
 * corrupt picture fails here, not in a browser later). Nothing is re-encoded: re-encoding a photo design
 * costs five times the decode.
 */
export async function normalisePngDataUrl(
  dataUrl: string,
  layout: { width: number; height: number },
): Promise<{ png: Buffer; width: number; height: number }> {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) throw invalidImage('The image must be a PNG data URL.');
  const bytes = strictBase64(dataUrl.slice(PNG_DATA_URL_PREFIX.length));
  if (!bytes) throw invalidImage('The image is not valid base64.');
  const detected = await fileTypeFromBuffer(bytes);
  // An animated PNG (image/apng) is a PNG: its animation chunks are dropped below, leaving the first frame.
  if (detected?.mime !== 'image/png' && detected?.mime !== 'image/apng')
    throw invalidImage('The image is not a PNG.');
  try {
    const png = keepPictureChunks(bytes);
    const { width, height, depth } = readPngHeader(png);
    if (depth > EDITOR_DEPTH)
      throw invalidImage(`The image has ${depth} bits per sample; the editor exports ${EDITOR_DEPTH}.`);
    if (width !== layout.width || height !== layout.height)
      throw new ApiError(
        400,
        'API_ERROR_IMAGE_SIZE',
        `The image is ${width}×${height}; the design's layout is ${layout.width}×${layout.height}.`,
      );
    return { png, ...(await checkPngPixels(png, MAX_INPUT_PIXELS)) };
  } catch (error) {
    if (error instanceof MalformedPngError) throw invalidImage('The PNG could not be decoded.');
    if (error instanceof PngTooLargeError)
      throw invalidImage(`The image has more than ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels.`);
    throw error;
  }
}

/** A copy at most `width` pixels wide (never enlarged), for the small CDN sizes, under the image budget. */
export async function resizePng(png: Buffer, width: number): Promise<Buffer> {
  const { bitsPerPixel, ...size } = readPngHeader(png);
  return withImageBudget(decodedBytes(size, 1, bitsPerPixel / 8), () =>
    sharp(png, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .resize({ width, withoutEnlargement: true })
      .png()
      .toBuffer(),
  );
}

/**
 * The bytes of standard base64 text, or null when it holds anything else (Node's decoder skips what it does not
 * know): the text must be exactly what encoding its bytes gives back, padding optional. Done natively, so a
 * photo design's 4 MB costs about 10 ms.
 */
export function strictBase64(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) return null;
  const canonical = bytes.toString('base64');
  const padding = canonical.length - text.length;
  if (padding < 0 || padding > 2) return null;
  return canonical.startsWith(text) && /^=*$/.test(canonical.slice(text.length)) ? bytes : null;
}
