import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { createDocument, createObject, createPage, getLayout, type DesignDocument } from '@lienzo/core';
import { TEST_ASSETS } from './test/assetPaths';
import { base64Of } from './test/base64';
import { TEST_TRACK, animatedBlock } from './test/animatedBlocks';
import { disposeEngines, mountEngine } from './test/mountEngine';
import { PageRenderer } from './pages/PageRenderer';

afterEach(disposeEngines);

const COLOURS = { red: [0xe0, 0x20, 0x20], green: [0x20, 0xb0, 0x40], blue: [0x20, 0x40, 0xe0] } as const;
const PURPLE = [0x7b, 0x2c, 0xbf];
/** The top half of the halves picture. */
const NAVY = [0x1d, 0x35, 0x57];
type Colour = keyof typeof COLOURS | 'purple' | 'navy' | 'other';

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** Which colour a decoded pixel is, allowing for the codec's loss. */
function colourOf(pixel: number[]): Colour {
  const near = (colour: readonly number[]) =>
    pixel.every((value, channel) => Math.abs(value - colour[channel]!) <= 48);
  if (near(PURPLE)) return 'purple';
  if (near(NAVY)) return 'navy';
  const name = (Object.keys(COLOURS) as (keyof typeof COLOURS)[]).find((key) => near(COLOURS[key]));
  return name ?? 'other';
}

/**
 * A 540 × 960 story of three pages playing 1 s, 2 s and 1 s: red, green, blue backgrounds. Page 2 has a block
 * entering 0.5 s into its scene (its own timeline), page 3 from its start a picture no other page shows.
 */
function scenes(audio: typeof TEST_TRACK | null = null): DesignDocument {
  const document = createDocument(getLayout('instagram.story'));
  const page = (id: string, duration: number, colour: readonly number[], objects: object[]) => ({
    ...createPage(id),
    duration,
    background: { color: hex(colour), image: null },
    objects: objects as DesignDocument['pages'][number]['objects'],
  });
  return {
    ...document,
    timeline: { audio },
    pages: [
      page('red', 1, COLOURS.red, []),
      page('green', 2, COLOURS.green, [animatedBlock('late', 270, 480, { animationStart: 0.5 })]),
      page('blue', 1, COLOURS.blue, [
        createObject('pz-image', {
          id: 'third',
          src: TEST_ASSETS.halvesPng,
          left: 50,
          top: 150,
          width: 160,
          height: 100,
        }),
      ]),
    ],
  };
}

/** The middle of the frame, a point of page 3's picture (its navy half), and a corner. */
const POINTS: [number, number][] = [
  [270, 480],
  [130, 175],
  [520, 940],
];

