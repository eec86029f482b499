import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { FTEXT_SHAPE_IDS, type PzFtext } from '@lienzo/core';
import { fontsOf } from './fonts/waitForFonts';
import { decodePng, disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function fancy(object: unknown): PzFtext {
  expect(object).toMatchObject({ type: 'pz-ftext' });
  return object as PzFtext;
}

/** How many pixels of a PNG have this colour, give or take anti-aliasing. */
async function countColour(dataUrl: string, [r, g, b]: [number, number, number]): Promise<number> {
  const png = await decodePng(dataUrl);
  let count = 0;
  for (let at = 0; at < png.data.length; at += 4) {
    const near =
      Math.abs(png.data[at]! - r) < 12 &&
      Math.abs(png.data[at + 1]! - g) < 12 &&
      Math.abs(png.data[at + 2]! - b) < 12;
    if (near) count++;
  }
  return count;
}

describe('fancy text', () => {
  it('adds a fancy text with the SPEC §9 defaults, its shape fitted around the text, centred and selected', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('Hello', 'speech-bubble');
    const object = fancy(engine.getObject(id));
    expect(object).toMatchObject({
      text: 'Hello',
      shapeId: 'speech-bubble',
      fontFamily: 'Fredoka One',
      fontSize: 25,
      fill: '#FFFFFF',
      spacing: 1,
      textAlign: 'center',
    });
    // The text is about 60 px wide; the bubble adds the padding and its tail.
    expect(object.width).toBeGreaterThan(60 + 2 * object.padding);
    expect(object.width).toBeLessThan(150);
    expect(object.height).toBeGreaterThan((25 + 2 * object.padding) / 0.8 - 1);
    expect(object.left + object.width / 2).toBeCloseTo(270, 0);
    expect(engine.getSelection()).toBe(id);
  });

  it('draws its shape in its background colour behind the text', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#000000');
    const id = engine.addFancyText('Hi there', 'rounded-box');
    engine.updateFancyText(id, { backgroundColor: '#00FF00' });
    engine.select(null);
    const object = fancy(engine.getObject(id));
    const png = await decodePng(engine.exportPng());
    // Just inside the shape's corner, away from the text: the shape's green.
    const x = Math.round(object.left + 6);
    const y = Math.round(object.top + object.height / 2);
    expect(png.pixel(x, y).slice(0, 3)).toEqual([0, 255, 0]);
    expect(await countColour(engine.exportPng(), [255, 255, 255])).toBeGreaterThan(100);
  });

  it('draws every shape of the catalogue, each differently', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('Shape', 'rounded-box');
    engine.select(null);
    const seen = new Map<string, string>();
    for (const shapeId of FTEXT_SHAPE_IDS) {
      engine.updateFancyText(id, { shapeId, backgroundColor: '#FF0000' });
      const png = engine.objectToDataUrl(id, 200);
      expect(await countColour(png, [255, 0, 0]), shapeId).toBeGreaterThan(500);
      expect(seen.get(png), shapeId).toBeUndefined();
      seen.set(png, shapeId);
    }
  });

  it('grows with padding and wraps at maxCharsPerLine', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('one two three four five six', 'rounded-box');
    const single = fancy(engine.getObject(id));
    engine.updateFancyText(id, { padding: 30 });
    const padded = fancy(engine.getObject(id));
    expect(padded.width).toBeCloseTo(single.width + 2 * (30 - single.padding), 0);
    engine.updateFancyText(id, { wrapping: true, maxCharsPerLine: 9 });
    const wrapped = fancy(engine.getObject(id));
    // "one two", "three", "four five", "six": four lines, each at most 9 characters.
    expect(wrapped.width).toBeLessThan(padded.width / 2);
    expect(wrapped.height).toBeGreaterThan(padded.height + 2.5 * 25);
  });

  it('toggles wrapping at maxCharsPerLine from the toolbar button', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('a long line of fancy words to wrap', 'pill');
    const single = fancy(engine.getObject(id));
    expect(engine.toggleFancyWrapping(id)).toBe(true);
    const wrapped = fancy(engine.getObject(id));
    expect(wrapped.wrapping).toBe(true);
    expect(wrapped.height).toBeGreaterThan(single.height + 25);
    expect(engine.toggleFancyWrapping(id)).toBe(false);
    expect(fancy(engine.getObject(id)).height).toBe(single.height);
  });

  it('runs the toolbar buttons as commands on the selected fancy text only', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('Toolbar', 'pill');
    expect(engine.execute('fancy-text-spacing')).toBe(true);
    expect(engine.execute('fancy-text-alignment')).toBe(true);
    expect(engine.execute('fancy-text-wrapping')).toBe(true);
    expect(fancy(engine.getObject(id))).toMatchObject({ spacing: 1.4, textAlign: 'right', wrapping: true });
    engine.addText('title', 'Plain');
    expect(engine.execute('fancy-text-spacing')).toBe(false);
  });

  it('cycles spacing 0.7 → 1 → 1.4 → 1.7 → 0.7 and alignment centre → right → left, refitting the shape', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('one\ntwo', 'pill');
    const heights: number[] = [];
    const spacings: number[] = [];
    for (let step = 0; step < 4; step++) {
      spacings.push(engine.cycleFancySpacing(id));
      heights.push(fancy(engine.getObject(id)).height);
    }
    expect(spacings).toEqual([1.4, 1.7, 0.7, 1]);
    expect(heights[1]).toBeGreaterThan(heights[0]!);
    expect(heights[2]).toBeLessThan(heights[3]!);
    expect([1, 2, 3].map(() => engine.cycleFancyAlignment(id))).toEqual(['right', 'left', 'center']);
    expect(fancy(engine.getObject(id)).textAlign).toBe('center');
    engine.undo();
    expect(fancy(engine.getObject(id)).textAlign).toBe('left');
  });

  it('edits in the canvas on double click; the typing is one undo step and the shape refits', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addFancyText('Hi', 'rounded-box');
    const before = fancy(engine.getObject(id));
    engine.select(null);
    const centre = { x: (before.left + before.width / 2) / 2, y: (before.top + before.height / 2) / 2 };
    await userEvent.dblClick(upper, { position: centre });
    await userEvent.keyboard('{Control>}a{/Control}Hello fancy world');
    await userEvent.click(upper, { position: { x: 5, y: 5 } });
    const edited = fancy(engine.getObject(id));
    expect(edited.text).toBe('Hello fancy world');
    expect(edited.width).toBeGreaterThan(before.width * 2);
    engine.undo();
    expect(engine.getObject(id)).toEqual(before);
  });

  it('round-trips through save and load exactly', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('Round trip', 'starburst');
    engine.updateFancyText(id, {
      wrapping: true,
      maxCharsPerLine: 5,
      backgroundColor: '#123456',
      padding: 8,
    });
    engine.cycleFancySpacing(id);
    const saved = engine.toDocument();
    await engine.load(JSON.parse(JSON.stringify(saved)));
    expect(engine.toDocument()).toEqual(saved);
  });

  it('waits for its face before a loaded design is drawn', async () => {
    const { engine } = await mountEngine();
    engine.addFancyText('Face', 'pill');
    engine.addSticker('HASHTAG', { text: 'face' });
    expect(fontsOf(engine.toDocument())).toEqual(
      expect.arrayContaining(['normal normal 16px "Fredoka One"', 'normal bold 16px "Open Sans"']),
    );
  });

  it('reads its new place and scale back after a drag and a resize', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addFancyText('Drag me', 'rounded-box');
    const before = fancy(engine.getObject(id));
    const centre = { x: (before.left + before.width / 2) / 2, y: (before.top + before.height / 2) / 2 };
    drag(upper, centre, { x: centre.x + 20, y: centre.y + 30 });
    const moved = fancy(engine.getObject(id));
    expect(moved.left).toBeCloseTo(before.left + 40, 0);
    expect(moved.top).toBeCloseTo(before.top + 60, 0);
    expect({ width: moved.width, height: moved.height, text: moved.text }).toEqual({
      width: before.width,
      height: before.height,
      text: before.text,
    });
    const corner = { x: (moved.left + moved.width) / 2 + 2, y: (moved.top + moved.height) / 2 + 2 };
    drag(upper, corner, { x: corner.x + 30, y: corner.y + 30 });
    expect(fancy(engine.getObject(id)).scaleX).toBeGreaterThan(1.2);
  });
});
