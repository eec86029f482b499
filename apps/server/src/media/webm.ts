import { childrenOf, EbmlError, readElement, readString, readUnsigned, type EbmlElement } from './ebml';

// Element IDs of the Matroska specification that a WebM check needs.
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CLUSTER = 0x1f43b675;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
/** The elements that may follow a Cluster inside the Segment: one of them ends a cluster of unknown size. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  0x1549a966, // Info
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
}

interface Track {
  type: number;
  codec: string;
  width: number;
  height: number;
}

function readTrack(bytes: Buffer, entry: EbmlElement & { end: number }): Track {
  const track: Track = { type: 0, codec: '', width: 0, height: 0 };
  for (const field of childrenOf(bytes, entry)) {
    if (field.id === TRACK_TYPE) track.type = readUnsigned(bytes, field);
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
 * Walks a cluster's blocks and returns where the cluster ends and how many frames it holds. A recording
 * that is still growing writes clusters of unknown size: such a cluster ends where the next top-level
 * element of the segment begins, or with the segment.
 */
function walkCluster(
  bytes: Buffer,
  cluster: EbmlElement,
  segmentEnd: number,
): { end: number; blocks: number } {
  const limit = cluster.end ?? segmentEnd;
  let offset = cluster.start;
  let blocks = 0;
  while (offset < limit) {
    const child = readElement(bytes, offset, limit);
    if (cluster.end === null && SEGMENT_CHILDREN.has(child.id)) return { end: offset, blocks };
    if (child.end === null) throw new EbmlError('a cluster child of unknown size');
    if (child.id === SIMPLE_BLOCK || child.id === BLOCK_GROUP) blocks += 1;
    offset = child.end;
  }
  return { end: limit, blocks };
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
  let blocks = 0;
  let offset = segment.start;
  while (offset < segmentEnd) {
    const element = readElement(bytes, offset, segmentEnd);
    if (element.id === CLUSTER) {
      const cluster = walkCluster(bytes, element, segmentEnd);
      blocks += cluster.blocks;
      offset = cluster.end;
      continue;
    }
    if (element.end === null) return null;
    if (element.id === TRACKS) tracks = readTracks(bytes, { start: element.start, end: element.end });
    offset = element.end;
  }

  const video = tracks.find((track) => track.type === VIDEO_TRACK && WEBM_VIDEO_CODECS.has(track.codec));
  if (!video || blocks === 0) return null;
  return {
    codec: video.codec,
    width: video.width,
    height: video.height,
    audio: tracks.some((track) => track.type === AUDIO_TRACK),
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
