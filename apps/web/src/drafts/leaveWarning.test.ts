import { describe, expect, it } from 'vitest';
import { shouldWarnOnLeave } from './leaveWarning';

describe('leave warning', () => {
  it('asks only for a touched design in production', () => {
    expect(shouldWarnOnLeave('prod', true)).toBe(true);
    expect(shouldWarnOnLeave('prod', false)).toBe(false);
    expect(shouldWarnOnLeave('dev', true)).toBe(false);
    expect(shouldWarnOnLeave(undefined, true)).toBe(false);
  });
});
