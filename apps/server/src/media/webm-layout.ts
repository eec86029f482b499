// What mediabunny does not check in a WebM before it reads one, checked here from its EBML elements (RFC 8794:
// an ID and a size, both variable-length integers, then the data):
// - that the elements fill the file exactly: mediabunny stops at the Segment's end or at the first element it
//   cannot read, so a cut file or one with bytes appended passes it;
// - how many clusters, frames and cue points there are: it keeps every block of a cluster in memory, one object
//   per frame of a laced block (up to 256 each), and visits every cluster, so a flood of tiny blocks or empty
//   clusters would cost it gigabytes or seconds;
// - that the Segment holds only its own children and that every cue points at a cluster: mediabunny 1.61
//   looks for the next Segment child after any other element, and when there is none it loops forever
//   (`resync` in its matroska/ebml.ts stops advancing 8 bytes before the end).

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const CUES = 0x1c53bb6b;
const CUE_POINT = 0xbb;
const CUE_TRACK_POSITIONS = 0xb7;
const CUE_CLUSTER_POSITION = 0xf1;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const VOID = 0xec;
/** The elements the Segment holds (mediabunny's LEVEL_1_EBML_IDS); one of them ends a cluster of unknown size. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
  0x1654ae6b, // Tracks
  CLUSTER,
  CUES,
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
]);

/** An element's ID and where its data lies; `end` is null when its size is "unknown" (a live recording). */
interface Element {
  id: number;
  start: number;
  end: number | null;
}
type KnownElement = Element & { end: number };

/** Counts what mediabunny will hold or visit, up to a limit. */
class Budget {
  private spent = 0;
  constructor(private readonly limit: number) {}
  /** Spends `parts`; false once more than the limit is spent. */
  spend(parts: number): boolean {
    this.spent += parts;
    return this.spent <= this.limit;
  }
}

/** The length of a variable-length integer, told by its first 1 bit; 0 when there is none in `maxLength` bits. */
function vintLength(first: number | undefined, maxLength: number): number {
  for (let length = 1; length <= maxLength; length += 1) if ((first ?? 0) & (0x100 >> length)) return length;
  return 0;
}

/** The element at `offset`, or null when its header or its data does not fit before `limit`. */
function readElement(bytes: Buffer, offset: number, limit: number): Element | null {
  const idLength = vintLength(bytes[offset], 4);
  const sizeOffset = offset + idLength;
  const sizeLength = vintLength(bytes[sizeOffset], 8);
  const start = sizeOffset + sizeLength;
  if (idLength === 0 || sizeLength === 0 || start > limit) return null;
  const id = bytes.readUIntBE(offset, idLength);
  let size = bytes[sizeOffset]! & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let index = sizeOffset + 1; index < start; index += 1) {
    size = size * 256 + bytes[index]!;
    unknown &&= bytes[index] === 0xff;
  }
  if (unknown) return { id, start, end: null };
  return start + size <= limit ? { id, start, end: start + size } : null;
}

/** The children of an element of known size, or null when they do not fill it exactly with known sizes. */
function childrenOf(bytes: Buffer, parent: KnownElement): KnownElement[] | null {
  const children: KnownElement[] = [];
  for (let offset = parent.start; offset < parent.end;) {
    const child = readElement(bytes, offset, parent.end);
    if (child?.end == null) return null;
    children.push({ ...child, end: child.end });
    offset = child.end;
  }
  return children;
}

/**
 * The frames of a block (Matroska §10.1): its track number, a 16-bit timestamp, flags whose bits 1–2 say how
 * it is laced, then for a laced block the number of frames less one. Null when the block is shorter than that.
 */
function framesOfBlock(bytes: Buffer, block: KnownElement): number | null {
  const trackLength = vintLength(bytes[block.start], 8);
  const flagsAt = block.start + trackLength + 2;
  if (trackLength === 0 || flagsAt >= block.end) return null;
  if ((bytes[flagsAt]! & 0x06) === 0) return 1;
  return flagsAt + 1 < block.end ? bytes[flagsAt + 1]! + 1 : null;
}

