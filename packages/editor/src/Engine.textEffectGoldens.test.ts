import { afterEach, describe, it } from 'vitest';
import type { TextEffects } from '@lienzo/core';
import { expectToMatchGolden } from './test/golden';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

async function goldenOf(name: string, words: string, effects: Partial<TextEffects>, background = '#ffd2d4') {
  const { engine } = await mountEngine();
  engine.setBackgroundColor(background);
  const id = engine.addText('title', words);
  engine.updateObject(id, { left: 60, top: 360 });
  engine.setTextEffects(id, effects);
  engine.select(null);
  await expectToMatchGolden(name, engine.exportPng());
}

describe('golden images of text effects', () => {
  it('draws an outline', () =>
    goldenOf('text-outline', 'Big outline', { outline: { color: '#ff3366', width: 4 } }));

  it('draws a shadow', () =>
    goldenOf('text-shadow', 'Soft shadow', {
      shadow: { color: '#000000', blur: 10, offsetX: 6, offsetY: 8, opacity: 0.6 },
    }));

  it('draws a text curved up', () =>
    goldenOf('text-curve-up', 'Curved up over the top', { curve: { radius: 200, direction: 'up' } }));

  it('draws a text curved down', () =>
    goldenOf('text-curve-down', 'Curved down like a smile', { curve: { radius: 200, direction: 'down' } }));

  it('draws a highlight', () =>
    goldenOf('text-highlight', 'Highlighted\ntwo lines', {
      highlight: { color: '#ffe066', padding: 14, radius: 16 },
    }));

  it('draws every effect at once', () =>
    goldenOf(
      'text-effects-all',
      'All effects',
      {
        outline: { color: '#ffffff', width: 3 },
        shadow: { color: '#000000', blur: 6, offsetX: 4, offsetY: 4, opacity: 0.5 },
        curve: { radius: 180, direction: 'up' },
        highlight: { color: '#2f80ed', padding: 10, radius: 20 },
      },
      '#62CAD9',
    ));
});
