/** Lower case without accents, so "montana" finds "montaña" and "Rio" finds "río". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, folded, for the local image search. */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** True when every wanted word starts one of the words: "mont" finds "montaña"; no words find everything. */
export function matchesEveryWord(wanted: readonly string[], words: Iterable<string>): boolean {
  const candidates = [...words];
  return wanted.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
}
