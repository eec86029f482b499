import { describe, expect, it } from 'vitest';
import { clearCharacterStyles, styleCharacters } from './characterStyles';

describe('per-character styles', () => {
  it('styles a selection, merging with the styles its characters already have', () => {
    const first = styleCharacters('Hello world', [], 0, 5, { fill: '#ff0000' });
    expect(first).toEqual([{ start: 0, end: 5, style: { fill: '#ff0000' } }]);
    expect(styleCharacters('Hello world', first, 3, 8, { fontSize: 40 })).toEqual([
      { start: 0, end: 3, style: { fill: '#ff0000' } },
      { start: 3, end: 5, style: { fill: '#ff0000', fontSize: 40 } },
      { start: 5, end: 8, style: { fontSize: 40 } },
    ]);
  });

  it('never styles a line break, as Fabric does not', () => {
    expect(styleCharacters('ab\ncd', [], 0, 5, { fill: '#000000' })).toEqual([
      { start: 0, end: 2, style: { fill: '#000000' } },
      { start: 3, end: 5, style: { fill: '#000000' } },
    ]);
  });

  it('clears one property from every range and drops ranges left empty', () => {
    const ranges = [
      { start: 0, end: 2, style: { fill: '#ff0000', fontSize: 40 } },
      { start: 2, end: 4, style: { fill: '#00ff00' } },
    ];
    expect(clearCharacterStyles('abcd', ranges, ['fill'])).toEqual([
      { start: 0, end: 2, style: { fontSize: 40 } },
    ]);
  });
});
