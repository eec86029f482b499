import { describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_CHARS,
  DRAFTS_KEPT,
  NEW_DRAFT_KEY,
  draftKey,
  draftsToPrune,
  fitsDraftCap,
  isNewerThanRecord,
  newestDraft,
} from './draftPolicy';

describe('draft key', () => {
  it("is the saved design's hash", () => {
    expect(draftKey({ hash: 'a1b2c3d4e5' })).toBe('a1b2c3d4e5');
  });

  it('is the shared new-design key for a design never saved or without a hash', () => {
    expect(draftKey(null)).toBe(NEW_DRAFT_KEY);
    expect(draftKey({ hash: '' })).toBe(NEW_DRAFT_KEY);
  });
});

describe('pruning', () => {
  const drafts = [3, 9, 1, 7, 5, 8, 2].map((savedAt) => ({ key: `k${savedAt}`, savedAt }));

  it('keeps the five newest and names the older ones, oldest last', () => {
    expect(DRAFTS_KEPT).toBe(5);
    expect(draftsToPrune(drafts)).toEqual(['k2', 'k1']);
  });

  it('prunes nothing at or under the limit', () => {
    expect(draftsToPrune(drafts.slice(0, 5))).toEqual([]);
    expect(draftsToPrune([])).toEqual([]);
  });

  it('treats a negative limit as keeping none', () => {
    expect(draftsToPrune(drafts.slice(0, 2), -3).sort()).toEqual(['k3', 'k9']);
  });
});

describe('newest draft', () => {
  it('is the one written last, or null when none is kept', () => {
    expect(
      newestDraft([
        { key: 'a', savedAt: 5 },
        { key: 'b', savedAt: 9 },
        { key: 'c', savedAt: 1 },
      ])?.key,
    ).toBe('b');
    expect(newestDraft([])).toBeNull();
  });
});

describe('a draft against the saved record', () => {
  const savedAt = Date.parse('2026-11-23T10:00:00.000Z');

  it('wins only when written after the record was saved', () => {
    expect(isNewerThanRecord({ key: 'h', savedAt }, '2026-11-23T09:59:59.000Z')).toBe(true);
    expect(isNewerThanRecord({ key: 'h', savedAt }, '2026-11-23T10:00:00.000Z')).toBe(false);
    expect(isNewerThanRecord({ key: 'h', savedAt }, '2026-11-23T10:00:01.000Z')).toBe(false);
  });

  it('is offered when the record has no readable date', () => {
    expect(isNewerThanRecord({ key: 'h', savedAt }, 'not a date')).toBe(true);
    expect(isNewerThanRecord({ key: 'h', savedAt }, '')).toBe(true);
  });
});

describe('size cap', () => {
  it('is 10 MB of JSON, the cap itself included', () => {
    expect(DRAFT_MAX_CHARS).toBe(10 * 1024 * 1024);
    expect(fitsDraftCap('x'.repeat(10))).toBe(true);
    expect(fitsDraftCap('x'.repeat(10), 10)).toBe(true);
    expect(fitsDraftCap('x'.repeat(11), 10)).toBe(false);
  });
});
