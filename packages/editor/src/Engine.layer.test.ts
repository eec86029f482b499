import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ShortcutConflictError } from './commands/registry';
import { decodePng, disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

async function threeTexts() {
  const mounted = await mountEngine();
  const { engine } = mounted;
  const ids = ['One', 'Two', 'Three'].map((text) => engine.addText('text', text));
  return { ...mounted, ids, order: () => engine.getObjects().map((object) => object.id) };
}

function blur() {
  (globalThis.document.activeElement as HTMLElement | null)?.blur();
}

describe('layer operations', () => {
  it('flips horizontally and vertically, each undoable', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Flip');
    expect(engine.flipHorizontal()).toBe(true);
    expect(engine.flipVertical()).toBe(true);
    expect(engine.getObject(id)).toMatchObject({ flipX: true, flipY: true });
    engine.undo();
    expect(engine.getObject(id)).toMatchObject({ flipX: true, flipY: false });
    engine.execute('flip-horizontal');
    expect(engine.getObject(id)!.flipX).toBe(false);
  });

  it('rotates 45° a step about the centre and wraps to 0 at 360', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Turn');
    const start = engine.getObject(id)!;
    const angles: number[] = [];
    for (let step = 0; step < 8; step++) {
      engine.rotate();
      angles.push(engine.getObject(id)!.angle);
    }
    expect(angles).toEqual([45, 90, 135, 180, 225, 270, 315, 0]);
    const end = engine.getObject(id)!;
    expect(end.left).toBeCloseTo(start.left, 1);
    expect(end.top).toBeCloseTo(start.top, 1);
  });

  it('duplicates 40 px down and right with a new id, selected, just above the original', async () => {
    const { engine, ids, order } = await threeTexts();
    const [first] = ids;
    engine.select(first!);
    const [copy] = engine.duplicate();
    const original = engine.getObject(first!)!;
    expect(copy).toBeDefined();
    expect(copy).not.toBe(first);
    expect(engine.getObject(copy!)).toMatchObject({
      text: 'One',
      left: original.left + 40,
      top: original.top + 40,
    });
    expect(engine.getSelection()).toBe(copy);
    expect(order()).toEqual([first, copy, ids[1], ids[2]]);
    engine.undo();
    expect(order()).toEqual(ids);
    expect(engine.getSelection()).toBe(first);
  });

  it('moves one step forward and back, and to the front and back', async () => {
    const { engine, ids, order } = await threeTexts();
    const [a, b, c] = ids as [string, string, string];
    engine.select(a);
    engine.bringForward();
    expect(order()).toEqual([b, a, c]);
    engine.bringForward();
    expect(order()).toEqual([b, c, a]);
    expect(engine.bringForward()).toBe(false);
    engine.sendBackward();
    expect(order()).toEqual([b, a, c]);
    engine.sendToBack();
    expect(order()).toEqual([a, b, c]);
    engine.bringToFront();
    expect(order()).toEqual([b, c, a]);
    engine.undo();
    engine.undo();
    expect(order()).toEqual([b, a, c]);
  });

  it('draws the objects in the new stacking order', async () => {
    const { engine, element, ids } = await threeTexts();
    const [a, , c] = ids as [string, string, string];
    // New texts share a size: put the last one on top of the first, in another colour.
    const { left, top, width, height } = engine.getObject(a)!;
    engine.updateObject(a, { fill: '#ff0000', textBackgroundColor: '#ff0000' });
    engine.updateObject(c, { left, top, fill: '#0000ff', textBackgroundColor: '#0000ff' });
    engine.select(null);
    const pixel = async () => {
      await new Promise(requestAnimationFrame);
      const scale = (element.width / element.clientWidth) * engine.zoom;
      const x = Math.round((left + width / 2) * scale);
      const y = Math.round((top + height / 2) * scale);
      return [...element.getContext('2d')!.getImageData(x, y, 1, 1).data].slice(0, 3);
    };
    expect(await pixel()).toEqual([0, 0, 255]);
    engine.select(a);
    engine.bringToFront();
    engine.select(null);
    expect(await pixel()).toEqual([255, 0, 0]);
  });
});

