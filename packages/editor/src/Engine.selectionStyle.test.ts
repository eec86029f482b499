import { afterEach, describe, expect, it } from 'vitest';
import { centreOf } from './geometry/box';
import { TEST_ASSETS } from './test/assetPaths';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

async function twoTextsAndAFancyText() {
  const { engine } = await mountEngine();
  const ids = [engine.addText('title', 'One'), engine.addText('text', 'Two'), engine.addFancyText('Three')];
  engine.select(ids);
  return { engine, ids };
}

describe('editing several selected objects at once', () => {
  it('colours every selected text in one undo step', async () => {
    const { engine, ids } = await twoTextsAndAFancyText();
    const before = ids.map((id) => (engine.getObject(id) as { fill: string }).fill);
    await engine.styleSelection({ fill: '#ff0000' });
    expect(ids.map((id) => (engine.getObject(id) as { fill: string }).fill)).toEqual([
      '#ff0000',
      '#ff0000',
      '#ff0000',
    ]);
    engine.undo();
    expect(ids.map((id) => (engine.getObject(id) as { fill: string }).fill)).toEqual(before);
    engine.redo();
    expect((engine.getObject(ids[1]!) as { fill: string }).fill).toBe('#ff0000');
  });

  it('sizes the selected texts and leaves a picture alone', async () => {
    const { engine, ids } = await twoTextsAndAFancyText();
    const picture = await engine.addImage(TEST_ASSETS.quadrantsPng);
    const pictureBefore = engine.getObject(picture);
    engine.select([...ids, picture]);
    await engine.styleSelection({ fontSize: 77 });
    for (const id of ids) expect((engine.getObject(id) as { fontSize: number }).fontSize).toBe(77);
    expect(engine.getObject(picture)).toEqual(pictureBefore);
    engine.undo();
    expect((engine.getObject(ids[0]!) as { fontSize: number }).fontSize).not.toBe(77);
  });

  it('sets the opacity of all of them; one slider drag is one undo step', async () => {
    const { engine, ids } = await twoTextsAndAFancyText();
    engine.setSelectionOpacity(0.8);
    engine.setSelectionOpacity(0.5);
    expect(ids.map((id) => engine.getObject(id)!.opacity)).toEqual([0.5, 0.5, 0.5]);
    engine.undo();
    expect(ids.map((id) => engine.getObject(id)!.opacity)).toEqual([1, 1, 1]);
    engine.redo();
    expect(engine.getObject(ids[2]!)!.opacity).toBe(0.5);
  });

  it('turns each to the same angle about its own centre, undoable', async () => {
    const { engine, ids } = await twoTextsAndAFancyText();
    const centres = ids.map((id) => centreOf(engine.getObject(id)!));
    engine.setSelectionAngle(30);
    ids.forEach((id, index) => {
      const object = engine.getObject(id)!;
      expect(object.angle).toBe(30);
      expect(centreOf(object).x).toBeCloseTo(centres[index]!.x, 0);
      expect(centreOf(object).y).toBeCloseTo(centres[index]!.y, 0);
    });
    engine.undo();
    expect(ids.map((id) => engine.getObject(id)!.angle)).toEqual([0, 0, 0]);
    engine.redo();
    expect(engine.getObject(ids[0]!)!.angle).toBe(30);
  });

  it('gives all of them one animation effect, and a refused change touches none', async () => {
    const { engine, ids } = await twoTextsAndAFancyText();
    engine.setSelectionAnimation({ effect: 'zoom' });
    expect(ids.map((id) => engine.getObject(id)!.animationEffect)).toEqual(['zoom', 'zoom', 'zoom']);
    expect(() => engine.setSelectionAnimation({ start: 10_000 })).toThrow(RangeError);
    expect(ids.map((id) => engine.getObject(id)!.animationStart)).toEqual([0, 0, 0]);
    engine.undo();
    expect(engine.getObject(ids[0]!)!.animationEffect).not.toBe('zoom');
    engine.redo();
    expect(engine.getObject(ids[0]!)!.animationEffect).toBe('zoom');
  });
});
