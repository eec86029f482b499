import { describe, expect, it } from 'vitest';
import { nextHeaderHidden } from './headerVisibility';

describe('header visibility (SPEC §2)', () => {
  it('hides past 120 and returns only below 10', () => {
    expect(nextHeaderHidden(false, 120)).toBe(false);
    expect(nextHeaderHidden(false, 121)).toBe(true);
    expect(nextHeaderHidden(true, 60)).toBe(true);
    expect(nextHeaderHidden(true, 10)).toBe(true);
    expect(nextHeaderHidden(true, 9)).toBe(false);
    expect(nextHeaderHidden(false, 60)).toBe(false);
  });
});
