import { afterEach, describe, expect, it } from 'vitest';
import { createDocument, DEFAULT_BACKGROUND_COLOR, firstPage } from '@lienzo/core';
import type { Engine } from './Engine';
import { TEST_ASSETS } from './test/assetPaths';
import { pixelsOf, viewOf } from './test/framePixels';
import { expectToMatchGolden } from './test/golden';
import { decodePng, disposeEngines, drag, mountEngine, pointerOn } from './test/mountEngine';

afterEach(disposeEngines);

/** The Instagram story's default colour, #62CAD9. */
const COLOUR = [0x62, 0xca, 0xd9, 255];
const RED = [230, 57, 70, 255];
/** The picture's bottom-right quadrant, #264653. */
const NAVY = [38, 70, 83, 255];

/** Layout pixel (x, y) of the exported design, once every asset has arrived. */
async function pixelAt(engine: Engine, x: number, y: number) {
  await engine.whenIdle();
  return (await decodePng(engine.exportPng())).pixel(x, y);
}

/** The story (540 × 960) covered by the 160 × 100 quadrants picture: drawn 1536 × 960, 996 px to spare. */
async function withPicture() {
  const mounted = await mountEngine();
  expect(await mounted.engine.setBackgroundImage(TEST_ASSETS.quadrantsPng)).toBe(true);
  await mounted.engine.whenIdle();
  return mounted;
}

