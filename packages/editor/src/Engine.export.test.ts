import { afterEach, describe, expect, it } from 'vitest';
import { createDocument, getLayout } from '@lienzo/core';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

describe('PNG export', () => {
  it('exports an Instagram story at exactly 540×960', async () => {
    const { engine } = await mountEngine();
    const png = await decodePng(engine.exportPng());
    expect([png.width, png.height]).toEqual([540, 960]);
  });

  it('exports a Facebook post at exactly 940×788', async () => {
    const { engine } = await mountEngine(createDocument(getLayout('facebook.post')));
    const png = await decodePng(engine.exportPng());
    expect([png.width, png.height]).toEqual([940, 788]);
  });

  it('keeps the layout size whatever the zoom the canvas is shown at', async () => {
    const { engine } = await mountEngine(createDocument(getLayout('facebook.post')));
    engine.fitToArea(1133, 777);
    expect(engine.zoom).not.toBe(0.5);
    const png = await decodePng(engine.exportPng());
    expect([png.width, png.height]).toEqual([940, 788]);
  });

  it('paints the background colour that was set', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ff3366');
    const png = await decodePng(engine.exportPng());
    expect(png.pixel(5, 5)).toEqual([255, 51, 102, 255]);
    expect(png.pixel(535, 955)).toEqual([255, 51, 102, 255]);
  });

  it('draws texts at layout scale and leaves the selection frame out', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ffffff');
    const id = engine.addText('title', 'MMMM');
    const title = engine.getObject(id)!;
    const png = await decodePng(engine.exportPng());
    let dark = 0;
    for (let x = Math.ceil(title.left); x < title.left + title.width; x += 2) {
      const [r] = png.pixel(x, Math.round(title.top + title.height / 2));
      if (r < 100) dark++;
    }
    expect(dark).toBeGreaterThan(10);
    // Just outside the text box, where Fabric draws the selection border on screen, stays white.
    expect(png.pixel(Math.round(title.left) - 3, Math.round(title.top + title.height / 2))).toEqual([
      255, 255, 255, 255,
    ]);
  });
});

describe('JPEG export and thumbnails', () => {
  it('exports a JPEG at exactly the layout size, smaller at a lower quality', async () => {
    const { engine } = await mountEngine(createDocument(getLayout('facebook.post')));
    engine.addText('title', 'Quality');
    const best = engine.exportJpeg(1);
    const rough = engine.exportJpeg(0.3);
    expect(best.startsWith('data:image/jpeg')).toBe(true);
    expect(rough.length).toBeLessThan(best.length);
    const jpeg = await decodePng(rough);
    expect([jpeg.width, jpeg.height]).toEqual([940, 788]);
    expect(() => engine.exportJpeg(2)).toThrow(RangeError);
  });

  it('makes a thumbnail of one object, its longer side at most the size asked for', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Thumb');
    const { width } = engine.getObject(id)!;
    const thumbnail = await decodePng(engine.objectToDataUrl(id, 120));
    expect(Math.max(thumbnail.width, thumbnail.height)).toBeLessThanOrEqual(120);
    expect(thumbnail.width).toBeGreaterThan(100);
    // Never enlarged: at most the object's own size (plus its padding), whatever the zoom.
    engine.zoomIn();
    const full = await decodePng(engine.objectToDataUrl(id, 5000));
    expect(full.width).toBeGreaterThanOrEqual(width);
    expect(full.width).toBeLessThan(width + 20);
    expect(() => engine.objectToDataUrl('nope', 100)).toThrow(RangeError);
  });
});
