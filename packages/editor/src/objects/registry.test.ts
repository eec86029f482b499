import { afterEach, describe, expect, it } from 'vitest';
import { Rect, type FabricObject } from 'fabric';
import { z } from 'zod';
import {
  baseObjectShape,
  cssColor,
  defineObjectType,
  firstPage,
  newObjectProps,
  propertyNamesOf,
  toolbarOf,
  OBJECT_TYPE_LIST,
  type DesignObject,
} from '@lienzo/core';
import { readGeometry } from '../fabric/readGeometry';
import { INTERACTION, placeAtTopLeft, transformOf } from '../fabric/placement';
import { decodePng, disposeEngines, mountEngine } from '../test/mountEngine';
import type { EditorObjectType } from './EditorObjectType';
import { EDITOR_OBJECT_TYPES } from './registry';

afterEach(disposeEngines);

// A type that exists only in this test, registered through the public API as a new type's folders would be.
const badgeSchema = z.object({
  ...baseObjectShape,
  type: z.literal('test-badge'),
  color: cssColor.default('#FF0000'),
});
type Badge = z.infer<typeof badgeSchema>;

const badgeType = defineObjectType({
  type: 'test-badge',
  schema: badgeSchema,
  toolbar: 'test-badge',
  properties: propertyNamesOf(badgeSchema),
  defaults: () => newObjectProps(badgeSchema, { type: 'test-badge', width: 80, height: 60 }),
  initialSize: { kind: 'natural' },
  instagram: [],
  migrations: [],
});

const asBadge = (record: DesignObject) => record as unknown as Badge;
const badgeProps = (badge: Badge) => ({ width: badge.width, height: badge.height, fill: badge.color });

const badgeObject: EditorObjectType = {
  definition: badgeType,
  shape: {
    create: (record) => {
      const badge = asBadge(record);
      const rect = new Rect({ ...INTERACTION, ...badgeProps(badge), ...transformOf(record) });
      placeAtTopLeft(rect, record.left, record.top);
      return rect;
    },
    update: (object: FabricObject, record) => {
      object.set({ ...badgeProps(asBadge(record)), ...transformOf(record) });
      placeAtTopLeft(object, record.left, record.top);
    },
    read: (object) => readGeometry(object),
  },
};

describe('the editor object list', () => {
  it("draws every type of core's list, each with core's own definition", () => {
    expect(EDITOR_OBJECT_TYPES.map((entry) => entry.definition)).toEqual([...OBJECT_TYPE_LIST]);
  });
});

describe('an object type registered in the lists', () => {
  it('is inserted from its defaults, drawn, named by its toolbar and round-trips', async () => {
    const { engine } = await mountEngine(undefined, { objectTypes: [badgeObject] });
    const id = engine.insertObject('test-badge', { color: '#0000FF' }, { x: 100, y: 100 });

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
    engine.insertObject('test-badge');
    const { engine: plain } = await mountEngine();
    const read = await plain.load(engine.toDocument());
    expect(firstPage(read.document).objects).toEqual([]);
    expect(read.warnings).toEqual([expect.stringContaining('unknown type "test-badge"')]);
    expect(() => plain.insertObject('test-badge')).toThrow(RangeError);
  });
});
