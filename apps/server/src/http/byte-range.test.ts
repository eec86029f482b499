import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads first-last, first- and -suffix, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=500-5000', 1000)).toEqual({ start: 500, end: 999 });
  });

  it('says unsatisfiable when the range starts past the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores (whole file) no header, several ranges, other units and bad syntax', () => {
    for (const header of [
      undefined,
      'bytes=0-1,5-9',
      'items=0-9',
      'bytes=9-0',
      'bytes=-',
      'bytes=a-b',
      '0-99',
    ])
      expect(parseByteRange(header, 1000), String(header)).toBeNull();
  });
});
