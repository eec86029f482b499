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
  return [...new Set(removeStopwords(words, STOPWORDS))].join(',');
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
