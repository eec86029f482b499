import { afterEach, describe, expect, it } from 'vitest';
import { objectBox, storySafeZones, type DesignDocument, type DesignObject } from '@lienzo/core';
import { MIN_READABLE_FONT } from './layout/applyLayout';
import { InvalidLayoutError } from './layout/resolveLayout';
import { disposeEngines, mountEngine } from './test/mountEngine';
import { pngSize } from './test/pngSize';
import { TEST_ASSETS } from './test/assetPaths';

afterEach(disposeEngines);

function insideCanvas(design: DesignDocument): string[] {
  const { width, height } = design.layout;
  return design.pages.flatMap((page) =>
    page.objects.flatMap((object) => {
      const box = objectBox(object);
      const inside =
        box.left >= -0.5 && box.top >= -0.5 && box.right <= width + 0.5 && box.bottom <= height + 0.5;
      return inside ? [] : [`${page.id}/${object.id}`];
    }),
  );
}

const textSize = (object: DesignObject | undefined) =>
  object && 'fontSize' in object ? object.fontSize * object.scaleY : NaN;

/** A story with a title at the top corner, a small caption under the reply bar and a sticker-sized block. */
async function storyEngine() {
  const { engine } = await mountEngine();
  const title = engine.addText('title', 'Spring sale');
  engine.updateObject(title, { left: 0, top: 0 });
  const caption = engine.addText('text', 'Only this week');
  engine.updateObject(caption, { fontSize: 20, left: 300, top: 930 });
  engine.addPage();
  const second = engine.addText('subtitle', 'Page two');
  engine.updateObject(second, { left: 500, top: 900 });
  engine.showPage(engine.getPages()[0]!.id);
  return { engine, title, caption, second };
}

describe('resizing into copies (magic resize, issue 23)', () => {
  it.each(['facebook.post', 'twitter.header', 'linkedin.post'])(
    'makes a %s copy of every page with nothing off the canvas and text readable, the design on screen untouched',
    async (key) => {
      const { engine, caption, second } = await storyEngine();
      const before = engine.toDocument();
      const undoable = engine.canUndo;
      const copy = engine.resizedCopy(key);
      expect(copy.layout.key).toBe(key);
      expect(copy.pages.map((page) => page.objects.length)).toEqual([2, 1]);
      expect(insideCanvas(copy)).toEqual([]);
      const objects = copy.pages.flatMap((page) => page.objects);
      expect(textSize(objects.find((object) => object.id === caption))).toBeGreaterThanOrEqual(
        MIN_READABLE_FONT,
      );
      expect(objects.some((object) => object.id === second)).toBe(true);
      expect(engine.toDocument()).toEqual(before);
      expect(engine.canUndo).toBe(undoable);
    },
  );

  it('moves what fits out from under the bars of a story copy, groups as one', async () => {
    const { engine } = await mountEngine();
    engine.applyLayout('facebook.post');
    const top = engine.addText('title', 'At the very top');
    engine.updateObject(top, { left: 10, top: 0 });
    const a = engine.addText('text', 'Bottom left');
    const b = engine.addText('text', 'Bottom right');
    engine.updateObject(a, { left: 10, top: 740 });
    engine.updateObject(b, { left: 600, top: 700 });
    engine.select([a, b]);
    engine.group();
    const copy = engine.resizedCopy('instagram.story');
    const bars = storySafeZones(copy.layout);
    const objects = copy.pages[0]!.objects;
    for (const object of objects) {
      const box = objectBox(object);
      expect(box.top).toBeGreaterThanOrEqual(bars.top - 0.01);
      expect(box.bottom).toBeLessThanOrEqual(copy.layout.height - bars.bottom + 0.01);
    }
    // The layout change in place reflows the same way, without the bars: the group moved as one.
    engine.applyLayout('instagram.story');
    const [copyA, copyB] = [a, b].map((id) => objects.find((object) => object.id === id)!);
    const [placedA, placedB] = [a, b].map((id) => engine.getObject(id)!);
    expect(copyA!.top - placedA!.top).toBeLessThan(0);
    expect(copyB!.top - placedB!.top).toBeCloseTo(copyA!.top - placedA!.top, 2);
  });

  it('keeps a picture that covered the canvas covering every copy; a small one is only reflowed', async () => {
    const { engine } = await mountEngine();
    const photo = await engine.addImage(TEST_ASSETS.quadrantsPng);
    engine.adaptImageToCanvas(photo);
    const small = await engine.addImage(TEST_ASSETS.tallPng);
    for (const key of ['twitter.header', 'facebook.post', 'pinterest.design']) {
      const copy = engine.resizedCopy(key);
      const [cover, other] = copy.pages[0]!.objects;
      const box = objectBox(cover!);
      expect(box.left).toBeLessThanOrEqual(0);
      expect(box.top).toBeLessThanOrEqual(0);
      expect(box.right).toBeGreaterThanOrEqual(copy.layout.width);
      expect(box.bottom).toBeGreaterThanOrEqual(copy.layout.height);
      expect(other!.id).toBe(small);
      expect(insideCanvas({ ...copy, pages: [{ ...copy.pages[0]!, objects: [other!] }] })).toEqual([]);
    }
  });

  it('draws a page of a copy off screen at the copy size', async () => {
    const { engine } = await storyEngine();
    const copy = engine.resizedCopy('twitter.header');
    const picture = await engine.exportDesignPage(copy, copy.pages[1]!.id);
    expect(pngSize(picture)).toEqual({ width: 1500, height: 500 });
  });

  it('refuses a custom size out of range and changes nothing', async () => {
    const { engine } = await storyEngine();
    const before = engine.toDocument();
    expect(() => engine.resizedCopy({ width: 2000, height: 500 })).toThrow(InvalidLayoutError);
    expect(engine.toDocument()).toEqual(before);
  });
});
