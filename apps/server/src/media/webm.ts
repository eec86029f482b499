import { childrenOf, EbmlError, readElement, readString, readUnsigned, type EbmlElement } from './ebml';

// Element IDs of the Matroska specification that a WebM check needs.
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_NUMBER = 0xd7;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMESTAMP = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** Nanoseconds per timestamp unit when the Info element does not say (Matroska's default: milliseconds). */
const DEFAULT_TIMESTAMP_SCALE = 1_000_000;
/** The elements that may follow a Cluster inside the Segment: one of them ends a cluster of unknown size. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  INFO,
  TRACKS,
  CLUSTER,
  0x1c53bb6b, // Cues
  0x1043a770, // Chapters
  0x1254c367, // Tags
  0x1941a469, // Attachments
]);
const VIDEO_TRACK = 1;
const AUDIO_TRACK = 2;
/** The video codecs WebM allows (webmproject.org container guidelines). */
const WEBM_VIDEO_CODECS = new Set(['V_VP8', 'V_VP9', 'V_AV1']);

export interface WebmInfo {
  codec: string;
  width: number;
  height: number;
  /** Whether the file has a sound track too. */
  audio: boolean;
  /**
   * How long it plays, in seconds: the later of the declared Duration and the last block's timestamp (a
   * live recording declares none), so a file cannot pass for shorter than what ffmpeg will decode.
   */
  seconds: number;
  /** Frames of the video track (blocks, laced frames counted one by one): what ffmpeg has to decode. */
  frames: number;
}

interface Track {
  number: number;
  type: number;
  codec: string;
  width: number;
  height: number;
}

/** What the clusters hold: frames per track number, and the latest block timestamp (in scale units). */
interface Blocks {
  count: number;
  framesByTrack: Map<number, number>;
  lastTimestamp: number;
}

function readTrack(bytes: Buffer, entry: EbmlElement & { end: number }): Track {
  const track: Track = { number: 0, type: 0, codec: '', width: 0, height: 0 };
  for (const field of childrenOf(bytes, entry)) {
    if (field.id === TRACK_NUMBER) track.number = readUnsigned(bytes, field);
    else if (field.id === TRACK_TYPE) track.type = readUnsigned(bytes, field);
    else if (field.id === CODEC_ID) track.codec = readString(bytes, field);
    else if (field.id === VIDEO && field.end !== null) {
      for (const dimension of childrenOf(bytes, { start: field.start, end: field.end })) {
        if (dimension.id === PIXEL_WIDTH) track.width = readUnsigned(bytes, dimension);
        else if (dimension.id === PIXEL_HEIGHT) track.height = readUnsigned(bytes, dimension);
      }
    }
  }
  return track;
}

function readTracks(bytes: Buffer, tracks: { start: number; end: number }): Track[] {
  const found: Track[] = [];
  for (const entry of childrenOf(bytes, tracks))
    if (entry.id === TRACK_ENTRY && entry.end !== null)
      found.push(readTrack(bytes, { ...entry, end: entry.end }));
  return found;
}

/**
 * A block's header (Matroska §10.1): the track number as a variable-length integer, a signed 16-bit
 * timestamp relative to the cluster's, flags whose bits 1–2 say how frames are laced, then for a laced
 * block the number of frames less one.
 */
function readBlockHeader(
  bytes: Buffer,
  block: EbmlElement,
): { track: number; relative: number; frames: number } {
  const end = block.end ?? block.start;
  const first = bytes[block.start];
  if (first === undefined || block.start >= end) throw new EbmlError('an empty block');
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8) throw new EbmlError('invalid track number in a block');
  const flagsAt = block.start + length + 2;
  if (flagsAt >= end) throw new EbmlError('a block shorter than its header');
  let track = first & (0xff >> length);
  for (let index = block.start + 1; index < block.start + length; index += 1)
    track = track * 256 + bytes[index]!;
  const relative = bytes.readInt16BE(block.start + length);
  const laced = (bytes[flagsAt]! & 0x06) !== 0;
  if (laced && flagsAt + 1 >= end) throw new EbmlError('a laced block without its frame count');
  return { track, relative, frames: laced ? bytes[flagsAt + 1]! + 1 : 1 };
}

function countBlock(bytes: Buffer, block: EbmlElement, clusterTimestamp: number, into: Blocks): void {
  const header = readBlockHeader(bytes, block);
  into.count += 1;
  into.framesByTrack.set(header.track, (into.framesByTrack.get(header.track) ?? 0) + header.frames);
  into.lastTimestamp = Math.max(into.lastTimestamp, clusterTimestamp + header.relative);
}

