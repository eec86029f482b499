import { afterEach, describe, expect, it } from 'vitest';
import { CANVAS, objectBox, storySafeZones, type Box, type DesignObject } from '@lienzo/core';
import type { Engine } from './Engine';
import { LIGHT_TEXT_COLOR } from './placement/readableColour';
import { TEST_ASSETS } from './test/assetPaths';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

function boxOf(engine: Engine, id: string): Box {
  return objectBox(engine.getObject(id)!);
}

function inside(box: Box, area: Box): boolean {
  return box.left >= area.left && box.top >= area.top && box.right <= area.right && box.bottom <= area.bottom;
}

const KINDS: Record<string, (engine: Engine) => string | Promise<string>> = {
  text: (engine) => engine.addText('text', 'A second line'),
  picture: (engine) => engine.addImage(TEST_ASSETS.quadrantsPng),
  icon: (engine) => engine.addVector(TEST_ASSETS.oneFillSvg),
  illustration: (engine) => engine.addIllustration(TEST_ASSETS.sceneSvg),
  'fancy text': (engine) => engine.addFancyText('Hi'),
  sticker: (engine) => engine.addSticker('HASHTAG', { text: 'summer' }),
};

describe('placement of new objects', () => {
  for (const [kind, add] of Object.entries(KINDS)) {
    it(`puts a new ${kind} where it covers neither the title nor anything else`, async () => {
      const { engine } = await mountEngine();
      const title = engine.addText('title', 'Summer sale');
      const icon = await engine.addVector(TEST_ASSETS.oneFillSvg);
      const id = await add(engine);
      const box = boxOf(engine, id);
      expect(overlaps(box, boxOf(engine, title))).toBe(false);
      expect(overlaps(box, boxOf(engine, icon))).toBe(false);
      expect(inside(box, { left: 0, top: 0, right: 540, bottom: 960 })).toBe(true);
      // One undo step takes it away again.
      engine.undo();
      expect(engine.getObject(id)).toBeUndefined();
    });
  }

  it('keeps the first object at the centre of the canvas', async () => {
    const { engine } = await mountEngine();
    const box = boxOf(engine, engine.addText('title', 'Title'));
    expect((box.left + box.right) / 2).toBeCloseTo(270, 0);
    expect((box.top + box.bottom) / 2).toBeCloseTo(480, 0);
  });

  it('cascades by the clone offset once no free space is left', async () => {
    const { engine } = await mountEngine();
    engine.applyLayout({ width: 400, height: 400 });
    const cascaded: DesignObject[] = [];
    // A 150 px icon centred on a 400 px canvas leaves no room for another one beside it.
    for (let index = 0; index < 5; index++)
      cascaded.push(engine.getObject(await engine.addVector(TEST_ASSETS.oneFillSvg))!);
    const step = CANVAS.cloneOffset;
    expect(cascaded.map(({ left, top }) => [left, top])).toEqual([
      [125, 125],
      [125 + step, 125 + step],
      [125 + 2 * step, 125 + 2 * step],
      [125 + 3 * step, 125 + 3 * step],
      // The next step would leave the canvas: it stays on the last step of the cascade.
      [125 + 3 * step, 125 + 3 * step],
    ]);
  });

  it('goes over a picture that fills the canvas instead of around it', async () => {
    const { engine } = await mountEngine();
    const photo = await engine.addImage(TEST_ASSETS.brushesPhotoJpg);
    engine.adaptImageToCanvas(photo);
    const box = boxOf(engine, engine.addText('title', 'Over the photo'));
    expect((box.top + box.bottom) / 2).toBeCloseTo(480, 0);
  });

  describe('the colour of a new text', () => {
    const colourOn = async (paint: (engine: Engine) => unknown) => {
      const { engine } = await mountEngine();
      await paint(engine);
      await engine.whenIdle();
      return (engine.getObject(engine.addText('title', 'Readable')) as DesignObject & { fill: string }).fill;
    };

    it('is #1a1a1a on a light background', async () => {
      expect(await colourOn((engine) => engine.setBackgroundColor('#ffffff'))).toBe('#1a1a1a');
      expect(await colourOn((engine) => engine.setBackgroundColor('#fce0b0'))).toBe('#1a1a1a');
    });

    it('is light on a background darker than the contrast threshold 186', async () => {
      expect(await colourOn((engine) => engine.setBackgroundColor('#1d3557'))).toBe(LIGHT_TEXT_COLOR);
      // #62CAD9, the default story background, has a perceived brightness of 173.
      expect(await colourOn(() => undefined)).toBe(LIGHT_TEXT_COLOR);
    });

    it('follows what is drawn under it: a dark background picture, a light photo over a dark colour', async () => {
      const onPurple = await colourOn(async (engine) => {
        engine.setBackgroundColor('#ffffff');
        // tall.png is plain purple #7b2cbf, brightness 84, and covers the canvas as its background.
        await engine.setBackgroundImage(TEST_ASSETS.tallPng);
      });
      expect(onPurple).toBe(LIGHT_TEXT_COLOR);
      const onYellow = await colourOn(async (engine) => {
        engine.setBackgroundColor('#000000');
        // halves.png stretched over the whole canvas shows its yellow half (#ffd166) on the canvas.
        const picture = await engine.addImage(TEST_ASSETS.halvesPng);
        engine.updateObject(picture, { left: -270, top: -960, scaleX: 1080 / 160, scaleY: 1920 / 100 });
      });
      expect(onYellow).toBe('#1a1a1a');
    });

    it('keeps the colour of a preset style', async () => {
      const { engine } = await mountEngine();
      engine.setBackgroundColor('#000000');
      const id = engine.addText('title', 'Preset', { fill: '#E71D36' });
      expect(engine.getObject(id)).toMatchObject({ fill: '#E71D36' });
    });
  });

  describe('the colour of a new one-colour icon', () => {
    it('turns white on a dark background and keeps its own dark colour on a light one', async () => {
      const { engine } = await mountEngine();
      engine.setBackgroundColor('#000000');
      // one-fill.svg is a #1a1a1a star.
      const onDark = await engine.addVector(TEST_ASSETS.oneFillSvg);
      expect(engine.getObject(onDark)).toMatchObject({ colorsByTargets: { '0': LIGHT_TEXT_COLOR } });
      // Drawn white: the star's centre is the middle of the story.
      await engine.whenIdle();
      engine.select(null);
      expect((await decodePng(engine.exportPng())).pixel(270, 480)).toEqual([255, 255, 255, 255]);
      engine.setBackgroundColor('#ffffff');
      const onLight = await engine.addVector(TEST_ASSETS.oneFillSvg);
      expect(engine.getObject(onLight)).toMatchObject({ colorsByTargets: {} });
    });

    it('leaves emoji and icons of several colours as they are', async () => {
      const { engine } = await mountEngine();
      engine.setBackgroundColor('#000000');
      const emoji = await engine.addVector(TEST_ASSETS.oneFillSvg, { vector_type: 'emoji' });
      const several = await engine.addVector(TEST_ASSETS.threeFillsSvg);
      expect(engine.getObject(emoji)).toMatchObject({ colorsByTargets: {} });
      expect(engine.getObject(several)).toMatchObject({ colorsByTargets: {} });
    });
  });

  describe('on an Instagram story', () => {
    const safeArea = (engine: Engine): Box => {
      const { width, height } = engine.getLayout();
      const bars = storySafeZones({ height });
      return { left: 0, top: bars.top, right: width, bottom: height - bars.bottom };
    };

    it('puts every sticker inside the safe area, never under the bars, even when only the bars are free', async () => {
      const { engine } = await mountEngine();
      // A picture over the middle of the story, 200 to 760: the free room left is under the bars.
      const picture = await engine.addImage(TEST_ASSETS.halvesPng);
      engine.updateObject(picture, { left: 0, top: 200, scaleX: 540 / 160, scaleY: 560 / 100 });
      const stickers = [
        engine.addSticker('HASHTAG', { text: 'summer' }),
        engine.addSticker('MENTION', { mention: 'lienzo' }),
        engine.addSticker('LOCATION', { location: { name: 'Sevilla' } }),
        engine.addSticker('POLL'),
        engine.addSticker('QUESTION'),
        engine.addSticker('SLIDER'),
      ];
      for (const id of stickers) expect(inside(boxOf(engine, id), safeArea(engine)), id).toBe(true);
      // A text is no sticker: it may use the room above or below the picture.
      expect(overlaps(boxOf(engine, engine.addText('text', 'Out of the way')), boxOf(engine, picture))).toBe(
        false,
      );
    });

    it('keeps a sticker clear of other objects inside the safe area when there is room', async () => {
      const { engine } = await mountEngine();
      const title = engine.addText('title', 'Summer sale');
      const id = engine.addSticker('POLL');
      expect(inside(boxOf(engine, id), safeArea(engine))).toBe(true);
      expect(overlaps(boxOf(engine, id), boxOf(engine, title))).toBe(false);
    });
  });
});
