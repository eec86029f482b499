import { asciiSlug, unicodeSlug } from '@lienzo/core';

// Shared with the web app, which names the MP4s it makes the same way (issue 22).
export { asciiSlug, unicodeSlug };

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
