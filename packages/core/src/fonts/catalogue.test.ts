import { describe, expect, it } from 'vitest';
import { FONTS } from '../constants';
import { AVENYT_SUBSTITUTE, FONT_CATEGORIES, FREE_FONTS, isFreeFont } from './catalogue';
import { FREE_FONT_FACES } from './faces';

describe('the free font catalogue (issue 7)', () => {
  it('offers at least 66 fonts', () => {
    expect(FREE_FONTS.length).toBeGreaterThanOrEqual(66);
  });

  it('holds the families SPEC §9 names, Glegoo included', () => {
    for (const name of ['Open Sans', 'Fredoka One', 'Lora', 'Lilita One', 'Raleway', 'Glegoo'])
      expect(isFreeFont(name), name).toBe(true);
    expect(isFreeFont('AvenyT')).toBe(false);
  });

  it('has an Open Sans entry at weight 600 whose file is served', () => {
    expect(FREE_FONTS.filter((font) => font.name === 'Open Sans').map((font) => font.weight)).toEqual([
      undefined,
      600,
    ]);
    expect(FREE_FONT_FACES).toContainEqual(
      expect.objectContaining({ family: 'Open Sans', weight: 600, file: 'open-sans-latin-600-normal.woff2' }),
    );
  });

  it('lists every entry once', () => {
    const keys = FREE_FONTS.map((font) => `${font.name}|${font.weight ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
    const files = FREE_FONT_FACES.map((face) => face.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('gives each family a regular face, a package of its own and a known category, grouped in order', () => {
    const packages = new Map<string, string>();
    for (const font of FREE_FONTS) {
      expect(font.weights, font.name).toContain(400);
      expect(font.package, font.name).toMatch(/^@fontsource\/[a-z0-9-]+$/);
      expect(packages.get(font.package) ?? font.name, font.package).toBe(font.name);
      packages.set(font.package, font.name);
      expect(FONT_CATEGORIES, font.name).toContain(font.category);
    }
    // The picker groups by category: each category is one run of the list.
    const runs = FREE_FONTS.map((font) => font.category).filter(
      (category, at, all) => at === 0 || all[at - 1] !== category,
    );
    expect(runs).toEqual([...new Set(runs)]);
    expect(new Set(runs)).toEqual(new Set(FONT_CATEGORIES));
  });

  it('serves one file per weight and italic of each family', () => {
    const expected = FREE_FONTS.filter((font) => font.weight === undefined).reduce(
      (count, font) => count + font.weights.length + (font.italics?.length ?? 0),
      0,
    );
    expect(FREE_FONT_FACES).toHaveLength(expected);
    expect(FREE_FONT_FACES).toContainEqual({
      family: 'Lora',
      weight: 700,
      style: 'italic',
      package: '@fontsource/lora',
      file: 'lora-latin-700-italic.woff2',
    });
  });

  it('draws poll answers in a catalogue family standing in for AvenyT', () => {
    expect(isFreeFont(AVENYT_SUBSTITUTE)).toBe(true);
    expect(FONTS.pollAnswers.fontFamily).toBe(AVENYT_SUBSTITUTE);
    // Poll answers are bold: the substitute must have its bold face.
    expect(FREE_FONTS.find((font) => font.name === AVENYT_SUBSTITUTE)?.weights).toContain(700);
  });
});
