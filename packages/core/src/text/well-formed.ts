/** In `u` mode a pair is one code point, so only a lone half is of the category Surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * Where a parsed JSON value holds text that is not well-formed UTF-16 (a lone surrogate: half of a pair, which
 * only a `\ud800`-style escape can produce), as a path like `objects.0.text`; null when all text is
 * well-formed. No encoding can store a lone surrogate: SQLite would keep three U+FFFD, PostgreSQL one (issue
 * 20), so a request holding one is refused rather than stored changed. Keys are checked too.
 */
export function illFormedTextPath(value: unknown, path = ''): string | null {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedTextPath(item, at(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) return at(key.replace(LONE_SURROGATES, '\ufffd'));
      const found = illFormedTextPath(item, at(key));
      if (found !== null) return found;
    }
  }
  return null;
}

/** The message that goes with the path. */
export const ILL_FORMED_TEXT =
  'holds a lone surrogate (half of a UTF-16 pair); send well-formed Unicode text';
