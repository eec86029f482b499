/** Splits into user-perceived characters (grapheme clusters): a flag, a toned or joined emoji is one. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `max` UTF-16 units (the unit of the limits) without splitting a character as a reader
 * sees it: 🇪🇸, 👍🏽 and 👩‍👩‍👧 stay whole or go whole, as does a letter with its combining accents.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (end + segment.length > max) break;
    end += segment.length;
  }
  return text.slice(0, end);
}
