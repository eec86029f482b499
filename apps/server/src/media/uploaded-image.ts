import { CDN_WIDTHS, type CdnSize } from '@lienzo/core';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError } from '../http/api-error';
import { decodedBytes, withImageBudget } from './image-budget';
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

/**
 * The most pixels an uploaded picture may have: a phone's photo at its usual settings (12 MP, and 24 MP on
 * recent iPhones: 5712 × 4284) passes; the 48–200 MP full-sensor modes do not, and their files are mostly over
 * the 5.5 MB upload limit anyway. No layout needs more: the largest is 1754 × 2480, printed at twice that.
 */
export const MAX_UPLOAD_PIXELS = 25_000_000;

/** The bytes of a picture decoded, as sharp's header tells them (8 or 16 bits per sample). */
function decodedBytesOf(header: sharp.Metadata): number {
  const bytesPerSample = header.depth === 'ushort' || header.depth === 'short' ? 2 : 1;
  return decodedBytes({ width: header.width, height: header.height }, header.channels ?? 4, bytesPerSample);
}

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
  // Pictures stored before MAX_UPLOAD_PIXELS were allowed up to MAX_INPUT_PIXELS.
  const input = { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true };
  const header = await sharp(image, input).metadata();
  return withImageBudget(decodedBytesOf(header), () =>
    encode(
      sharp(image, input).resize({ width: CDN_WIDTHS[size], withoutEnlargement: true }),
      format,
    ).toBuffer(),
  );
}

/**
 * Turns uploaded bytes into a picture we are willing to store (SPEC §5, §9): JPG or PNG by their magic bytes —
 * never the name or the declared type —, within the pixel limit (a small file can claim 20000 × 20000 pixels),
 * fully decoded and re-encoded (EXIF orientation applied, metadata dropped), plus a copy at every CDN width.
 * Runs under the image budget, counted as the picture decoded (what turning it upright may hold).
 */
export async function normaliseUploadedImage(bytes: Buffer): Promise<NormalisedImage> {
  if (bytes.length === 0) throw invalidImage();
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected ? FORMATS[detected.mime] : undefined;
  if (!format) throw invalidImage();
  let header: sharp.Metadata;
  try {
    // The header alone tells the size: a decompression bomb is refused before any pixel is inflated.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (!header.width || !header.height) throw invalidImage();
  if (header.width * header.height > MAX_UPLOAD_PIXELS)
    throw invalidImage(
      `The picture is ${header.width}×${header.height}: more than ${MAX_UPLOAD_PIXELS.toLocaleString('en')} pixels.`,
    );
  try {
    return await withImageBudget(decodedBytesOf(header), () => reencode(bytes, format));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidImage();
  }
}

/**
 * The picture re-encoded and its copies. Its pixels stay inside libvips, which frees them as each pipeline
 * ends: decoded into a JavaScript buffer (as before), they stayed until a garbage collection came, and
 * uploads one after another held several pictures at once. So the file is decoded twice, side by side: once
 * for the picture, once shrunk to the largest copy, from which the smaller copies are made.
 */
async function reencode(bytes: Buffer, format: UploadFormat): Promise<NormalisedImage> {
  const upright = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated' }).rotate();
  const [largest, ...smaller] = RESIZED_SIZES.toSorted((a, b) => CDN_WIDTHS[b] - CDN_WIDTHS[a]);
  const [{ data: image, info }, largestCopy] = await Promise.all([
    encode(upright.clone(), format).toBuffer({ resolveWithObject: true }),
    upright
      .clone()
      .resize({ width: CDN_WIDTHS[largest!], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const { width, height, channels } = largestCopy.info;
  const fromLargest = () => sharp(largestCopy.data, { raw: { width, height, channels } });
  const copies = await Promise.all([
    encode(fromLargest(), format).toBuffer(),
    ...smaller.map((size) =>
      encode(fromLargest().resize({ width: CDN_WIDTHS[size], withoutEnlargement: true }), format).toBuffer(),
    ),
  ]);
  const resized = Object.fromEntries([largest!, ...smaller].map((size, index) => [size, copies[index]]));
  return {
    format,
    image,
    resized: resized as Record<ResizedSize, Buffer>,
    width: info.width,
    height: info.height,
  };
}
