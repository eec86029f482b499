import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { createDocument, getLayout, type DesignDocument } from '@lienzo/core';
import { base64Of } from './test/base64';
import { TEST_TRACK, animatedBlock, colourOf, lasting } from './test/animatedBlocks';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** A 15 s 540 × 960 story with its track: a block from the start, one sliding in at 2 s. */
function story(): DesignDocument {
  return {
    ...createDocument(getLayout('instagram.story'), {
      duration: 15,
      objects: [
        animatedBlock('always', 80, 160, {}),
        animatedBlock('slides-in', 460, 400, { animationStart: 2, animationEffect: 'left' }),
      ],
    }),
    timeline: { audio: TEST_TRACK },
  };
}

// Encoding 450 frames takes seconds on a quiet machine and several times that on a loaded one: a bound, not a measure.
describe('MP4 export at Instagram size (issue 22)', { timeout: 60_000 }, () => {
  it('makes a 1080 × 1920 MP4 of a 540 × 960 story: 450 frames, 15 s, H.264 or VP9, with sound (ffprobe)', async () => {
    const { engine } = await mountEngine(story());
    expect(await engine.canExportMp4('instagram')).toBe(true);
    const progress: number[] = [];
    const blob = await engine.exportVideo({
      resolution: 'instagram',
      container: 'mp4',
      onProgress: (done) => progress.push(done),
    });
    expect(blob.type).toBe('video/mp4');
    expect(progress).toHaveLength(450);
    const video = await base64Of(blob);
    const probe = await commands.probeVideo(video);
    expect(probe.format.format_name).toContain('mp4');
    expect(Math.abs(Number(probe.format.duration) - 15)).toBeLessThanOrEqual(1 / 30 + 0.03);
    const [picture] = probe.streams.filter((stream) => stream.codec_type === 'video');
    expect(picture).toMatchObject({ width: 1080, height: 1920, r_frame_rate: '30/1', nb_read_frames: '450' });
    expect(['h264', 'vp9']).toContain(picture!.codec_name);
    const sound = probe.streams.filter((stream) => stream.codec_type === 'audio');
    expect(sound).toHaveLength(1);
    expect(['aac', 'opus']).toContain(sound[0]!.codec_name);
    // The design is drawn twice as large: the blocks' centres are at twice their layout places.
    const points: [number, number][] = [
      [160, 320],
      [920, 800],
      [1040, 1800],
    ];
    const at = async (seconds: number) => (await commands.videoPixels(video, seconds, points)).map(colourOf);
    expect(await at(0.5)).toEqual(['purple', 'background', 'background']);
    expect(await at(3)).toEqual(['purple', 'purple', 'background']);
  });

  it('keeps the layout size at the layout resolution, and an MP4 of it too', async () => {
    const { engine } = await mountEngine(lasting(story(), 1, null));
    const probe = await commands.probeVideo(await base64Of(await engine.exportVideo({ container: 'mp4' })));
    expect(probe.streams).toEqual([
      expect.objectContaining({ codec_type: 'video', width: 540, height: 960, nb_read_frames: '30' }),
    ]);
  });
});
