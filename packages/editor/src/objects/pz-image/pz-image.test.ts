import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { IMAGE_FILTER_PRESETS, type ImageFilters, type PzImage } from '@lienzo/core';
import { TEST_ASSETS } from '../../test/assetPaths';
import { decodePng, disposeEngines, drag, mountEngine } from '../../test/mountEngine';
import { fabricFiltersFor } from './imageFilters';

afterEach(disposeEngines);

const image = (record: unknown) => record as PzImage;
const settings = (patch: Partial<ImageFilters>): ImageFilters => ({
  preset: 'nofilter',
  blur: 0,
  brightness: 0,
  darkness: 0,
  ...patch,
});

/** Layout pixel (x, y) of the exported design, once every asset has arrived. */
async function pixelAt(engine: Awaited<ReturnType<typeof mountEngine>>['engine'], x: number, y: number) {
  await engine.whenIdle();
  return (await decodePng(engine.exportPng())).pixel(x, y);
}

describe('pz-image', () => {
  it('adds a picture at its natural size, 80 % of the canvas wide, centred, selected, one undo step', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    // Instagram story, 540 wide: 432 / 160 = 2.7.
    expect(image(engine.getObject(id))).toMatchObject({
      width: 160,
      height: 100,
      scaleX: 2.7,
      scaleY: 2.7,
      left: 54,
      top: 345,
      src: TEST_ASSETS.quadrantsPng,
    });
    expect(image(engine.getObject(id)).sticker).toBeUndefined();
    expect(engine.getSelection()).toBe(id);
    // Top-left quadrant is red, bottom-right navy.
    const [r, g, b] = await pixelAt(engine, 81, 453);
    expect([r, g, b]).toEqual([230, 57, 70]);
    expect(engine.undo()).toBe(true);
    expect(engine.getObjects()).toHaveLength(0);
  });

  it('adds a sticker at its default width, and never shows a new picture beyond 900 × 800', async () => {
    const { engine } = await mountEngine();
    const sticker = await engine.addImage(TEST_ASSETS.quadrantsPng, { sticker: true });
    expect(image(engine.getObject(sticker))).toMatchObject({ sticker: true, scaleX: 0.625 });
    engine.reset({ width: 1500, height: 1500 });
    const big = await engine.addImage(TEST_ASSETS.quadrantsPng);
    // 80 % of 1500 would be 1200 wide: held at 900.
    expect(image(engine.getObject(big)).scaleX).toBe(5.625);
  });

  it('refuses a picture from another host or one that is missing, adding nothing', async () => {
    const { engine } = await mountEngine();
    await expect(engine.addImage('http://127.0.0.2:9/x.png')).rejects.toThrow(/Refused/);
    await expect(engine.addImage('/packages/editor/src/test/assets/missing.png')).rejects.toThrow(
      /Could not load/,
    );
    expect(engine.getObjects()).toHaveLength(0);
  });

  it('draws the filter presets, brightness and darkness (negative brightness)', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    const plain = await pixelAt(engine, 81, 453);
    engine.updateObject(id, { filters: settings({ preset: 'greyscale' }) });
    const [r, g, b] = await pixelAt(engine, 81, 453);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(2);
    engine.updateObject(id, { filters: settings({ darkness: 60 }) });
    const dark = await pixelAt(engine, 81, 453);
    expect(dark[0]).toBeLessThan(plain[0] - 40);
    engine.updateObject(id, { filters: settings({ brightness: 60 }) });
    const bright = await pixelAt(engine, 81, 453);
    expect(bright[1]).toBeGreaterThan(plain[1] + 40);
    engine.updateObject(id, { filters: settings({ blur: 100 }) });
    // Blurred, the quadrant corner mixes red with its neighbours.
    const blurred = await pixelAt(engine, 270, 480);
    expect(blurred.slice(0, 3)).not.toEqual((await pixelAt(engine, 81, 453)).slice(0, 3));
    engine.updateObject(id, { filters: settings({}) });
    expect(await pixelAt(engine, 81, 453)).toEqual(plain);
  });

  it('keeps slider values whole numbers', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    expect(() => engine.updateObject(id, { filters: settings({ blur: 2.5 }) })).toThrow(/blur/);
  });

  it('maps every preset to Fabric filters, "nofilter" and unknown presets to none', () => {
    for (const preset of IMAGE_FILTER_PRESETS) {
      expect(fabricFiltersFor(settings({ preset })).length, preset).toBe(
        preset === 'nofilter' ? 0 : 1 + Number(['lomo', 'sinCity'].includes(preset)),
      );
    }
    expect(fabricFiltersFor(settings({ preset: 'polaroid' as ImageFilters['preset'] }))).toEqual([]);
    expect(fabricFiltersFor(settings({ preset: 'sepia', brightness: 10, darkness: 10 }))).toHaveLength(1);
  });

  it('reads an unknown preset in a stored design as no filter, with a warning', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    const document = engine.toDocument();
    const stored = JSON.parse(JSON.stringify(document));
    stored.pages[0].objects[0].filters.preset = 'clarendon';
    const { warnings } = await engine.load(stored);
    expect(image(engine.getObject(id)).filters.preset).toBe('nofilter');
    expect(warnings.join('\n')).toMatch(/pages\.0\.objects\.0\.filters\.preset/);
  });

  it('adapts to the canvas on double click, as one undo step', async () => {
    const { engine, upper } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    engine.rotate();
    const before = engine.getObject(id);
    engine.select(null);
    await engine.whenIdle();
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    // Story 540 × 960: 960 / 100 = 9.6, centred across.
    expect(image(engine.getObject(id))).toMatchObject({
      scaleX: 9.6,
      scaleY: 9.6,
      angle: 0,
      left: -498,
      top: 0,
    });
    expect(await pixelAt(engine, 539, 959)).not.toEqual(await pixelAt(engine, 0, 0));
    expect(engine.undo()).toBe(true);
    expect(engine.getObject(id)).toEqual(before);
  });

  it('adapts the selected image to the canvas from the toolbar, and not what is no image', async () => {
    const { engine } = await mountEngine();
    const text = engine.addText('title', 'Hi');
    expect(engine.adaptImageToCanvas()).toBe(false);
    expect(engine.adaptImageToCanvas(text)).toBe(false);
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    expect(engine.adaptImageToCanvas()).toBe(true);
    expect(engine.adaptImageToCanvas()).toBe(false);
    expect(image(engine.getObject(id)).scaleX).toBe(9.6);
  });

  it('shows another picture when its src changes ("use another image")', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    expect(await pixelAt(engine, 81, 453)).toEqual([230, 57, 70, 255]);
    engine.updateObject(id, { src: TEST_ASSETS.halvesPng });
    expect(await pixelAt(engine, 81, 453)).toEqual([29, 53, 87, 255]);
    engine.undo();
    expect(await pixelAt(engine, 81, 453)).toEqual([230, 57, 70, 255]);
  });

  it('uses another picture at its own size, as wide as the old one, as one undo step', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    engine.updateObject(id, { cropX: 10, angle: 30, filters: settings({ preset: 'sepia' }) });
    const before = engine.getObject(id);
    await engine.replaceImage(id, TEST_ASSETS.tallPng);
    expect(image(engine.getObject(id))).toMatchObject({
      src: TEST_ASSETS.tallPng,
      width: 40,
      height: 120,
      scaleX: 10.8,
      scaleY: 10.8,
      cropX: 0,
      angle: 30,
      filters: { preset: 'sepia' },
    });
    expect(engine.undo()).toBe(true);
    expect(engine.getObject(id)).toEqual(before);
    await expect(engine.replaceImage(id, 'https://127.0.0.2:9/x.png')).rejects.toThrow(/Refused/);
    await expect(engine.replaceImage(engine.addText('text', 'x'), TEST_ASSETS.tallPng)).rejects.toThrow(
      /Not an image/,
    );
    expect(engine.getObject(id)).toEqual(before);
  });

  it('zooms the picture inside its box, which keeps its size and reads back in record terms', async () => {
    const { engine, upper } = await mountEngine();
    const id = await engine.addImage(TEST_ASSETS.quadrantsPng);
    // Just left of the middle, above the diagonal band: red at 100 %, the band (doubled) at 200 %.
    expect(await pixelAt(engine, 265, 455)).toEqual([230, 57, 70, 255]);
    engine.updateObject(id, { zoom: 200 });
    expect(await pixelAt(engine, 265, 455)).toEqual([255, 255, 255, 255]);
    // The box's corners did not move: the background shows just outside it.
    expect(await pixelAt(engine, 52, 343)).toEqual([0x62, 0xca, 0xd9, 255]);
    drag(upper, { x: 135, y: 240 }, { x: 145, y: 240 });
    expect(image(engine.getObject(id))).toMatchObject({ left: 74, top: 345, scaleX: 2.7, zoom: 200 });
    expect(() => engine.updateObject(id, { zoom: 50 })).toThrow(/zoom/);
  });
});
