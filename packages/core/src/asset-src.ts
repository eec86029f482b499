import { z } from 'zod';

const SAME_SITE_PATH = /^\/(?!\/)[\w\-./%]+$/;
/** After decoding: a second slash at the start (another host), a backslash, a control character. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNSAFE_DECODED = /^\/\/|[\\\u0000-\u001f\u007f]/;
/** Enough for any double or triple encoding; a path still changing after this many passes is refused. */
const MAX_DECODE_PASSES = 4;

/**
 * The path with every percent-escape decoded, again and again until it stops changing (`%252e` is `%2e` after
 * one pass and `.` after two); null for a broken escape or one nested too deep. Hand-written around the
 * built-in decoder: the rule is ours (what a browser's URL parser or a server's router might turn it into).
 */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let pass = 0; pass < MAX_DECODE_PASSES; pass += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * True for a path on our own origin; anything else could make the editor fetch from a foreign host. The
 * check runs on the decoded path too: a browser resolves `%2e%2e` as `..` (issue 20), so
 * `/uploads/%2e%2e/%2e%2e/api/me` would fetch `/api/me`. No dot segments, encoded or not.
 */
export function isSameSitePath(src: string): boolean {
  if (!SAME_SITE_PATH.test(src)) return false;
  const decoded = fullyDecoded(src);
  if (decoded === null || UNSAFE_DECODED.test(decoded) || decoded.includes('..')) return false;
  return !decoded.split('/').includes('.');
}

/** A stored asset the document points at: only paths on our own origin (DESIGN.md §9: no foreign fetches). */
export const assetSrc = z
  .string()
  .max(2048)
  .refine(isSameSitePath, { message: 'must be a path on this site' });
