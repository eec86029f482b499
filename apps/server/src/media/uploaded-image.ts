import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../http/api-error';
import { MAX_INPUT_PIXELS } from './png';

/** The `_t` copy of an upload (SPEC §7, the CDN "t" width of §9). */
export const THUMBNAIL_WIDTH = 200;

export type UploadFormat = 'jpg' | 'png';

export interface NormalisedImage {
  format: UploadFormat;
  /** The picture re-encoded by us: upright, no metadata, nothing after the image data. */
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const FORMATS: Record<string, UploadFormat> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export const invalidImage = (detail?: string) => new ApiError(400, 'API_ERROR_INVALID_IMAGE_FILE', detail);

function encode(pipeline: sharp.Sharp, format: UploadFormat): sharp.Sharp {
  // PNG keeps transparency; photos stay JPEG. sharp writes no metadata unless asked to.
  return format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 90, mozjpeg: true });
}

/**
 * Turns uploaded bytes into a picture we are willing to store (SPEC §5, §9): JPG or PNG by their magic bytes —
 * never the name or the declared type —, within the pixel limit (a small file can claim 20000 × 20000 pixels),
 * fully decoded and re-encoded (EXIF orientation applied, metadata dropped), plus its thumbnail.
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
    const { data: image, info } = await encode(sharp(bytes, input).rotate(), format).toBuffer({
      resolveWithObject: true,
    });
    const thumbnail = await encode(
      sharp(image, input).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }),
      format,
    ).toBuffer();
    return { format, image, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidImage();
  }
}
