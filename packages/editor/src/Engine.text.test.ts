import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PzText } from '@lienzo/core';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

function text(object: unknown): PzText {
  expect(object).toMatchObject({ type: 'pz-text' });
  return object as PzText;
}

describe('texts', () => {
  it('adds a title with the drawer defaults of SPEC §9, centred and selected', async () => {
    const { engine } = await mountEngine();
    // #1a1a1a is for light backgrounds; the default story teal is darker than the threshold 186.
    engine.setBackgroundColor('#ffffff');
    const id = engine.addText('title', 'Add a title');
    const title = text(engine.getObject(id));
    expect(title).toMatchObject({
      text: 'Add a title',
      fontFamily: 'Open Sans',
      fill: '#1a1a1a',
      fontWeight: 'bold',
      fontSize: 50,
      charSpacing: 2,
      lineHeight: 0.9,
    });
    expect(title.width).toBeGreaterThan(100);
    expect(title.height).toBeGreaterThan(30);
    expect(title.left + title.width / 2).toBeCloseTo(270, 0);
    expect(title.top + title.height / 2).toBeCloseTo(480, 0);
    expect(engine.getSelection()).toBe(id);
    expect(engine.isTouched()).toBe(true);
  });

  it('makes new texts 80 % of the canvas wide and puts further ones below, covering nothing', async () => {
    const { engine } = await mountEngine();
    const first = text(engine.getObject(engine.addText('title', 'One')));
    const second = text(engine.getObject(engine.addText('subtitle', 'Two')));
    expect(first.width).toBe(432);
    expect(second.left).toBe(first.left);
    expect(second.top).toBeGreaterThanOrEqual(first.top + first.height);
  });

  it('gives subtitles and body texts their own sizes', async () => {
    const { engine } = await mountEngine();
    expect(text(engine.getObject(engine.addText('subtitle', 'Sub'))).fontSize).toBe(33);
    expect(text(engine.getObject(engine.addText('text', 'Body'))).fontSize).toBe(24);
  });

  it('wraps a long text inside the canvas instead of overflowing it', async () => {
    const { engine } = await mountEngine();
    const long = 'A very long title that would never fit on one line of a story';
    const object = text(engine.getObject(engine.addText('title', long)));
    expect(object.width).toBeLessThanOrEqual(540 * 0.9);
    expect(object.left).toBeGreaterThanOrEqual(0);
  });

  it('changes the text through updateObject and refuses invalid values', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Before');
    engine.updateObject(id, { text: 'After' });
    expect(text(engine.getObject(id)).text).toBe('After');
    expect(() => engine.updateObject(id, { fontSize: -3 })).toThrow(/fontSize/);
    expect(text(engine.getObject(id)).fontSize).toBe(50);
  });

  it('edits a text in the canvas: double click, select all, type, click away', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    engine.select(null);
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    await userEvent.keyboard('{Control>}a{/Control}Hola Lienzo');
    // Typing is committed as it happens, not only when editing ends.
    expect(text(engine.getObject(id)).text).toBe('Hola Lienzo');
    await userEvent.click(upper, { position: { x: 10, y: 10 } });
    expect(engine.getSelection()).toBeNull();
    expect(text(engine.getObject(id)).text).toBe('Hola Lienzo');
    expect(engine.getObjects()).toHaveLength(1);
  });
});

describe('undo of text edits', () => {
  it('takes back a typing session in the canvas as one step, and the view shows the old text', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Add a title');
    const before = text(engine.getObject(id));
    engine.select(null);
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    await userEvent.keyboard('{Control>}a{/Control}Hola');
    await userEvent.click(upper, { position: { x: 10, y: 10 } });
    expect(text(engine.getObject(id)).text).toBe('Hola');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(engine.getObject(id)).toEqual(before);
    // Editing again starts from what the document says, not from what Fabric last showed.
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    await userEvent.keyboard('!');
    await userEvent.click(upper, { position: { x: 10, y: 10 } });
    const edited = text(engine.getObject(id)).text;
    // The double click replaced the word under the pointer; the rest is the restored text.
    expect(edited).toMatch(/^Add .*!/);
    expect(edited).not.toContain('Hola');
  });
});
