import { afterEach, describe, expect, it } from 'vitest';
import { createDocument, getLayout, pzTextSchema, type DesignDocument, firstPage } from '@lienzo/core';
import { NOT_A_DOCUMENT_WARNING } from './Engine';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function sampleDocument(): DesignDocument {
  const document = createDocument(getLayout('facebook.post'), {
    background: { color: '#123456', image: null },
    objects: [
      pzTextSchema.parse({
        id: 'title',
        type: 'pz-text',
        text: 'Summer\nsale',
        left: 120.5,
        top: 80.25,
        width: 300,
        height: 110,
        fontSize: 44,
        fontWeight: 'bold',
        angle: 15,
        scaleX: 1.5,
        scaleY: 1.5,
        textAlign: 'center',
        styles: [{ start: 0, end: 3, style: { fill: '#ff0000' } }],
        animationStart: 2,
        animationEnd: 5,
        animationEffect: 'zoom',
      }),
      pzTextSchema.parse({
        id: 'body',
        type: 'pz-text',
        text: 'Hasta el 50 %',
        left: 10,
        top: 600,
        width: 400,
        height: 40,
        opacity: 0.5,
        flipX: true,
        textDecoration: 'underline',
        textBackgroundColor: '#ffffff',
      }),
    ],
  });
  return { ...document, name: 'Sample' };
}

