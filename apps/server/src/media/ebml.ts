// Reading EBML, the binary element format of Matroska and WebM: each element is an ID, a size and its data,
// the ID and size written as variable-length integers (RFC 8794 §4).

/** One element: its ID and where its data lies; `end` is null when the size is "unknown" (live recordings). */
export interface EbmlElement {
  id: number;
  /** Offset of the element's first header byte. */
  offset: number;
  /** Offset of the data, just after the header. */
  start: number;
  end: number | null;
}

/** The file ends, or an element overruns its parent: the bytes are not a whole EBML document. */
export class EbmlError extends Error {
  override readonly name = 'EbmlError';
}

/** The length of a variable-length integer, told by the position of the first 1 bit of its first byte. */
function vintLength(first: number, maxLength: number): number {
  for (let length = 1; length <= maxLength; length += 1) if (first & (0x100 >> length)) return length;
  throw new EbmlError('invalid variable-length integer');
}

/** Reads an element header at `offset`; its data must end by `limit` (the parent's end or the file's). */
export function readElement(bytes: Buffer, offset: number, limit: number): EbmlElement {
  if (offset >= limit) throw new EbmlError('element header past the end');
  const idLength = vintLength(bytes[offset]!, 4);
  const sizeOffset = offset + idLength;
  if (sizeOffset >= limit) throw new EbmlError('element header past the end');
  const sizeLength = vintLength(bytes[sizeOffset]!, 8);
  const start = sizeOffset + sizeLength;
  if (start > limit) throw new EbmlError('element header past the end');

  let id = 0;
  for (let index = offset; index < sizeOffset; index += 1) id = id * 256 + bytes[index]!;
  let size = bytes[sizeOffset]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let index = sizeOffset + 1; index < start; index += 1) {
    size = size * 256 + bytes[index]!;
    allOnes &&= bytes[index] === 0xff;
  }
  if (allOnes) return { id, offset, start, end: null };
  const end = start + size;
  if (end > limit) throw new EbmlError(`element 0x${id.toString(16)} overruns its parent`);
  return { id, offset, start, end };
}

/** The children of an element of known size, in order. */
export function* childrenOf(bytes: Buffer, parent: { start: number; end: number }): Generator<EbmlElement> {
  let offset = parent.start;
  while (offset < parent.end) {
    const child = readElement(bytes, offset, parent.end);
    if (child.end === null) throw new EbmlError('an element of unknown size inside one of known size');
    yield child;
    offset = child.end;
  }
}

export function readUnsigned(bytes: Buffer, element: EbmlElement): number {
  const end = element.end ?? element.start;
  if (end - element.start > 8) throw new EbmlError('unsigned integer longer than 8 bytes');
  let value = 0;
  for (let index = element.start; index < end; index += 1) value = value * 256 + bytes[index]!;
  return value;
}

/** An ASCII string element; trailing NUL padding is allowed by the format and dropped. */
export function readString(bytes: Buffer, element: EbmlElement): string {
  return bytes.toString('latin1', element.start, element.end ?? element.start).replace(/\0+$/, '');
}
