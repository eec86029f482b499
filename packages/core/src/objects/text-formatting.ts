import { z } from 'zod';

/** How the paragraphs of a text are listed: none, a bullet or a number before each, with a hanging indent. */
export const TEXT_LIST_STYLES = ['none', 'bullet', 'number'] as const;
export type TextListStyle = (typeof TEXT_LIST_STYLES)[number];

/** The text-formatting properties of a pz-text beyond Fabric's own (issue 21); old texts read as none. */
export const textFormattingShape = {
  listStyle: z.enum(TEXT_LIST_STYLES).default('none'),
};

/** The case changes a text or its selected characters can take. */
export const TEXT_CASES = ['upper', 'lower', 'title'] as const;
export type TextCase = (typeof TEXT_CASES)[number];

const WORD_START = /(^|[^\p{L}\p{N}'’])(\p{L})/gu;

function changeGraphemeCase(grapheme: string, to: 'upper' | 'lower'): string {
  const changed = to === 'upper' ? grapheme.toLocaleUpperCase() : grapheme.toLocaleLowerCase();
  // "ß" upper-cases to "SS": a change that adds characters would shift the per-character styles.
  return Array.from(changed).length === 1 ? changed : grapheme;
}

/**
 * The text in another case, keeping its length in graphemes so per-character styles stay on their
 * characters. Title case capitalises the first letter of every word and lowers the rest.
 */
export function changeTextCase(text: string, to: TextCase): string {
  const graphemes = Array.from(text);
  if (to !== 'title') return graphemes.map((grapheme) => changeGraphemeCase(grapheme, to)).join('');
  const lowered = graphemes.map((grapheme) => changeGraphemeCase(grapheme, 'lower')).join('');
  return lowered.replace(WORD_START, (_match, before: string, letter: string) => {
    return before + changeGraphemeCase(letter, 'upper');
  });
}
