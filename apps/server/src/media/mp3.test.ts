import { describe, expect, it } from 'vitest';
import {
  MP3_FIXTURE,
  MP3_FIXTURE_DURATION,
  MP3_FIXTURE_FRAMES,
  MP3_FIXTURE_TAG_BYTES,
  mpegFrame,
  OGG_FIXTURE,
  wavTone,
} from '../test/audio-files';
import { makeJpeg } from '../test/upload-files';
import { readMp3 } from './mp3';

// MPEG-1, 128 kbit/s, 44.1 kHz: 144 × 128000 / 44100 = 417 bytes (418 with the padding byte).
const MPEG1_FRAME = mpegFrame({ length: 417 });
const MPEG1_SECONDS = 1152 / 44_100;
const frames = (count: number, frame = MPEG1_FRAME) =>
  Buffer.concat(Array.from({ length: count }, () => frame));

function id3v2(body: Buffer): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  let size = body.length;
  for (let index = 9; index >= 6; index -= 1) {
    header[index] = size & 0x7f;
    size >>= 7;
  }
  return Buffer.concat([header, body]);
}

describe('readMp3', () => {
  it('reads the committed MP3: ID3v2 tag, then every frame up to the end; duration from the frames', () => {
    const summary = readMp3(MP3_FIXTURE);
    expect(summary?.frames).toBe(MP3_FIXTURE_FRAMES);
    expect(summary?.duration).toBeCloseTo(MP3_FIXTURE_DURATION, 9);
    // The same frames without their tag are still an MP3.
    expect(readMp3(MP3_FIXTURE.subarray(MP3_FIXTURE_TAG_BYTES))?.frames).toBe(MP3_FIXTURE_FRAMES);
  });

  it('walks frames by their own length: padding, MPEG-2 and MPEG-2.5 half frames', () => {
    const padded = Buffer.concat([MPEG1_FRAME, mpegFrame({ length: 418, padding: 1 }), MPEG1_FRAME]);
    expect(readMp3(padded)).toEqual({ frames: 3, duration: 3 * MPEG1_SECONDS });
    // MPEG-2, 32 kbit/s, 22.05 kHz: 72 × 32000 / 22050 = 104 bytes of 576 samples.
    const mpeg2 = mpegFrame({ version: 2, bitrateIndex: 4, rateIndex: 0, length: 104 });
    expect(readMp3(frames(4, mpeg2))?.duration).toBeCloseTo((4 * 576) / 22_050, 9);
    // MPEG-2.5, 8 kbit/s, 8 kHz: 72 × 8000 / 8000 = 72 bytes.
    const mpeg25 = mpegFrame({ version: 0, bitrateIndex: 1, rateIndex: 2, length: 72 });
    expect(readMp3(frames(3, mpeg25))?.duration).toBeCloseTo((3 * 576) / 8000, 9);
  });

  it('does not count the encoder’s Xing/Info summary frame as sound', () => {
    const info = mpegFrame({ length: 417 });
    info.write('Info', 4 + 17, 'latin1');
    expect(readMp3(Buffer.concat([info, frames(3)]))).toEqual({ frames: 4, duration: 3 * MPEG1_SECONDS });
    expect(readMp3(info)).toBeNull();
  });

  it('accepts a short file of whole frames, a trailing ID3v1 tag, and a last frame cut after three whole ones', () => {
    expect(readMp3(frames(1))?.frames).toBe(1);
    expect(readMp3(Buffer.concat([id3v2(Buffer.alloc(20)), frames(2)]))).toEqual({
      frames: 2,
      duration: 2 * MPEG1_SECONDS,
    });
    const id3v1 = Buffer.concat([Buffer.from('TAG', 'latin1'), Buffer.alloc(125)]);
    expect(readMp3(Buffer.concat([frames(3), id3v1]))?.frames).toBe(3);
    expect(readMp3(Buffer.concat([frames(3), MPEG1_FRAME.subarray(0, 100)]))).toEqual({
      frames: 3,
      duration: 3 * MPEG1_SECONDS,
    });
  });

  it('refuses what is not MP3 throughout', async () => {
    const cases: Array<[string, Buffer]> = [
      ['empty', Buffer.alloc(0)],
      ['text', Buffer.from('ID3 is not enough, this is a letter\n')],
      ['WAV', wavTone()],
      ['OGG', OGG_FIXTURE],
      ['JPEG', await makeJpeg(40, 30)],
      ['only an ID3v2 tag', id3v2(Buffer.alloc(30))],
      ['ID3v2 tag longer than the file', id3v2(Buffer.alloc(30)).subarray(0, 20)],
      ['ID3v2 header cut', MP3_FIXTURE.subarray(0, 7)],
      [
        'ID3v2 size not syncsafe',
        Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0x80]), frames(3)]),
      ],
      ['frame header cut after the tag', MP3_FIXTURE.subarray(0, MP3_FIXTURE_TAG_BYTES + 2)],
      ['a frame cut before three whole ones', Buffer.concat([frames(2), MPEG1_FRAME.subarray(0, 100)])],
      ['garbage after the frames', Buffer.concat([frames(5), Buffer.from('PK\x03\x04 a hidden archive')])],
      ['garbage between frames', Buffer.concat([frames(3), Buffer.from([1, 2, 3]), frames(3)])],
      ['Layer II', frames(3, mpegFrame({ layer: 2, length: 417 }))],
      ['Layer I', frames(3, mpegFrame({ layer: 3, length: 417 }))],
      ['free-format bitrate', frames(3, mpegFrame({ bitrateIndex: 0, length: 417 }))],
      ['bad bitrate', frames(3, mpegFrame({ bitrateIndex: 15, length: 417 }))],
      ['reserved sample rate', frames(3, mpegFrame({ rateIndex: 3, length: 417 }))],
      ['reserved version', frames(3, mpegFrame({ version: 1, length: 417 }))],
    ];
    for (const [label, bytes] of cases) expect(readMp3(bytes), label).toBeNull();
  });
});
