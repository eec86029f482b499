import { afterEach, describe, it } from 'vitest';
import { expectToMatchGolden } from './test/golden';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

describe('golden images', () => {
  it('draws a text design as recorded', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ffd2d4');
    engine.addText('title', 'Spring sale');
    engine.addText('text', 'Every piece handmade');
    engine.select(null);
    await expectToMatchGolden('pz-text', engine.exportPng());
  });
});