/**
 * Walks a cluster's blocks, counting them into `into`, and returns where the cluster ends. A recording
 * that is still growing writes clusters of unknown size: such a cluster ends where the next top-level
 * element of the segment begins, or with the segment.
 */
function walkCluster(bytes: Buffer, cluster: EbmlElement, segmentEnd: number, into: Blocks): number {
  const limit = cluster.end ?? segmentEnd;
  let offset = cluster.start;
  let timestamp = 0;
  const blocks: EbmlElement[] = [];
  while (offset < limit) {
    const child = readElement(bytes, offset, limit);
    if (cluster.end === null && SEGMENT_CHILDREN.has(child.id)) break;
    if (child.end === null) throw new EbmlError('a cluster child of unknown size');
    if (child.id === CLUSTER_TIMESTAMP) timestamp = readUnsigned(bytes, child);
    else if (child.id === SIMPLE_BLOCK) blocks.push(child);
    else if (child.id === BLOCK_GROUP)
      for (const part of childrenOf(bytes, { start: child.start, end: child.end }))
        if (part.id === BLOCK) blocks.push(part);
    offset = child.end;
  }
  // The cluster's timestamp comes first in practice, but the format does not require it.
  for (const block of blocks) countBlock(bytes, block, timestamp, into);
  return offset;
}

/** The Info element's timestamp scale (ns per unit) and declared Duration (in units; 0 when absent). */
function readInfo(bytes: Buffer, info: { start: number; end: number }): { scale: number; duration: number } {
  let scale = DEFAULT_TIMESTAMP_SCALE;
  let duration = 0;
  for (const field of childrenOf(bytes, info)) {
    const size = (field.end ?? field.start) - field.start;
    if (field.id === TIMESTAMP_SCALE) scale = readUnsigned(bytes, field);
    else if (field.id === DURATION && (size === 4 || size === 8))
      duration = size === 4 ? bytes.readFloatBE(field.start) : bytes.readDoubleBE(field.start);
  }
  if (!(scale > 0) || !Number.isFinite(duration))
    throw new EbmlError('an impossible timestamp scale or duration');
  return { scale, duration: Math.max(0, duration) };
}

function docTypeOf(bytes: Buffer, header: EbmlElement): string {
  if (header.id !== EBML || header.end === null) throw new EbmlError('no EBML header');
  for (const field of childrenOf(bytes, { start: header.start, end: header.end }))
    if (field.id === DOC_TYPE) return readString(bytes, field);
  return '';
}

function inspect(bytes: Buffer): WebmInfo | null {
  const header = readElement(bytes, 0, bytes.length);
  if (docTypeOf(bytes, header) !== 'webm') return null;
  const segment = readElement(bytes, header.end!, bytes.length);
  if (segment.id !== SEGMENT) return null;
  // Nothing may follow the segment: a file is one WebM and not a WebM with something else appended.
  if (segment.end !== null && segment.end !== bytes.length) return null;
  const segmentEnd = segment.end ?? bytes.length;

  let tracks: Track[] = [];
  let info = { scale: DEFAULT_TIMESTAMP_SCALE, duration: 0 };
  const blocks: Blocks = { count: 0, framesByTrack: new Map(), lastTimestamp: 0 };
  let offset = segment.start;
  while (offset < segmentEnd) {
    const element = readElement(bytes, offset, segmentEnd);
    if (element.id === CLUSTER) {
      offset = walkCluster(bytes, element, segmentEnd, blocks);
      continue;
    }
    if (element.end === null) return null;
    const known = { start: element.start, end: element.end };
    if (element.id === TRACKS) tracks = readTracks(bytes, known);
    else if (element.id === INFO) info = readInfo(bytes, known);
    offset = element.end;
  }

  const video = tracks.find((track) => track.type === VIDEO_TRACK && WEBM_VIDEO_CODECS.has(track.codec));
  if (!video || blocks.count === 0) return null;
  const lastUnit = Math.max(info.duration, blocks.lastTimestamp);
  return {
    codec: video.codec,
    width: video.width,
    height: video.height,
    audio: tracks.some((track) => track.type === AUDIO_TRACK),
    seconds: (lastUnit * info.scale) / 1e9,
    frames: blocks.framesByTrack.get(video.number) ?? 0,
  };
}

/**
 * Checks by content that `bytes` are one whole WebM file with a video track (VP8, VP9 or AV1) and at least
 * one frame: the EBML header with DocType `webm`, then a Segment whose every element lies inside the file.
 * A Matroska file, a cut-off recording or anything else gives null.
 */
export function inspectWebm(bytes: Buffer): WebmInfo | null {
  try {
    return inspect(bytes);
  } catch (error) {
    if (error instanceof EbmlError) return null;
    throw error;
  }
}
