import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { createDocument, createObject, getLayout, type DesignDocument } from '@lienzo/core';
import { base64Of } from './test/base64';
import { TEST_ASSETS } from './test/assetPaths';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** A short MP3 the server's tests use (apps/server/src/test/sample-files), served on this site. */
const TRACK = { name: 'Glass Static', src: '/apps/server/src/test/sample-files/glass-static.mp3' };
const PURPLE = [0x7b, 0x2c, 0xbf];
const BACKGROUND = [0x62, 0xca, 0xd9];

/** A 15 s 540 × 960 story with its track: a block from the start, one sliding in at 2 s. */
function story(): DesignDocument {
  const block = (id: string, x: number, y: number, animation: object) =>
    createObject('pz-image', {
      id,
      src: TEST_ASSETS.tallPng,
      ...{ left: x - 40, top: y - 120, width: 40, height: 120, scaleX: 2, scaleY: 2 },
      ...animation,
    });
  return {
    ...createDocument(getLayout('instagram.story')),
    timeline: { duration: 15, audio: TRACK },
    objects: [
      block('always', 80, 160, {}),
      block('slides-in', 460, 400, { animationStart: 2, animationEffect: 'left' }),
    ],
  };
}

const colourOf = (pixel: number[]) => {
  const near = (colour: number[]) =>
    pixel.every((value, channel) => Math.abs(value - colour[channel]!) <= 40);
  return near(PURPLE) ? 'purple' : near(BACKGROUND) ? 'background' : 'other';
};

describe('MP4 export at Instagram size (issue 22)', () => {
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
    const { engine } = await mountEngine({ ...story(), timeline: { duration: 1, audio: null } });
    const probe = await commands.probeVideo(await base64Of(await engine.exportVideo({ container: 'mp4' })));
    expect(probe.streams).toEqual([
      expect.objectContaining({ codec_type: 'video', width: 540, height: 960, nb_read_frames: '30' }),
    ]);
  });
});
