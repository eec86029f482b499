import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export interface PngParts {
  width: number;
  height: number;
  depth?: number;
  colourType?: number;
  interlace?: number;
  palette?: boolean;
  /** The inflated pixel data; by default every row filter 0 and all samples 0, as the header needs. */
  rows?: Buffer;
  /** The compressed pixel data as stored, when it must be something deflate would not make. */
  stored?: Buffer;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A PNG built chunk by chunk, each CRC right, so only what a test changes is wrong. */
export function pngFromParts({
  width,
  height,
  depth = 8,
  colourType = 6,
  interlace = 0,
  palette,
  rows,
  stored,
}: PngParts) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colourType, 0, 0, interlace], 8);
  const rowBytes = Math.ceil((width * (CHANNELS[colourType] ?? 1) * depth) / 8);
  const data = stored ?? deflateSync(rows ?? Buffer.alloc(height * (1 + rowBytes)));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...((palette ?? colourType === 3) ? [pngChunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255]))] : []),
    // Split in two, as encoders do for big pictures: the stream runs on across IDAT chunks.
    pngChunk('IDAT', data.subarray(0, data.length >> 1)),
    pngChunk('IDAT', data.subarray(data.length >> 1)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