/** The frames of a cluster's child: a SimpleBlock's, a BlockGroup's Blocks', none of anything else. */
function framesOfClusterChild(bytes: Buffer, child: KnownElement): number | null {
  if (child.id === SIMPLE_BLOCK) return framesOfBlock(bytes, child);
  if (child.id !== BLOCK_GROUP) return 0;
  const parts = childrenOf(bytes, child);
  if (!parts) return null;
  let frames = 0;
  for (const part of parts.filter((candidate) => candidate.id === BLOCK)) {
    const count = framesOfBlock(bytes, part);
    if (count === null) return null;
    frames += count;
  }
  return frames;
}

/**
 * Where the clusters that the cue points point at begin, counted from the Segment's data as they are, spending
 * a part for each cue point; null when the cues are malformed or over budget.
 */
function cuedClusters(bytes: Buffer, cues: KnownElement, budget: Budget): number[] | null {
  const points = childrenOf(bytes, cues);
  if (!points || !budget.spend(points.length)) return null;
  const positions: number[] = [];
  for (const point of points) {
    const fields = point.id === CUE_POINT && childrenOf(bytes, point);
    if (!fields) return null;
    for (const field of fields.filter((candidate) => candidate.id === CUE_TRACK_POSITIONS)) {
      const references = childrenOf(bytes, field);
      if (!references) return null;
      for (const reference of references.filter((candidate) => candidate.id === CUE_CLUSTER_POSITION)) {
        const length = reference.end - reference.start;
        if (length > 6) return null;
        positions.push(length === 0 ? 0 : bytes.readUIntBE(reference.start, length));
      }
    }
  }
  return positions;
}

/**
 * Walks a cluster's children, spending a part for each frame, and gives where it ends: one of unknown size ends
 * where the next child of the Segment begins, or with the file. Null when a child is malformed.
 */
function walkCluster(bytes: Buffer, cluster: Element, budget: Budget): number | null {
  const limit = cluster.end ?? bytes.length;
  let offset = cluster.start;
  while (offset < limit) {
    const child = readElement(bytes, offset, limit);
    if (!child) return null;
    if (cluster.end === null && SEGMENT_CHILDREN.has(child.id)) break;
    if (child.end === null) return null;
    const frames = framesOfClusterChild(bytes, { ...child, end: child.end });
    if (frames === null || !budget.spend(frames)) return null;
    offset = child.end;
  }
  return offset;
}

/**
 * Whether `bytes` are an EBML header and then one Segment whose own children fill the rest of the file exactly,
 * whose cue points all point at its clusters, and which has at most `maxParts` clusters, frames (every track's,
 * laced ones one by one) and cue points together. The walk stops at the first excess, so its own work is
 * bounded by the file's length.
 */
export function isWholeWebm(bytes: Buffer, maxParts: number): boolean {
  const header = readElement(bytes, 0, bytes.length);
  if (header?.id !== EBML_HEADER || header.end === null) return false;
  const segment = readElement(bytes, header.end, bytes.length);
  if (segment?.id !== SEGMENT || (segment.end !== null && segment.end !== bytes.length)) return false;
  const budget = new Budget(maxParts);
  const clusters = new Set<number>();
  let cued: number[] = [];
  for (let offset = segment.start; offset < bytes.length;) {
    const element = readElement(bytes, offset, bytes.length);
    if (!element || !(SEGMENT_CHILDREN.has(element.id) || element.id === VOID)) return false;
    if (element.id === CLUSTER) {
      clusters.add(offset - segment.start);
      const end = budget.spend(1) ? walkCluster(bytes, element, budget) : null;
      if (end === null) return false;
      offset = end;
      continue;
    }
    if (element.end === null) return false;
    if (element.id === CUES) {
      const positions = cuedClusters(bytes, { ...element, end: element.end }, budget);
      if (!positions) return false;
      cued = cued.concat(positions);
    }
    offset = element.end;
  }
  return cued.every((position) => clusters.has(position));
}
