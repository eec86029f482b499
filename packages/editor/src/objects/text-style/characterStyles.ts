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

/**
 * Back to ranges in Fabric's array form: consecutive characters with the same style are one range, and
 * line breaks, which Fabric never styles, end a range.
 */
function compress(characters: CharacterStyles, text: string): StyleRange[] {
  const graphemes = Array.from(text);
  const ranges: StyleRange[] = [];
  const indices = [...characters.keys()].sort((a, b) => a - b);
  for (const at of indices) {
    const style = characters.get(at);
    if (!style || Object.keys(style).length === 0 || graphemes[at] === '\n' || at >= graphemes.length)
      continue;
    const last = ranges[ranges.length - 1];
    if (last && last.end === at && sameStyle(last.style, style)) last.end = at + 1;
    else ranges.push({ start: at, end: at + 1, style: { ...style } });
  }
  return ranges;
}

/** Styles the characters from `start` to `end` (a selection while editing), keeping their other styles. */
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
