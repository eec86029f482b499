import { promisify } from 'node:util';
import { createInflate, inflate, inflateSync } from 'node:zlib';
import { withImageBudget } from './image-budget';
import { MalformedPngError } from './png-chunks';

const inflateAsync = promisify(inflate);

/** Samples per pixel of each colour type, and the bit depths it allows (PNG spec §11.2.2). */
const COLOUR_TYPES = new Map<number, { channels: number; depths: readonly number[] }>([
  [0, { channels: 1, depths: [1, 2, 4, 8, 16] }],
  [2, { channels: 3, depths: [8, 16] }],
  [3, { channels: 1, depths: [1, 2, 4, 8] }],
  [4, { channels: 2, depths: [8, 16] }],
  [6, { channels: 4, depths: [8, 16] }],
]);

/** Adam7's seven passes: first column and row, then the step between columns and rows (PNG spec §8.2). */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** A picture with more pixels than the server decodes; nothing of it was inflated. */
export class PngTooLargeError extends Error {
  override readonly name = 'PngTooLargeError';
}

/**
 * Pixel data this small (compressed, and inflated) is inflated on the event loop: a flat story's 2 MB takes
 * 0.4 ms there, where the hop to the thread pool and back costs about 2 ms of CPU. Anything bigger goes there.
 */
export const INFLATE_HERE = { compressed: 256 * 1024, inflated: 8 * 1024 * 1024 };

/** The largest filter type (Paeth); a row starting with anything higher cannot be unfiltered. */
const LAST_FILTER = 4;

/**
 * Inflated data up to this size (an A3 design's 17 MB) is inflated whole off the event loop, as one piece: in
 * pieces a story photo's check took twice as long (11 ms, not 5). Anything bigger streams out of zlib in
 * pieces of STREAM_CHUNK, checked and dropped as they come, so the check of a 50-megapixel picture holds a few
 * MiB, not its 200 MB of pixels.
 */
export const INFLATE_WHOLE = 32 * 1024 * 1024;
export const STREAM_CHUNK = 1024 * 1024;

export interface PngHeader {
  width: number;
  height: number;
  /** Bits per sample: 1, 2, 4, 8 or 16. */
  depth: number;
  bitsPerPixel: number;
  interlaced: boolean;
  palette: boolean;
}

/** Each stored image's rows: how many, and the bytes of one (the filter byte not counted). */
function passes({
  width,
  height,
  bitsPerPixel,
  interlaced,
}: PngHeader): Array<{ rows: number; rowBytes: number }> {
  const scanline = (columns: number) => Math.ceil((columns * bitsPerPixel) / 8);
  if (!interlaced) return [{ rows: height, rowBytes: scanline(width) }];
  return ADAM7.map(([x0, y0, dx, dy]) => {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const rows = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    return { rows: columns === 0 ? 0 : rows, rowBytes: scanline(columns) };
  });
}

/** The header (IHDR) of a PNG whose signature and chunks were checked (see keepPictureChunks). */
export function readPngHeader(png: Buffer): PngHeader {
  // The signature, then IHDR: its length, type and 13 bytes of data.
  const data = png.subarray(16, 29);
  if (png.readUInt32BE(8) !== 13 || data.length !== 13) throw new MalformedPngError('IHDR is not 13 bytes');
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = data.subarray(8);
  const colour = COLOUR_TYPES.get(colourType!);
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff)
    throw new MalformedPngError('the size is out of range');
  if (!colour || !colour.depths.includes(depth!))
    throw new MalformedPngError(`colour type ${colourType} at depth ${depth}`);
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1))
    throw new MalformedPngError('an unknown compression, filter or interlace method');
  return {
    width,
    height,
    depth: depth!,
    bitsPerPixel: colour.channels * depth!,
    interlaced: interlace === 1,
    palette: colourType === 3,
  };
}

/**
 * Follows the inflated data piece by piece: checks the filter byte that starts each row and counts the bytes,
 * refusing as soon as there are more than the header promises.
 */
class RowChecker {
  private seen = 0;
  private nextRow = 0;
  private pass = 0;
  private rowInPass = 0;

  constructor(
    private readonly images: Array<{ rows: number; rowBytes: number }>,
    readonly expected: number,
  ) {
    this.skipEmptyPasses();
  }

