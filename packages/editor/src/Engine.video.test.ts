import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { base64Of } from './test/base64';
import { createDocument, getLayout, type DesignDocument } from '@lienzo/core';
import { TEST_TRACK, animatedBlock, colourOf, lasting } from './test/animatedBlocks';
import { disposeEngines, mountEngine } from './test/mountEngine';
import { pixelsOf } from './test/framePixels';

afterEach(disposeEngines);

/** A 15 s story: one block from the start, one that ends at 1 s, one fading in at 1.5 s, one sliding in at 2 s. */
function story(audio: typeof TEST_TRACK | null): DesignDocument {
  const document = createDocument(getLayout('instagram.story'), {
    objects: [
      animatedBlock('always', 80, 160, {}),
      animatedBlock('leaves', 200, 480, { animationEnd: 1 }),
      animatedBlock('fades-in', 320, 800, { animationStart: 1.5, animationEffect: 'fade' }),
      animatedBlock('slides-in', 460, 400, { animationStart: 2, animationEffect: 'left' }),
    ],
  });
  return lasting(document, 15, audio);
}

const POINTS: [number, number][] = [
  [80, 160],
  [200, 480],
  [320, 800],
  [460, 400],
];

// Each export encodes every frame of a 15 s story (450 of them): a loaded machine needs more than the 20 s
// default (the first test took 23 s on a fresh clone beside other work), as the scenes' exports do.
describe('video export', { timeout: 60_000 }, () => {
  it('exports a 15 s story at 30 fps with its track, each frame as the animations say (ffprobe)', async () => {
    const { engine } = await mountEngine(story(TEST_TRACK));
    const progress: number[] = [];
    const video = await base64Of(await engine.exportVideo({ onProgress: (done) => progress.push(done) }));
    expect(progress).toHaveLength(450);
    const probe = await commands.probeVideo(video);
    expect(Math.abs(Number(probe.format.duration) - 15)).toBeLessThanOrEqual(1 / 30 + 0.03);
    const [picture] = probe.streams.filter((stream) => stream.codec_type === 'video');
    expect(picture).toMatchObject({ width: 540, height: 960, r_frame_rate: '30/1', nb_read_frames: '450' });
    expect(probe.streams.filter((stream) => stream.codec_type === 'audio')).toEqual([
      expect.objectContaining({ codec_name: 'opus' }),
    ]);
    const at = async (seconds: number) => (await commands.videoPixels(video, seconds, POINTS)).map(colourOf);
    expect(await at(0.2)).toEqual(['purple', 'purple', 'background', 'background']);
    // The block that started at 1.5 s has faded in; the one starting at 2 s begins its 400 ms entrance.
    expect(await at(2)).toEqual(['purple', 'background', 'purple', 'background']);
    expect(await at(2.5)).toEqual(['purple', 'background', 'purple', 'purple']);
    expect(await at(14.9)).toEqual(['purple', 'background', 'purple', 'purple']);
  });

  it('has no audio stream without a track, and refuses a track that is missing', async () => {
    const { engine } = await mountEngine(lasting(story(null), 1, null));
    const probe = await commands.probeVideo(await base64Of(await engine.exportVideo()));
    expect(probe.streams.map((stream) => stream.codec_type)).toEqual(['video']);
    const missing = await mountEngine(
      lasting(story(null), 1, { name: 'Gone', src: '/apps/server/src/test/sample-files/gone.mp3' }),
    );
    await expect(missing.engine.exportVideo()).rejects.toThrow(/gone\.mp3/);
  });

  it('shows a preview frame on screen and the design as it is again after it', async () => {
    const { engine, element } = await mountEngine(story(null));
    await engine.whenIdle();
    engine.setZoom(1);
    const screenAt = (seconds: number | null) => {
      engine.showMoment(seconds);
      const view = (engine as unknown as { view: { canvas: { renderAll(): void } } }).view;
      view.canvas.renderAll();
      const pixels = pixelsOf(element);
      const ratio = element.width / 540;
      return POINTS.map(([x, y]) => {
        const offset = (Math.round(y * ratio) * element.width + Math.round(x * ratio)) * 4;
        return colourOf([pixels[offset]!, pixels[offset + 1]!, pixels[offset + 2]!]);
      });
    };
    engine.select('fades-in');
    expect(screenAt(0.2)).toEqual(['purple', 'purple', 'background', 'background']);
    // A preview frame unselects: the selection frame would not be where the moment shows the objects.
    expect(engine.getSelectedIds()).toEqual([]);
    expect(screenAt(3)).toEqual(['purple', 'background', 'purple', 'purple']);
    expect(screenAt(null)).toEqual(['purple', 'purple', 'purple', 'purple']);
    expect(() => engine.showMoment(Number.NaN)).toThrow(RangeError);
    // The preview changed nothing in the design.
    expect(engine.getObjects().map((object) => object.opacity)).toEqual([1, 1, 1, 1]);
  });
});
