import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { keepPictureChunks, MalformedPngError } from './png-chunks';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The chunk types of a PNG, in order. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset))
    types.push(png.toString('latin1', offset + 4, offset + 8));
  return types;
}

/** Inserts chunks right after IHDR (8-byte signature + 25-byte IHDR chunk). */
function withChunksAfterHeader(png: Buffer, ...chunks: Buffer[]): Buffer {
  return Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);
}

const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();

const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

describe('keepPictureChunks', () => {
  it('keeps the picture chunks of a plain PNG byte for byte', async () => {
    const png = await picture();
    const kept = keepPictureChunks(png);
    expect(chunkTypes(png)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(chunkTypes(kept)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(kept.subarray(33).equals(png.subarray(png.length - kept.length + 33))).toBe(true);
    expect((await pixels(kept)).equals(await pixels(png))).toBe(true);
  });

  it('drops text, EXIF, ICC, animation and private chunks and keeps the same pixels', async () => {
    const png = await picture();
    const tagged = withChunksAfterHeader(
      png,
      chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')),
      chunk('eXIf', Buffer.from('MM\0*secret-camera-owner')),
      chunk('acTL', Buffer.alloc(8)),
      chunk('prIv', Buffer.from('anything')),
    );
    const kept = keepPictureChunks(tagged);
    expect(chunkTypes(kept)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(kept.includes('<script>')).toBe(false);
    expect(kept.includes('secret-camera-owner')).toBe(false);
    expect((await pixels(kept)).equals(await pixels(png))).toBe(true);
  });

  it('keeps the palette and its transparency', async () => {
    const indexed = await sharp(await picture())
      .png({ palette: true, colours: 4 })
      .toBuffer();
    expect(chunkTypes(indexed)).toEqual(expect.arrayContaining(['PLTE', 'tRNS']));
    expect(chunkTypes(keepPictureChunks(indexed))).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
    expect((await pixels(keepPictureChunks(indexed))).equals(await pixels(indexed))).toBe(true);
  });

  it('cuts whatever follows IEND', async () => {
    const png = await picture();
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]);
    expect(keepPictureChunks(polyglot).equals(keepPictureChunks(png))).toBe(true);
  });

  it('refuses a file that is not a PNG, a bad CRC, a missing IEND, a chunk past the end and IHDR out of place', async () => {
    const png = await picture();
    const badCrc = Buffer.from(png);
    badCrc.writeUInt8(badCrc.readUInt8(40) ^ 0xff, 40);
    const outOfPlace = Buffer.concat([
      png.subarray(0, 8),
      chunk('tEXt', Buffer.from('a\0b')),
      png.subarray(8),
    ]);
    const pastEnd = Buffer.from(png.subarray(0, 33 + 8));
    const cases = {
      empty: Buffer.alloc(0),
      'not a PNG': Buffer.from('GIF89a........'),
      'a bad CRC': badCrc,
      'no IEND': png.subarray(0, png.length - 12),
      'a chunk past the end': pastEnd,
      'IHDR out of place': outOfPlace,
    };
    for (const [name, bytes] of Object.entries(cases))
      expect(() => keepPictureChunks(bytes), name).toThrow(MalformedPngError);
  });
});
