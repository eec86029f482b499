import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDocument, createObject, getLayout, type DesignDocument } from '@lienzo/core';
import { TEST_ASSETS } from '../test/assetPaths';
import { disposeEngines, mountEngine } from '../test/mountEngine';
import { difference, expectSameFrame, pixelsOf, viewOf } from '../test/framePixels';
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