describe('background picture', () => {
  it('covers the canvas, centred, under the objects, as one undo step', async () => {
    const { engine } = await withPicture();
    expect(engine.getBackground().background).toEqual({
      color: DEFAULT_BACKGROUND_COLOR,
      image: { src: TEST_ASSETS.quadrantsPng, offsetX: -498, offsetY: 0 },
    });
    // Top left shows the red quadrant, bottom right the dark one.
    expect(await pixelAt(engine, 10, 10)).toEqual(RED);
    expect(await pixelAt(engine, 530, 950)).toEqual(NAVY);
    const text = engine.addText('title', 'Hi');
    expect(engine.getObject(text)).toBeDefined();
    engine.undo();
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().background.image).toBeNull();
    expect(await pixelAt(engine, 10, 10)).toEqual(COLOUR);
    expect(engine.redo()).toBe(true);
    expect(await pixelAt(engine, 10, 10)).toEqual(RED);
  });

  it('refuses a picture from another host and a missing one, changing nothing', async () => {
    const { engine } = await mountEngine();
    await expect(engine.setBackgroundImage('http://127.0.0.2:9/x.png')).rejects.toThrow(/Refused/);
    await expect(engine.setBackgroundImage('/packages/editor/src/test/assets/missing.png')).rejects.toThrow(
      /Could not load/,
    );
    expect(engine.getBackground().background.image).toBeNull();
    expect(engine.loadingBackground).toBe(false);
    expect(engine.canUndo).toBe(false);
  });

  it('loads one background at a time: requests while one loads are ignored', async () => {
    const { engine } = await mountEngine();
    const first = engine.setBackgroundImage(TEST_ASSETS.halvesPng);
    expect(engine.loadingBackground).toBe(true);
    expect(await engine.setBackgroundImage(TEST_ASSETS.quadrantsPng)).toBe(false);
    expect(await engine.setPattern(TEST_ASSETS.tileSvg)).toBe(false);
    expect(await first).toBe(true);
    expect(engine.loadingBackground).toBe(false);
    expect(engine.getBackground().background.image?.src).toBe(TEST_ASSETS.halvesPng);
    expect(engine.getBackground().pattern).toBeNull();
    // One undo step: the ignored requests left nothing behind.
    expect(engine.undo()).toBe(true);
    expect(engine.canUndo).toBe(false);
    // Once loaded, the next request is served.
    expect(await engine.setBackgroundImage(TEST_ASSETS.quadrantsPng)).toBe(true);
  });

  it('is removed when it is deleted, the colour showing again', async () => {
    const { engine } = await withPicture();
    engine.removeBackgroundImage();
    expect(engine.getBackground().background.image).toBeNull();
    expect(await pixelAt(engine, 10, 10)).toEqual(COLOUR);
    expect(engine.undo()).toBe(true);
    expect(await pixelAt(engine, 10, 10)).toEqual(RED);
  });

  it('is removed from the design when its file is missing (404), with an assetError', async () => {
    const { engine } = await mountEngine();
    const errors: { id: string; message: string }[] = [];
    engine.on('assetError', (error) => errors.push(error));
    const document = createDocument();
    firstPage(document).background.image = {
      src: '/packages/editor/src/test/assets/missing.png',
      offsetX: 0,
      offsetY: 0,
    };
    firstPage(document).pattern = { src: '/packages/editor/src/test/assets/missing.svg', zoom: 100 };
    await engine.load(document);
    await engine.whenIdle();
    expect(engine.getBackground().background.image).toBeNull();
    expect(engine.getBackground().pattern).toBeNull();
    expect(errors.map(({ id }) => id).sort()).toEqual(['background', 'pattern']);
    expect(errors[0]?.message).toMatch(/Could not load/);
    expect(await pixelAt(engine, 10, 10)).toEqual(COLOUR);
  });

  it('stays in the design when it fails for another reason than a missing file (no data lost)', async () => {
    const { engine } = await mountEngine();
    const errors: string[] = [];
    engine.on('assetError', ({ id }) => errors.push(id));
    const document = createDocument();
    // The file is there (HTTP 200) but is no picture: the failure is reported, the design keeps its background.
    firstPage(document).background.image = {
      src: '/packages/editor/src/test/setup.ts',
      offsetX: 0,
      offsetY: 0,
    };
    await engine.load(document);
    await engine.whenIdle();
    expect(errors).toEqual(['background']);
    expect(engine.getBackground().background.image?.src).toBe('/packages/editor/src/test/setup.ts');
  });

  it('draws its filters: preset, darkness, brightness, blur', async () => {
    const { engine } = await withPicture();
    engine.updateBackgroundSettings({ preset: { name: 'greyscale', value: 'greyscale' } });
    const [r, g, b] = await pixelAt(engine, 10, 10);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThanOrEqual(2);
    engine.updateBackgroundSettings({ preset: null, darkness: 60 });
    expect((await pixelAt(engine, 10, 10))[0]).toBeLessThan(RED[0]! - 40);
    engine.updateBackgroundSettings({ darkness: 0, brightness: 60 });
    expect((await pixelAt(engine, 10, 10))[1]).toBeGreaterThan(RED[1]! + 40);
    engine.updateBackgroundSettings({ brightness: 0, blur: 100 });
    // Blurred, the red quadrant just left of its edge with orange (x = 80 of 160, canvas x 270) takes
    // in orange; the edge's own pixel, halfway between both, stays halfway under an even blur.
    const nearEdge = await pixelAt(engine, 260, 200);
    expect(nearEdge[1]).toBeGreaterThan(RED[1]! + 20);
    engine.updateBackgroundSettings({ blur: 0 });
    expect(await pixelAt(engine, 260, 200)).toEqual(RED);
    expect(await pixelAt(engine, 10, 10)).toEqual(RED);
  });

  it('keeps slider settings whole numbers and in range, changing nothing otherwise', async () => {
    const { engine } = await withPicture();
    const before = engine.getBackground();
    expect(() => engine.updateBackgroundSettings({ blur: 2.5 })).toThrow(/blur/);
    expect(() => engine.updateBackgroundSettings({ darkness: 101 })).toThrow(/darkness/);
    expect(() => engine.updateBackgroundSettings({ zoomImage: 50 })).toThrow(/zoomImage/);
    expect(() => engine.updateBackgroundSettings({ overlayColor: 'javascript:alert(1)' })).toThrow();
    expect(engine.getBackground()).toEqual(before);
  });

  it('zooms above 100 % only, keeping the canvas centre on the same point of the picture', async () => {
    const { engine } = await withPicture();
    engine.updateBackgroundSettings({ zoomImage: 200 });
    // Drawn 3072 × 1920: the centre (270, 480) stays on the picture's centre.
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -1266, offsetY: -480 });
    expect(await pixelAt(engine, 10, 10)).toEqual(RED);
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -498, offsetY: 0 });
    expect(engine.getBackground().settings.zoomImage).toBe(100);
  });

  it('covers a new layout, the canvas centre on the same point of the picture', async () => {
    const { engine } = await withPicture();
    engine.moveBackgroundImage(-200, 0);
    engine.applyLayout({ width: 800, height: 800 });
    // Drawn 1280 × 800 now: the centre was 968 px into a 1536 px picture, 806.67 of 1280 now.
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -406.67, offsetY: 0 });
    engine.applyLayout({ width: 100, height: 1000 });
    // 1600 × 1000, far wider than the canvas: the offset stays within its excess.
    const image = engine.getBackground().background.image!;
    expect(image.offsetX).toBeLessThanOrEqual(0);
    expect(image.offsetX).toBeGreaterThanOrEqual(-1500);
    expect(engine.undo()).toBe(true);
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -698, offsetY: 0 });
  });

  it('merges a slider drag into one undo step, until the gesture ends', async () => {
    const { engine } = await withPicture();
    for (const blur of [10, 20, 30])
      engine.updateBackgroundSettings({ blur }, { mergeKey: 'background:blur' });
    engine.endGesture();
    engine.updateBackgroundSettings({ blur: 40 }, { mergeKey: 'background:blur' });
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().settings.blur).toBe(30);
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().settings.blur).toBe(0);
  });
});

