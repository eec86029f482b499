import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_LIMITS, getLayout } from '@lienzo/core';
import type { Engine } from './Engine';
import { FakeClipboard } from './test/fakeClipboard';
import { expectToMatchGolden } from './test/golden';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

const textsOf = (engine: Engine) =>
  engine.getObjects().map((object) => ('text' in object ? object.text : ''));
const pageIds = (engine: Engine) => engine.getPages().map((page) => page.id);

/** A design of three pages, each with its own background and title, page 1 shown. */
async function threePages() {
  const mounted = await mountEngine();
  const { engine } = mounted;
  const colours = ['#ffd2d4', '#1a1a1a', '#62CAD9'];
  colours.forEach((colour, index) => {
    if (index > 0) engine.addPage();
    engine.setBackgroundColor(colour);
    engine.addText('title', `Page ${index + 1}`);
    engine.select(null);
  });
  engine.showPage(engine.getPages()[0]!.id);
  return mounted;
}

describe('pages of a design (issue 23)', () => {
  it('adds, duplicates, deletes and reorders pages, each one undo step that shows the page it changed', async () => {
    const { engine } = await mountEngine();
    const first = engine.pageId;
    engine.addText('title', 'One');
    const second = engine.addPage()!;
    expect(pageIds(engine)).toEqual([first, second]);
    expect(engine.pageId).toBe(second);
    expect(engine.getObjects()).toEqual([]);
    engine.addText('title', 'Two');

    const copy = engine.duplicatePage(second)!;
    expect(pageIds(engine)).toEqual([first, second, copy]);
    expect(engine.pageId).toBe(copy);
    expect(textsOf(engine)).toEqual(['Two']);
    // A copy's objects are objects of their own: ids name one object in the whole design.
    const ids = engine.getPages().flatMap((page) => page.objects.map((object) => object.id));
    expect(new Set(ids).size).toBe(ids.length);

    expect(engine.movePage(copy, 0)).toBe(true);
    expect(pageIds(engine)).toEqual([copy, first, second]);
    expect(engine.deletePage(first)).toBe(true);
    expect(pageIds(engine)).toEqual([copy, second]);

    engine.undo(); // the delete
    expect(pageIds(engine)).toEqual([copy, first, second]);
    expect(engine.pageId).toBe(copy);
    engine.undo(); // the move
    expect(pageIds(engine)).toEqual([first, second, copy]);
    engine.undo(); // the duplicate
    expect(pageIds(engine)).toEqual([first, second]);
    expect(engine.pageId).toBe(second);
    engine.undo(); // "Two"
    expect(engine.getObjects()).toEqual([]);
    engine.undo(); // the second page
    expect(pageIds(engine)).toEqual([first]);
    expect(textsOf(engine)).toEqual(['One']);
    for (let step = 0; step < 4; step++) engine.redo();
    expect(pageIds(engine)).toEqual([copy, first, second]);
    expect(engine.toDocument().pages.map((page) => page.objects.length)).toEqual([1, 1, 1]);
  });

  it('undoes an edit on the page where it was made, showing that page again', async () => {
    const { engine } = await threePages();
    const [one, two] = engine.getPages();
    engine.setBackgroundColor('#00ff00');
    engine.showPage(two!.id);
    engine.undo();
    expect(engine.pageId).toBe(one!.id);
    expect(engine.getPage().background.color).toBe('#ffd2d4');
    engine.redo();
    expect(engine.getPage().background.color).toBe('#00ff00');
  });

  it(`holds at most ${FIELD_LIMITS.pagesPerDesign} pages and always one`, async () => {
    const { engine } = await mountEngine();
    expect(engine.deletePage()).toBe(false);
    expect(engine.canExecute('delete-page')).toBe(false);
    while (engine.canAddPage) engine.addPage();
    expect(engine.getPages()).toHaveLength(FIELD_LIMITS.pagesPerDesign);
    expect(engine.addPage()).toBeNull();
    expect(engine.duplicatePage()).toBeNull();
    expect(engine.canExecute('add-page')).toBe(false);
    expect(engine.execute('duplicate-page')).toBe(false);
    expect(engine.getPages()).toHaveLength(FIELD_LIMITS.pagesPerDesign);
  });

  it('moves between pages by command and by the Page Up and Page Down keys', async () => {
    const { engine } = await threePages();
    const ids = pageIds(engine);
    expect(engine.execute('previous-page')).toBe(false);
    expect(engine.execute('next-page')).toBe(true);
    expect(engine.pageId).toBe(ids[1]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    expect(engine.pageId).toBe(ids[2]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp', bubbles: true }));
    expect(engine.pageId).toBe(ids[1]);
    expect(engine.execute('move-page-left')).toBe(true);
    expect(pageIds(engine)).toEqual([ids[1], ids[0], ids[2]]);
    expect(engine.execute('move-page-left')).toBe(false);
  });

  it('copies objects from one page and pastes them on another, where they were', async () => {
    const clipboard = new FakeClipboard();
    const { engine } = await mountEngine(undefined, { clipboard });
    const id = engine.addText('title', 'Travels');
    const { left, top } = engine.getObject(id)!;
    await engine.copy();
    engine.addPage();
    const pasted = await engine.paste();
    expect(pasted).toMatchObject({ ids: [expect.any(String)] });
    const [copy] = engine.getObjects();
    expect(copy).toMatchObject({ text: 'Travels', left, top });
    expect(copy!.id).not.toBe(id);
  });

  it('reflows every page onto a new layout, and undoes it on every page', async () => {
    const { engine } = await threePages();
    engine.applyLayout('facebook.cover');
    const [width, height] = getLayout('facebook.cover').sizes;
    for (const page of engine.toDocument().pages) {
      for (const object of page.objects) {
        expect(object.left).toBeGreaterThanOrEqual(0);
        expect(object.left + object.width * object.scaleX).toBeLessThanOrEqual(width + 0.5);
        expect(object.top + object.height * object.scaleY).toBeLessThanOrEqual(height + 0.5);
      }
    }
    engine.undo();
    expect(engine.getLayout().key).toBe('instagram.story');
    expect(engine.toDocument().pages.every((page) => page.layoutBase === undefined)).toBe(true);
  });

  it('exports page N as page N shows, drawn off screen or on it alike (golden)', async () => {
    const { engine } = await threePages();
    const ids = pageIds(engine);
    const offScreen = await Promise.all(ids.map((id) => engine.exportPage(id)));
    for (const [index, id] of ids.entries()) {
      engine.showPage(id);
      await engine.whenIdle();
      const shown = engine.exportPng();
      const [drawn, seen] = await Promise.all([decodePng(offScreen[index]!), decodePng(shown)]);
      expect({ width: drawn.width, height: drawn.height }).toEqual({ width: 540, height: 960 });
      let different = 0;
      for (let at = 0; at < seen.data.length; at++) if (seen.data[at] !== drawn.data[at]) different++;
      expect(different, `page ${index + 1}`).toBe(0);
      await expectToMatchGolden(`page-${index + 1}-of-3`, offScreen[index]!);
    }
    await expect(engine.exportPage('no-such-page')).rejects.toThrow(/No page/);
  });

  it('makes a small thumbnail of each page, the shown one copied from the canvas, the others drawn off screen', async () => {
    const { engine } = await threePages();
    /** The thumbnail's size and how far the colour of its corner is from `colour` (the page's background). */
    const look = async (url: string, colour: [number, number, number]) => {
      expect(url).toMatch(/^data:image\/jpeg;base64,/);
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const corner = context.getImageData(2, 2, 1, 1).data;
      const off = Math.max(...colour.map((channel, index) => Math.abs(channel - corner[index]!)));
      return { size: [image.naturalWidth, image.naturalHeight], near: off <= 12 };
    };
    const [first, second] = engine.getPages();
    expect(await look(await engine.pageThumbnail(first!.id, 96), [0xff, 0xd2, 0xd4])).toEqual({
      size: [54, 96],
      near: true,
    });
    expect(await look(await engine.pageThumbnail(second!.id, 96), [0x1a, 0x1a, 0x1a])).toEqual({
      size: [54, 96],
      near: true,
    });
  });
});
