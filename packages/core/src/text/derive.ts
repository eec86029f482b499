import { TEXT_LIMITS } from '../constants';
import { clipText } from './clip';
import { eng, removeStopwords, spa } from 'stopword';

const STOPWORDS = [...eng, ...spa];

/**
 * Search keywords of a design (SPEC §5): lowercased, non-word characters removed, English and Spanish
 * stopwords removed, unique words joined by commas.
 */
export function deriveKeywords(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  const keywords = [...new Set(removeStopwords(words, STOPWORDS))].join(',');
  if (keywords.length <= TEXT_LIMITS.keywords) return keywords;
  // Whole words only: cut back to the last comma that fits.
  const clipped = clipText(keywords, TEXT_LIMITS.keywords + 1);
  return clipped.slice(0, clipped.lastIndexOf(','));
}

/** The save title (SPEC §5): the design's text content, else "name (w x h)". */
export function deriveTitle(
  textContent: string,
  layout: { name: string; width: number; height: number },
): string {
  const text = textContent.replace(/\s+/g, ' ').trim();
  if (text) return text.length > 120 ? `${text.slice(0, 119)}…` : text;
  return `${layout.name} (${layout.width} x ${layout.height})`;
}