describe('overlay', () => {
  it('setting a colour while the opacity is 0 sets the opacity to 50', async () => {
    const { engine } = await withPicture();
    engine.updateBackgroundSettings({ overlayColor: '#000000' });
    expect(engine.getBackground().settings).toMatchObject({ overlayColor: '#000000', overlayOpacity: 50 });
    // A further colour keeps the opacity the user chose.
    engine.updateBackgroundSettings({ overlayOpacity: 20 });
    engine.updateBackgroundSettings({ overlayColor: '#ffffff' });
    expect(engine.getBackground().settings).toMatchObject({ overlayColor: '#ffffff', overlayOpacity: 20 });
  });

  it('setting the opacity with no colour takes the canvas background colour', async () => {
    const { engine } = await withPicture();
    engine.setBackgroundColor('#112233');
    engine.updateBackgroundSettings({ overlayOpacity: 30 });
    expect(engine.getBackground().settings).toMatchObject({ overlayColor: '#112233', overlayOpacity: 30 });
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().settings).toMatchObject({ overlayColor: null, overlayOpacity: 0 });
  });

  it('lays the colour over the picture, under the objects', async () => {
    const { engine } = await withPicture();
    engine.updateBackgroundSettings({ overlayColor: '#000000', overlayOpacity: 50 });
    const [r, g, b] = await pixelAt(engine, 10, 10);
    // Half of the red quadrant's (230, 57, 70).
    expect(Math.abs(r - 115)).toBeLessThanOrEqual(2);
    expect(Math.abs(g - 28)).toBeLessThanOrEqual(2);
    expect(Math.abs(b - 35)).toBeLessThanOrEqual(2);
    engine.updateBackgroundSettings({ overlayOpacity: 0 });
    expect(await pixelAt(engine, 10, 10)).toEqual(RED);
  });
});

