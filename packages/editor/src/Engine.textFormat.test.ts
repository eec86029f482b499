import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PzFtext, PzText } from '@lienzo/core';
import type { Engine } from './Engine';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function text(engine: Engine, id: string): PzText {
  const object = engine.getObject(id);
  expect(object).toMatchObject({ type: 'pz-text' });
  return object as PzText;
}

/** Double-clicks the title added at the top of a blank story, types `typed`, then selects the last `n`. */
async function editAndSelectLast(upper: HTMLCanvasElement, typed: string, n: number) {
  await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
  await userEvent.keyboard(`{Control>}a{/Control}${typed}`);
  await userEvent.keyboard(`{Shift>}${'{ArrowLeft}'.repeat(n)}{/Shift}`);
}

function expectUndoRedo(engine: Engine, id: string, before: Partial<PzText>, after: Partial<PzText>) {
  expect(text(engine, id)).toMatchObject(after);
  expect(engine.undo()).toBe(true);
  expect(text(engine, id)).toMatchObject(before);
  expect(engine.redo()).toBe(true);
  expect(text(engine, id)).toMatchObject(after);
}

describe('bold, italic, underline and strikethrough of the whole text', () => {
  it('toggles each format on the layer, one undo step each, and drops the overrides of that format', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Every piece handmade');
    engine.updateObject(id, {
      fontWeight: 'normal',
      styles: [{ start: 0, end: 5, style: { fontWeight: 'bold', fill: '#ff0000' } }],
    });
    await engine.toggleTextFormat(id, 'bold');
    expectUndoRedo(
      engine,
      id,
      { fontWeight: 'normal' },
      { fontWeight: 'bold', styles: [{ start: 0, end: 5, style: { fill: '#ff0000' } }] },
    );
    expect(engine.textFormatOf(id)).toMatchObject({ bold: true, italic: false });
    await engine.toggleTextFormat(id, 'bold');
    expect(text(engine, id).fontWeight).toBe('normal');
    engine.undo();
    expect(text(engine, id).fontWeight).toBe('bold');

    await engine.toggleTextFormat(id, 'italic');
    expectUndoRedo(engine, id, { fontStyle: 'normal' }, { fontStyle: 'italic' });
    await engine.toggleTextFormat(id, 'underline');
    expectUndoRedo(engine, id, { textDecoration: '' }, { textDecoration: 'underline' });
    await engine.toggleTextFormat(id, 'strikethrough');
    expectUndoRedo(engine, id, { textDecoration: 'underline' }, { textDecoration: 'underline line-through' });
    await engine.toggleTextFormat(id, 'underline');
    expectUndoRedo(
      engine,
      id,
      { textDecoration: 'underline line-through' },
      { textDecoration: 'line-through' },
    );
    expect(engine.textFormatOf(id)).toEqual({
      bold: true,
      italic: true,
      underline: false,
      strikethrough: true,
    });
  });

  it('runs from the registry with Ctrl+B, I and U on the selected text, and not without one', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Shortcuts');
    engine.updateObject(id, { fontWeight: 'normal' });
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect.poll(() => text(engine, id).fontWeight).toBe('bold');
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect.poll(() => text(engine, id).fontStyle).toBe('italic');
    await userEvent.keyboard('{Control>}u{/Control}');
    await expect.poll(() => text(engine, id).textDecoration).toBe('underline');
    for (const name of ['text-bold', 'text-italic', 'text-underline']) {
      expect(engine.commands.get(name)?.shortcuts?.length).toBe(1);
    }
    engine.select(null);
    expect(engine.execute('text-bold')).toBe(false);
    const fancy = engine.addFancyText('Fancy');
    expect(engine.getSelection()).toBe(fancy);
    expect(engine.execute('text-bold')).toBe(false);
  });
});

