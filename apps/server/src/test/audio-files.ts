// Real files for the audio upload tests. The committed MP3 and OGG were encoded once by ffmpeg (libmp3lame
// 64 kbit/s mono 44.1 kHz, 1.54 s; libvorbis 0.4 s) from the first 1.5 s of our own synthesised track
// "glass-static" (`audio/tracks.ts`), so they need no credit and the tests need no ffmpeg.
import { readFileSync } from 'node:fs';
import { encodeWav, SAMPLE_RATE } from '../audio/synth';

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