describe('pattern', () => {
  it('repeats its tile over the colour, and clearing it shows the colour again', async () => {
    const { engine } = await mountEngine();
    expect(await engine.setPattern(TEST_ASSETS.tileSvg)).toBe(true);
    expect(engine.getBackground().pattern).toEqual({ src: TEST_ASSETS.tileSvg, zoom: 100 });
    expect(await pixelAt(engine, 5, 5)).toEqual(RED);
    expect(await pixelAt(engine, 15, 5)).toEqual(COLOUR);
    expect(await pixelAt(engine, 45, 25)).toEqual(RED);
    engine.clearPattern();
    expect(engine.getBackground().pattern).toBeNull();
    expect(await pixelAt(engine, 5, 5)).toEqual(COLOUR);
    expect(engine.undo()).toBe(true);
    expect(await pixelAt(engine, 5, 5)).toEqual(RED);
  });

  it('removes the background picture, and undo brings it back', async () => {
    const { engine } = await withPicture();
    expect(await engine.setPattern(TEST_ASSETS.tileSvg)).toBe(true);
    expect(engine.getBackground().background.image).toBeNull();
    expect(await pixelAt(engine, 15, 5)).toEqual(COLOUR);
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().pattern).toBeNull();
    expect(engine.getBackground().background.image?.src).toBe(TEST_ASSETS.quadrantsPng);
    expect(await pixelAt(engine, 15, 5)).toEqual(RED);
  });

  it('a background picture replaces the pattern', async () => {
    const { engine } = await mountEngine();
    await engine.setPattern(TEST_ASSETS.tileSvg);
    await engine.setBackgroundImage(TEST_ASSETS.quadrantsPng);
    expect(engine.getBackground().pattern).toBeNull();
    expect(engine.getBackground().background.image?.src).toBe(TEST_ASSETS.quadrantsPng);
  });

  it('zooms the tile above 100 % only, whole numbers from 100 to 500', async () => {
    const { engine } = await mountEngine();
    await engine.setPattern(TEST_ASSETS.tileSvg);
    engine.setPatternZoom(200);
    // The tile is 40 × 40 now: its red square 20 × 20.
    expect(await pixelAt(engine, 15, 15)).toEqual(RED);
    expect(await pixelAt(engine, 25, 5)).toEqual(COLOUR);
    expect(() => engine.setPatternZoom(50)).toThrow(/zoom/);
    expect(() => engine.setPatternZoom(150.5)).toThrow(/zoom/);
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().pattern?.zoom).toBe(100);
  });
});

