import { afterEach, describe, expect, it } from 'vitest';
import { decodePng, disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** A title at the middle of the 540×960 story (shown at half size, so at (135, 240) on screen). */
async function titled() {
  const mounted = await mountEngine();
  const id = mounted.engine.addText('title', 'Locked in');
  return { ...mounted, id };
}

describe('lock', () => {
  it('lock and unlock are one undo step each, and a locked layer is listed and stored as locked', async () => {
    const { engine, id } = await titled();
    expect(engine.canExecute('unlock')).toBe(false);
    expect(engine.execute('lock')).toBe(true);
    expect(engine.getObject(id)?.locked).toBe(true);
    expect(engine.getObjects().map((object) => object.id)).toContain(id);
    expect(engine.canExecute('lock')).toBe(false);
    engine.undo();
    expect(engine.getObject(id)).not.toHaveProperty('locked');
    engine.redo();
    expect(engine.getObject(id)?.locked).toBe(true);
    expect(engine.execute('unlock', [id])).toBe(true);
    // Unlocked is stored as never locked: the field goes.
    expect(engine.getObject(id)).not.toHaveProperty('locked');
  });

  it('a locked layer is not picked by a click or moved by a drag on the canvas', async () => {
    const { engine, upper, id } = await titled();
    engine.execute('lock');
    engine.select(null);
    const before = engine.getObject(id)!;
    drag(upper, { x: 135, y: 240 }, { x: 175, y: 280 });
    expect(engine.getObject(id)).toMatchObject({ left: before.left, top: before.top });
    expect(engine.getSelectedIds()).toEqual([]);
  });

  it('selected from the layers panel, a locked layer does not move by drag, keys, align, rotate, flip or delete', async () => {
    const { engine, upper, id } = await titled();
    engine.execute('lock');
    engine.select(id);
    const before = engine.getObject(id)!;
    drag(upper, { x: 135, y: 240 }, { x: 175, y: 280 });
    for (const name of [
      'nudge-left',
      'nudge-down-far',
      'align-left',
      'rotate',
      'flip-horizontal',
      'delete',
    ]) {
      expect(engine.canExecute(name), name).toBe(false);
      expect(engine.execute(name), name).toBe(false);
    }
    // The engine's own calls leave it too.
    expect(engine.nudge(10, 10)).toBe(false);
    expect(engine.deleteSelected()).toBe(false);
    expect(engine.getObject(id)).toEqual(before);
  });

  it('Ctrl+A and a multi-selection leave locked and hidden layers out; the rest still move together', async () => {
    const { engine, id } = await titled();
    const free = engine.addText('text', 'Free');
    const hidden = engine.addText('text', 'Hidden');
    engine.execute('lock', [id]);
    engine.execute('hide', [hidden]);
    engine.execute('select-all');
    expect(engine.getSelectedIds()).toEqual([free]);
    engine.select([id, free, hidden]);
    expect(engine.getSelectedIds()).toEqual([free]);
  });

  it('locks a whole group when one of its members is named', async () => {
    const { engine } = await mountEngine();
    const a = engine.addText('text', 'A');
    const b = engine.addText('text', 'B');
    engine.select([a, b]);
    engine.group();
    expect(engine.execute('lock', [a])).toBe(true);
    expect(engine.getObject(b)?.locked).toBe(true);
  });
});

describe('hide', () => {
  it('a hidden layer is neither drawn nor exported, leaves the selection, and shows again', async () => {
    const { engine, id } = await titled();
    engine.setBackgroundColor('#ffffff');
    engine.updateObject(id, { fill: '#000000' });
    const inked = async () => {
      const png = await decodePng(engine.exportPng());
      let dark = 0;
      for (let y = 0; y < png.height; y += 2)
        for (let x = 0; x < png.width; x += 2) if (png.pixel(x, y)[0]! < 100) dark += 1;
      return dark;
    };
    expect(await inked()).toBeGreaterThan(0);
    expect(engine.execute('hide')).toBe(true);
    expect(engine.getSelectedIds()).toEqual([]);
    expect(engine.getObject(id)?.hidden).toBe(true);
    expect(await inked()).toBe(0);
    // The layers panel still gets its picture.
    expect(engine.objectToDataUrl(id, 40)).toMatch(/^data:image\/png/);
    engine.undo();
    expect(await inked()).toBeGreaterThan(0);
    engine.redo();
    expect(engine.execute('show', [id])).toBe(true);
    expect(await inked()).toBeGreaterThan(0);
  });

  it('a hidden layer is not picked by a click on the canvas', async () => {
    const { engine, upper, id } = await titled();
    engine.execute('hide', [id]);
    drag(upper, { x: 135, y: 240 }, { x: 135, y: 240 });
    expect(engine.getSelectedIds()).toEqual([]);
  });
});

describe('rename', () => {
  it('keeps a typed name on one line, clipped, and an empty name goes back to the content', async () => {
    const { engine, id } = await titled();
    expect(engine.renameLayer(id, '  Hero\n  title  ')).toBe(true);
    expect(engine.getObject(id)?.name).toBe('Hero title');
    engine.renameLayer(id, 'x'.repeat(500));
    expect(engine.getObject(id)?.name).toHaveLength(100);
    engine.renameLayer(id, '   ');
    expect(engine.getObject(id)).not.toHaveProperty('name');
    engine.undo();
    expect(engine.getObject(id)?.name).toHaveLength(100);
    expect(() => engine.renameLayer('nope', 'x')).toThrow(RangeError);
  });

  it('round-trips lock, hide and name through toDocument and load', async () => {
    const { engine, id } = await titled();
    engine.execute('lock');
    engine.execute('hide', [id]);
    engine.renameLayer(id, 'Kept');
    const { engine: other } = await mountEngine();
    await other.load(JSON.parse(JSON.stringify(engine.toDocument())));
    expect(other.getObject(id)).toMatchObject({ locked: true, hidden: true, name: 'Kept' });
  });
});
