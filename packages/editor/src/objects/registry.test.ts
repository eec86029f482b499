import { afterEach, describe, expect, it } from 'vitest';
import { firstPage, toolbarOf, OBJECT_TYPE_LIST } from '@lienzo/core';
import { decodePng, disposeEngines, mountEngine } from '../test/mountEngine';
import { testBadgeObject as badgeObject } from '../test/testBadgeObject';
import { EDITOR_OBJECT_TYPES } from './registry';

afterEach(disposeEngines);

describe('the editor object list', () => {
  it("draws every type of core's list, each with core's own definition", () => {
    expect(EDITOR_OBJECT_TYPES.map((entry) => entry.definition)).toEqual([...OBJECT_TYPE_LIST]);
  });
});

describe('an object type registered in the lists', () => {
  it('is inserted from its defaults, drawn, named by its toolbar and round-trips', async () => {
    const { engine } = await mountEngine(undefined, { objectTypes: [badgeObject] });
    const id = engine.execute('insert-object', {
      type: 'test-badge',
      props: { color: '#0000FF' },
      at: { x: 100, y: 100 },
    });
    if (!id) throw new Error('the insert did not run');

    const badge = engine.getObject(id)!;
    expect(badge).toMatchObject({ type: 'test-badge', color: '#0000FF', left: 60, top: 70, width: 80 });
    expect(engine.getSelectedIds()).toEqual([id]);
    expect(toolbarOf(badge, engine.objectTypes)).toBe('test-badge');
    const png = await decodePng(engine.exportPng());
    expect(png.pixel(100, 100)).toEqual([0, 0, 255, 255]);

    const saved = JSON.parse(JSON.stringify(engine.toDocument()));
    const { engine: reopened } = await mountEngine(undefined, { objectTypes: [badgeObject] });
    const read = await reopened.load(saved);
    expect(read.warnings).toEqual([]);
    expect(reopened.toDocument()).toEqual(engine.toDocument());
    expect(firstPage(reopened.toDocument()).objects).toEqual([badge]);
  });

  it('is dropped with a warning by an editor that does not register it', async () => {
    const { engine } = await mountEngine(undefined, { objectTypes: [badgeObject] });
    engine.execute('insert-object', { type: 'test-badge' });
    const { engine: plain } = await mountEngine();
    const read = await plain.load(engine.toDocument());
    expect(firstPage(read.document).objects).toEqual([]);
    expect(read.warnings).toEqual([expect.stringContaining('unknown type "test-badge"')]);
    expect(() => plain.execute('insert-object', { type: 'test-badge' })).toThrow(RangeError);
  });
});
