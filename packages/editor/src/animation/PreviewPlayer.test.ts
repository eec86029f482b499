import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createObject, createPage, getLayout, type DesignDocument } from '@lienzo/core';
import { TEST_ASSETS } from '../test/assetPaths';
import { disposeEngines, mountEngine } from '../test/mountEngine';
import { difference, expectSameFrame, pixelsOf, viewOf } from '../test/framePixels';
import type { Engine } from '../Engine';
import { PreviewPlayer } from './PreviewPlayer';

afterEach(disposeEngines);

const TRACK = { name: 'Glass Static', src: '/apps/server/src/test/sample-files/glass-static.mp3' };

function shortStory(): DesignDocument {
  const picture = (id: string, animation: object) =>
    createObject('pz-image', {
      id,
      src: TEST_ASSETS.tallPng,
      left: 100,
      top: 100,
      width: 40,
      height: 120,
      ...animation,
    });
  return {
    ...createDocument(getLayout('instagram.story'), {
      duration: 1,
      objects: [
        picture('always', {}),
        picture('late', { left: 300, animationStart: 0.5, animationEffect: 'zoom' }),
      ],
    }),
    timeline: { audio: TRACK },
  };
}

describe('preview', () => {
  it('plays once with the track at 0.4, counts the seconds, and shows the design as it is 1 s after the end', async () => {
    const { engine, element } = await mountEngine(shortStory());
    await engine.whenIdle();
    viewOf(engine).canvas.renderAll();
    const before = pixelsOf(element);
    const design = engine.toDocument();
    const ticks: number[] = [];
    const ended = vi.fn();
    const player = new PreviewPlayer(engine, { onTick: (second) => ticks.push(second), onEnd: ended });
    expect(player.start()).toBe(true);
    expect(player.start()).toBe(false);
    // The first frame shows the moment 0: the block entering at 0.5 s is not there yet.
    viewOf(engine).canvas.renderAll();
    expect(difference(pixelsOf(element), before).pixels).toBeGreaterThan(1000);
    expect(player.running).toBe(true);
    expect(engine.animating).toBe(true);
    expect(player.audio?.volume).toBe(0.4);
    expect(player.audio?.src).toContain(TRACK.src);
    // Layouts wait while it plays, unless forced (SPEC §4).
    expect(engine.applyLayout('instagram.post')).toBe(false);
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 50 });
    expect(ticks).toEqual([0, 1]);
    expect(player.running).toBe(false);
    expect(player.second).toBe(0);
    expect(player.audio).toBeNull();
    expect(engine.animating).toBe(false);
    viewOf(engine).canvas.renderAll();
    expectSameFrame(pixelsOf(element), before);
    expect(engine.toDocument()).toEqual(design);
  });

  it('cancel stops at once, resets the counter and shows the design as it is, without calling the end', async () => {
    const { engine, element } = await mountEngine(shortStory());
    await engine.whenIdle();
    viewOf(engine).canvas.renderAll();
    const before = pixelsOf(element);
    const ended = vi.fn();
    const player = new PreviewPlayer(engine, { onEnd: ended });
    player.start();
    const track = player.audio!;
    player.cancel();
    expect(player.running).toBe(false);
    expect(player.second).toBe(0);
    expect(track.paused).toBe(true);
    expect(engine.animating).toBe(false);
    viewOf(engine).canvas.renderAll();
    expectSameFrame(pixelsOf(element), before);
    expect(ended).not.toHaveBeenCalled();
    // It can start again after a cancel.
    expect(player.start()).toBe(true);
    player.cancel();
  });
});

/** Three pages of a second each, red, green and blue: the scenes of a video (issue 23). */
function threeScenes(): DesignDocument {
  const document = createDocument(getLayout('instagram.story'));
  const page = (id: string, color: string) => ({
    ...createPage(id),
    duration: 1,
    background: { color, image: null },
  });
  return { ...document, pages: [page('a', '#ff0000'), page('b', '#00ff00'), page('c', '#0000ff')] };
}

/** The colour at the middle of the canvas, as its strongest channel. */
function middleColour(engine: Engine, element: HTMLCanvasElement): 'red' | 'green' | 'blue' {
  viewOf(engine).canvas.renderAll();
  const pixels = pixelsOf(element);
  const at = ((element.height >> 1) * element.width + (element.width >> 1)) * 4;
  const [r, g, b] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
  return r > g && r > b ? 'red' : g > b ? 'green' : 'blue';
}

describe('preview of a video with pages (issue 23)', () => {
  it('plays from the shown page to the end, each page on the canvas as its scene comes, then shows that page again', async () => {
    const { engine, element } = await mountEngine(threeScenes());
    engine.showPage('b');
    const design = engine.toDocument();
    const seen: [number, string, string][] = [];
    const ended = vi.fn();
    const player = new PreviewPlayer(engine, {
      onTick: (second) => seen.push([second, engine.pageId, middleColour(engine, element)]),
      onEnd: ended,
    });
    expect(player.start()).toBe(true);
    // The clock counts over the whole video: the second scene starts at 1 s.
    expect(player.second).toBe(1);
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1), { timeout: 15_000, interval: 50 });
    expect(seen).toEqual([
      [1, 'b', 'green'],
      [2, 'c', 'blue'],
      [3, 'c', 'blue'],
    ]);
    expect(engine.pageId).toBe('b');
    expect(engine.animating).toBe(false);
    expect(engine.toDocument()).toEqual(design);
  });

  it('plays every scene from the first page, and cancel brings back the page shown before', async () => {
    const { engine, element } = await mountEngine(threeScenes());
    const pages: string[] = [];
    const player = new PreviewPlayer(engine, {
      onTick: (second) => {
        pages.push(`${second}:${engine.pageId}:${middleColour(engine, element)}`);
        if (second === 2) player.cancel();
      },
    });
    player.start();
    await vi.waitFor(() => expect(player.running).toBe(false), { timeout: 15_000, interval: 50 });
    expect(pages).toEqual(['0:a:red', '1:b:green', '2:c:blue']);
    expect(engine.pageId).toBe('a');
    expect(middleColour(engine, element)).toBe('red');
  });
});
