import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PzFtext, PzText } from '@lienzo/core';
import { FontLoadError } from './objects/text-style/loadFontFace';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function text(object: unknown): PzText {
  expect(object).toMatchObject({ type: 'pz-text' });
  return object as PzText;
}

const RANGES: PzText['styles'] = [
  { start: 0, end: 3, style: { fill: '#00ff00', fontSize: 60 } },
  { start: 5, end: 8, style: { fill: '#0000ff' } },
];

describe('text styles on the whole layer', () => {
  it('sets the property on the layer and drops the per-character overrides of that property only', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Spring sale now');
    const { fill } = text(engine.getObject(id));
    engine.updateObject(id, { styles: RANGES });
    await engine.setTextStyle(id, { fill: '#ff0000' });
    const styled = text(engine.getObject(id));
    expect(styled.fill).toBe('#ff0000');
    expect(styled.styles).toEqual([{ start: 0, end: 3, style: { fontSize: 60 } }]);
    engine.undo();
    expect(text(engine.getObject(id))).toMatchObject({ fill, styles: RANGES });
  });

  it('maps underline to the text decoration and re-measures the height for a new size', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Every piece handmade');
    const before = text(engine.getObject(id));
    await engine.setTextStyle(id, { underline: true, fontSize: 48 });
    const after = text(engine.getObject(id));
    expect(after).toMatchObject({ textDecoration: 'underline', fontSize: 48 });
    expect(after.height).toBeGreaterThan(before.height * 1.8);
  });

  it('styles a fancy text as a whole and refits its shape', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('Hello');
    const before = engine.getObject(id) as PzFtext;
    await engine.setTextStyle(id, { fontSize: 50, fill: '#000000' });
    const after = engine.getObject(id) as PzFtext;
    expect(after).toMatchObject({ fontSize: 50, fill: '#000000' });
    expect(after.width).toBeGreaterThan(before.width * 1.5);
    await expect(engine.setTextStyle(id, { underline: true })).rejects.toThrow(/underline/);
  });
});

describe('text styles while editing', () => {
  it('styles only the selected characters, and the styles survive leaving the editing and a round trip', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    const { fill } = text(engine.getObject(id));
    engine.select(null);
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    await userEvent.keyboard('{Control>}a{/Control}Hola mundo');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await engine.setTextStyle(id, { fill: '#ff0000', fontWeight: 'normal' });
    const styled = text(engine.getObject(id));
    expect(styled.fill).toBe(fill);
    expect(styled.text).toBe('Hola mundo');
    expect(styled.styles).toEqual([{ start: 5, end: 10, style: { fill: '#ff0000', fontWeight: 'normal' } }]);
    await userEvent.click(upper, { position: { x: 5, y: 5 } });
    expect(text(engine.getObject(id)).styles).toEqual(styled.styles);
    const saved = engine.toDocument();
    await engine.load(JSON.parse(JSON.stringify(saved)));
    expect(engine.toDocument()).toEqual(saved);
  });
});

describe('font changes', () => {
  it('applies a font family only once its face has loaded', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('Fancy', 'pill');
    await engine.setTextStyle(id, { fontFamily: 'Open Sans' });
    const inOpenSans = engine.getObject(id) as PzFtext;
    const pending = engine.setTextStyle(id, { fontFamily: 'Fredoka One' });
    expect((engine.getObject(id) as PzFtext).fontFamily).toBe('Open Sans');
    await pending;
    const inFredoka = engine.getObject(id) as PzFtext;
    expect(inFredoka.fontFamily).toBe('Fredoka One');
    // Measured again with the new face.
    expect(inFredoka.width).not.toBeCloseTo(inOpenSans.width, 0);
  });

  it('rejects a face that does not exist or fails to load, and keeps the old font', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Keep me');
    await expect(engine.setTextStyle(id, { fontFamily: 'No Such Face' })).rejects.toBeInstanceOf(
      FontLoadError,
    );
    const broken = new FontFace('Broken Face', 'url(/no-such-font-file.woff2)');
    document.fonts.add(broken);
    try {
      await expect(engine.setTextStyle(id, { fontFamily: 'Broken Face' })).rejects.toThrow(
        /"Broken Face" could not be loaded/,
      );
    } finally {
      document.fonts.delete(broken);
    }
    expect(text(engine.getObject(id)).fontFamily).toBe('Open Sans');
    expect(engine.canUndo).toBe(true);
    engine.undo();
    expect(engine.getObjects()).toHaveLength(0);
  });
});