describe('formats of the characters selected while editing', () => {
  it('Ctrl+B styles only the selected characters, and a mixed selection turns bold on first', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.select(null);
    await editAndSelectLast(upper, 'Hola mundo', 5);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect
      .poll(() => text(engine, id).styles)
      .toEqual([{ start: 5, end: 10, style: { fontWeight: 'normal' } }]);
    expect(text(engine, id).fontWeight).toBe('bold');
    expect(engine.textFormatOf(id).bold).toBe(false);
    // "o mundo": two bold characters and five normal ones.
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(engine.textFormatOf(id).bold).toBe(false);
    await engine.toggleTextFormat(id, 'bold');
    expect(text(engine, id).styles).toEqual([{ start: 3, end: 10, style: { fontWeight: 'bold' } }]);
    expect(engine.textFormatOf(id).bold).toBe(true);
    engine.undo();
    expect(text(engine, id).styles).toEqual([{ start: 5, end: 10, style: { fontWeight: 'normal' } }]);
    engine.redo();
    expect(text(engine, id).styles).toEqual([{ start: 3, end: 10, style: { fontWeight: 'bold' } }]);
  });

  it('styles a selection on a second line, where the stored offsets skip the line break', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.select(null);
    await editAndSelectLast(upper, 'ab{Enter}cd', 2);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect
      .poll(() => text(engine, id).styles)
      .toEqual([{ start: 2, end: 4, style: { fontWeight: 'normal' } }]);
    expect(engine.textFormatOf(id).bold).toBe(false);
    await userEvent.click(upper, { position: { x: 5, y: 5 } });
    // Read back from Fabric after editing ends: the same characters.
    expect(text(engine, id).styles).toEqual([{ start: 2, end: 4, style: { fontWeight: 'normal' } }]);
  });

  it('takes Ctrl+U from the browser while editing, and leaves keys typed into another field alone', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.select(null);
    await editAndSelectLast(upper, 'Hola mundo', 5);
    let prevented: boolean | null = null;
    const watch = (event: KeyboardEvent) => {
      if (event.key === 'u') setTimeout(() => (prevented = event.defaultPrevented));
    };
    document.addEventListener('keydown', watch);
    try {
      await userEvent.keyboard('{Control>}u{/Control}');
      await expect.poll(() => prevented).toBe(true);
    } finally {
      document.removeEventListener('keydown', watch);
    }
    const field = document.createElement('input');
    document.body.append(field);
    try {
      field.focus();
      // Underline commits at once (no face to load): had the key reached the text, it would show here.
      await userEvent.keyboard('{Control>}u{/Control}');
      expect(text(engine, id).styles).toEqual([{ start: 5, end: 10, style: { underline: true } }]);
    } finally {
      field.remove();
    }
  });

  it('underlines and strikes through the selected characters only', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.select(null);
    await editAndSelectLast(upper, 'Hola mundo', 5);
    await userEvent.keyboard('{Control>}u{/Control}');
    await expect
      .poll(() => text(engine, id).styles)
      .toEqual([{ start: 5, end: 10, style: { underline: true } }]);
    await engine.toggleTextFormat(id, 'strikethrough');
    await engine.toggleTextFormat(id, 'italic');
    expect(text(engine, id)).toMatchObject({
      textDecoration: '',
      fontStyle: 'normal',
      styles: [{ start: 5, end: 10, style: { underline: true, linethrough: true, fontStyle: 'italic' } }],
    });
    engine.undo();
    engine.undo();
    expect(text(engine, id).styles).toEqual([{ start: 5, end: 10, style: { underline: true } }]);
  });
});

describe('alignment', () => {
  it('aligns a text left, centre, right or justified, each undoable', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Left to right');
    for (const align of ['left', 'right', 'justify', 'center'] as const) {
      const before = text(engine, id).textAlign;
      expect(engine.execute(`text-align-${align}`)).toBe(true);
      expectUndoRedo(engine, id, { textAlign: before }, { textAlign: align });
    }
  });

  it('aligns a fancy text left, centre and right, but does not justify it', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('Fancy');
    expect(engine.execute('text-align-left')).toBe(true);
    expect((engine.getObject(id) as PzFtext).textAlign).toBe('left');
    expect(engine.execute('text-align-justify')).toBe(false);
    engine.undo();
    expect((engine.getObject(id) as PzFtext).textAlign).toBe('center');
  });
});

