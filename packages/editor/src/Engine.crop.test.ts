import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createDocument, createObject, type PzImage, firstPage } from '@lienzo/core';
import type { Engine } from './Engine';
import { sceneOfSourcePoint } from './objects/pz-image/cropGeometry';
import { TEST_ASSETS } from './test/assetPaths';
import { decodePng, disposeEngines, drag, mountEngine, pointerOn } from './test/mountEngine';

afterEach(disposeEngines);

/** A real photo bundled with the server, 1600 × 900. */
const PHOTO = '/apps/server/assets/photos/bridge-cables-beach.jpg';

const image = (engine: Engine, id: string) => engine.getObject(id) as PzImage;

/** The quadrants picture added to the story: 2.7 × its size, corner at (54, 345), shown at half size. */
async function withQuadrants() {
  const mounted = await mountEngine();
  const id = await mounted.engine.addImage(TEST_ASSETS.quadrantsPng);
  await mounted.engine.whenIdle();
  return { ...mounted, id };
}

async function exported(engine: Engine) {
  await engine.whenIdle();
  return decodePng(engine.exportPng());
}

describe('crop mode', () => {
  it('frames the part shown now and refuses what it cannot crop', async () => {
    const { engine, id } = await withQuadrants();
    const heard: (string | null)[] = [];
    engine.on('crop', ({ id: cropping }) => heard.push(cropping));
    engine.startCrop(id);
    expect(engine.croppingId).toBe(id);
    expect(engine.cropRect).toEqual({ x: 0, y: 0, width: 160, height: 100 });
    expect(engine.cancelCrop()).toBe(true);
    expect(heard).toEqual([id, null]);
    expect(engine.croppingId).toBeNull();
    const text = engine.addText('title', 'No picture');
    expect(() => engine.startCrop(text)).toThrow(RangeError);
    engine.select(null);
    expect(() => engine.startCrop()).toThrow(/No image is selected/);
    expect(engine.croppingId).toBeNull();
  });

  it('refuses to crop an image whose picture has not loaded, changing nothing', async () => {
    const document = createDocument();
    const missing = createObject('pz-image', {
      id: 'missing',
      src: '/packages/editor/src/test/assets/not-there.png',
      left: 0,
      top: 0,
      width: 100,
      height: 100,
    });
    const { engine } = await mountEngine({
      ...document,
      pages: [{ ...firstPage(document), objects: [missing] }],
    });
    await engine.whenIdle();
    expect(() => engine.startCrop('missing')).toThrow(/has not loaded/);
    expect(engine.croppingId).toBeNull();
    expect(engine.canUndo).toBe(false);
  });

  it('keeps the frame inside the picture and at least 10 pixels', async () => {
    const { engine, id } = await withQuadrants();
    engine.startCrop(id);
    expect(engine.setCropRect({ x: -50, y: 20, width: 100, height: 500 })).toEqual({
      x: 0,
      y: 20,
      width: 50,
      height: 80,
    });
    expect(engine.setCropRect({ x: 30, y: 30, width: 1, height: 1 })).toEqual({
      x: 30,
      y: 30,
      width: 10,
      height: 10,
    });
  });

  it('resizes the frame by a handle with the mouse and stores the crop in place, one undo step', async () => {
    const { engine, upper, id } = await withQuadrants();
    const before = image(engine, id);
    engine.startCrop(id);
    // The bottom-right handle sits on the corner (486, 615) → (243, 307.5) on screen, 4 px padding out.
    // 54 × 27 screen pixels up-left are 108 × 54 layout pixels, 40 × 20 source pixels.
    drag(upper, { x: 246, y: 310 }, { x: 192, y: 283 });
    const frame = engine.cropRect!;
    expect(frame.x).toBe(0);
    expect(frame.y).toBe(0);
    expect(Math.abs(frame.width - 120)).toBeLessThanOrEqual(2);
    expect(Math.abs(frame.height - 80)).toBeLessThanOrEqual(2);
    // Dragging the frame itself past the picture's edge keeps it inside.
    drag(upper, { x: 100, y: 220 }, { x: 40, y: 200 });
    expect(engine.cropRect).toMatchObject({ x: 0, y: 0 });
    expect(engine.applyCrop()).toBe(true);
    expect(engine.croppingId).toBeNull();
    const cropped = image(engine, id);
    expect(cropped).toMatchObject({
      left: 54,
      top: 345,
      cropX: 0,
      cropY: 0,
      width: frame.width,
      height: frame.height,
      scaleX: 2.7,
      scaleY: 2.7,
    });
    expect(engine.getSelection()).toBe(id);
    expect(engine.undo()).toBe(true);
    expect(image(engine, id)).toEqual(before);
    expect(engine.redo()).toBe(true);
    expect(image(engine, id)).toEqual(cropped);
  });

  it('applies on Enter and on a press outside the frame, cancels on Escape', async () => {
    const { engine, upper, id } = await withQuadrants();
    const before = image(engine, id);
    engine.startCrop(id);
    engine.setCropRect({ x: 80, y: 50, width: 80, height: 50 });
    await userEvent.keyboard('{Escape}');
    expect(engine.croppingId).toBeNull();
    expect(image(engine, id)).toEqual(before);
    expect(engine.canUndo).toBe(true);

    engine.startCrop(id);
    engine.setCropRect({ x: 80, y: 50, width: 80, height: 50 });
    // Enter on a focused button is that button's (a toolbar's Cancel), not the crop's.
    const button = globalThis.document.createElement('button');
    button.textContent = 'Cancel';
    let clicked = 0;
    button.addEventListener('click', () => clicked++);
    globalThis.document.body.append(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(clicked).toBe(1);
    expect(engine.croppingId).toBe(id);
    button.remove();
    await userEvent.keyboard('{Enter}');
    expect(engine.croppingId).toBeNull();
    // The bottom-right quadrant stays where it was: 54 + 80 × 2.7, 345 + 50 × 2.7.
    expect(image(engine, id)).toMatchObject({
      cropX: 80,
      cropY: 50,
      width: 80,
      height: 50,
      left: 270,
      top: 480,
    });

    engine.startCrop(id);
    engine.setCropRect({ x: 100, y: 60, width: 40, height: 30 });
    // An empty spot of the canvas, away from the frame.
    const pointer = pointerOn(upper);
    pointer.down({ x: 20, y: 20 });
    pointer.up({ x: 20, y: 20 });
    expect(engine.croppingId).toBeNull();
    expect(image(engine, id)).toMatchObject({ cropX: 100, cropY: 60, width: 40, height: 30 });
    // Each applied crop was its own step.
    engine.undo();
    expect(image(engine, id)).toMatchObject({ cropX: 80, cropY: 50 });
  });

  it('leaves crop mode on undo without storing, and when the image is deleted', async () => {
    const { engine, id } = await withQuadrants();
    const before = image(engine, id);
    engine.startCrop(id);
    engine.setCropRect({ x: 10, y: 10, width: 50, height: 50 });
    expect(engine.undo()).toBe(true);
    expect(engine.croppingId).toBeNull();
    expect(image(engine, id)).toEqual(before);
    engine.startCrop(id);
    engine.deleteSelected();
    expect(engine.croppingId).toBeNull();
    expect(engine.getObject(id)).toBeUndefined();
  });

  it('exports the cropped part of a real photo', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addImage(PHOTO);
    await engine.whenIdle();
    engine.startCrop(id);
    engine.setCropRect({ x: 600, y: 300, width: 400, height: 300 });
    engine.applyCrop();
    const placed = image(engine, id);
    const png = await exported(engine);
    // The same part of the photo drawn by the browser alone, at the image's place and size.
    const source = new Image();
    source.src = PHOTO;
    await source.decode();
    const reference = globalThis.document.createElement('canvas');
    reference.width = png.width;
    reference.height = png.height;
    const context = reference.getContext('2d')!;
    const width = 400 * placed.scaleX;
    const height = 300 * placed.scaleY;
    context.drawImage(source, 600, 300, 400, 300, placed.left, placed.top, width, height);
    const expected = context.getImageData(0, 0, png.width, png.height).data;
    let far = 0;
    let checked = 0;
    for (let y = Math.ceil(placed.top) + 2; y < placed.top + height - 2; y += 3) {
      for (let x = Math.ceil(placed.left) + 2; x < placed.left + width - 2; x += 3) {
        const at = (y * png.width + x) * 4;
        const [r, g, b] = png.pixel(x, y);
        const off = Math.max(
          Math.abs(r - expected[at]!),
          Math.abs(g - expected[at + 1]!),
          Math.abs(b - expected[at + 2]!),
        );
        checked++;
        if (off > 12) far++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(far / checked).toBeLessThan(0.02);
  });

  it('crops a zoomed, filtered image keeping what it shows', async () => {
    const { engine, id } = await withQuadrants();
    engine.updateObject(id, {
      zoom: 200,
      filters: { preset: 'greyscale', blur: 0, brightness: 0, darkness: 0 },
    });
    const shown = await exported(engine);
    engine.startCrop(id);
    // At 200 % the centred half of the picture is shown.
    expect(engine.cropRect).toEqual({ x: 40, y: 25, width: 80, height: 50 });
    expect(engine.applyCrop()).toBe(true);
    expect(image(engine, id)).toMatchObject({
      zoom: 100,
      cropX: 40,
      cropY: 25,
      width: 80,
      height: 50,
      scaleX: 5.4,
    });
    const after = await exported(engine);
    for (const [x, y] of [
      [100, 400],
      [270, 480],
      [450, 580],
    ] as const) {
      const [r, g, b] = after.pixel(x, y);
      expect(r).toBe(g);
      expect(g).toBe(b);
      const [r0] = shown.pixel(x, y);
      expect(Math.abs(r - r0)).toBeLessThanOrEqual(3);
    }
  });

  it('crops a turned, flipped image in its own frame, the kept part staying where it was', async () => {
    const { engine, id } = await withQuadrants();
    // Turned about its corner, moved so that it is wholly on the canvas.
    engine.updateObject(id, { angle: 90, flipX: true, left: 400, top: 200 });
    const turned = image(engine, id);
    // Off the picture's white diagonal band: a point of the navy bottom-right and of the red top-left.
    const navy = sceneOfSourcePoint(turned, { x: 145, y: 60 });
    const red = sceneOfSourcePoint(turned, { x: 15, y: 40 });
    const before = await exported(engine);
    expect(before.pixel(Math.round(navy.x), Math.round(navy.y))).toEqual([38, 70, 83, 255]);
    expect(before.pixel(Math.round(red.x), Math.round(red.y))).toEqual([230, 57, 70, 255]);
    engine.startCrop(id);
    engine.setCropRect({ x: 80, y: 50, width: 80, height: 50 });
    expect(engine.applyCrop()).toBe(true);
    expect(image(engine, id)).toMatchObject({ angle: 90, flipX: true, cropX: 80, cropY: 50 });
    const after = await exported(engine);
    expect(after.pixel(Math.round(navy.x), Math.round(navy.y))).toEqual([38, 70, 83, 255]);
    // The red part was cropped away: the story's own colour shows there.
    expect(after.pixel(Math.round(red.x), Math.round(red.y))).toEqual([0x62, 0xca, 0xd9, 255]);
  });
});
