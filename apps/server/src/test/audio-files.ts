// Real files for the audio upload tests. The committed MP3 and OGG were encoded once by ffmpeg (libmp3lame
// 64 kbit/s mono 44.1 kHz, 1.54 s; libvorbis 0.4 s) from the first 1.5 s of our own synthesised track
// "glass-static" (`audio/tracks.ts`), so they need no credit and the tests need no ffmpeg.
import { readFileSync } from 'node:fs';
import { encodeWav, SAMPLE_RATE } from '../audio/synth';
import { makeJpeg, noise } from './upload-files';

export const MP3_FIXTURE = readFileSync(new URL('./sample-files/glass-static.mp3', import.meta.url));
/** 59 MPEG-1 Layer III frames of 1152 samples at 44.1 kHz, after a 77-byte ID3v2.3 tag. */
export const MP3_FIXTURE_FRAMES = 59;
export const MP3_FIXTURE_DURATION = (59 * 1152) / 44_100;
export const MP3_FIXTURE_TAG_BYTES = 77;

export const OGG_FIXTURE = readFileSync(new URL('./sample-files/glass-static.ogg', import.meta.url));

/** A real PCM WAV of a 440 Hz tone. */
export function wavTone(seconds = 0.2): Buffer {
  const samples = new Float32Array(Math.round(SAMPLE_RATE * seconds));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE);
  return encodeWav(samples);
}

export interface FrameOptions {
  /** Version bits: 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5, 1 reserved. */
  version?: number;
  /** Layer bits: 1 Layer III, 2 Layer II, 3 Layer I. */
  layer?: number;
  bitrateIndex?: number;
  rateIndex?: number;
  padding?: 0 | 1;
  /** The frame's length in bytes, header included; the body is silence (zeros). */
  length: number;
}

/** One MPEG audio frame built by hand: a 4-byte header, mono, no CRC, then `length - 4` zero bytes. */
export function mpegFrame(options: FrameOptions): Buffer {
  const { version = 3, layer = 1, bitrateIndex = 9, rateIndex = 0, padding = 0, length } = options;
  const header =
    (0x7ff << 21) | (version << 19) | (layer << 17) | (1 << 16) | (bitrateIndex << 12) | (rateIndex << 10);
  const frame = Buffer.alloc(length);
  frame.writeUInt32BE((header | (padding << 9) | (3 << 6)) >>> 0);
  return frame;
}

/** MPEG-1, 128 kbit/s, 44.1 kHz: 144 × 128000 / 44100 = 417 bytes (418 with the padding byte), 1152 samples. */
export const MPEG1_FRAME = mpegFrame({ length: 417 });
export const MPEG1_SECONDS = 1152 / 44_100;

/** `count` copies of `frame` back to back. */
export const mpegFrames = (count: number, frame = MPEG1_FRAME) =>
  Buffer.concat(Array.from({ length: count }, () => frame));

/** An ID3v2.3 tag holding `body`, its size written syncsafe (7 bits a byte). */
export function id3v2Tag(body: Buffer): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  let size = body.length;
  for (let index = 9; index >= 6; index -= 1) {
    header[index] = size & 0x7f;
    size >>= 7;
  }
  return Buffer.concat([header, body]);
}

/**
 * The summary frame an encoder writes before the sound (a silent MPEG-1 mono frame with the tag after its side
 * information), saying how many frames follow when `frames` is given.
 */
export function summaryFrame(tag: 'Xing' | 'Info', frames?: number): Buffer {
  const frame = mpegFrame({ length: 417 });
  frame.write(tag, 4 + 17, 'latin1');
  if (frames !== undefined) {
    frame.writeUInt32BE(1, 4 + 17 + 4);
    frame.writeUInt32BE(frames, 4 + 17 + 8);
  }
  return frame;
}

/** An APEv2 tag holding `items`, told by its 32-byte footer (`APETAGEX`, version 2000, size, flags). */
export function apeTag(items: Buffer, declaredSize = items.length + 32): Buffer {
  const footer = Buffer.alloc(32);
  footer.write('APETAGEX', 0, 'latin1');
  footer.writeUInt32LE(2000, 8);
  footer.writeUInt32LE(declaredSize, 12);
  return Buffer.concat([items, footer]);
}

