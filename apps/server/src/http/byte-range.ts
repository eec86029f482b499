/** Inclusive byte offsets of one part of a file, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header (RFC 9110 §14) for a file of `size` bytes: one range, or 'unsatisfiable' when it
 * starts past the end (416). A missing header, another unit, several ranges or a malformed one give null:
 * the whole file is sent, which the RFC allows a server to do for any range it does not honour.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return null;
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
