import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUTS } from '@lienzo/core';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

describe('export sizes', () => {
  it.each(LAYOUTS.map((layout) => [layout.key, ...layout.sizes] as const))(
    '%s exports exactly %i × %i',
    async (key, width, height) => {
      const { engine } = await mountEngine();
      engine.addText('title', 'Size check');
      engine.applyLayout(key);
      const png = await decodePng(engine.exportPng());
      expect({ width: png.width, height: png.height }).toEqual({ width, height });
    },
  );

  it.each([
    [100, 100],
    [1500, 1500],
    [333, 1217],
  ])('a custom %i × %i layout exports at that size', async (width, height) => {
    const { engine } = await mountEngine();
    engine.applyLayout({ width, height, name: 'Custom Layout' });
    const png = await decodePng(engine.exportPng());
    expect({ width: png.width, height: png.height }).toEqual({ width, height });
  });
});
