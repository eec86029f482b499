import { firstPage } from './pages';
import { versionOneDocument } from './fixtures';
import { describe, expect, it } from 'vitest';
import { restore } from './restore';
import { designObjectSchema, membersOfGroup, outermostGroupOf } from '../objects';

const text = (id: string, groupIds?: unknown) => ({
  id,
  type: 'pz-text',
  left: 10,
  top: 20,
  width: 100,
  height: 30,
  text: id,
  ...(groupIds === undefined ? {} : { groupIds }),
});

function withObjects(...objects: unknown[]) {
  return { ...versionOneDocument(), objects };
}

describe('groups in documents', () => {
  it('keeps a document without groups exactly as it was: no groupIds field appears', () => {
    const input = withObjects(text('a'), text('b'));
    const { document, warnings } = restore(input);
    expect(warnings).toEqual([]);
    expect(firstPage(document).objects[0]).not.toHaveProperty('groupIds');
    expect(restore(JSON.parse(JSON.stringify(document))).document).toStrictEqual(document);
  });

  it('round-trips nested groups exactly, outermost first', () => {
    const input = withObjects(
      text('a', ['outer', 'inner']),
      text('b', ['outer', 'inner']),
      text('c', ['outer']),
      text('d', []),
    );
    const { document, warnings } = restore(input);
    expect(warnings).toEqual([]);
    expect(firstPage(document).objects.map((object) => object.groupIds)).toEqual([
      ['outer', 'inner'],
      ['outer', 'inner'],
      ['outer'],
      [],
    ]);
    expect(restore(JSON.parse(JSON.stringify(document))).document).toStrictEqual(document);
    expect(outermostGroupOf(firstPage(document).objects[0]!)).toBe('outer');
    expect(outermostGroupOf(firstPage(document).objects[3]!)).toBeNull();
    expect(membersOfGroup(firstPage(document).objects, 'inner')).toEqual(['a', 'b']);
    expect(membersOfGroup(firstPage(document).objects, 'outer')).toEqual(['a', 'b', 'c']);
  });

  it('drops malformed, over-long and repeated group ids with a warning each', () => {
    const long = 'g'.repeat(65);
    const { document, warnings } = restore(
      withObjects(text('a', ['g', 7, '', long, 'g']), text('b', ['g']), text('c', 'g'), text('d', { g: 1 })),
    );
    expect(firstPage(document).objects.map((object) => object.groupIds)).toEqual([
      ['g'],
      ['g'],
      undefined,
      undefined,
    ]);
    expect(warnings).toEqual([
      'pages.0.objects.0.groupIds.1: is not a usable group id; dropped it',
      'pages.0.objects.0.groupIds.2: is not a usable group id; dropped it',
      'pages.0.objects.0.groupIds.3: is not a usable group id; dropped it',
      'pages.0.objects.0.groupIds.4: repeats an earlier group id; dropped it',
      'pages.0.objects.2.groupIds: is not a list of group ids; removed it',
      'pages.0.objects.3.groupIds: is not a list of group ids; removed it',
    ]);
  });

  it('keeps the outermost 10 levels of a deeper nesting', () => {
    const levels = Array.from({ length: 12 }, (_, index) => `level${index}`);
    const { document, warnings } = restore(withObjects(text('a', levels), text('b', levels)));
    expect(firstPage(document).objects[0]!.groupIds).toEqual(levels.slice(0, 10));
    expect(warnings).toContain('pages.0.objects.0.groupIds: nests 12 groups; kept the outermost 10');
  });

  it('removes a group left with a single member once the others were dropped', () => {
    const { document, warnings } = restore(
      withObjects(
        text('a', ['pair', 'solo']),
        { id: 'x', type: 'pz-evil', groupIds: ['pair', 'solo'] },
        text('b', ['pair']),
        text('c', ['lonely']),
      ),
    );
    expect(firstPage(document).objects.map((object) => object.groupIds)).toEqual([['pair'], ['pair'], []]);
    expect(warnings).toEqual([
      'pages.0.objects.1: dropped an object of unknown type "pz-evil"',
      'pages.0.objects.0.groupIds: group "solo" has only this object; removed it',
      'pages.0.objects.3.groupIds: group "lonely" has only this object; removed it',
    ]);
  });

  it('is refused by the strict schema when malformed, so the server never stores it', () => {
    const base = text('a');
    expect(designObjectSchema.safeParse({ ...base, groupIds: ['g', 'g'] }).success).toBe(false);
    expect(designObjectSchema.safeParse({ ...base, groupIds: [''] }).success).toBe(false);
    expect(designObjectSchema.safeParse({ ...base, groupIds: Array(11).fill(0).map(String) }).success).toBe(
      false,
    );
    expect(designObjectSchema.safeParse({ ...base, groupIds: ['g'] }).success).toBe(true);
  });
});
