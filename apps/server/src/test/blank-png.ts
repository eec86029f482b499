// Big blank PNGs made cheaply: their pixel data deflated a row at a time, so a test can build the 400 MB of
// a 16-bit 7071 × 7071 picture without holding them (it only holds the ~400 KB they compress to).
import { createDeflate } from 'node:zlib';
import { pngFromParts } from './png-parts';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** A transparent-black (or black) PNG of this size, colour type (6 RGBA by default) and bit depth. */
export async function blankPng(
  width: number,
  height: number,
  { depth = 8, colourType = 6 }: { depth?: 8 | 16; colourType?: 0 | 2 | 4 | 6 } = {},
): Promise<Buffer> {
  const row = Buffer.alloc(1 + (width * CHANNELS[colourType]! * depth) / 8);
  const deflater = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflater.on('data', (piece: Buffer) => compressed.push(piece));
  const ended = new Promise<void>((done, failed) => {
    deflater.once('end', done);
    deflater.once('error', failed);
  });
  for (let index = 0; index < height; index++)
    if (!deflater.write(row)) await new Promise((drained) => deflater.once('drain', drained));
  deflater.end();
  await ended;
  return pngFromParts({ width, height, depth, colourType, stored: Buffer.concat(compressed) });
}
