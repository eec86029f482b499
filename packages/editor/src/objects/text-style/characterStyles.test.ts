import { describe, expect, it } from 'vitest';
import { util } from 'fabric';
import { clearCharacterStyles, styleCharacters, styleOffsetOf } from './characterStyles';

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

  it("counts characters as Fabric's array form does, without the line breaks", () => {
    expect(styleCharacters('ab\ncd', [], 0, 4, { fill: '#000000' })).toEqual([
      { start: 0, end: 4, style: { fill: '#000000' } },
    ]);
    expect(styleCharacters('ab\ncd', [], 0, 9, { fill: '#000000' })).toEqual([
      { start: 0, end: 4, style: { fill: '#000000' } },
    ]);
    // "cd" is selected from caret 3 to 5 (after the break) and stored as characters 2 to 4.
    expect([styleOffsetOf('ab\ncd', 3), styleOffsetOf('ab\ncd', 5)]).toEqual([2, 4]);
    expect(util.stylesFromArray([{ start: 2, end: 4, style: { fill: '#000000' } }], 'ab\ncd')).toEqual({
      1: { 0: { fill: '#000000' }, 1: { fill: '#000000' } },
    });
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
