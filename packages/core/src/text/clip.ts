/** Splits into user-perceived characters (grapheme clusters): a flag, a toned or joined emoji is one. */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `max` UTF-16 units (the unit of the limits) without splitting a character as a reader
 * sees it: 🇪🇸, 👍🏽 and 👩‍👩‍👧 stay whole or go whole, as does a letter with its combining accents.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  // Only the text up to the cut is segmented, and only the cluster holding the cut is asked for: V8's segment
  // iterator pays the whole string's length at each step (a 4 MB text took minutes). Two units past the cut
  // keep a surrogate pair that starts at it whole, so every boundary up to the cut is the full text's.
  return text.slice(0, graphemes.segment(text.slice(0, max + 2)).containing(max)!.index);
}
