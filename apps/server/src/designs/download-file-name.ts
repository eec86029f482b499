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

/** RFC 8187 `value-chars`: UTF-8 percent-encoded, leaving only attr-char unescaped. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition` of a download named after the design, e.g. `my-title-1080x1080.png`: an ASCII
 * `filename` for every client and an RFC 5987 `filename*` keeping the title's own letters. Slugs hold only
 * letters, digits and dashes, so a title can never bring a quote, CR, LF or path separator into the header.
 */
export function downloadDisposition(
  title: string,
  size: { width: number; height: number },
  extension: string,
): string {
  const suffix = `-${size.width}x${size.height}.${extension}`;
  const ascii = `${asciiSlug(title)}${suffix}`;
  const unicode = `${unicodeSlug(title)}${suffix}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(unicode)}`;
}
