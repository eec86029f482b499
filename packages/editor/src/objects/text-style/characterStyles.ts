import type { PzText } from '@lienzo/core';

export type StyleRange = PzText['styles'][number];
/** The properties one character may override (core's pz-text schema). */
export type CharacterStyle = StyleRange['style'];

type CharacterStyles = Map<number, CharacterStyle>;

function expand(ranges: readonly StyleRange[]): CharacterStyles {
  const characters: CharacterStyles = new Map();
  for (const range of ranges) {
    for (let at = range.start; at < range.end; at++) {
      characters.set(at, { ...characters.get(at), ...range.style });
    }
  }
  return characters;
}

function sameStyle(a: CharacterStyle, b: CharacterStyle): boolean {
  const keys = Object.keys(a) as (keyof CharacterStyle)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** How many characters Fabric's array form counts in `text`: every grapheme but the line breaks. */
function styledLength(text: string): number {
  return Array.from(text).filter((grapheme) => grapheme !== '\n').length;
}

/**
 * A caret offset of the text (Fabric's selectionStart, line breaks included) as an offset of Fabric's
 * array form of styles, which does not count line breaks.
 */
export function styleOffsetOf(text: string, caret: number): number {
  return Array.from(text)
    .slice(0, caret)
    .filter((grapheme) => grapheme !== '\n').length;
}

/** Back to ranges in Fabric's array form: consecutive characters with the same style are one range. */
function compress(characters: CharacterStyles, text: string): StyleRange[] {
  const length = styledLength(text);
  const ranges: StyleRange[] = [];
  const indices = [...characters.keys()].sort((a, b) => a - b);
  for (const at of indices) {
    const style = characters.get(at);
    if (!style || Object.keys(style).length === 0 || at >= length) continue;
    const last = ranges[ranges.length - 1];
    if (last && last.end === at && sameStyle(last.style, style)) last.end = at + 1;
    else ranges.push({ start: at, end: at + 1, style: { ...style } });
  }
  return ranges;
}

/**
 * Styles the characters from `start` to `end` (offsets of the array form, see {@link styleOffsetOf}),
 * keeping their other styles.
 */
export function styleCharacters(
  text: string,
  ranges: readonly StyleRange[],
  start: number,
  end: number,
  style: CharacterStyle,
): StyleRange[] {
  const characters = expand(ranges);
  for (let at = start; at < end; at++) characters.set(at, { ...characters.get(at), ...style });
  return compress(characters, text);
}

/** Drops the per-character overrides of `properties`, as a change to the whole layer does (SPEC §4). */
export function clearCharacterStyles(
  text: string,
  ranges: readonly StyleRange[],
  properties: readonly (keyof CharacterStyle)[],
): StyleRange[] {
  const characters = expand(ranges);
  for (const [at, style] of characters) {
    const kept = { ...style };
    for (const property of properties) delete kept[property];
    characters.set(at, kept);
  }
  return compress(characters, text);
}

/** The characters selected in a text being edited, as grapheme offsets (Fabric's selectionStart/End). */
export interface TextSelection {
  start: number;
  end: number;
}
