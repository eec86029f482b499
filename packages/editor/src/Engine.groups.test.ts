import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Engine } from './Engine';
import { disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** Three texts stacked down the canvas, the first two grouped; the group is selected. */
async function groupedTexts() {
  const mounted = await mountEngine();
  const { engine } = mounted;
  const [a, b, c] = ['One', 'Two', 'Three'].map((text) => engine.addText('text', text)) as [
    string,
    string,
    string,
  ];
  engine.select([a, b]);
  const groupId = engine.group();
  if (groupId === null) throw new Error('the two texts were not grouped');
  return { ...mounted, a, b, c, groupId, order: () => engine.getObjects().map((object) => object.id) };
}

/** Where object `id`'s middle is on the interaction canvas (the story is shown at half size). */
function middleOf(engine: Engine, id: string) {
  const object = engine.getObject(id)!;
  return { x: (object.left + object.width / 2) / 2, y: (object.top + object.height / 2) / 2 };
}

function blur() {
  (globalThis.document.activeElement as HTMLElement | null)?.blur();
}

describe('groups', () => {
  it('groups the selection as one undo step and tells the UI who is in it', async () => {
    const { engine, a, b, c, groupId } = await groupedTexts();
    expect(engine.getObject(a)!.groupIds).toEqual([groupId]);
    expect(engine.getObject(b)!.groupIds).toEqual([groupId]);
    expect(engine.getObject(c)).not.toHaveProperty('groupIds');
    expect(engine.getGroupOf(b)).toEqual({ groupId, memberIds: [a, b] });
    expect(engine.getGroupOf(c)).toBeNull();
    // Already exactly one group, or a single object: nothing to group.
    expect(engine.canGroup).toBe(false);
    expect(engine.group()).toBeNull();
    engine.select(c);
    expect(engine.group()).toBeNull();
    engine.undo();
    expect(engine.getObject(a)).not.toHaveProperty('groupIds');
    expect(engine.getGroupOf(a)).toBeNull();
    engine.redo();
    expect(engine.getGroupOf(a)).toEqual({ groupId, memberIds: [a, b] });
  });

  it('stacks the grouped objects together where the topmost of them was', async () => {
    const { engine } = await mountEngine();
    const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((text) => engine.addText('text', text)) as string[];
    engine.select([a!, c!]);
    engine.group();
    expect(engine.getObjects().map((object) => object.id)).toEqual([b, a, c, d]);
    engine.undo();
    expect(engine.getObjects().map((object) => object.id)).toEqual([a, b, c, d]);
  });

  it('selects the whole group when one member is clicked on the canvas, or selected by id', async () => {
    const { engine, upper, a, b, c } = await groupedTexts();
    engine.select(null);
    await userEvent.click(upper, { position: middleOf(engine, b) });
    expect(engine.getSelectedIds()).toEqual([a, b]);
    await userEvent.click(upper, { position: middleOf(engine, c) });
    expect(engine.getSelectedIds()).toEqual([c]);
    engine.select(a);
    expect(engine.getSelectedIds()).toEqual([a, b]);
  });

  it('adds a group with shift-click and takes it out whole with another shift-click', async () => {
    const { engine, upper, a, b, c } = await groupedTexts();
    engine.select(c);
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(upper, { position: middleOf(engine, a) });
    expect(engine.getSelectedIds()).toEqual([a, b, c]);
    await userEvent.click(upper, { position: middleOf(engine, b) });
    await userEvent.keyboard('{/Shift}');
    expect(engine.getSelectedIds()).toEqual([c]);
  });

  it('moves every member when a member is dragged, as one undo step', async () => {
    const { engine, upper, a, b, c } = await groupedTexts();
    engine.select(null);
    const before = [engine.getObject(a)!, engine.getObject(b)!];
    const still = engine.getObject(c)!;
    const grab = middleOf(engine, a);
    drag(upper, grab, { x: grab.x + 30, y: grab.y + 15 });
    // Moved by the drag, give or take a smart-guide snap (10 px at most), and all members alike.
    const shifts = [a, b].map((id, index) => ({
      x: engine.getObject(id)!.left - before[index]!.left,
      y: engine.getObject(id)!.top - before[index]!.top,
    }));
    expect(Math.abs(shifts[0]!.x - 60)).toBeLessThanOrEqual(10);
    expect(Math.abs(shifts[0]!.y - 30)).toBeLessThanOrEqual(10);
    expect(shifts[1]!.x).toBeCloseTo(shifts[0]!.x, 1);
    expect(shifts[1]!.y).toBeCloseTo(shifts[0]!.y, 1);
    expect(engine.getObject(c)).toEqual(still);
    engine.undo();
    expect(engine.getObject(a)).toEqual(before[0]);
    expect(engine.getObject(b)).toEqual(before[1]);
  });

  it('scales every member with a corner handle of the group, as one undo step', async () => {
    const { engine, upper, a, b } = await groupedTexts();
    const before = [engine.getObject(a)!, engine.getObject(b)!] as const;
    // The group's bottom-right corner on the interaction canvas (the story is shown at half size).
    const right = Math.max(...before.map((object) => object.left + object.width)) / 2;
    const bottom = Math.max(...before.map((object) => object.top + object.height)) / 2;
    drag(upper, { x: right, y: bottom }, { x: right + 20, y: bottom + 20 });
    for (const [index, id] of [a, b].entries()) {
      expect(engine.getObject(id)!.scaleX).toBeGreaterThan(before[index]!.scaleX);
      expect(engine.getObject(id)!.scaleY).toBeGreaterThan(before[index]!.scaleY);
    }
    expect(engine.getGroupOf(a)?.memberIds).toEqual([a, b]);
    engine.undo();
    expect([engine.getObject(a), engine.getObject(b)]).toEqual(before);
  });

  it('deletes the whole group; undo brings every member back, still grouped', async () => {
    const { engine, upper, a, b, c, groupId, order } = await groupedTexts();
    engine.select(null);
    await userEvent.click(upper, { position: middleOf(engine, a) });
    blur();
    await userEvent.keyboard('{Delete}');
    expect(order()).toEqual([c]);
    engine.undo();
    expect(order()).toEqual([a, b, c]);
    expect(engine.getSelectedIds()).toEqual([a, b]);
    expect(engine.getGroupOf(a)).toEqual({ groupId, memberIds: [a, b] });
    engine.redo();
    expect(order()).toEqual([c]);
  });

  it('ungroups the outermost group only, leaving records as they were before grouping', async () => {
    const { engine, a, b, c, groupId } = await groupedTexts();
    engine.select([a, c]);
    expect(engine.getSelectedIds()).toEqual([a, b, c]);
    const outer = engine.group()!;
    expect(engine.getObject(a)!.groupIds).toEqual([outer, groupId]);
    expect(engine.getObject(c)!.groupIds).toEqual([outer]);
    expect(engine.ungroup()).toBe(true);
    expect(engine.getObject(a)!.groupIds).toEqual([groupId]);
    expect(engine.getObject(c)).not.toHaveProperty('groupIds');
    engine.select(a);
    expect(engine.getSelectedIds()).toEqual([a, b]);
    expect(engine.ungroup()).toBe(true);
    expect(engine.getObject(a)).not.toHaveProperty('groupIds');
    expect(engine.ungroup()).toBe(false);
    engine.undo();
    expect(engine.getObject(a)!.groupIds).toEqual([groupId]);
  });

  it('duplicates a group as a new group of copies stacked just above it', async () => {
    const { engine, a, b, c, groupId, order } = await groupedTexts();
    const copies = engine.duplicate();
    expect(copies).toHaveLength(2);
    expect(order()).toEqual([a, b, ...copies, c]);
    expect(engine.getSelectedIds()).toEqual(copies);
    const copyGroup = engine.getGroupOf(copies[0]!);
    expect(copyGroup?.memberIds).toEqual(copies);
    expect(copyGroup?.groupId).not.toBe(groupId);
    expect(engine.getObject(copies[0]!)!.left).toBe(engine.getObject(a)!.left + 40);
    expect(engine.getGroupOf(a)).toEqual({ groupId, memberIds: [a, b] });
    engine.undo();
    expect(order()).toEqual([a, b, c]);
  });

  it('flips a group as one picture: members trade places across its centre, one undo step', async () => {
    const { engine, a, b } = await groupedTexts();
    const before = [engine.getObject(a)!, engine.getObject(b)!] as const;
    expect(engine.flipVertical()).toBe(true);
    expect(engine.getObject(a)).toMatchObject({ flipY: true, left: before[1].left, top: before[1].top });
    expect(engine.getObject(b)).toMatchObject({ flipY: true, left: before[0].left, top: before[0].top });
    engine.undo();
    expect([engine.getObject(a), engine.getObject(b)]).toEqual(before);
  });

  it('rotates a group 45° about its centre, one undo step', async () => {
    const { engine, a, b } = await groupedTexts();
    const before = [engine.getObject(a)!, engine.getObject(b)!] as const;
    const centre = (id: string) => {
      const { left, top, width, height, angle } = engine.getObject(id)!;
      const radians = (angle * Math.PI) / 180;
      const [x, y] = [width / 2, height / 2];
      return {
        x: left + x * Math.cos(radians) - y * Math.sin(radians),
        y: top + x * Math.sin(radians) + y * Math.cos(radians),
      };
    };
    const [centreA, centreB] = [centre(a), centre(b)];
    expect(engine.rotate()).toBe(true);
    expect(engine.getObject(a)!.angle).toBe(45);
    expect(engine.getObject(b)!.angle).toBe(45);
    // The members turned about the point between them: it stays, and they now lie on a 135° line.
    const [turnedA, turnedB] = [centre(a), centre(b)];
    expect((turnedA.x + turnedB.x) / 2).toBeCloseTo((centreA.x + centreB.x) / 2, 0);
    expect((turnedA.y + turnedB.y) / 2).toBeCloseTo((centreA.y + centreB.y) / 2, 0);
    expect(turnedA.x - turnedB.x).toBeCloseTo(turnedB.y - turnedA.y, 0);
    expect(turnedA.x).toBeGreaterThan(turnedB.x);
    engine.undo();
    expect([engine.getObject(a), engine.getObject(b)]).toEqual(before);
  });

  it('moves a group forward and backward as one block, over a whole neighbouring group', async () => {
    const { engine } = await mountEngine();
    const [a, b, c, d, e] = ['A', 'B', 'C', 'D', 'E'].map((text) => engine.addText('text', text)) as string[];
    const order = () => engine.getObjects().map((object) => object.id);
    engine.select([c!, d!]);
    engine.group();
    engine.select([a!, b!]);
    engine.group();
    expect(engine.bringForward()).toBe(true);
    expect(order()).toEqual([c, d, a, b, e]);
    engine.bringForward();
    expect(order()).toEqual([c, d, e, a, b]);
    engine.sendBackward();
    expect(order()).toEqual([c, d, a, b, e]);
    engine.sendBackward();
    expect(order()).toEqual([a, b, c, d, e]);
    expect(engine.sendBackward()).toBe(false);
  });

  it('round-trips a grouped document exactly', async () => {
    const { engine } = await groupedTexts();
    engine.select(null);
    const document = engine.toDocument();
    const { warnings } = await engine.load(JSON.parse(JSON.stringify(document)));
    expect(warnings).toEqual([]);
    expect(engine.toDocument()).toStrictEqual(document);
    await engine.load(engine.toDocument());
    expect(engine.toDocument()).toStrictEqual(document);
  });
});

describe('group keys', () => {
  it('groups with Ctrl+G and ungroups with Ctrl+Shift+G', async () => {
    const { engine } = await mountEngine();
    const a = engine.addText('text', 'A');
    const b = engine.addText('text', 'B');
    engine.select([a, b]);
    blur();
    await userEvent.keyboard('{Control>}g{/Control}');
    expect(engine.getGroupOf(a)?.memberIds).toEqual([a, b]);
    await userEvent.keyboard('{Control>}{Shift>}G{/Shift}{/Control}');
    expect(engine.getGroupOf(a)).toBeNull();
    expect(engine.commands.get('group')?.shortcuts).toEqual(['Mod+G']);
  });

  it('ignores the group keys with focus in an input', async () => {
    const { engine } = await mountEngine();
    const a = engine.addText('text', 'A');
    const b = engine.addText('text', 'B');
    engine.select([a, b]);
    const input = globalThis.document.createElement('input');
    globalThis.document.body.append(input);
    input.focus();
    await userEvent.keyboard('{Control>}g{/Control}');
    input.remove();
    expect(engine.getGroupOf(a)).toBeNull();
  });

  it('edits a member text on double click, ignoring the group keys meanwhile', async () => {
    const { engine, upper, a, b } = await groupedTexts();
    engine.select(null);
    await userEvent.click(upper, { position: middleOf(engine, a) });
    await userEvent.dblClick(upper, { position: middleOf(engine, a) });
    expect(engine.getSelectedIds()).toEqual([a]);
    await userEvent.keyboard('{Control>}{Shift>}G{/Shift}{/Control}');
    expect(engine.getGroupOf(a)?.memberIds).toEqual([a, b]);
    // A click in the text being edited stays in it; a click on another member selects the group again.
    await userEvent.click(upper, { position: middleOf(engine, a) });
    expect(engine.getSelectedIds()).toEqual([a]);
    await userEvent.click(upper, { position: middleOf(engine, b) });
    expect(engine.getSelectedIds()).toEqual([a, b]);
  });
});