  take(piece: Buffer): void {
    const end = this.seen + piece.length;
    if (end > this.expected)
      throw new MalformedPngError(`the pixel data holds more than ${this.expected} bytes`);
    while (this.pass < this.images.length && this.nextRow < end) {
      const filter = piece[this.nextRow - this.seen]!;
      if (filter > LAST_FILTER) throw new MalformedPngError(`filter type ${filter} in a row`);
      this.nextRow += 1 + this.images[this.pass]!.rowBytes;
      this.rowInPass += 1;
      this.skipEmptyPasses();
    }
    this.seen = end;
  }

  finish(): void {
    if (this.seen !== this.expected)
      throw new MalformedPngError(`the pixel data holds ${this.seen} bytes, not ${this.expected}`);
  }

  private skipEmptyPasses(): void {
    while (this.pass < this.images.length && this.rowInPass >= this.images[this.pass]!.rows) {
      this.pass += 1;
      this.rowInPass = 0;
    }
  }
}

function inflateInPieces(pixelData: Buffer[], rows: RowChecker): Promise<void> {
  const inflater = createInflate({ chunkSize: STREAM_CHUNK });
  const inflated = new Promise<void>((done, failed) => {
    inflater.on('data', (piece: Buffer) => {
      try {
        rows.take(piece);
      } catch (error) {
        inflater.destroy(error as Error);
      }
    });
    inflater.once('error', failed);
    inflater.once('end', done);
  });
  // The pieces of the PNG already in memory are queued as they are, not copied.
  for (const part of pixelData) inflater.write(part);
  inflater.end();
  return inflated;
}

/**
 * Proves a PNG made of picture chunks alone (see keepPictureChunks) decodes whole, as a browser would: a valid
 * header, a palette where the colour type needs one, and pixel data that inflates (its checksum right) to
 * exactly the rows the header promises, each with a known filter. Unfiltering cannot fail once that holds, so
 * this is a full decode short of the pixel arithmetic. It refuses a picture of more than `maxPixels` before
 * inflating anything. A small picture is inflated here on the event loop; a bigger one off it under the image
 * budget, whole up to INFLATE_WHOLE and beyond that streamed, held a piece at a time. Returns its size.
 */
export async function checkPngPixels(
  png: Buffer,
  maxPixels: number,
): Promise<{ width: number; height: number }> {
  const header = readPngHeader(png);
  if (header.width * header.height > maxPixels)
    throw new PngTooLargeError(`${header.width}×${header.height} is over ${maxPixels} pixels`);
  const pixelData: Buffer[] = [];
  let hasPalette = false;
  let compressed = 0;
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') pixelData.push(png.subarray(offset + 8, offset + 8 + length));
    if (type === 'IDAT') compressed += length;
    if (type === 'PLTE') hasPalette = true;
    offset += 12 + length;
  }
  if (header.palette && !hasPalette) throw new MalformedPngError('a palette picture without its palette');
  const images = passes(header);
  const expected = images.reduce((sum, { rows, rowBytes }) => sum + rows * (1 + rowBytes), 0);
  const rows = new RowChecker(images, expected);
  try {
    if (compressed <= INFLATE_HERE.compressed && expected <= INFLATE_HERE.inflated) {
      // On the event loop, so one at a time by construction: no budget to wait for. One output chunk for the
      // whole picture: many small ones cost more than the inflating itself.
      const chunkSize = Math.max(expected, 64 * 1024);
      rows.take(inflateSync(Buffer.concat(pixelData), { maxOutputLength: expected, chunkSize }));
    } else if (expected <= INFLATE_WHOLE) {
      const options = { maxOutputLength: expected, chunkSize: expected };
      rows.take(await withImageBudget(expected, () => inflateAsync(Buffer.concat(pixelData), options)));
    } else {
      await withImageBudget(4 * STREAM_CHUNK, () => inflateInPieces(pixelData, rows));
    }
  } catch (error) {
    if (error instanceof MalformedPngError) throw error;
    throw new MalformedPngError(`the pixel data does not inflate: ${(error as Error).message}`);
  }
  rows.finish();
  return { width: header.width, height: header.height };
}
