import { afterEach, describe, expect, it } from 'vitest';
import { InvalidLayoutError } from './layout/resolveLayout';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

describe('layouts and viewport', () => {
  it('starts at half size and zooms in by 1.2 and out by 0.8', async () => {
    const { engine, element } = await mountEngine();
    expect(engine.zoom).toBe(0.5);
    expect([element.width, element.height]).toEqual([270, 480]);
    engine.zoomIn();
    expect(engine.zoom).toBeCloseTo(0.6, 10);
    expect(element.width).toBe(324);
    engine.zoomOut();
    expect(engine.zoom).toBeCloseTo(0.48, 10);
    // Zooming is not an edit.
    expect(engine.canUndo).toBe(false);
    expect(engine.isTouched()).toBe(false);
  });

  it('does not resize during a video animation unless forced', async () => {
    const { engine } = await mountEngine();
    engine.animating = true;
    expect(engine.applyLayout('facebook.post')).toBe(false);
    expect(engine.toDocument().layout.key).toBe('instagram.story');
    expect(engine.applyLayout('facebook.post', { force: true })).toBe(true);
    expect(engine.toDocument().layout.key).toBe('facebook.post');
    engine.animating = false;
    expect(engine.applyLayout('instagram.story')).toBe(true);
  });

  it('refuses custom sizes outside 100–1500 with a typed error and names an unnamed one', async () => {
    const { engine } = await mountEngine();
    for (const size of [
      { width: 99, height: 500 },
      { width: 500, height: 1501 },
      { width: 500.5, height: 500 },
    ]) {
      expect(() => engine.applyLayout(size)).toThrow(InvalidLayoutError);
    }
    try {
      engine.applyLayout({ width: 2000, height: 100 });
    } catch (error) {
      expect(error).toMatchObject({ reason: 'size_out_of_range', size: { width: 2000, height: 100 } });
    }
    expect(engine.toDocument().layout.key).toBe('instagram.story');
    engine.applyLayout({ width: 100, height: 1500, name: '  ' });
    expect(engine.toDocument().layout).toMatchObject({ width: 100, height: 1500, name: 'Custom Layout' });
  });

  it('keeps an object at 25 % / 75 % of a story at 25 % / 75 % of a Facebook cover', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Quarter');
    const { width, height } = engine.getObject(id)!;
    engine.updateObject(id, { left: 135 - width / 2, top: 720 - height / 2 });
    engine.applyLayout('facebook.cover');
    const after = engine.getObject(id)!;
    expect((after.left + (after.width * after.scaleX) / 2) / 851).toBeCloseTo(0.25, 2);
    expect((after.top + (after.height * after.scaleY) / 2) / 315).toBeCloseTo(0.75, 2);
  });

  it('undoes a layout change: the canvas size and every object come back, and the UI hears of it', async () => {
    const { engine, element } = await mountEngine();
    const id = engine.addText('text', 'Stay');
    engine.rotate();
    const before = engine.getObject(id);
    const layouts: string[] = [];
    engine.on('layout', ({ layout }) => layouts.push(layout.key));
    engine.applyLayout('facebook.cover');
    expect(engine.getObject(id)).not.toEqual(before);
    engine.undo();
    expect(engine.getObject(id)).toEqual(before);
    expect(engine.toDocument().layout.key).toBe('instagram.story');
    expect([element.width, element.height]).toEqual([270, 480]);
    engine.redo();
    expect(layouts).toEqual(['facebook.cover', 'instagram.story', 'facebook.cover']);
  });
});