describe('background drag', () => {
  it('moves the picture while it is selected, within the picture’s excess, one undo step', async () => {
    const { engine, upper } = await withPicture();
    engine.setZoom(1);
    await engine.whenIdle();
    expect(engine.execute('move-background')).toBe(true);
    expect(engine.backgroundSelected).toBe(true);
    drag(upper, { x: 200, y: 300 }, { x: 300, y: 320 });
    // Right by 100; the offset may not go below 0 vertically (the picture is exactly as tall).
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -398, offsetY: 0 });
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -498, offsetY: 0 });
    // Never past the picture's edges: offset 0 at most, -996 at least.
    drag(upper, { x: 10, y: 300 }, { x: 530, y: 300 });
    expect(engine.getBackground().background.image?.offsetX).toBe(0);
    // The picture's left edge is at the canvas's: (40, 5) of the picture is red.
    expect(await pixelAt(engine, 384, 48)).toEqual(RED);
    drag(upper, { x: 530, y: 300 }, { x: 10, y: 300 });
    drag(upper, { x: 530, y: 300 }, { x: 10, y: 300 });
    expect(engine.getBackground().background.image?.offsetX).toBe(-996);
    // The picture's right edge is at the canvas's: (124.6, 93.75) of the picture is navy.
    expect(await pixelAt(engine, 200, 900)).toEqual(NAVY);
  });

  it('does not move the picture when an object is selected, nor an object’s drag', async () => {
    const { engine, upper } = await withPicture();
    engine.setZoom(1);
    const text = engine.addText('title', 'Hi');
    expect(engine.getSelection()).toBe(text);
    drag(upper, { x: 20, y: 20 }, { x: 120, y: 40 });
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -498, offsetY: 0 });
  });

  it('draws a selection box from empty canvas while the picture is not selected, selecting the texts it touches', async () => {
    const { engine, upper } = await withPicture();
    engine.setZoom(1);
    const first = engine.addText('title', 'One');
    const second = engine.addText('subtitle', 'Two');
    engine.select(null);
    expect(engine.backgroundSelected).toBe(false);
    drag(upper, { x: 5, y: 5 }, { x: 535, y: 955 });
    expect([...engine.getSelectedIds()].sort()).toEqual([first, second].sort());
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -498, offsetY: 0 });
    // The history holds the picture and the two texts, nothing more: the box moved nothing.
    expect([engine.undo(), engine.undo()]).toEqual([true, true]);
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: -498, offsetY: 0 });
    expect(engine.undo()).toBe(true);
    expect(engine.canUndo).toBe(false);
  });

  it('selecting the picture unselects the objects; selecting an object, Escape, removing the picture or a load leave it', async () => {
    const { engine } = await withPicture();
    const text = engine.addText('title', 'Hi');
    const heard: boolean[] = [];
    engine.on('backgroundSelection', ({ selected }) => heard.push(selected));
    expect(engine.execute('move-background')).toBe(true);
    expect(engine.getSelectedIds()).toEqual([]);
    engine.select(text);
    expect(engine.backgroundSelected).toBe(false);
    engine.selectBackground(true);
    expect(engine.execute('select-none')).toBe(true);
    expect(engine.backgroundSelected).toBe(false);
    engine.selectBackground(true);
    expect(engine.execute('move-background')).toBe(true);
    expect(engine.backgroundSelected).toBe(false);
    engine.selectBackground(true);
    await engine.load(engine.toDocument());
    expect(engine.backgroundSelected).toBe(false);
    engine.selectBackground(true);
    engine.removeBackgroundImage();
    expect(engine.backgroundSelected).toBe(false);
    expect(heard).toEqual([true, false, true, false, true, false, true, false, true, false]);
    // Without a picture there is nothing to select.
    expect(engine.selectBackground(true)).toBe(false);
    expect(engine.execute('move-background')).toBe(false);
    // Undo brings the picture back, not selected.
    expect(engine.undo()).toBe(true);
    expect(engine.backgroundSelected).toBe(false);
  });

  it('moves by the API within the same bounds', async () => {
    const { engine } = await withPicture();
    expect(engine.moveBackgroundImage(-100, 0)).toBe(true);
    expect(engine.getBackground().background.image?.offsetX).toBe(-598);
    expect(engine.moveBackgroundImage(10_000, 50)).toBe(true);
    expect(engine.getBackground().background.image).toMatchObject({ offsetX: 0, offsetY: 0 });
    expect(engine.moveBackgroundImage(10, 10)).toBe(false);
    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().background.image?.offsetX).toBe(-598);
  });

  it('shows the move cursor over the picture while it is the target', async () => {
    const { engine, upper } = await withPicture();
    engine.setZoom(1);
    const canvas = viewOf(engine).canvas;
    pointerOn(upper).move({ x: 50, y: 50 });
    expect(canvas.defaultCursor).toBe('default');
    engine.selectBackground(true);
    pointerOn(upper).move({ x: 50, y: 55 });
    expect(canvas.defaultCursor).toBe('move');
    engine.addText('title', 'Hi');
    pointerOn(upper).move({ x: 50, y: 60 });
    expect(canvas.defaultCursor).toBe('default');
  });

  it('a click without moving changes nothing', async () => {
    const { engine, upper } = await withPicture();
    engine.setZoom(1);
    engine.selectBackground(true);
    const pointer = pointerOn(upper);
    pointer.down({ x: 50, y: 50 });
    pointer.up({ x: 50, y: 50 });
    expect(engine.canUndo).toBe(true);
    engine.undo();
    expect(engine.canUndo).toBe(false);
  });
});