describe('multi-selection', () => {
  it('selects several objects and deletes them as one undo step', async () => {
    const { engine, ids, order } = await threeTexts();
    const [a, b, c] = ids as [string, string, string];
    const events: unknown[] = [];
    engine.on('selection', (event) => events.push(event));
    engine.select([c, a]);
    expect(engine.getSelectedIds()).toEqual([a, c]);
    expect(engine.getSelection()).toBeNull();
    expect(engine.deleteSelected()).toBe(true);
    expect(order()).toEqual([b]);
    engine.undo();
    expect(order()).toEqual([a, b, c]);
    expect(engine.getSelectedIds()).toEqual([a, c]);
    engine.select(null);
    expect(events.at(-1)).toEqual({ id: null, ids: [] });
  });

  it('draws a selected group where the document says after nudges and undo', async () => {
    const { engine } = await mountEngine();
    engine.setBackgroundColor('#ffffff');
    // Em spaces: the text background is drawn behind them, and no glyph covers the sampled centre.
    const first = engine.addText('text', '\u2003\u2003\u2003');
    const second = engine.addText('text', '\u2003\u2003\u2003');
    for (const id of [first, second]) engine.updateObject(id, { textBackgroundColor: '#ff0000' });
    engine.select([first, second]);
    const centre = (id: string) => {
      const { left, top, width, height } = engine.getObject(id)!;
      return [Math.round(left + width / 2), Math.round(top + height / 2)] as const;
    };
    // Red where a text's background is (a glyph edge may blend in), white elsewhere.
    const colourAt = async (point: readonly [number, number]) => {
      const [r, g, b] = (await decodePng(engine.exportPng())).pixel(...point);
      if (r > 180 && g < 80 && b < 80) return 'red';
      return r === 255 && g === 255 && b === 255 ? 'white' : `rgb(${r}, ${g}, ${b})`;
    };
    const [firstBefore, secondBefore] = [centre(first), centre(second)];
    engine.nudge(0, 100);
    expect(await colourAt(centre(first))).toBe('red');
    expect(await colourAt(centre(second))).toBe('red');
    expect(await colourAt([firstBefore[0], firstBefore[1] - 60])).toBe('white');
    engine.undo();
    expect(engine.getSelectedIds()).toEqual([first, second]);
    expect(await colourAt(firstBefore)).toBe('red');
    expect(await colourAt(secondBefore)).toBe('red');
    expect(await colourAt([secondBefore[0], secondBefore[1] + 140])).toBe('white');
  });

  it('adds to the selection with shift-click on the canvas', async () => {
    const { engine, upper } = await mountEngine();
    const top = engine.addText('text', 'Top');
    const bottom = engine.addText('text', 'Bottom');
    const at = (id: string) => {
      const object = engine.getObject(id)!;
      return { x: (object.left + object.width / 2) / 2, y: (object.top + object.height / 2) / 2 };
    };
    engine.select(null);
    await userEvent.click(upper, { position: at(top) });
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(upper, { position: at(bottom) });
    await userEvent.keyboard('{/Shift}');
    expect([...engine.getSelectedIds()].sort()).toEqual([top, bottom].sort());
  });

  it('selects what a drag on empty canvas encloses', async () => {
    const { engine, upper } = await mountEngine();
    const first = engine.addText('text', 'A');
    const second = engine.addText('text', 'B');
    engine.select(null);
    drag(upper, { x: 2, y: 2 }, { x: 268, y: 478 });
    expect([...engine.getSelectedIds()].sort()).toEqual([first, second].sort());
  });

  it('moves a multi-selection dragged on the canvas, as one undo step', async () => {
    const { engine, upper } = await mountEngine();
    const first = engine.addText('text', 'A');
    const second = engine.addText('text', 'B');
    const before = [engine.getObject(first)!, engine.getObject(second)!];
    engine.select([first, second]);
    const grab = { x: (before[0]!.left + 20) / 2, y: (before[0]!.top + before[0]!.height / 2) / 2 };
    drag(upper, grab, { x: grab.x + 30, y: grab.y + 15 });
    for (const [index, id] of [first, second].entries()) {
      expect(engine.getObject(id)!.left).toBeCloseTo(before[index]!.left + 60, 0);
      expect(engine.getObject(id)!.top).toBeCloseTo(before[index]!.top + 30, 0);
    }
    engine.undo();
    expect(engine.getObject(first)).toEqual(before[0]);
    expect(engine.getObject(second)).toEqual(before[1]);
  });
});

describe('layer keys', () => {
  it('runs toolbar commands by name and refuses a new command on a taken shortcut', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Named');
    expect(engine.execute('rotate')).toBe(true);
    expect(engine.getObject(id)!.angle).toBe(45);
    engine.select(null);
    expect(engine.execute('rotate')).toBe(false);
    expect(() => engine.execute('no-such-command')).toThrow(RangeError);
    expect(() =>
      engine.commands.register({ name: 'zap', labelKey: 'zap', shortcuts: ['Mod+Z'], perform: () => {} }),
    ).toThrow(ShortcutConflictError);
  });

  it('nudges 2 px with the arrows, one undo step per key press', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Nudge');
    const start = engine.getObject(id)!;
    blur();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowLeft}{ArrowUp}{ArrowUp}');
    expect(engine.getObject(id)).toMatchObject({ left: start.left + 2, top: start.top - 2 });
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(engine.getObject(id)).toMatchObject({ left: start.left + 2, top: start.top });
  });

  it('duplicates with Ctrl+D and ignores layer keys with nothing selected or in a field', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Keys');
    const start = engine.getObject(id)!;
    blur();
    await userEvent.keyboard('{Control>}d{/Control}');
    expect(engine.getObjects()).toHaveLength(2);
    engine.select(null);
    await userEvent.keyboard('{ArrowLeft}{Control>}d{/Control}{Delete}');
    expect(engine.getObjects()).toHaveLength(2);
    engine.select(id);
    const input = globalThis.document.createElement('input');
    globalThis.document.body.append(input);
    input.focus();
    await userEvent.keyboard('{ArrowLeft}{Control>}d{/Control}');
    input.remove();
    expect(engine.getObjects()).toHaveLength(2);
    expect(engine.getObject(id)).toEqual(start);
  });

  it('leaves every key, undo included, to a focused field or contenteditable', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('text', 'Fields');
    const start = engine.getObject(id)!;
    const editable = globalThis.document.createElement('div');
    editable.contentEditable = 'true';
    globalThis.document.body.append(editable);
    editable.focus();
    await userEvent.keyboard('{ArrowRight}{Delete}{Control>}z{/Control}');
    editable.remove();
    expect(engine.getObject(id)).toEqual(start);
  });

  it('leaves arrows to the text while one is being edited', async () => {
    const { engine, upper } = await mountEngine();
    const id = engine.addText('title', 'Editing');
    const start = engine.getObject(id)!;
    await userEvent.dblClick(upper, { position: { x: 135, y: 240 } });
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(engine.getObject(id)).toMatchObject({ left: start.left, top: start.top });
  });
});
