import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/create';
import { restore } from '../document/restore';
import { firstPage } from '../document/pages';
import { testBadgeType } from '../testing/test-badge';
import { pzTextType } from './pz-text';
import { createObjectRegistry, createRecord, toolbarOf } from './registry';

describe('a registry with a type of its own', () => {
  const registry = createObjectRegistry([testBadgeType]);
  const badge = createRecord(testBadgeType, { id: 'b', left: 1, top: 2, color: '#00FF00' });
  const document = { ...createDocument(), pages: [{ id: 'page-1', objects: [badge] }] };

  it('reads documents holding that type, which the built-in registry drops', () => {
    const read = restore(document, { objectTypes: registry });
    expect(read.warnings).toEqual([]);
    expect(firstPage(read.document).objects).toEqual([badge]);
    expect(firstPage(restore(document).document).objects).toEqual([]);
  });

  it('knows its toolbar and refuses a type registered twice', () => {
    expect(toolbarOf(badge, registry)).toBe('test-badge');
    expect(() => createObjectRegistry([pzTextType])).toThrow(RangeError);
  });
});