describe('transparent background', () => {
  /** The colour at canvas pixel (x, y) as drawn on screen now. */
  function shownAt(engine: Engine, x: number, y: number) {
    const canvas = viewOf(engine).canvas;
    canvas.renderAll();
    const data = pixelsOf(canvas.lowerCanvasEl);
    const at = (y * canvas.lowerCanvasEl.width + x) * 4;
    return [data[at], data[at + 1], data[at + 2], data[at + 3]];
  }

  it('shows a checkerboard on screen at any zoom, and exports transparent pixels', async () => {
    const { engine } = await mountEngine();
    engine.setZoom(1);
    expect(shownAt(engine, 4, 4)).toEqual(COLOUR);
    engine.setBackgroundColor('transparent');
    // Squares of 8 screen pixels: white, then grey to their right and below, opaque.
    expect(shownAt(engine, 4, 4)).toEqual([255, 255, 255, 255]);
    expect(shownAt(engine, 12, 4)).toEqual([214, 214, 214, 255]);
    expect(shownAt(engine, 4, 12)).toEqual([214, 214, 214, 255]);
    expect(shownAt(engine, 12, 12)).toEqual([255, 255, 255, 255]);
    engine.setZoom(0.5);
    expect(shownAt(engine, 12, 4)).toEqual([214, 214, 214, 255]);
    const exported = await decodePng(engine.exportPng());
    expect(exported.pixel(4, 4)).toEqual([0, 0, 0, 0]);
    expect(exported.pixel(300, 500)).toEqual([0, 0, 0, 0]);
    // The screen shows the checkerboard again after the export, and undo brings the colour back.
    expect(shownAt(engine, 12, 4)).toEqual([214, 214, 214, 255]);
    expect(engine.undo()).toBe(true);
    expect(shownAt(engine, 12, 4)).toEqual(COLOUR);
    expect(engine.redo()).toBe(true);
    expect(shownAt(engine, 12, 4)).toEqual([214, 214, 214, 255]);
  });
});

describe('background export', () => {
  it('exports exactly what the screen shows', async () => {
    const { engine, element } = await withPicture();
    engine.updateBackgroundSettings({
      preset: { name: 'sepia', value: 'sepia' },
      overlayColor: '#1a1a1a',
      overlayOpacity: 30,
      zoomImage: 130,
    });
    engine.setZoom(1);
    await engine.whenIdle();
    const view = viewOf(engine);
    view.canvas.renderAll();
    const screen = pixelsOf(element);
    const exported = await decodePng(engine.exportPng());
    expect({ width: exported.width, height: exported.height }).toEqual({
      width: element.width,
      height: element.height,
    });
    let different = 0;
    for (let at = 0; at < screen.length; at++)
      if (Math.abs(screen[at]! - exported.data[at]!) > 2) different++;
    expect(different).toBe(0);
  });
});

describe('golden images of backgrounds', () => {
  it('draws a background picture with a filter', async () => {
    const { engine } = await withPicture();
    engine.updateBackgroundSettings({ preset: { name: 'sepia', value: 'sepia' }, blur: 20, darkness: 10 });
    await engine.whenIdle();
    await expectToMatchGolden('background-image', engine.exportPng());
  });

  it('draws a pattern', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ffd2d4');
    await engine.setPattern(TEST_ASSETS.tileSvg);
    engine.setPatternZoom(150);
    await engine.whenIdle();
    await expectToMatchGolden('background-pattern', engine.exportPng());
  });

  it('draws an overlay over the picture, under the objects', async () => {
    const { engine } = await withPicture();
    engine.updateBackgroundSettings({ overlayColor: '#1d3557', overlayOpacity: 60 });
    engine.addText('title', 'Overlay');
    engine.select(null);
    await engine.whenIdle();
    await expectToMatchGolden('background-overlay', engine.exportPng());
  });
});