describe('video with pages (issue 23)', { timeout: 60_000 }, () => {
  it('exports the pages one after another, each for its own length, each scene at its time (WebM, ffprobe)', async () => {
    const { engine } = await mountEngine(scenes(TEST_TRACK));
    const offScreen = vi.spyOn(PageRenderer.prototype, 'draw');
    const progress: number[] = [];
    const video = await base64Of(await engine.exportVideo({ onProgress: (done) => progress.push(done) }));
    // The shown page is drawn from the canvas; each other page is loaded once, into one view off screen.
    expect(offScreen.mock.calls.map(([, pageId]) => pageId)).toEqual(['green', 'blue']);
    expect(new Set(offScreen.mock.contexts).size).toBe(1);
    offScreen.mockRestore();
    // Determinate over every scene: one step a frame, 4 s at 30 fps.
    expect(progress).toHaveLength(120);
    expect(progress.at(-1)).toBe(1);
    const probe = await commands.probeVideo(video);
    expect(Math.abs(Number(probe.format.duration) - 4)).toBeLessThanOrEqual(1 / 30 + 0.03);
    const [picture] = probe.streams.filter((stream) => stream.codec_type === 'video');
    expect(picture).toMatchObject({ width: 540, height: 960, nb_read_frames: '120' });
    const at = async (seconds: number) => (await commands.videoPixels(video, seconds, POINTS)).map(colourOf);
    expect(await at(0.5)).toEqual(['red', 'red', 'red']);
    // Exactly at its start the second scene shows; its block enters 0.5 s into the scene, not into the video.
    expect(await at(1)).toEqual(['green', 'green', 'green']);
    expect(await at(1.3)).toEqual(['green', 'green', 'green']);
    expect(await at(2)).toEqual(['purple', 'green', 'green']);
    expect(await at(2.95)).toEqual(['purple', 'green', 'green']);
    // The third page, never shown on the canvas, with its picture loaded before its first frame.
    expect(await at(3)).toEqual(['blue', 'navy', 'blue']);
    expect(await at(3.9)).toEqual(['blue', 'navy', 'blue']);
  });

  it('draws the shown page from the canvas and the others off screen, whichever page is shown (MP4)', async () => {
    const { engine } = await mountEngine(scenes());
    engine.showPage('green');
    const blob = await engine.exportVideo({ container: 'mp4' });
    expect(blob.type).toBe('video/mp4');
    const video = await base64Of(blob);
    const probe = await commands.probeVideo(video);
    expect(Math.abs(Number(probe.format.duration) - 4)).toBeLessThanOrEqual(1 / 30 + 0.03);
    const at = async (seconds: number) => (await commands.videoPixels(video, seconds, POINTS)).map(colourOf);
    expect(await at(0.5)).toEqual(['red', 'red', 'red']);
    expect(await at(1.3)).toEqual(['green', 'green', 'green']);
    expect(await at(2.5)).toEqual(['purple', 'green', 'green']);
    expect(await at(3.5)).toEqual(['blue', 'navy', 'blue']);
    // The canvas still shows the page it showed, as it is.
    expect(engine.pageId).toBe('green');
  });

  it('makes a GIF of every scene: 15 frames a second over the summed length (ffprobe)', async () => {
    const { engine } = await mountEngine(scenes());
    const progress: number[] = [];
    const gif = await base64Of(await engine.exportGif({ onProgress: (done) => progress.push(done) }));
    expect(progress).toHaveLength(60);
    const probe = await commands.probeVideo(gif);
    expect(probe.streams[0]).toMatchObject({
      codec_name: 'gif',
      width: 540,
      height: 960,
      nb_read_frames: '60',
    });
    const durations = await commands.frameDurations(gif);
    expect(durations.reduce((total, seconds) => total + seconds, 0)).toBeCloseTo(4, 5);
    const at = async (seconds: number) => (await commands.videoPixels(gif, seconds, POINTS)).map(colourOf);
    // Every page's colours are in the one palette.
    expect(await at(0.5)).toEqual(['red', 'red', 'red']);
    expect(await at(1.2)).toEqual(['green', 'green', 'green']);
    expect(await at(2.5)).toEqual(['purple', 'green', 'green']);
    expect(await at(3.5)).toEqual(['blue', 'navy', 'blue']);
  });

  it('stops when cancelled in a later scene: rejects, makes no more frames, lets the page drawn off screen go', async () => {
    const { engine } = await mountEngine(scenes());
    const disposed = vi.spyOn(PageRenderer.prototype, 'dispose');
    for (const exportOf of [
      (options: object) => engine.exportVideo(options),
      (options: object) => engine.exportGif(options),
    ]) {
      disposed.mockClear();
      const abort = new AbortController();
      const progress: number[] = [];
      const exported = exportOf({
        signal: abort.signal,
        onProgress: (done: number) => {
          progress.push(done);
          // Into the second scene (from 1 s), drawn off screen.
          if (done >= 0.5 && !abort.signal.aborted) abort.abort();
        },
      });
      await expect(exported).rejects.toMatchObject({ name: 'AbortError' });
      const stoppedAt = progress.length;
      expect(progress.at(-1)).toBeGreaterThanOrEqual(0.5);
      expect(progress.at(-1)).toBeLessThan(1);
      expect(disposed).toHaveBeenCalledTimes(1);
      expect(progress).toHaveLength(stoppedAt);
    }
    disposed.mockRestore();
    // Nothing is left half-way: the next export makes the whole video.
    const progress: number[] = [];
    await engine.exportVideo({ onProgress: (done) => progress.push(done) });
    expect(progress).toHaveLength(120);
  });
});
