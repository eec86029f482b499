import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDocument } from '../document/create';
import { restore } from '../document/restore';
import { firstPage } from '../document/pages';
import { baseObjectShape } from './base';
import { defineObjectType } from './object-type';
import { newObjectProps, propertyNamesOf } from './properties';
import { pzTextType } from './pz-text';
import { createObjectRegistry, createRecord, toolbarOf } from './registry';

const stampSchema = z.object({
  ...baseObjectShape,
  type: z.literal('test-stamp'),
  label: z.string().default('OK'),
});
const stampType = defineObjectType({
  type: 'test-stamp',
  schema: stampSchema,
  toolbar: 'test-stamp',
  properties: propertyNamesOf(stampSchema),
  defaults: () => newObjectProps(stampSchema, { type: 'test-stamp', width: 50, height: 20 }),
  initialSize: { kind: 'natural' },
  instagram: [],
  migrations: [],
});

describe('a registry with a type of its own', () => {
  const registry = createObjectRegistry([stampType]);
  const stamp = createRecord(stampType, { id: 's', left: 1, top: 2, label: 'Hi' });
  const document = { ...createDocument(), pages: [{ id: 'page-1', objects: [stamp] }] };

  it('reads documents holding that type, which the built-in registry drops', () => {
    const read = restore(document, { objectTypes: registry });
    expect(read.warnings).toEqual([]);
    expect(firstPage(read.document).objects).toEqual([stamp]);
    expect(firstPage(restore(document).document).objects).toEqual([]);
  });

  it('knows its toolbar and refuses a type registered twice', () => {
    expect(toolbarOf(stamp, registry)).toBe('test-stamp');
    expect(() => createObjectRegistry([pzTextType])).toThrow(RangeError);
  });
});
