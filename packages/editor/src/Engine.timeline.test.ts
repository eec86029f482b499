import { afterEach, describe, expect, it } from 'vitest';
import { createDocument, createObject, getLayout, type DesignDocument } from '@lienzo/core';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

const text = (id: string, animation: object = {}) =>
  createObject('pz-text', { id, text: id, left: 10, top: 10, width: 200, height: 40, ...animation });

function story(): DesignDocument {
  return createDocument(getLayout('instagram.story'), {
    objects: [
      text('title'),
      text('late', { animationStart: 12, animationEnd: 14 }),
      text('middle', { animationStart: 3, animationEnd: 11 }),
    ],
  });
}

const animationOf = (engine: Awaited<ReturnType<typeof mountEngine>>['engine'], id: string) => {
  const { animationStart, animationEnd, animationEffect } = engine.getObject(id)!;
  return { animationStart, animationEnd, animationEffect };
};

describe('timeline editing', () => {
  it('sets when an object enters and leaves and how; a handle dragged is one undo step', async () => {
    const { engine } = await mountEngine(story());
    engine.setAnimation('title', { start: 1 });
    engine.setAnimation('title', { start: 2 });
    engine.setAnimation('title', { start: 3 });
    engine.endGesture();
    engine.setAnimation('title', { end: 9, effect: 'zoom' });
    expect(animationOf(engine, 'title')).toEqual({
      animationStart: 3,
      animationEnd: 9,
      animationEffect: 'zoom',
    });
    engine.undo();
    expect(animationOf(engine, 'title')).toEqual({
      animationStart: 3,
      animationEnd: null,
      animationEffect: 'fade',
    });
    engine.undo();
    expect(animationOf(engine, 'title')).toEqual({
      animationStart: 0,
      animationEnd: null,
      animationEffect: 'fade',
    });
  });

  it('refuses times outside the timeline or an end before the start, and unknown objects, changing nothing', async () => {
    const { engine } = await mountEngine(story());
    const before = engine.toDocument();
    expect(() => engine.setAnimation('middle', { start: 11 })).toThrow(RangeError);
    expect(() => engine.setAnimation('middle', { end: 16 })).toThrow(RangeError);
    expect(() => engine.setAnimation('middle', { start: -0.5 })).toThrow(RangeError);
    expect(() => engine.setAnimation('middle', { effect: 'spin' as never })).toThrow(RangeError);
    expect(() => engine.setAnimation('nobody', { start: 1 })).toThrow(RangeError);
    expect(engine.toDocument()).toEqual(before);
    expect(engine.canUndo).toBe(false);
  });

  it('shortens the timeline bringing the animations inside it, one undo step', async () => {
    const { engine } = await mountEngine(story());
    expect(engine.getTimelineDuration()).toBe(15);
    engine.setTimelineDuration(10);
    expect(engine.getTimelineDuration()).toBe(10);
    expect(animationOf(engine, 'late')).toMatchObject({ animationStart: 9, animationEnd: null });
    expect(animationOf(engine, 'middle')).toMatchObject({ animationStart: 3, animationEnd: null });
    engine.undo();
    expect(engine.getTimelineDuration()).toBe(15);
    expect(animationOf(engine, 'late')).toMatchObject({ animationStart: 12, animationEnd: 14 });
    for (const bad of [0, 601, 7.5, Number.NaN])
      expect(() => engine.setTimelineDuration(bad)).toThrow(RangeError);
    expect(engine.getTimelineDuration()).toBe(15);
  });
});
