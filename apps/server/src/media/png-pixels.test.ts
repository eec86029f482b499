import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { pngFromParts, type PngParts } from '../test/png-parts';
import { keepPictureChunks, MalformedPngError } from './png-chunks';
import {
  ADAM7,
  checkPngPixels,
  INFLATE_HERE,
  INFLATE_WHOLE,
  PngTooLargeError,
  STREAM_CHUNK,
} from './png-pixels';

const LIMIT = 50_000_000;

/** What sharp (libvips) says of the same bytes: the size it decodes, or null when it refuses. */
async function sharpSays(png: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { info } = await sharp(png, { failOn: 'truncated' }).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch {
    return null;
  }
}

describe('checkPngPixels', () => {
  it('accepts what encoders make: every colour type, 1 to 16 bits, palettes, interlaced, odd sizes', async () => {
    const pictures: Buffer[] = [];
    const noise = (width: number, height: number, channels: 3 | 4) =>
      sharp(
        Buffer.alloc(width * height * channels).map((_, index) => (index * 7919) % 251),
        { raw: { width, height, channels } },
      );
    for (const [width, height] of [
      [1, 1],
      [37, 23],
      [3, 9],
      [540, 960],
    ] as const) {
      pictures.push(await noise(width, height, 4).png().toBuffer());
      pictures.push(await noise(width, height, 3).png({ progressive: true }).toBuffer());
      pictures.push(await noise(width, height, 3).png({ palette: true, colours: 4 }).toBuffer());
      pictures.push(await noise(width, height, 3).greyscale().png({ progressive: true }).toBuffer());
      pictures.push(await noise(width, height, 4).toColourspace('rgb16').png().toBuffer());
    }
    for (const depth of [1, 2, 4, 8, 16])
      pictures.push(pngFromParts({ width: 13, height: 5, depth, colourType: 0 }));
    for (const depth of [1, 2, 4])
      pictures.push(pngFromParts({ width: 13, height: 5, depth, colourType: 3 }));
    // Interlaced pictures narrower than 8 columns leave some of Adam7's passes empty.
    for (const [width, height] of [
      [1, 1],
      [2, 7],
      [5, 1],
      [9, 3],
    ] as const)
      pictures.push(
        pngFromParts({ width, height, colourType: 4, interlace: 1, rows: adam7Rows(width, height, 16) }),
      );
    for (const picture of pictures) {
      const png = keepPictureChunks(picture);
      const size = await checkPngPixels(png, LIMIT);
      expect(size).toEqual(await sharpSays(png));
    }
  });

  it('refuses pixel data that does not inflate to exactly the rows the header promises', async () => {
    const width = 20;
    const height = 10;
    const rows = Buffer.alloc(height * (1 + width * 4), 0);
    const stream = deflateSync(rows);
    const badChecksum = Buffer.from(stream);
    badChecksum[badChecksum.length - 1]! ^= 0xff;
    const cases = {
      'a row short': { rows: rows.subarray(0, rows.length - (1 + width * 4)) },
      'a byte short': { rows: rows.subarray(0, rows.length - 1) },
      'a row too many': { rows: Buffer.concat([rows, Buffer.alloc(1 + width * 4)]) },
      'a stream cut short': { stored: stream.subarray(0, stream.length - 6) },
      'a wrong checksum': { stored: badChecksum },
      'no zlib stream at all': { stored: Buffer.from('<svg onload="alert(1)"/>') },
      'no pixel data': { stored: Buffer.alloc(0) },
    };
    for (const [name, change] of Object.entries(cases)) {
      const png = pngFromParts({ width, height, ...change });
      await expect(checkPngPixels(png, LIMIT), name).rejects.toBeInstanceOf(MalformedPngError);
    }
  });

  it('checks big pictures, inflated off the event loop, just as strictly', async () => {
    const width = 400;
    const height = 300;
    const rowBytes = 1 + width * 4;
    // Random samples do not compress: the pixel data is over what is inflated on the event loop.
    const rows = randomBytes(height * rowBytes);
    for (let row = 0; row < height; row++) rows[row * rowBytes] = row % 5;
    expect(deflateSync(rows).length).toBeGreaterThan(INFLATE_HERE.compressed);
    expect(await checkPngPixels(pngFromParts({ width, height, rows }), LIMIT)).toEqual({ width, height });
    const short = pngFromParts({ width, height, rows: rows.subarray(0, rows.length - rowBytes) });
    await expect(checkPngPixels(short, LIMIT)).rejects.toThrow(/holds \d+ bytes, not 480300/);
    const filtered = Buffer.from(rows);
    filtered[(height - 1) * rowBytes] = 6;
    await expect(checkPngPixels(pngFromParts({ width, height, rows: filtered }), LIMIT)).rejects.toThrow(
      /filter type 6/,
    );
  });

  // Five 34 MB pictures compressed and checked: seconds of CPU, many more on a loaded 2-core machine.
  it(
    'checks a picture streamed in many pieces row by row, rows split across pieces included',
    { timeout: 120_000 },
    async () => {
      const width = 2100;
      const height = 4100;
      const rowBytes = 1 + width * 4;
      const rows = randomBytes(height * rowBytes);
      for (let row = 0; row < height; row++) rows[row * rowBytes] = row % 5;
      expect(rows.length).toBeGreaterThan(INFLATE_WHOLE);
      expect(await checkPngPixels(pngFromParts({ width, height, rows }), LIMIT)).toEqual({ width, height });
      // The row that starts just past the first piece, and the last row.
      for (const row of [Math.ceil(STREAM_CHUNK / rowBytes), height - 1]) {
        const filtered = Buffer.from(rows);
        filtered[row * rowBytes] = 7;
        await expect(checkPngPixels(pngFromParts({ width, height, rows: filtered }), LIMIT)).rejects.toThrow(
          /filter type 7/,
        );
      }
      const tooMany = pngFromParts({ width, height, rows: Buffer.concat([rows, Buffer.alloc(rowBytes)]) });
      await expect(checkPngPixels(tooMany, LIMIT)).rejects.toThrow(/more than 34444100 bytes/);
      const interlaced = adam7Rows(width, height, 32);
      expect(
        await checkPngPixels(pngFromParts({ width, height, interlace: 1, rows: interlaced }), LIMIT),
      ).toEqual({ width, height });
    },
  );

  it('refuses a row whose filter type is unknown, whichever row it is', async () => {
    const width = 6;
    const height = 4;
    for (const row of [0, 3]) {
      const rows = Buffer.alloc(height * (1 + width * 4));
      rows[row * (1 + width * 4)] = 5;
      await expect(checkPngPixels(pngFromParts({ width, height, rows }), LIMIT)).rejects.toThrow(
        /filter type 5/,
      );
    }
    const interlaced = adam7Rows(9, 3, 32);
    interlaced[interlaced.length - 1 - 9 * 4] = 9;
    await expect(
      checkPngPixels(pngFromParts({ width: 9, height: 3, interlace: 1, rows: interlaced }), LIMIT),
    ).rejects.toThrow(/filter type 9/);
  });

  it('refuses a header no decoder accepts, and a palette picture without its palette', async () => {
    const cases: Record<string, PngParts> = {
      'zero width': { width: 0, height: 4 },
      'zero height': { width: 4, height: 0 },
      'RGB at 4 bits': { width: 4, height: 4, colourType: 2, depth: 4 },
      'palette at 16 bits': { width: 4, height: 4, colourType: 3, depth: 16 },
      'colour type 5': { width: 4, height: 4, colourType: 5 },
      'interlace method 2': { width: 4, height: 4, interlace: 2 },
      'no palette': { width: 4, height: 4, colourType: 3, palette: false },
    };
    for (const [name, made] of Object.entries(cases))
      await expect(checkPngPixels(pngFromParts(made), LIMIT), name).rejects.toBeInstanceOf(MalformedPngError);
  });

  it('refuses a picture over the pixel limit before inflating it', async () => {
    // 100,000 × 100,000 claimed over a few bytes: inflating would need 40 GB.
    const png = pngFromParts({ width: 100_000, height: 100_000, stored: deflateSync(Buffer.alloc(10)) });
    await expect(checkPngPixels(png, LIMIT)).rejects.toBeInstanceOf(PngTooLargeError);
    await expect(checkPngPixels(pngFromParts({ width: 100, height: 100 }), 9_999)).rejects.toThrow(
      '100×100 is over 9999 pixels',
    );
  });
});

/** The inflated data of an interlaced picture of `bitsPerPixel`: Adam7's seven images, every row filter 0. */
function adam7Rows(width: number, height: number, bitsPerPixel: number): Buffer {
  let bytes = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const rows = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    if (columns > 0) bytes += rows * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  }
  return Buffer.alloc(bytes);
}
