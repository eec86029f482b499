import { describe, expect, it } from 'vitest';
import { peakResidentBytes, resetPeakResident } from '../test/process-memory';
import {
  liveWebmWith,
  notWebmCorpus,
  simpleBlock,
  VP8_WEBM,
  VP9_LIVE_WEBM,
  webmOfSize,
  withDeclaredDuration,
} from '../test/video-files';
import { inspectWebm, MAX_WEBM_PARTS } from './webm';

const MIB = 1024 * 1024;
const VP8_INFO = { codec: 'vp8', width: 64, height: 64, audio: false, seconds: 1, frames: 10 };

describe('inspectWebm', () => {
  it('reads the video track of a WebM with known sizes and of a live recording with unknown sizes', async () => {
    expect(await inspectWebm(VP8_WEBM)).toEqual(VP8_INFO);
    expect(await inspectWebm(VP9_LIVE_WEBM)).toMatchObject({
      codec: 'vp9',
      width: 64,
      height: 64,
      audio: false,
    });
    // A live recording declares no duration: its length is read from its frames' timestamps.
    expect((await inspectWebm(VP9_LIVE_WEBM))?.seconds).toBeCloseTo(1, 0);
  });

  it('refuses every file that is not a whole WebM with a video track', async () => {
    for (const [label, bytes] of await notWebmCorpus()) expect(await inspectWebm(bytes), label).toBeNull();
  });

  it('takes a declared Duration within half a second of the frames, and the later of the two as its length', async () => {
    expect(await inspectWebm(withDeclaredDuration(VP8_WEBM, 1.4))).toEqual({ ...VP8_INFO, seconds: 1.4 });
    expect(await inspectWebm(withDeclaredDuration(VP8_WEBM, 0.6))).toEqual(VP8_INFO);
  });

  it('refuses a WebM whose DocType bytes were patched to Matroska in place', async () => {
    const patched = Buffer.from(VP8_WEBM);
    const at = patched.indexOf('webm', 0, 'latin1');
    patched.write('mkv\0', at, 'latin1');
    expect(await inspectWebm(patched)).toBeNull();
  });

  it('reads only the bytes it is given, not the rest of the memory they lie in', async () => {
    const memory = Buffer.concat([Buffer.from('before'), VP8_WEBM]);
    expect(await inspectWebm(memory.subarray(6))).toEqual(VP8_INFO);
    expect(await inspectWebm(memory.subarray(6, memory.length - 1))).toBeNull();
  });

  it(`reads at most ${MAX_WEBM_PARTS} clusters and frames, and keeps its memory bounded on floods and lying sizes`, async () => {
    const tinyBlocks = (count: number) => liveWebmWith(Array.from({ length: count }, () => simpleBlock()));
    const laced = simpleBlock(256);
    const emptyCluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x83, 0xe7, 0x81, 0x00]);
    await resetPeakResident(process.pid);
    const before = await peakResidentBytes(process.pid);
    // One cluster holding the most frames there may be, then one frame too many.
    expect((await inspectWebm(tinyBlocks(MAX_WEBM_PARTS - 1)))?.frames).toBe(MAX_WEBM_PARTS - 1);
    expect(await inspectWebm(tinyBlocks(MAX_WEBM_PARTS))).toBeNull();
    // 8 MiB of laced blocks: 256 frames every 270 bytes. Read whole, mediabunny takes minutes and gigabytes.
    expect(await inspectWebm(liveWebmWith(Array.from({ length: (8 * MIB) / 270 }, () => laced)))).toBeNull();
    // 8 MiB of empty clusters, which mediabunny walks one by one looking for the next frame.
    const clusters = Array.from({ length: MIB }, () => emptyCluster);
    expect(await inspectWebm(Buffer.concat([liveWebmWith([simpleBlock()]), ...clusters]))).toBeNull();
    // Each byte of the fixtures' headers and tracks in turn made 0x01, so that a size there becomes an 8-byte one
    // declaring up to 2^56 bytes: whatever the answer, nothing is allocated by it.
    for (const fixture of [VP8_WEBM, VP9_LIVE_WEBM])
      for (let at = 0; at < 480; at += 1) {
        const patched = Buffer.from(fixture);
        patched[at] = 0x01;
        await inspectWebm(patched);
      }
    expect((await peakResidentBytes(process.pid)) - before).toBeLessThan(256 * MIB);
  });
});

describe('webmOfSize (test helper)', () => {
  it('pads a WebM to an exact size that is still a valid WebM', async () => {
    const padded = webmOfSize(8000);
    expect(padded).toHaveLength(8000);
    expect(await inspectWebm(padded)).toMatchObject({ codec: 'vp9', width: 64, height: 64, audio: false });
  });
});
