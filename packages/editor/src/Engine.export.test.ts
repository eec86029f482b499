import { afterEach, describe, expect, it } from 'vitest';
import { createDocument, getLayout } from '@lienzo/core';
import type { FabricObject } from 'fabric';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';
import { difference, pixelsOf, viewOf } from './test/framePixels';

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

describe('PNG export and the screen’s object caches (issue 22)', () => {
  /**
   * On a white story, nothing selected: a text, a turned text and a fancy text (drawn straight onto an
   * export), and two highlighted texts, one half opaque and one casting a shadow (drawn through their caches,
   * so that the text does not show through its box nor shade it).
   */
  async function mixedStory() {
    const mounted = await mountEngine();
    const { engine } = mounted;
    engine.setBackgroundColor('#ffffff');
    engine.addText('title', 'Cached at the zoom');
    const turned = engine.addText('subtitle', 'Turned a little');
    engine.updateObject(turned, { angle: 12, top: 120 });
    engine.addFancyText('Boxed');
    const highlight = { color: '#2f80ed', padding: 10, radius: 12 };
    const faded = engine.addText('subtitle', 'Half opaque');
    engine.updateObject(faded, { top: 640, opacity: 0.5 });
    engine.setTextEffects(faded, { highlight });
    const shaded = engine.addText('subtitle', 'Shadow');
    engine.updateObject(shaded, { top: 780 });
    engine.setTextEffects(shaded, {
      highlight,
      shadow: { color: '#000000', blur: 4, offsetX: -12, offsetY: -12, opacity: 1 },
    });
    engine.select(null);
    return mounted;
  }

  const cachesOf = (objects: FabricObject[]) =>
    objects.map((object) => ({
      canvas: object._cacheCanvas,
      width: object._cacheCanvas?.width,
      height: object._cacheCanvas?.height,
      dirty: object.dirty,
    }));

  it('draws the objects straight onto the export and leaves the caches drawn at the screen’s zoom', async () => {
    const { engine } = await mixedStory();
    engine.setZoom(0.5);
    const { canvas } = viewOf(engine);
    canvas.renderAll();
    const objects = canvas.getObjects();
    const shown = cachesOf(objects);
    expect(shown.every((cache) => cache.canvas)).toBe(true);
    engine.exportPng();
    // Drawn through its cache, every object's cache would now be at the export's scale, twice as wide.
    expect(cachesOf(objects.slice(0, 3))).toEqual(shown.slice(0, 3));
    // The ones that must be composited as one picture were, at the export's scale.
    for (const [index, object] of objects.slice(3).entries())
      expect(object._cacheCanvas!.width).toBeGreaterThan(shown[3 + index]!.width! * 1.5);
  });

  it('exports the picture the canvas shows through its caches at zoom 1, but for anti-aliasing', async () => {
    const { engine, element } = await mixedStory();
    engine.setZoom(1);
    viewOf(engine).canvas.renderAll();
    const exported = await decodePng(engine.exportPng());
    expect([exported.width, exported.height]).toEqual([element.width, element.height]);
    // A cache is drawn on the screen at a fraction of a pixel, resampled: glyph edges differ a little.
    expect(difference(pixelsOf(element), exported.data, 40).pixels).toBeLessThan(
      exported.width * exported.height * 0.005,
    );
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
