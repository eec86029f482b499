import { CDN_WIDTHS, type CdnSize } from '@lienzo/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../http/api-error';
import { MAX_INPUT_PIXELS } from './png';

export type UploadFormat = 'jpg' | 'png';

export interface NormalisedImage {
  format: UploadFormat;
  /** The picture re-encoded by us: upright, no metadata, nothing after the image data. */
  image: Buffer;
  /** Copies at the CDN widths (§9), never wider than the picture itself. */
  resized: Record<ResizedSize, Buffer>;
  width: number;
  height: number;
}

export type ResizedSize = Exclude<CdnSize, 'o'>;
export const RESIZED_SIZES = (Object.keys(CDN_WIDTHS) as CdnSize[]).filter(
  (size): size is ResizedSize => size !== 'o',
);

/**
 * An animated PNG (file-type's image/apng) is a PNG whose first frame is its default image: sharp decodes only
 * that frame (page 0), so it is stored as a still PNG, as Canva takes it.
 */
const FORMATS: Record<string, UploadFormat> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/apng': 'png',
};

const invalidImage = (detail?: string) => new ApiError(400, 'API_ERROR_INVALID_IMAGE_FILE', detail);

function encode(pipeline: sharp.Sharp, format: UploadFormat): sharp.Sharp {
  // PNG keeps transparency; photos stay JPEG. sharp writes no metadata unless asked to. libjpeg-turbo's own
  // encoder, not mozjpeg: mozjpeg made files 7 % smaller but took 15 times as long (0.8 s per upload here).
  return format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 90 });
}

/** A stored picture at a smaller CDN width, for uploads stored before every width was kept. */
export async function resizeUploadedImage(
  image: Buffer,
  size: ResizedSize,
  format: UploadFormat,
): Promise<Buffer> {
  const input = { limitInputPixels: MAX_INPUT_PIXELS };
  return encode(
    sharp(image, input).resize({ width: CDN_WIDTHS[size], withoutEnlargement: true }),
    format,
  ).toBuffer();
}

/**
 * Turns uploaded bytes into a picture we are willing to store (SPEC §5, §9): JPG or PNG by their magic bytes —
 * never the name or the declared type —, within the pixel limit (a small file can claim 20000 × 20000 pixels),
 * fully decoded and re-encoded (EXIF orientation applied, metadata dropped), plus a copy at every CDN width.
 * The file is decoded once: every copy is encoded from the same upright pixels.
 */
export async function normaliseUploadedImage(bytes: Buffer): Promise<NormalisedImage> {
  if (bytes.length === 0) throw invalidImage();
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? FORMATS[detected.mime] : undefined;
  if (!format) throw invalidImage();
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const };
  try {
    // The header alone tells the size: a decompression bomb is refused before any pixel is inflated.
    const header = await sharp(bytes, input).metadata();
    if (!header.width || !header.height || header.width * header.height > MAX_INPUT_PIXELS)
      throw invalidImage();
    const { data: pixels, info } = await sharp(bytes, input)
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const decoded = () => sharp(pixels, { ...raw, limitInputPixels: MAX_INPUT_PIXELS });
    // The copies are encoded side by side on sharp's threads.
    const [image, copies] = await Promise.all([
      encode(decoded(), format).toBuffer(),
      Promise.all(
        RESIZED_SIZES.map((size) =>
          encode(decoded().resize({ width: CDN_WIDTHS[size], withoutEnlargement: true }), format).toBuffer(),
        ),
      ),
    ]);
    const resized = Object.fromEntries(RESIZED_SIZES.map((size, index) => [size, copies[index]])) as Record<
      ResizedSize,
      Buffer
    >;
    return { format, image, resized, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidImage();
  }
}
