// The names of downloaded files: the server's Content-Disposition and the files the web app makes itself.

/** Longest slug taken from a title, in characters. */
const SLUG_LENGTH = 60;

function trimDashes(value: string): string {
  return value.replace(/^-+|-+$/g, '');
}

/** `Café & Crème!` → `cafe-creme`: ASCII letters and digits only, accents folded; `design` when none is left. */
export function asciiSlug(title: string): string {
  const folded = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return trimDashes(trimDashes(folded).slice(0, SLUG_LENGTH)) || 'design';
}

/** `Καλό Καλοκαίρι!` → `καλό-καλοκαίρι`: letters and digits of any script, nothing else; `design` when empty. */
export function unicodeSlug(title: string): string {
  const kept = trimDashes(
    title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-'),
  );
  return trimDashes([...kept].slice(0, SLUG_LENGTH).join('')) || 'design';
}
