import { describe, expect, it } from 'vitest';
import { STICKER_PALETTE } from './objects/instagram-rules';
import { COLOUR_INPUTS } from './testing/colour-inputs';
import {
  CONTRAST_TEXT,
  cssColor,
  generatePalette,
  isCssColor,
  isTransparentColour,
  parseColour,
  perceivedLuminance,
  readColour,
  textColourOn,
  toCss,
  toHex,
} from './colour';

const shown = (input: string) =>
  JSON.stringify(input.length > 40 ? `${input.slice(0, 20)}…(${input.length})` : input);

describe('the colour table (SPEC §5), through core', () => {
  for (const { input, typed, stored } of COLOUR_INPUTS) {
    it(`typed ${shown(input)} stores ${typed ?? 'nothing (Bad Hex)'}`, () => {
      const parsed = parseColour(input);
      expect(parsed === null ? null : toCss(parsed)).toBe(typed);
    });
    it(`a document ${stored ? 'may' : 'may not'} hold ${shown(input)}`, () => {
      expect(isCssColor(input)).toBe(stored);
      expect(cssColor.safeParse(input).success).toBe(stored);
    });
  }

  it('stores every typed colour in a form a document may hold, and reads it back the same', () => {
    for (const { typed } of COLOUR_INPUTS) {
      if (typed === null) continue;
      expect(isCssColor(typed), typed).toBe(true);
      expect(toCss(readColour(typed)), typed).toBe(typed);
    }
  });
});

describe('reading a document colour', () => {
  it('falls back to #1A1A1A for what is not a colour, at alpha 0 for transparent', () => {
    for (const value of ['nonsense', '', undefined, null, 'rgb(300,0,0)']) {
      expect(readColour(value)).toEqual({ r: 0x1a, g: 0x1a, b: 0x1a, a: 1 });
    }
    expect(readColour('transparent')).toEqual({ r: 0x1a, g: 0x1a, b: 0x1a, a: 0 });
  });
  it('keeps alpha, from rgba() and from alpha hex digits', () => {
    expect(toCss(readColour('rgba(10,20,30,0.25)'))).toBe('rgba(10, 20, 30, 0.25)');
    expect(readColour('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(toHex(readColour('#ff336680'))).toBe('#ff3366');
  });
  it('writes alpha to two places and opaque colours as #rrggbb', () => {
    expect(toCss({ r: 1, g: 2, b: 3, a: 0.333333 })).toBe('rgba(1, 2, 3, 0.33)');
    expect(toCss({ r: 1, g: 2, b: 3, a: -1 })).toBe('rgba(1, 2, 3, 0)');
    expect(toCss({ r: 255, g: 51, b: 102, a: 1 })).toBe('#ff3366');
  });
});

describe('the text colour palette (SPEC §2/§9)', () => {
  it('has ten different colours: shades and tints of the base, then hues round the wheel', () => {
    const palette = generatePalette('#336699', 7);
    expect(palette).toHaveLength(10);
    expect(new Set(palette).size).toBe(10);
    for (const colour of palette) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette.slice(0, 4)).toEqual(['#14293d', '#24476b', '#85a3c2', '#c2d1e0']);
    expect(palette[4]).toBe('#ec9d93');
  });
  it('starts from #1A1A1A when the base is not a colour', () => {
    expect(generatePalette('nonsense', 0).slice(0, 2)).toEqual(generatePalette('#1A1A1A', 0).slice(0, 2));
  });
});

describe('transparent colours', () => {
  it.each(['transparent', '#0000', '#ffffff00', 'rgba(1, 2, 3, 0)', 'rgba(1,2,3,0.0)', 'rgba(1,2,3,.0)'])(
    '%s shows nothing',
    (c) => expect(isTransparentColour(c)).toBe(true),
  );
  it.each(['#fff', '#62CAD9', '#ffffff80', '#fff8', 'rgb(0, 0, 0)', 'rgba(1,2,3,0.5)', 'rgba(1,2,3,1)'])(
    '%s shows a colour',
    (c) => expect(isTransparentColour(c)).toBe(false),
  );
});

describe('text contrast (SPEC §9: threshold 186)', () => {
  it.each([
    ['#FFFFFF', CONTRAST_TEXT.dark],
    ['#fff', CONTRAST_TEXT.dark],
    ['#ffd2d4', CONTRAST_TEXT.darkRed],
    ['#FFD2D4', CONTRAST_TEXT.darkRed],
    ['#fce0b0', CONTRAST_TEXT.darkBrown],
    ['#FDCB5C', CONTRAST_TEXT.dark],
    ['#000000', CONTRAST_TEXT.light],
    ['#1C4928', CONTRAST_TEXT.light],
    ['#432326', CONTRAST_TEXT.light],
    ['#8E8E8E', CONTRAST_TEXT.light],
    ['#ED4956', CONTRAST_TEXT.light],
    ['rgb(250, 250, 250)', CONTRAST_TEXT.dark],
  ])('text on %s is %s', (background, text) => expect(textColourOn(background)).toBe(text));

  it('splits exactly at the threshold: 186 grey takes dark text, 185 grey takes white', () => {
    expect(perceivedLuminance('rgb(186, 186, 186)')).toBeCloseTo(186, 6);
    expect(textColourOn('rgb(186, 186, 186)')).toBe(CONTRAST_TEXT.dark);
    expect(textColourOn('rgb(185, 185, 185)')).toBe(CONTRAST_TEXT.light);
  });

  it('keeps every sticker palette colour at least 255 − 186 away from its text in luminance', () => {
    for (const background of STICKER_PALETTE) {
      const text = perceivedLuminance(textColourOn(background))!;
      expect(Math.abs(perceivedLuminance(background)! - text), background).toBeGreaterThan(255 - 186);
    }
  });
});
