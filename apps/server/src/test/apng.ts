// A real animated PNG (APNG spec: acTL, fcTL, fdAT), written chunk by chunk: sharp cannot write one.
import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from './png-parts';

/** One frame's pixel data: every row filter 0, every pixel `rgba`, deflated. */
function frameData(width: number, height: number, rgba: readonly number[]): Buffer {
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgba).flat()),
  ]);
  return deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
}

function frameControl(sequence: number, width: number, height: number): Buffer {
  const data = Buffer.alloc(26);
  data.writeUInt32BE(sequence, 0);
  data.writeUInt32BE(width, 4);
  data.writeUInt32BE(height, 8);
  // x and y offsets 0; delay 1/10 s; dispose none, blend source.
  data.writeUInt16BE(1, 20);
  data.writeUInt16BE(10, 22);
  return data;
}

/**
 * An RGBA APNG of one frame per colour, looping forever; the first frame is also the default image (IDAT),
 * what a viewer without animation shows.
 */
export function makeApng(width: number, height: number, colours: ReadonlyArray<readonly number[]>): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(colours.length, 0);
  const chunks = [pngChunk('IHDR', header), pngChunk('acTL', animation)];
  let sequence = 0;
  colours.forEach((rgba, index) => {
    chunks.push(pngChunk('fcTL', frameControl(sequence, width, height)));
    sequence += 1;
    const data = frameData(width, height, rgba);
    if (index === 0) chunks.push(pngChunk('IDAT', data));
    else {
      const numbered = Buffer.alloc(4);
      numbered.writeUInt32BE(sequence);
      chunks.push(pngChunk('fdAT', Buffer.concat([numbered, data])));
      sequence += 1;
    }
  });
  return Buffer.concat([PNG_SIGNATURE, ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}
