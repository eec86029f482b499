// MP3 recognised by its content (SPEC §5 audio picker, issue #5): an optional ID3v2 tag, then MPEG Layer III
// frames back to back up to the end of the file, each header's length leading to the next one.

/** A cut last frame is forgiven only after this many whole ones; a shorter file must be whole frames only. */
export const MIN_CONSECUTIVE_FRAMES = 3;

export interface Mp3Summary {
  frames: number;
  /** Seconds of sound, the sum of every frame's samples over its sample rate. */
  duration: number;
}

interface FrameHeader {
  length: number;
  samples: number;
  sampleRate: number;
  /** Where a Xing/Info tag would start inside the frame (after the header and side information). */
  sideInfoEnd: number;
}

// Layer III bitrates in kbit/s by bitrate index; 0 (free format) and 15 (bad) are refused.
const MPEG1_BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_BITRATES = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
// Sample rates in Hz by version bits (0 = MPEG-2.5, 2 = MPEG-2, 3 = MPEG-1) and sample rate index.
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11_025, 12_000, 8000],
  2: [22_050, 24_000, 16_000],
  3: [44_100, 48_000, 32_000],
};

/** The Layer III frame header at `offset`, or null when those 4 bytes are not one. */
export function readFrameHeader(bytes: Buffer, offset: number): FrameHeader | null {
  if (offset + 4 > bytes.length) return null;
  const header = bytes.readUInt32BE(offset);
  if (header >>> 21 !== 0x7ff) return null;
  const version = (header >>> 19) & 3;
  const layer = (header >>> 17) & 3;
  const bitrateIndex = (header >>> 12) & 15;
  const rateIndex = (header >>> 10) & 3;
  const padding = (header >>> 9) & 1;
  const mono = ((header >>> 6) & 3) === 3;
  const emphasis = header & 3;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer !== 1 || rateIndex === 3 || emphasis === 2) return null;
  const mpeg1 = version === 3;
  const kbits = (mpeg1 ? MPEG1_BITRATES : MPEG2_BITRATES)[bitrateIndex];
  const sampleRate = rates[rateIndex];
  if (!kbits || !sampleRate) return null;
  const samples = mpeg1 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * kbits * 1000) / sampleRate) + padding;
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { length, samples, sampleRate, sideInfoEnd: 4 + sideInfo };
}

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

/** A first frame that only carries the encoder's Xing/Info/VBRI summary holds no sound of its own. */
function isSummaryFrame(bytes: Buffer, offset: number, frame: FrameHeader): boolean {
  const at = (position: number, tag: string) =>
    bytes.toString('latin1', offset + position, offset + position + 4) === tag;
  return at(frame.sideInfoEnd, 'Xing') || at(frame.sideInfoEnd, 'Info') || at(36, 'VBRI');
}

/** Trailing tags a player skips: ID3v1 (`TAG`, 128 bytes) and APEv2 (`APETAGEX`). */
function isTrailingTag(bytes: Buffer, offset: number): boolean {
  const rest = bytes.subarray(offset);
  const id3v1 = rest.length === 128 && rest.toString('latin1', 0, 3) === 'TAG';
  return id3v1 || rest.toString('latin1', 0, 8) === 'APETAGEX';
}

/**
 * Reads the file as MP3, or returns null when it is not one: no frame right after the (optional) ID3v2 tag,
 * or bytes after the frames that are neither a trailing tag nor — after `MIN_CONSECUTIVE_FRAMES` whole
 * frames — a last frame cut short.
 */
export function readMp3(bytes: Buffer): Mp3Summary | null {
  const tag = id3v2Length(bytes);
  if (tag === null) return null;
  let offset = tag;
  // Some taggers pad with zeros past the tag's declared size.
  while (offset < bytes.length && bytes[offset] === 0) offset += 1;
  let frames = 0;
  let duration = 0;
  while (offset < bytes.length) {
    const frame = readFrameHeader(bytes, offset);
    if (!frame) break;
    const end = offset + frame.length;
    if (end > bytes.length) {
      // The last frame cut short: its sound is lost, the frames before it still play.
      offset = frames >= MIN_CONSECUTIVE_FRAMES ? bytes.length : offset;
      break;
    }
    if (!(frames === 0 && isSummaryFrame(bytes, offset, frame))) duration += frame.samples / frame.sampleRate;
    frames += 1;
    offset = end;
  }
  const whole = offset === bytes.length || isTrailingTag(bytes, offset);
  if (!whole || duration === 0) return null;
  return { frames, duration };
}
