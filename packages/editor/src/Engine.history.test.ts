import { firstPage } from '@lienzo/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

describe('undo and redo', () => {
  it('undoes and redoes adding and deleting a text, restoring its selection', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Undo me');
    const added = engine.getObject(id);
    engine.deleteSelected();
    expect(engine.undo()).toBe(true);
    expect(engine.getObject(id)).toEqual(added);
    expect(engine.getSelection()).toBe(id);
    engine.undo();
    expect(engine.getObjects()).toHaveLength(0);
    expect(engine.canUndo).toBe(false);
    engine.redo();
    expect(engine.getObject(id)).toEqual(added);
    engine.redo();
    expect(engine.getObject(id)).toBeUndefined();
    expect(engine.canRedo).toBe(false);
  });

  it('takes back a whole drag on the canvas as one step', async () => {
    const { engine, upper, element } = await mountEngine();
    const id = engine.addText('title', 'Drag');
    const before = engine.getObject(id)!;
    drag(upper, { x: 135, y: 240 }, { x: 175, y: 280 });
    expect(engine.getObject(id)!.left).toBeCloseTo(before.left + 80, 0);
    engine.undo();
    expect(engine.getObject(id)).toEqual(before);
    // The view follows: the text is drawn where it was, so a click there still hits it.
    engine.select(null);
    await userEvent.click(upper, { position: { x: 135, y: 240 } });
    expect(engine.getSelection()).toBe(id);
    expect(element.width).toBe(270);
  });

  it('undoes a property edit and a layout change, sizes and positions included', async () => {
    const { engine, element } = await mountEngine();
    const id = engine.addText('text', 'Layout');
    engine.updateObject(id, { opacity: 0.5 });
    const story = engine.toDocument();
    engine.applyLayout('facebook.post');
    expect(element.width).toBe(470);
    engine.undo();
    expect(engine.toDocument()).toEqual(story);
    expect([element.width, element.height]).toEqual([270, 480]);
    engine.undo();
    expect(engine.getObject(id)!.opacity).toBe(1);
  });

  it('makes one step of a colour drag', async () => {
    const { engine } = await mountEngine();
    const original = firstPage(engine.toDocument()).background.color;
    for (const color of ['#100000', '#200000', '#300000', '#400000']) engine.setBackgroundColor(color);
    engine.endGesture();
    engine.setBackgroundColor('#ffffff');
    engine.undo();
    expect(firstPage(engine.toDocument()).background.color).toBe('#400000');
    engine.undo();
    expect(firstPage(engine.toDocument()).background.color).toBe(original);
    expect(engine.canUndo).toBe(false);
  });

  it('makes one step of a slider drag on an object property, and separate steps without merging', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Slide');
    const added = engine.getObject(id)!;
    for (const opacity of [0.9, 0.8, 0.7, 0.6]) engine.updateObject(id, { opacity }, { merge: true });
    engine.endGesture();
    engine.updateObject(id, { charSpacing: 200 }, { merge: true });
    engine.updateObject(id, { opacity: 0.3 });
    engine.updateObject(id, { opacity: 0.2 });
    engine.undo();
    expect(engine.getObject(id)!.opacity).toBe(0.3);
    engine.undo();
    expect(engine.getObject(id)).toMatchObject({ opacity: 0.6, charSpacing: 200 });
    engine.undo();
    expect(engine.getObject(id)).toMatchObject({ opacity: 0.6 });
    expect(engine.getObject(id)).not.toHaveProperty('charSpacing', 200);
    engine.undo();
    expect(engine.getObject(id)).toEqual(added);
  });

  it('goes back 150 steps and forward again', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Deep');
    const start = engine.getObject(id)!;
    for (let step = 0; step < 150; step++) engine.moveObject(id, 1, 0);
    for (let step = 0; step < 150; step++) expect(engine.undo()).toBe(true);
    expect(engine.getObject(id)).toEqual(start);
    for (let step = 0; step < 150; step++) engine.redo();
    expect(engine.getObject(id)!.left).toBeCloseTo(start.left + 150, 5);
  });

  it('follows the touched flag, forgets the past on load and reports its state', async () => {
    const { engine } = await mountEngine();
    const states: unknown[] = [];
    engine.on('history', (state) => states.push(state));
    engine.addText('text', 'a');
    engine.markSaved(engine.revision);
    engine.setBackgroundColor('#000000');
    expect(engine.isTouched()).toBe(true);
    engine.undo();
    expect(engine.isTouched()).toBe(false);
    await engine.load(engine.toDocument());
    expect([engine.canUndo, engine.canRedo]).toEqual([false, false]);
    expect(states).toEqual([
      { canUndo: true, canRedo: false },
      { canUndo: true, canRedo: true },
      { canUndo: false, canRedo: false },
    ]);
  });

  it('answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, even with nothing selected', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Keys');
    engine.select(null);
    (globalThis.document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(engine.getObject(id)).toBeUndefined();
    await userEvent.keyboard('{Control>}{Shift>}Z{/Shift}{/Control}');
    expect(engine.getObject(id)).toBeDefined();
    engine.undo();
    await userEvent.keyboard('{Control>}y{/Control}');
    expect(engine.getObject(id)).toBeDefined();
  });
});
