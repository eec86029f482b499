import { describe, expect, it } from 'vitest';
import { formatClock, formatCounter, formatSpan } from './clock';

describe('the preview clock', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3)).toBe('0:03');
    expect(formatClock(15)).toBe('0:15');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(600)).toBe('10:00');
  });

  it('counts whole seconds reached', () => {
    expect(formatClock(3.99)).toBe('0:03');
  });

  it('writes nothing odd for a negative or missing number', () => {
    expect(formatClock(-2)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });

  it('shows the second reached over the length', () => {
    expect(formatCounter(3, 15)).toBe('0:03 / 0:15');
    expect(formatCounter(0, 600)).toBe('0:00 / 10:00');
  });

  it('shows where a scene sits in the video', () => {
    expect(formatSpan(5, 9)).toBe('0:05–0:09');
    expect(formatSpan(0, 75)).toBe('0:00–1:15');
  });
});
