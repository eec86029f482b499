import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads a first-last, an open-ended and a suffix range, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('is unsatisfiable when the range starts past the end or asks for no byte', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5000-6000', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it does not honour, so the whole file is sent', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=5-1', 'bytes=0-1,5-9', 'bytes=a-b'])
      expect(parseByteRange(header, 1000), String(header)).toBeNull();
  });
});