describe('case changes', () => {
  it('changes the case of the whole text, each an undoable change', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'feliz año nuevo');
    expect(engine.execute('text-case-upper')).toBe(true);
    expectUndoRedo(engine, id, { text: 'feliz año nuevo' }, { text: 'FELIZ AÑO NUEVO' });
    engine.execute('text-case-title');
    expectUndoRedo(engine, id, { text: 'FELIZ AÑO NUEVO' }, { text: 'Feliz Año Nuevo' });
    engine.execute('text-case-lower');
    expectUndoRedo(engine, id, { text: 'Feliz Año Nuevo' }, { text: 'feliz año nuevo' });
  });

  it('changes the case of a fancy text, which refits its shape', async () => {
    const { engine } = await mountEngine();
    const id = engine.addFancyText('big news');
    const before = engine.getObject(id) as PzFtext;
    expect(engine.execute('text-case-upper')).toBe(true);
    const after = engine.getObject(id) as PzFtext;
    expect(after.text).toBe('BIG NEWS');
    expect(after.width).toBeGreaterThan(before.width);
    engine.undo();
    expect((engine.getObject(id) as PzFtext).text).toBe('big news');
  });

  it('changes only the selected characters while editing, keeping their styles and the typing', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.select(null);
    await editAndSelectLast(upper, 'hola mundo', 5);
    await engine.toggleTextFormat(id, 'italic');
    engine.changeTextCase(id, 'upper');
    expect(text(engine, id)).toMatchObject({
      text: 'hola MUNDO',
      styles: [{ start: 5, end: 10, style: { fontStyle: 'italic' } }],
    });
    // The caret stays where it was: typing goes on after the change, not over the old text.
    await userEvent.keyboard('{ArrowRight}!');
    await expect.poll(() => text(engine, id).text).toBe('hola MUNDO!');
    engine.undo();
    engine.undo();
    expect(text(engine, id).text).toBe('hola mundo');
  });
});

describe('lists', () => {
  it('makes a bulleted or numbered list of the paragraphs, undoable, kept when typing Enter', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.select(null);
    await editAndSelectLast(upper, 'Flour{Enter}Sugar', 0);
    expect(engine.execute('text-list-bullet')).toBe(true);
    expectUndoRedo(engine, id, { listStyle: 'none' }, { listStyle: 'bullet' });
    await userEvent.keyboard('{Enter}Eggs');
    await expect.poll(() => text(engine, id).text).toBe('Flour\nSugar\nEggs');
    expect(text(engine, id).listStyle).toBe('bullet');
    engine.execute('text-list-number');
    expectUndoRedo(engine, id, { listStyle: 'bullet' }, { listStyle: 'number' });
    engine.execute('text-list-number');
    expect(text(engine, id).listStyle).toBe('none');
  });

  it('draws a marker before each paragraph and indents every line of it', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ffffff');
    const id = engine.addText('text', 'One\nTwo');
    engine.updateObject(id, {
      left: 40,
      top: 40,
      width: 300,
      fontSize: 40,
      lineHeight: 1.2,
      textAlign: 'left',
    });
    engine.select(null);
    const darkColumnsAt = async (from: number, to: number) => {
      const { decodePng } = await import('./test/mountEngine');
      const png = await decodePng(engine.exportPng());
      let dark = 0;
      for (let x = from; x < to; x++) for (let y = 40; y < 140; y++) if (png.pixel(x, y)[0] < 128) dark++;
      return dark;
    };
    // Without a list, the text starts at the left edge of its box.
    expect(await darkColumnsAt(40, 50)).toBeGreaterThan(0);
    engine.toggleTextList(id, 'bullet');
    // With one, the start holds only the bullets and the text moved right.
    const record = text(engine, id);
    expect(record.height).toBeGreaterThan(0);
    expect(await darkColumnsAt(40, 50)).toBe(0);
    expect(await darkColumnsAt(50, 80)).toBeGreaterThan(0);
  });
});

describe('save and load', () => {
  it('keeps every formatting property through a save and a load', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Uno\nDos');
    await engine.toggleTextFormat(id, 'italic');
    await engine.toggleTextFormat(id, 'underline');
    await engine.toggleTextFormat(id, 'strikethrough');
    engine.setTextAlign(id, 'justify');
    engine.toggleTextList(id, 'number');
    engine.updateObject(id, {
      styles: [{ start: 0, end: 2, style: { underline: false, linethrough: true } }],
    });
    const saved = engine.toDocument();
    const { engine: other } = await mountEngine();
    await other.load(JSON.parse(JSON.stringify(saved)));
    expect(other.toDocument()).toEqual(saved);
    expect(text(other, id)).toMatchObject({
      fontStyle: 'italic',
      textDecoration: 'underline line-through',
      textAlign: 'justify',
      listStyle: 'number',
    });
  });
});
