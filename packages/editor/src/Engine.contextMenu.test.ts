import { afterEach, describe, expect, it } from 'vitest';
import type { FabricObject } from 'fabric';
import type { Engine } from './Engine';
import { TEST_ASSETS } from './test/assetPaths';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** The page point (client pixels) of design point (x, y): the story is shown at half size. */
function clientPoint(upper: HTMLCanvasElement, x: number, y: number) {
  const rect = upper.getBoundingClientRect();
  return { x: rect.left + (x * rect.width) / 540, y: rect.top + (y * rect.height) / 960 };
}

/** The Fabric object drawing `id` (the engine keeps its view private; a test reaches in to lock or hide it). */
function fabricObjectOf(engine: Engine, id: string): FabricObject {
  const view = (engine as unknown as { view: { entries: Map<string, { object: FabricObject }> } }).view;
  const object = view.entries.get(id)?.object;
  if (!object) throw new Error(`no Fabric object for ${id}`);
  return object;
}

/** Two texts, the second on top of the first at (100, 100), and one apart at (100, 600). */
async function overlapping() {
  const mounted = await mountEngine();
  const { engine } = mounted;
  const [under, over, apart] = ['Under', 'Over', 'Apart'].map((text) => engine.addText('text', text)) as [
    string,
    string,
    string,
  ];
  engine.updateObject(under, { left: 100, top: 100 });
  engine.updateObject(over, { left: 100, top: 100 });
  engine.updateObject(apart, { left: 100, top: 600 });
  engine.select(null);
  return { ...mounted, under, over, apart };
}

describe('objectIdAt (the context menu picks what is under the pointer)', () => {
  it('answers the topmost object under a page point, and null over empty canvas or outside it', async () => {
    const { engine, upper, over, apart } = await overlapping();
    const onBoth = clientPoint(upper, 110, 110);
    expect(engine.objectIdAt(onBoth.x, onBoth.y)).toBe(over);
    const onApart = clientPoint(upper, 110, 610);
    expect(engine.objectIdAt(onApart.x, onApart.y)).toBe(apart);
    const empty = clientPoint(upper, 500, 900);
    expect(engine.objectIdAt(empty.x, empty.y)).toBeNull();
    const rect = upper.getBoundingClientRect();
    expect(engine.objectIdAt(rect.right + 50, rect.bottom + 50)).toBeNull();
  });

  it('counts an object that cannot be picked (locked) and skips a hidden one', async () => {
    const { engine, upper, under, over } = await overlapping();
    const point = clientPoint(upper, 110, 110);
    const top = fabricObjectOf(engine, over);
    top.set({ selectable: false, evented: false });
    expect(engine.objectIdAt(point.x, point.y)).toBe(over);
    top.set({ visible: false });
    expect(engine.objectIdAt(point.x, point.y)).toBe(under);
  });

  it('answers a group member whose selection brings the whole group, as a click does', async () => {
    const { engine, upper, under, apart } = await overlapping();
    engine.select([under, apart]);
    expect(engine.group()).not.toBeNull();
    engine.select(null);
    const point = clientPoint(upper, 110, 610);
    const id = engine.objectIdAt(point.x, point.y);
    expect(id).toBe(apart);
    engine.select(id);
    expect([...engine.getSelectedIds()].sort()).toEqual([under, apart].sort());
  });

  it('tells where the selection is on the page', async () => {
    const { engine, upper, apart } = await overlapping();
    expect(engine.selectionClientRect()).toBeNull();
    engine.select(apart);
    const box = engine.selectionClientRect()!;
    const object = engine.getObject(apart)!;
    const corner = clientPoint(upper, object.left, object.top);
    expect(box.left).toBeCloseTo(corner.x, 0);
    expect(box.top).toBeCloseTo(corner.y, 0);
    expect(box.width).toBeCloseTo(clientPoint(upper, object.width, 0).x - clientPoint(upper, 0, 0).x, 0);
  });
});

describe('set-as-background', () => {
  async function withPicture() {
    const mounted = await mountEngine();
    const picture = await mounted.engine.addImage(TEST_ASSETS.quadrantsPng);
    const text = mounted.engine.addText('text', 'Hi');
    mounted.engine.select(picture);
    return { ...mounted, picture, text };
  }

  it('applies to exactly one selected picture', async () => {
    const { engine, picture, text } = await withPicture();
    const command = engine.commands.get('set-as-background')!;
    expect(command.labelKey).toBe('commands.set-as-background');
    expect(engine.canExecute(command.name)).toBe(true);
    engine.select(text);
    expect(engine.canExecute(command.name)).toBe(false);
    engine.select([picture, text]);
    expect(engine.canExecute(command.name)).toBe(false);
    engine.select(null);
    expect(engine.canExecute(command.name)).toBe(false);
    expect(engine.execute('set-as-background')).toBe(false);
    expect(await engine.setAsBackground()).toBe(false);
    expect(engine.getObject(picture)).toBeDefined();
  });

  it('makes the picture the background and removes it from the layers; one undo brings both back, redo again', async () => {
    const { engine, picture, text } = await withPicture();
    const before = engine.getObjects();
    expect(await engine.setAsBackground()).toBe(true);
    // The story (540 × 960) covered by the 160 × 100 picture: drawn 1536 × 960, centred.
    expect(engine.getBackground().background.image).toEqual({
      src: TEST_ASSETS.quadrantsPng,
      offsetX: -498,
      offsetY: 0,
    });
    expect(engine.getObject(picture)).toBeUndefined();
    expect(engine.getObjects().map((object) => object.id)).toEqual([text]);

    expect(engine.undo()).toBe(true);
    expect(engine.getBackground().background.image).toBeNull();
    expect(engine.getObjects()).toEqual(before);
    expect(engine.getSelectedIds()).toEqual([picture]);

    expect(engine.redo()).toBe(true);
    expect(engine.getBackground().background.image?.src).toBe(TEST_ASSETS.quadrantsPng);
    expect(engine.getObject(picture)).toBeUndefined();
  });

  it('runs as a registered command', async () => {
    const { engine, picture } = await withPicture();
    expect(engine.execute('set-as-background')).toBe(true);
    await expect.poll(() => engine.getObject(picture)).toBeUndefined();
    expect(engine.getBackground().background.image?.src).toBe(TEST_ASSETS.quadrantsPng);
    expect(engine.canUndo).toBe(true);
  });
});
