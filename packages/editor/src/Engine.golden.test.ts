import { afterEach, describe, it } from 'vitest';
import { FTEXT_SHAPE_IDS } from '@lienzo/core';
import { TEST_ASSETS } from './test/assetPaths';
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

describe('golden images of fancy text and Instagram stickers', () => {
  it('draws a fancy text in a speech bubble', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#62CAD9');
    const id = engine.addFancyText('Big news\ntoday!', 'speech-bubble');
    engine.updateFancyText(id, { fontSize: 48, padding: 24 });
    engine.select(null);
    await expectToMatchGolden('pz-ftext', engine.exportPng());
  });

  it('draws every fancy-text shape of the catalogue', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#1a1a1a');
    FTEXT_SHAPE_IDS.forEach((shapeId, index) => {
      const id = engine.addFancyText(shapeId, shapeId);
      engine.updateObject(id, { left: 20 + (index % 2) * 270, top: 20 + Math.floor(index / 2) * 115 });
    });
    engine.select(null);
    await expectToMatchGolden('pz-ftext-shapes', engine.exportPng());
  });

  it('draws a hashtag button', async () => {
    const { engine } = await mountEngine();
    engine.addSticker('HASHTAG', { text: 'summer_sale' });
    engine.select(null);
    await expectToMatchGolden('pz-button', engine.exportPng());
  });

  it('draws a poll', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('POLL', {
      poll: { question: 'Which colour should our next sneaker come in?', a1: 'ELECTRIC BLUE', a2: 'RED' },
    });
    engine.updateObject(id, { scaleX: 0.35, scaleY: 0.35, left: 40, top: 300 });
    engine.select(null);
    await expectToMatchGolden('pz-poll', engine.exportPng());
  });

  it('draws a question', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#fce0b0');
    const id = engine.addSticker('QUESTION', { question: 'What should we bake next weekend?' });
    engine.updateObject(id, { scaleX: 0.35, scaleY: 0.35, left: 40, top: 300 });
    engine.select(null);
    await expectToMatchGolden('pz-question', engine.exportPng());
  });

  it('draws a slider', async () => {
    const { engine } = await mountEngine();
    const id = engine.addSticker('SLIDER', {
      sliderQuestion: 'How excited are you?',
      sliderBackgroundColor: '#262626',
      sliderTextColor: '#FFFFFF',
    });
    engine.updateObject(id, { scaleX: 0.35, scaleY: 0.35, left: 40, top: 300 });
    engine.select(null);
    await expectToMatchGolden('pz-slider', engine.exportPng());
  });
});

describe('golden images of pictures, vectors and illustrations', () => {
  it('draws a picture with a filter preset and darkness', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#f1faee');
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    engine.updateObject(id, {
      angle: 10,
      filters: { preset: 'sepia', blur: 0, brightness: 0, darkness: 20 },
    });
    engine.select(null);
    await engine.whenIdle();
    await expectToMatchGolden('pz-image', engine.exportPng());
  });

  it('draws a multi-colour vector recoloured by target', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ffffff');
    const id = await engine.addVector(TEST_ASSETS.threeFillsSvg);
    engine.updateObject(id, {
      scaleX: 3,
      scaleY: 3,
      left: 120,
      top: 360,
      colorsByTargets: { '0': '#1d3557', '2': '#ffd166' },
    });
    engine.select(null);
    await engine.whenIdle();
    await expectToMatchGolden('pz-vector', engine.exportPng());
  });

  it('draws an illustration, flipped', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#a8dadc');
    const id = await engine.addIllustration(TEST_ASSETS.sceneSvg);
    engine.updateObject(id, { scaleX: 4, scaleY: 4, left: 30, top: 280, flipX: true });
    engine.select(null);
    await engine.whenIdle();
    await expectToMatchGolden('pz-illustration', engine.exportPng());
  });
});
