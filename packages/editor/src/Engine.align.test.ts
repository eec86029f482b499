import { afterEach, describe, expect, it } from 'vitest';
import { boundsOf } from './geometry/bounds';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** Three texts at known places on the 540×960 story, all selected. */
async function threePlaced() {
  const { engine } = await mountEngine();
  const ids = ['One', 'Two', 'Three'].map((text) => engine.addText('text', text));
  const places = [
    { left: 40, top: 100 },
    { left: 200, top: 300 },
    { left: 300, top: 700 },
  ];
  ids.forEach((id, index) => engine.updateObject(id, { ...places[index]!, width: 100 + index * 20 }));
  engine.select(ids);
  const bounds = () => ids.map((id) => boundsOf(engine.getObject(id)!));
  return { engine, ids, bounds };
}

describe('align', () => {
  it('aligns one object to each edge and centre line of the page, each one undo step', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Page');
    engine.updateObject(id, { left: 123, top: 321 });
    const bounds = () => boundsOf(engine.getObject(id)!);
    const { width, height } = engine.getLayout();

    expect(engine.execute('align-left')).toBe(true);
    expect(bounds().left).toBeCloseTo(0, 1);
    engine.execute('align-right');
    expect(bounds().right).toBeCloseTo(width, 1);
    engine.execute('align-centre');
    expect((bounds().left + bounds().right) / 2).toBeCloseTo(width / 2, 1);
    engine.execute('align-top');
    expect(bounds().top).toBeCloseTo(0, 1);
    engine.execute('align-bottom');
    expect(bounds().bottom).toBeCloseTo(height, 1);
    engine.execute('align-middle');
    expect((bounds().top + bounds().bottom) / 2).toBeCloseTo(height / 2, 1);

    engine.undo();
    expect(bounds().bottom).toBeCloseTo(height, 1);
    engine.undo();
    engine.undo();
    engine.undo();
    expect(bounds().right).toBeCloseTo(width, 1);
    engine.redo();
    expect((bounds().left + bounds().right) / 2).toBeCloseTo(width / 2, 1);
  });

  it('aligns several objects to the box around them, not to the page', async () => {
    const { engine, bounds } = await threePlaced();
    engine.execute('align-left');
    expect(bounds().map((box) => box.left)).toEqual([40, 40, 40].map((x) => expect.closeTo(x, 1)));
    engine.execute('align-bottom');
    const bottom = Math.max(...bounds().map((box) => box.bottom));
    expect(bottom).toBeGreaterThan(700);
    for (const box of bounds()) expect(box.bottom).toBeCloseTo(bottom, 1);
    engine.undo();
    expect(new Set(bounds().map((box) => Math.round(box.bottom))).size).toBe(3);
    engine.undo();
    expect(bounds().map((box) => Math.round(box.left))).toEqual([40, 200, 300]);
    engine.redo();
    expect(bounds().map((box) => Math.round(box.left))).toEqual([40, 40, 40]);
  });

  it('aligns a turned object by its upright bounding box', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Turned');
    engine.updateObject(id, { left: 200, top: 400, angle: 45 });
    engine.align('left');
    const turned = engine.getObject(id)!;
    expect(boundsOf(turned).left).toBeCloseTo(0, 1);
    // The record's left is its turned top-left corner, which lies right of the bounding box.
    expect(turned.left).toBeGreaterThan(1);
    engine.align('top');
    expect(boundsOf(engine.getObject(id)!).top).toBeCloseTo(0, 1);
  });

  it('moves a group as one thing: a group alone aligns to the page and keeps its shape', async () => {
    const { engine, ids, bounds } = await threePlaced();
    engine.select([ids[0]!, ids[1]!]);
    engine.group();
    const before = bounds();
    engine.align('right');
    const after = bounds();
    expect(Math.max(after[0]!.right, after[1]!.right)).toBeCloseTo(540, 1);
    // Both members moved by the same amount.
    expect(after[0]!.left - before[0]!.left).toBeCloseTo(after[1]!.left - before[1]!.left, 1);
  });
});

describe('distribute and tidy', () => {
  it('distributes horizontally and vertically with equal gaps, the outer two staying', async () => {
    const { engine, bounds } = await threePlaced();
    const before = bounds();
    expect(engine.execute('distribute-horizontal')).toBe(true);
    const after = bounds();
    expect(after[0]!.left).toBeCloseTo(before[0]!.left, 1);
    expect(after[2]!.right).toBeCloseTo(before[2]!.right, 1);
    expect(after[1]!.left - after[0]!.right).toBeCloseTo(after[2]!.left - after[1]!.right, 1);

    engine.execute('distribute-vertical');
    const vertical = bounds();
    expect(vertical[1]!.top - vertical[0]!.bottom).toBeCloseTo(vertical[2]!.top - vertical[1]!.bottom, 1);
    expect(vertical[0]!.top).toBeCloseTo(before[0]!.top, 1);

    engine.undo();
    expect(bounds()[1]!.top).toBeCloseTo(before[1]!.top, 1);
    engine.undo();
    expect(bounds()[1]!.left).toBeCloseTo(before[1]!.left, 1);
    engine.redo();
    expect(bounds()[1]!.left).toBeCloseTo(after[1]!.left, 1);
  });

  it('refuses to distribute fewer than three and to tidy fewer than two', async () => {
    const { engine, ids } = await threePlaced();
    engine.select([ids[0]!, ids[1]!]);
    expect(engine.canDistribute).toBe(false);
    expect(engine.execute('distribute-horizontal')).toBe(false);
    expect(engine.canTidy).toBe(true);
    engine.select(ids[0]!);
    expect(engine.execute('tidy')).toBe(false);
    expect(engine.canUndo).toBe(true);
  });

  it('tidies into a grid in reading order, one undo step', async () => {
    const { engine, ids } = await mountEngine().then(async (mounted) => {
      const made = ['A', 'B', 'C', 'D'].map((text) => mounted.engine.addText('text', text));
      const places = [
        { left: 300, top: 500 },
        { left: 20, top: 30 },
        { left: 400, top: 40 },
        { left: 60, top: 600 },
      ];
      made.forEach((id, index) => mounted.engine.updateObject(id, { ...places[index]!, width: 80 }));
      mounted.engine.select(made);
      return { ...mounted, ids: made };
    });
    expect(engine.execute('tidy')).toBe(true);
    const boxes = ids.map((id) => boundsOf(engine.getObject(id)!));
    const [a, b, c, d] = boxes as [
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
    ];
    // Reading order: B, C on the first row, D, A on the second.
    expect(b.top).toBeCloseTo(c.top, 1);
    expect(d.top).toBeCloseTo(a.top, 1);
    expect(b.left).toBeLessThan(c.left);
    expect(d.left).toBeLessThan(a.left);
    expect(d.left).toBeCloseTo(b.left, 1);
    expect(c.left - b.right).toBeCloseTo(20, 1);
    expect(d.top - b.bottom).toBeCloseTo(20, 1);
    engine.undo();
    expect(engine.getObject(ids[0]!)).toMatchObject({ left: 300, top: 500 });
  });
});
