import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { createDocument, getLayout, type DesignDocument } from '@lienzo/core';
import { base64Of } from './test/base64';
import { animatedBlock, colourOf } from './test/animatedBlocks';
import { disposeEngines, mountEngine } from './test/mountEngine';
import { GIF_FPS, gifDelays } from './video/encodeGif';

afterEach(disposeEngines);

/** A story of `duration` seconds: a block from the start, one sliding in at 2 s. */
function story(duration: number): DesignDocument {
  return {
    ...createDocument(getLayout('instagram.story'), {
      duration,
      objects: [
        animatedBlock('always', 80, 160, {}),
        animatedBlock('slides-in', 460, 400, { animationStart: 2, animationEffect: 'left' }),
      ],
    }),
    timeline: { audio: null },
  };
}

describe('animated GIF export (issue 23)', () => {
  it('gives 1/15 s as 7, 7 and 6 hundredths in turn, adding up to the length exactly', () => {
    expect(gifDelays(6)).toEqual([70, 60, 70, 70, 60, 70]);
    expect(gifDelays(15 * GIF_FPS).reduce((total, delay) => total + delay, 0)).toBe(15_000);
  });

  it('makes a looping GIF of a 4 s story at its layout size: 60 frames at 15 a second, the animation in it (ffprobe)', async () => {
    const { engine } = await mountEngine(story(4));
    const progress: number[] = [];
    const blob = await engine.exportGif({ onProgress: (done) => progress.push(done) });
    expect(blob.type).toBe('image/gif');
    expect(progress).toHaveLength(60);
    expect(progress.at(-1)).toBe(1);
    const gif = await base64Of(blob);
    const probe = await commands.probeVideo(gif);
    expect(probe.format.format_name).toBe('gif');
    expect(probe.streams[0]).toMatchObject({
      codec_name: 'gif',
      width: 540,
      height: 960,
      nb_read_frames: '60',
    });
    const durations = await commands.frameDurations(gif);
    expect(durations).toHaveLength(60);
    expect(new Set(durations)).toEqual(new Set([0.06, 0.07]));
    expect(durations.reduce((total, seconds) => total + seconds, 0)).toBeCloseTo(4, 5);
    const points: [number, number][] = [
      [80, 160],
      [460, 400],
      [520, 900],
    ];
    const at = async (seconds: number) => (await commands.videoPixels(gif, seconds, points)).map(colourOf);
    expect(await at(0.5)).toEqual(['purple', 'background', 'background']);
    expect(await at(3)).toEqual(['purple', 'purple', 'background']);
  });

  it('stops when asked: the export rejects with the abort and makes no more frames', async () => {
    const { engine } = await mountEngine(story(4));
    const abort = new AbortController();
    const progress: number[] = [];
    const exported = engine.exportGif({
      signal: abort.signal,
      onProgress: (done) => {
        progress.push(done);
        if (progress.length === 10) abort.abort();
      },
    });
    await expect(exported).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress).toHaveLength(10);
  });
});