/** Files that are not an MP3, or not a whole one, whatever their name says. */
export async function notMp3Corpus(): Promise<Array<[label: string, bytes: Buffer]>> {
  const frames = mpegFrames;
  return [
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('ID3 is not enough, this is a letter\n')],
    ['noise', noise(4096)],
    ['WAV', wavTone()],
    ['OGG', OGG_FIXTURE],
    ['JPEG', await makeJpeg(40, 30)],
    ['only an ID3v2 tag', id3v2Tag(Buffer.alloc(30))],
    ['ID3v2 tag longer than the file', id3v2Tag(Buffer.alloc(30)).subarray(0, 20)],
    ['ID3v2 header cut', MP3_FIXTURE.subarray(0, 7)],
    ['ID3v2 tag cut', MP3_FIXTURE.subarray(0, 40)],
    [
      'ID3v2 size not syncsafe',
      Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0x80]), frames(3)]),
    ],
    [
      '850 bytes declaring a 256 MB ID3v2 tag',
      Buffer.concat([Buffer.from('ID3\x03\0\0\x7f\x7f\x7f\x7f', 'latin1'), frames(2)]),
    ],
    [
      'a second ID3v2 tag before the frames',
      Buffer.concat([id3v2Tag(Buffer.alloc(20)), id3v2Tag(Buffer.alloc(20)), frames(3)]),
    ],
    ['frame header cut after the tag', MP3_FIXTURE.subarray(0, MP3_FIXTURE_TAG_BYTES + 2)],
    ['a frame cut before three whole ones', Buffer.concat([frames(2), MPEG1_FRAME.subarray(0, 100)])],
    ['one lone frame', frames(1)],
    ['garbage after the frames', Buffer.concat([frames(5), Buffer.from('PK\x03\x04 a hidden archive')])],
    ['garbage between frames', Buffer.concat([frames(3), Buffer.from([1, 2, 3]), frames(3)])],
    // As long as a frame: the sizes add up to the file's, only the frames' places tell.
    [
      'a frame’s length of garbage between frames',
      Buffer.concat([frames(3), Buffer.alloc(417, 0x55), frames(3)]),
    ],
    [
      'garbage between the tag and the frames',
      Buffer.concat([id3v2Tag(Buffer.alloc(20)), Buffer.from('junk'), frames(3)]),
    ],
    [
      'garbage before the summary frame',
      Buffer.concat([Buffer.from('junk'), summaryFrame('Info'), frames(3)]),
    ],
    [
      'garbage after the summary frame',
      Buffer.concat([summaryFrame('Info'), Buffer.from('junk'), frames(3)]),
    ],
    ['a summary frame cut', Buffer.concat([summaryFrame('Info').subarray(0, 300), frames(3)])],
    ['only a summary frame', summaryFrame('Info')],
    ['a summary frame declaring 100 frames before 3', Buffer.concat([summaryFrame('Xing', 100), frames(3)])],
    [
      'a summary frame declaring 4 294 967 295 frames',
      Buffer.concat([summaryFrame('Xing', 0xffffffff), frames(3)]),
    ],
    [
      'frames of another sample rate among them',
      Buffer.concat([frames(3), frames(2, mpegFrame({ rateIndex: 1, length: 384 })), frames(3)]),
    ],
    [
      'an APEv2 footer hiding an archive',
      Buffer.concat([frames(3), Buffer.from('APETAGEX PK\x03\x04 a hidden archive')]),
    ],
    [
      'an APEv2 tag declaring more than the file',
      Buffer.concat([frames(3), apeTag(Buffer.alloc(20), 100_000)]),
    ],
    [
      'an APEv2 tag declaring less than it holds',
      Buffer.concat([frames(3), Buffer.from('junk'), apeTag(Buffer.alloc(20))]),
    ],
    ['Layer II', frames(3, mpegFrame({ layer: 2, length: 417 }))],
    ['Layer I', frames(3, mpegFrame({ layer: 3, length: 417 }))],
    ['free-format bitrate', frames(3, mpegFrame({ bitrateIndex: 0, length: 417 }))],
    ['bad bitrate', frames(3, mpegFrame({ bitrateIndex: 15, length: 417 }))],
    ['reserved sample rate', frames(3, mpegFrame({ rateIndex: 3, length: 417 }))],
    [
      'a reserved sample rate among good frames',
      Buffer.concat([frames(3), mpegFrame({ rateIndex: 3, length: 417 }), frames(3)]),
    ],
    ['reserved version', frames(3, mpegFrame({ version: 1, length: 417 }))],
  ];
}
