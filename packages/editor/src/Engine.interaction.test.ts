import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

describe('selection and gestures', () => {
  it('selects, moves and deletes through the API', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Move me');
    engine.select(null);
    expect(engine.getSelection()).toBeNull();
    engine.select(id);
    expect(engine.getSelection()).toBe(id);
    const { left, top } = engine.getObject(id)!;
    engine.moveObject(id, 10, -5);
    expect(engine.getObject(id)).toMatchObject({ left: left + 10, top: top - 5 });
    expect(engine.deleteSelected()).toBe(true);
    expect(engine.getObject(id)).toBeUndefined();
    expect(engine.getSelection()).toBeNull();
    expect(engine.deleteSelected()).toBe(false);
  });

  it('turns a drag on the canvas into a move of the document object', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Drag');
    const { left, top } = engine.getObject(id)!;
    // The canvas is shown at half size: 20 screen pixels are 40 layout pixels.
    drag(upper, { x: 135, y: 240 }, { x: 155, y: 250 });
    const moved = engine.getObject(id)!;
    expect(moved.left).toBeCloseTo(left + 40, 0);
    expect(moved.top).toBeCloseTo(top + 20, 0);
  });

  it('puts an object dropped wholly outside the canvas back where it was', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('text', 'Away');
    const { left } = engine.getObject(id)!;
    drag(upper, { x: 135, y: 240 }, { x: 135 + 400, y: 240 });
    expect(engine.getObject(id)!.left).toBe(left);
  });

  it('reports selection changes made on the canvas', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Pick');
    const seen: (string | null)[] = [];
    engine.on('selection', ({ id: selected }) => seen.push(selected));
    await userEvent.click(upper, { position: { x: 10, y: 10 } });
    await userEvent.click(upper, { position: { x: 135, y: 240 } });
    expect(seen).toEqual([null, id]);
  });
});

describe('keyboard', () => {
  it('deletes the selected layer with Delete or Backspace', async () => {
    const { engine } = await mountEngine();
    const first = engine.addText('title', 'One');
    (globalThis.document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Delete}');
    expect(engine.getObject(first)).toBeUndefined();
    const second = engine.addText('title', 'Two');
    await userEvent.keyboard('{Backspace}');
    expect(engine.getObject(second)).toBeUndefined();
  });

  it('ignores Delete while focus is in an input', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Keep');
    const input = globalThis.document.createElement('input');
    globalThis.document.body.append(input);
    input.focus();
    await userEvent.keyboard('{Delete}{Backspace}');
    expect(engine.getObject(id)).toBeDefined();
    input.remove();
  });

  it('ignores Delete while a text is being edited', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Editing');
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    await userEvent.keyboard('{Delete}');
    expect(engine.getObject(id)).toBeDefined();
  });
});
