import { afterEach, describe, expect, it } from 'vitest';
import { disposeEngines, mountEngine } from '../test/mountEngine';
import type { FabricView } from './FabricView';
import { MIN_CACHE_SIDE } from './renderConfig';

afterEach(disposeEngines);

describe('rendering settings', () => {
  it('gives a small object a cache canvas about its own size, not 256 × 256', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Hi');
    const { canvas } = (engine as unknown as { view: FabricView }).view;
    canvas.renderAll();
    const [object] = canvas.getObjects();
    const cache = object?._cacheCanvas;
    expect(engine.getObject(id)).toBeDefined();
    expect(cache).toBeDefined();
    expect(cache!.height).toBeLessThan(100);
    expect(cache!.height).toBeGreaterThanOrEqual(MIN_CACHE_SIDE);
  });
});

describe('caches at a fractional zoom', () => {
  it('keeps every text cache from one frame to the next instead of drawing it again (issue 22)', async () => {
    const { engine } = await mountEngine();
    // Odd font sizes: the size times 0.537 is never whole, which made the asked cache width fractional.
    for (const [index, size] of [13, 27, 41].entries()) {
      const id = engine.addText('text', `Line ${index}`);
      engine.updateObject(id, { fontSize: size, top: 100 + index * 80 });
    }
    engine.setZoom(0.537);
    const { canvas, dragSnapshot } = (engine as unknown as { view: FabricView }).view;
    canvas.renderAll();
    const redrawn: string[] = [];
    for (const object of canvas.getObjects()) {
      const update = object._updateCacheCanvas.bind(object);
      object._updateCacheCanvas = () => {
        const changed = update();
        if (changed) redrawn.push(object.type);
        return changed;
      };
    }
    // Every object drawn each time: the frame kept for frames in which nothing changed is forgotten.
    for (let frame = 0; frame < 2; frame++) {
      dragSnapshot.invalidate();
      canvas.renderAll();
    }
    expect(canvas.getObjects().length).toBe(3);
    expect(redrawn).toEqual([]);
  });
});
