import { describe, expect, it } from 'vitest';
import { STICKER_PALETTE } from './objects/instagram-rules';
import { CONTRAST_TEXT, isCssColor, isTransparentColour, perceivedLuminance, textColourOn } from './colour';

describe('colours', () => {
  it.each(['#fff', '#62CAD9', '#62CAD980', 'rgb(1, 2, 3)', 'rgba(10,20,30,0.5)', 'transparent'])(
    'accepts %s',
    (c) => expect(isCssColor(c)).toBe(true),
  );
  it.each(['red', '#12', 'rgb(1,2)', 'url(x)', 'expression(alert(1))', ''])('refuses %s', (c) =>
    expect(isCssColor(c)).toBe(false),
  );
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
