import { firstPage } from './pages';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../limits';
import { createDocument } from './create';
import { versionOneDocument } from './fixtures';
import { migrate } from './migrate';
import { restore } from './restore';
import { layoutBaseSchema } from './layout-base';

const entry = { id: 'a', layoutWidth: 540, layoutHeight: 960, left: 10, top: 20, scaleX: 1, scaleY: 0.5 };

describe('layout bases in the design document', () => {
  it('a document made before layout bases existed reads as having none, unchanged', () => {
    const old = JSON.parse(JSON.stringify(createDocument())) as Record<string, unknown>;
    expect('layoutBase' in old).toBe(false);
    const read = migrate(old);
    expect(read.ok && firstPage(read.document).layoutBase).toBeUndefined();
    expect(restore(old)).toEqual({ document: createDocument(), warnings: [] });
  });

  it('round-trips through JSON', () => {
    const document = createDocument();
    firstPage(document).layoutBase = [entry];
    expect(restore(JSON.parse(JSON.stringify(document)))).toEqual({ document, warnings: [] });
  });

  it('refuses unusable entries and more entries than objects a design may hold', () => {
    for (const bad of [
      { ...entry, scaleX: 0 },
      { ...entry, layoutWidth: 0 },
      { ...entry, layoutHeight: 20_001 },
      { ...entry, id: '' },
      { ...entry, id: 'x'.repeat(FIELD_LIMITS.objectId + 1) },
      { ...entry, left: Number.NaN },
    ]) {
      expect(layoutBaseSchema.safeParse([bad]).success).toBe(false);
    }
    const many = Array.from({ length: FIELD_LIMITS.objectsPerDesign + 1 }, (_, index) => ({
      ...entry,
      id: `o${index}`,
    }));
    expect(layoutBaseSchema.safeParse(many).success).toBe(false);
  });

  it('restore drops a broken entry with a warning and keeps the others', () => {
    const input = { ...versionOneDocument(), layoutBase: [entry, { ...entry, id: 'b', scaleY: -1 }, 'junk'] };
    const { document, warnings } = restore(input);
    expect(firstPage(document).layoutBase).toEqual([entry]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^pages\.0\.layoutBase\.1/);
  });
});