describe('document', () => {
  it('round-trips exactly: load(x) then toDocument() equals x', async () => {
    const { engine } = await mountEngine();
    const document = sampleDocument();
    await engine.load(document);
    expect(engine.toDocument()).toEqual(document);
    // The view drawing it must not have written anything back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(engine.toDocument()).toEqual(document);
  });

  it('hands out copies: changing the returned JSON does not change the design', async () => {
    const { engine } = await mountEngine(sampleDocument());
    const copy = engine.toDocument();
    firstPage(copy).objects.pop();
    expect(engine.getObjects()).toHaveLength(2);
  });

  it('loads as a clean, unselected design and resizes the canvas to the viewport', async () => {
    const { engine, element } = await mountEngine();
    engine.addText('title', 'x');
    expect(engine.isTouched()).toBe(true);
    await engine.load(sampleDocument());
    expect(engine.isTouched()).toBe(false);
    expect(engine.getSelection()).toBeNull();
    expect([element.width, element.height]).toEqual([470, 394]);
  });

  it('loads what is valid of a broken document and says what it dropped, with a readable reason', async () => {
    const { engine } = await mountEngine(sampleDocument());
    const sample = sampleDocument();
    const broken = {
      ...sample,
      pages: [
        {
          ...firstPage(sample),
          objects: [
            { id: 'x', type: 'pz-text', text: 'a', left: 0, top: 0, width: -1, height: 0 },
            firstPage(sample).objects[1],
          ],
        },
      ],
    };
    const { warnings } = await engine.load(broken);
    expect(warnings.join('\n')).toMatch(/pages\.0\.objects\.0: dropped the pz-text: width -1 is not valid/);
    const kept = sampleDocument();
    firstPage(kept).objects = [firstPage(sampleDocument()).objects[1]!];
    expect(engine.toDocument()).toEqual(kept);
  });

  it('loads nothing from input that is no document at all, keeps the current design and says so', async () => {
    const { engine } = await mountEngine(sampleDocument());
    const reported: string[][] = [];
    engine.on('warnings', ({ warnings }) => reported.push([...warnings]));
    await expect(engine.load('not a design')).resolves.toMatchObject({ warnings: [NOT_A_DOCUMENT_WARNING] });
    expect(reported).toEqual([[NOT_A_DOCUMENT_WARNING]]);
    expect(engine.toDocument()).toEqual(sampleDocument());
  });

  it('sets the background colour and refuses what is not a colour', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ff3366');
    expect(firstPage(engine.toDocument()).background.color).toBe('#ff3366');
    expect(engine.isTouched()).toBe(true);
    expect(() => engine.setBackgroundColor('red; background: url(x)')).toThrow(RangeError);
  });

  it('records every change with what was there before, so it can be undone later', async () => {
    const { engine } = await mountEngine();
    const transactions: { label: string; undoable: boolean; changes: readonly unknown[] }[] = [];
    engine.on('change', ({ transaction }) => transactions.push(transaction));
    engine.setBackgroundColor('#000000');
    engine.setZoom(0.75);
    expect(transactions[0]).toMatchObject({
      label: 'background-color',
      undoable: true,
      changes: [
        {
          kind: 'pageRoot',
          page: 'page-1',
          before: { background: { color: '#62CAD9' } },
          after: { background: { color: '#000000' } },
        },
      ],
    });
    expect(transactions[1]).toMatchObject({ label: 'zoom', undoable: false });
  });

  it('tracks touched: user edits set it, zoom does not, markSaved and reset clear it', async () => {
    const { engine } = await mountEngine();
    const seen: boolean[] = [];
    engine.on('touched', ({ touched }) => seen.push(touched));
    engine.setZoom(0.8);
    expect(engine.isTouched()).toBe(false);
    engine.addText('text', 'a');
    const revision = engine.revision;
    engine.markSaved(revision);
    expect(engine.isTouched()).toBe(false);
    engine.addText('text', 'b');
    engine.markSaved(revision);
    // A change made while a save was in flight keeps the design touched.
    expect(engine.isTouched()).toBe(true);
    engine.reset();
    expect(engine.isTouched()).toBe(false);
    expect(engine.getObjects()).toHaveLength(0);
    expect(seen).toEqual([true, false, true, false]);
  });

  it('applies a layout keeping an object at the same relative position, scaled', async () => {
    const { engine, element } = await mountEngine();
    const id = engine.addText('text', 'Corner');
    const before = engine.getObject(id)!;
    // Put its centre at 25 % / 75 % of the 540×960 story.
    engine.updateObject(id, { left: 135 - before.width / 2, top: 720 - before.height / 2 });
    const layouts: string[] = [];
    engine.on('layout', ({ layout }) => layouts.push(layout.key));

    engine.applyLayout('facebook.post');

    const after = engine.getObject(id)!;
    const factor = Math.min(940 / 540, 788 / 960);
    expect(after.scaleX).toBeCloseTo(factor, 2);
    expect((after.left + (after.width * after.scaleX) / 2) / 940).toBeCloseTo(0.25, 2);
    expect((after.top + (after.height * after.scaleY) / 2) / 788).toBeCloseTo(0.75, 2);
    expect(engine.toDocument().layout).toEqual({
      key: 'facebook.post',
      width: 940,
      height: 788,
      name: 'Facebook Post',
    });
    expect([element.width, element.height]).toEqual([470, 394]);
    expect(layouts).toEqual(['facebook.post']);
    expect(engine.isTouched()).toBe(true);
  });

  it('applies a custom size', async () => {
    const { engine } = await mountEngine();
    engine.applyLayout({ width: 600, height: 300, name: 'Banner' });
    expect(engine.toDocument().layout).toMatchObject({ width: 600, height: 300, name: 'Banner' });
    expect(() => engine.applyLayout({ width: 0, height: 300 })).toThrow(RangeError);
  });

  it('fits the canvas in the editor area within the viewport clamps', async () => {
    const { engine, element } = await mountEngine();
    engine.fitToArea(1200, 900);
    // Box: min(1000, 1200 - 170) = 1000 wide, 900 - 120 = 780 tall; the story is height-bound.
    expect(engine.zoom).toBeCloseTo(780 / 960, 5);
    expect(element.height).toBe(780);
    engine.fitToArea(100, 100);
    // Tiny areas still get a 350×300 box.
    expect(engine.zoom).toBeCloseTo(300 / 960, 5);
  });
});
