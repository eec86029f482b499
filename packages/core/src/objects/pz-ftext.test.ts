import { describe, expect, it } from 'vitest';
import { FTEXT_SHAPE_IDS } from './ftext-shapes';
import { nextAlignment, nextSpacing, pzFtextDefaults } from './pz-ftext';

describe('fancy text', () => {
  it('defaults to 25 px Fredoka One in white on a catalogue shape (SPEC §9)', () => {
    expect(pzFtextDefaults()).toMatchObject({
      fontSize: 25,
      fontFamily: 'Fredoka One',
      fill: '#FFFFFF',
      spacing: 1,
      textAlign: 'center',
      wrapping: false,
    });
    expect(FTEXT_SHAPE_IDS).toContain(pzFtextDefaults().shapeId);
  });

  it('cycles spacing 0.7 → 1 → 1.4 → 1.7 → 0.7', () => {
    expect([0.7, 1, 1.4, 1.7].map(nextSpacing)).toEqual([1, 1.4, 1.7, 0.7]);
    expect(nextSpacing(3)).toBe(0.7);
  });

  it('cycles alignment centre → right → left → centre', () => {
    expect(['center', 'right', 'left'].map(nextAlignment)).toEqual(['right', 'left', 'center']);
    expect(nextAlignment('justify')).toBe('center');
  });
});
