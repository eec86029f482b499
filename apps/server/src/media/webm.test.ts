import { describe, expect, it } from 'vitest';
import { notWebmCorpus, VP8_WEBM, VP9_LIVE_WEBM, webmOfSize } from '../test/video-files';
import { inspectWebm } from './webm';

describe('inspectWebm', () => {
  it('reads the video track of a WebM with known sizes and of a live recording with unknown sizes', () => {
    expect(inspectWebm(VP8_WEBM)).toEqual({
      codec: 'V_VP8',
      width: 64,
      height: 64,
      audio: false,
      seconds: 1,
      frames: 10,
    });
    expect(inspectWebm(VP9_LIVE_WEBM)).toMatchObject({ codec: 'V_VP9', width: 64, height: 64, audio: false });
    // A live recording declares no duration: its length is read from its blocks' timestamps.
    expect(inspectWebm(VP9_LIVE_WEBM)?.seconds).toBeCloseTo(1, 0);
  });

  it('refuses every file that is not a whole WebM with a video track', async () => {
    for (const [label, bytes] of await notWebmCorpus()) expect(inspectWebm(bytes), label).toBeNull();
  });

  it('refuses a WebM whose DocType bytes were patched to Matroska in place', () => {
    const patched = Buffer.from(VP8_WEBM);
    const at = patched.indexOf('webm', 0, 'latin1');
    patched.write('mkv\0', at, 'latin1');
    expect(inspectWebm(patched)).toBeNull();
  });
});

describe('webmOfSize (test helper)', () => {
  it('pads a WebM to an exact size that is still a valid WebM', () => {
    const padded = webmOfSize(8000);
    expect(padded).toHaveLength(8000);
    expect(inspectWebm(padded)).toMatchObject({ codec: 'V_VP9', width: 64, height: 64, audio: false });
  });
});
