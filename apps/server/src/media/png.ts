import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../http/api-error';

/** Bigger images are refused before they are decoded (a 50 MP PNG already takes 200 MB of pixels). */
export const MAX_INPUT_PIXELS = 50_000_000;

const DATA_URL_PREFIX = 'data:image/png;base64,';

const invalidImage = (detail: string) => new ApiError(400, 'API_ERROR_INVALID_IMAGE_FILE', detail);

/**
 * Turns a client's PNG data URL into a PNG we are willing to store: PNG by its magic bytes, fully decodable,
 * within the pixel limit, and re-encoded by sharp so no metadata or trailing bytes survive.
 */
export async function normalisePngDataUrl(
  dataUrl: string,
): Promise<{ png: Buffer; width: number; height: number }> {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw invalidImage('The image must be a PNG data URL.');
  const bytes = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'image/png') throw invalidImage('The image is not a PNG.');
  try {
    // Re-encoding decodes every pixel, so a truncated or corrupt file fails here and not later.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw invalidImage('The PNG could not be decoded.');
  }
}

/** A copy at most `width` pixels wide (never enlarged), for the small CDN sizes. */
export async function resizePng(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .png()
    .toBuffer();
}
