/** Proportions shared by the poll, question and slider cards, in their own units (they start scaled). */
export const CARD = {
  minWidth: 1200,
  padding: 70,
  radius: 60,
  gap: 50,
  questionFontSize: 64,
  lineHeight: 1.25,
  family: 'Open Sans',
} as const;

/** The question lines of a card, or no line at all when it has no question. */
export function questionLines(lines: readonly string[]): readonly string[] {
  return lines.length === 1 && lines[0] === '' ? [] : lines;
}
