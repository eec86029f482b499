import { UPLOAD_MAX_BYTES } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import {
  apeTag,
  id3v2Tag,
  MP3_FIXTURE,
  MP3_FIXTURE_DURATION,
  MP3_FIXTURE_FRAMES,
  MP3_FIXTURE_TAG_BYTES,
  MPEG1_FRAME,
  MPEG1_SECONDS,
  mpegFrame,
  mpegFrames as frames,
  notMp3Corpus,
  summaryFrame,
} from '../test/audio-files';
import { peakResidentBytes, resetPeakResident } from '../test/process-memory';
import { readMp3 } from './mp3';

const MIB = 1024 * 1024;
const id3v1 = Buffer.concat([Buffer.from('TAG', 'latin1'), Buffer.alloc(125)]);

describe('readMp3', () => {
  it('reads the committed MP3: ID3v2 tag, then every frame up to the end; duration from the frames', async () => {
    const summary = await readMp3(MP3_FIXTURE);
    expect(summary?.frames).toBe(MP3_FIXTURE_FRAMES);
    expect(summary?.duration).toBeCloseTo(MP3_FIXTURE_DURATION, 9);
    // The same frames without their tag are still an MP3.
    expect((await readMp3(MP3_FIXTURE.subarray(MP3_FIXTURE_TAG_BYTES)))?.frames).toBe(MP3_FIXTURE_FRAMES);
  });

  it('walks frames by their own length: padding, MPEG-2 and MPEG-2.5 half frames', async () => {
    const padded = Buffer.concat([MPEG1_FRAME, mpegFrame({ length: 418, padding: 1 }), MPEG1_FRAME]);
    expect(await readMp3(padded)).toEqual({ frames: 3, duration: 3 * MPEG1_SECONDS });
    // MPEG-2, 32 kbit/s, 22.05 kHz: 72 × 32000 / 22050 = 104 bytes of 576 samples.
    const mpeg2 = mpegFrame({ version: 2, bitrateIndex: 4, rateIndex: 0, length: 104 });
    expect((await readMp3(frames(4, mpeg2)))?.duration).toBeCloseTo((4 * 576) / 22_050, 9);
    // MPEG-2.5, 8 kbit/s, 8 kHz: 72 × 8000 / 8000 = 72 bytes.
    const mpeg25 = mpegFrame({ version: 0, bitrateIndex: 1, rateIndex: 2, length: 72 });
    expect((await readMp3(frames(3, mpeg25)))?.duration).toBeCloseTo((3 * 576) / 8000, 9);
  });

  it('does not count the encoder’s Xing/Info summary frame as sound', async () => {
    expect(await readMp3(Buffer.concat([summaryFrame('Info'), frames(3)]))).toEqual({
      frames: 4,
      duration: 3 * MPEG1_SECONDS,
    });
    expect(await readMp3(summaryFrame('Info'))).toBeNull();
  });

  it('takes a summary frame whose frame count agrees with the frames, within half a second', async () => {
    const declaring = (count: number) => Buffer.concat([summaryFrame('Xing', count), frames(30)]);
    expect((await readMp3(declaring(30)))?.duration).toBeCloseTo(30 * MPEG1_SECONDS, 9);
    // 19 frames are 0.496 s: a count that far off is still taken, 20 frames (0.522 s) are not.
    expect((await readMp3(declaring(30 + 19)))?.frames).toBe(31);
    expect((await readMp3(declaring(30 - 19)))?.frames).toBe(31);
    expect(await readMp3(declaring(30 + 20))).toBeNull();
    expect(await readMp3(declaring(30 - 20))).toBeNull();
  });

  it('accepts two whole frames, a trailing ID3v1 or APEv2 tag, and a last frame cut after three whole ones', async () => {
    expect(await readMp3(Buffer.concat([id3v2Tag(Buffer.alloc(20)), frames(2)]))).toEqual({
      frames: 2,
      duration: 2 * MPEG1_SECONDS,
    });
    // Taggers may pad the ID3v2 tag with zeros past its declared size.
    expect(
      (await readMp3(Buffer.concat([id3v2Tag(Buffer.alloc(20)), Buffer.alloc(50), frames(2)])))?.frames,
    ).toBe(2);
    expect((await readMp3(Buffer.concat([frames(3), id3v1])))?.frames).toBe(3);
    const ape = apeTag(Buffer.from('an item of the tag'));
    expect((await readMp3(Buffer.concat([frames(3), ape])))?.frames).toBe(3);
    expect((await readMp3(Buffer.concat([frames(3), ape, id3v1])))?.frames).toBe(3);
    expect(await readMp3(Buffer.concat([frames(3), MPEG1_FRAME.subarray(0, 100)]))).toEqual({
      frames: 3,
      duration: 3 * MPEG1_SECONDS,
    });
  });

  it('refuses what is not MP3 throughout, or not a whole one', async () => {
    for (const [label, bytes] of await notMp3Corpus()) expect(await readMp3(bytes), label).toBeNull();
  });

  it('reads only the bytes it is given, not the rest of the memory they lie in', async () => {
    const memory = Buffer.concat([Buffer.from('before'), frames(6)]);
    const cut = memory.subarray(6, 6 + 4 * 417 + 100);
    // Four whole frames and a cut one: the two frames after it in memory are not part of the file.
    expect(await readMp3(cut)).toEqual({ frames: 4, duration: 4 * MPEG1_SECONDS });
    expect(await readMp3(memory.subarray(6, 6 + 417 + 100))).toBeNull();
  });

  it('keeps its memory bounded on the largest upload of the shortest frames and on files declaring huge sizes', async () => {
    // MPEG-2 at 8 kbit/s and 24 kHz: 72 × 8000 / 24000 = 24 bytes, the shortest Layer III frame there is.
    const shortest = mpegFrame({ version: 2, bitrateIndex: 1, rateIndex: 1, length: 24 });
    const largest = frames(Math.floor(UPLOAD_MAX_BYTES / 24), shortest);
    await resetPeakResident(process.pid);
    const before = await peakResidentBytes(process.pid);
    expect((await readMp3(largest))?.frames).toBe(largest.length / 24);
    for (const [label, bytes] of await notMp3Corpus()) expect(await readMp3(bytes), label).toBeNull();
    expect((await peakResidentBytes(process.pid)) - before).toBeLessThan(256 * MIB);
  });
});
