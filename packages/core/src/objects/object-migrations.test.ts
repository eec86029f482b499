import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/create';
import { restore } from '../document/restore';
import { firstPage } from '../document/pages';
import { OBJECT_TYPE_LIST } from './registry';

/** One stored record per migration, as an older editor wrote it, and what it becomes (tldraw's migrations.test). */
const CASES: Record<string, { before: Record<string, unknown>; after: Record<string, unknown> }> = {
  'poll-answers-upper-case': {
    before: { type: 'pz-poll', poll: { question: 'Tea?', a1: ' yes ', a2: '' } },
    after: { poll: { question: 'Tea?', a1: 'YES', a2: null } },
  },
};

const migrations = OBJECT_TYPE_LIST.flatMap((definition) =>
  definition.migrations.map((migration) => ({ type: definition.type, migration })),
);

describe('object migrations', () => {
  it('every migration has a unique name and a case here', () => {
    const names = migrations.map(({ migration }) => migration.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(CASES).sort()).toEqual([...names].sort());
  });

  it.each(migrations)(
    '$type: $migration.name runs in restore and leaves a current record alone',
    ({ migration }) => {
      const { before, after } = CASES[migration.name]!;
      const record = { id: 'a', left: 0, top: 0, width: 10, height: 10, ...before };
      const document = { ...createDocument(), pages: [{ id: 'page-1', objects: [record] }] };
      const restored = firstPage(restore(document).document).objects[0] as Record<string, unknown>;
      expect(restored).toMatchObject(after);
      expect(migration.up(restored)).toEqual(restored);
    },
  );
});
