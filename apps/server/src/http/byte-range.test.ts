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

  it('reads the unit without regard to case and allows spaces and empty elements around the one range', () => {
    expect(parseByteRange('Bytes=0-9', 1000)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes= 0-9 ', 1000)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=,0-9,', 1000)).toEqual({ start: 0, end: 9 });
  });

  it('serves the whole file (null) for many ranges, overlapping ones or a list with any bad element', () => {
    const many = `bytes=${Array.from({ length: 10_000 }, (_, index) => `${index}-${index}`).join(',')}`;
    for (const header of [many, 'bytes=0-499,250-999', 'bytes=0-9,0-9', 'bytes=0-9,x-1', 'bytes=0-9,-'])
      expect(parseByteRange(header, 1000), header.slice(0, 40)).toBeNull();
  });

  it('never reads a range from digits mixed with other characters', () => {
    for (const header of [
      'bytes=0-99abc',
      'bytes=1e3-',
      'bytes=0x10-0x20',
      'bytes=+5-9',
      'bytes=-+5',
      'bytes=5.5-9',
      'bytes=0--9',
      'bytes=0-9-',
      'bytes=',
      'bytes',
      '=0-9',
      'bytes=\u0660-\u0669',
      'bytes=0-9;x',
      '',
    ])
      expect(parseByteRange(header, 1000), header).toBeNull();
  });

  it('clamps or refuses huge numbers without overflowing', () => {
    const huge = '9'.repeat(400);
    expect(parseByteRange(`bytes=0-${huge}`, 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange(`bytes=-${huge}`, 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange(`bytes=${huge}-`, 1000)).toBe('unsatisfiable');
    expect(parseByteRange(`bytes=${huge}-${huge}`, 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=9007199254740993-', 1000)).toBe('unsatisfiable');
  });

  it('answers an empty file: a start is unsatisfiable, a suffix takes the whole (empty) file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-5', 0)).toBeNull();
  });
});
