// The parts of an MP3 file around its frames, checked by hand where mediabunny is more lenient than an upload
// may be: it takes an ID3v2 size whose bytes are not syncsafe (dropping their top bits), knows no APEv2 tag
// (it would scan one for frames), and reads a reserved sample-rate index as the first one.

/** A cut last frame is forgiven only after this many whole ones; a shorter file must be whole frames only. */
export const MIN_CONSECUTIVE_FRAMES = 3;
/** The longest Layer III frame: MPEG-1 at 320 kbit/s and 32 kHz with its padding byte, 144 × 320000 / 32000 + 1. */
const LONGEST_FRAME_BYTES = 1441;
const ID3V1_BYTES = 128;
const APE_FOOTER_BYTES = 32;
const APE_HAS_HEADER = 0x80000000;

/** Bytes taken by an ID3v2 tag at the start (0 without one), or null when the tag is malformed or cut. */
function id3v2Length(bytes: Buffer): number | null {
  if (bytes.length < 3 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0;
  if (bytes.length < 10) return null;
  const major = bytes[3]!;
  const sizeBytes = bytes.subarray(6, 10);
  if (major < 2 || major > 4 || sizeBytes.some((byte) => byte >= 0x80)) return null;
  const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
  const footer = (bytes[5]! & 0x10) !== 0 ? 10 : 0;
  const length = 10 + size + footer;
  return length <= bytes.length ? length : null;
}

/**
 * Where trailing tags begin, the file's length without any: an ID3v1 tag (`TAG`, the last 128 bytes), before
 * it an APEv2 tag told by its footer (`APETAGEX`, its size, and whether a header leads it). Null when that footer
 * does not match a whole tag after `firstByte`.
 */
function trailingTagsStart(bytes: Buffer, firstByte: number): number | null {
  let end = bytes.length;
  if (end - ID3V1_BYTES >= firstByte && bytes.toString('latin1', end - ID3V1_BYTES, end - 125) === 'TAG')
    end -= ID3V1_BYTES;
  const footer = end - APE_FOOTER_BYTES;
  if (footer >= firstByte && bytes.toString('latin1', footer, footer + 8) === 'APETAGEX') {
    const size = bytes.readUInt32LE(footer + 12);
    const header = (bytes.readUInt32LE(footer + 20) & APE_HAS_HEADER) !== 0 ? APE_FOOTER_BYTES : 0;
    end -= size + header;
    const headerMissing = header !== 0 && bytes.toString('latin1', end, end + 8) !== 'APETAGEX';
    if (size < APE_FOOTER_BYTES || end < firstByte || headerMissing) return null;
  }
  return end;
}

/**
 * The bytes where an MP3's frames lie: after its ID3v2 tag and the zeros some taggers pad it with, before its
 * trailing tags; null when a tag is malformed or cut.
 */
export function framesOfMp3File(bytes: Buffer): Buffer | null {
  let start = id3v2Length(bytes);
  if (start === null) return null;
  while (bytes[start] === 0) start += 1;
  const end = trailingTagsStart(bytes, start);
  return end === null ? null : bytes.subarray(start, end);
}

/** Whether a frame's header has the reserved sample-rate index, 3: mediabunny reads it as 0, FFmpeg refuses it. */
export const hasReservedSampleRate = (frame: Uint8Array) => (frame[2]! & 0x0c) === 0x0c;

/**
 * Whether `rest`, after the last whole frame `last`, is a frame cut short (a recording stopped mid-write):
 * a frame header begun as `last`'s (sync, version, layer), shorter than the longest frame.
 */
export function isCutFrame(rest: Buffer, last: Uint8Array): boolean {
  return rest.length >= 4 && rest.length < LONGEST_FRAME_BYTES && rest[0] === last[0] && rest[1] === last[1];
}
