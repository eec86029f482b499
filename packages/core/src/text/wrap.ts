export interface WrapOptions {
  /** Words longer than this are cut into pieces of this many characters (poll answers, SPEC §5). */
  cutWordsOver?: number;
}

/** SPEC §5 line lengths of the Instagram stickers, in characters. */
export const STICKER_WRAP = {
  pollQuestion: 38,
  pollAnswer: 13,
  pollAnswerLongestWord: 10,
  question: 28,
  slider: 28,
} as const;

function cut(word: string, size: number): string[] {
  const characters = Array.from(word);
  const pieces: string[] = [];
  for (let at = 0; at < characters.length; at += size) pieces.push(characters.slice(at, at + size).join(''));
  return pieces;
}

/**
 * Breaks `text` into lines of at most `maxChars` characters at spaces (SPEC §5 sticker wrapping). Line
 * breaks the user typed are kept; a single word longer than a line stays whole unless it is cut.
 */
export function wrapByCharacters(text: string, maxChars: number, options: WrapOptions = {}): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  const cutAt = options.cutWordsOver;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let words = paragraph.split(/\s+/).filter((word) => word !== '');
    if (cutAt !== undefined && cutAt >= 1) words = words.flatMap((word) => cut(word, Math.floor(cutAt)));
    let line = '';
    for (const word of words) {
      if (line === '') line = word;
      else if (Array.from(line).length + 1 + Array.from(word).length <= limit) line = `${line} ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
