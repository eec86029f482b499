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
