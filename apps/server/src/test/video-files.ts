// Real video files for the video tests (made once with ffmpeg, see sample-files/README.md) and the bad corpus.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { makeJpeg, noise } from './upload-files';

const FIXTURES = new URL('./sample-files/', import.meta.url);

function fixture(name: string): Buffer {
  return readFileSync(new URL(name, FIXTURES));
}

/** 1 s of VP8 at 64 × 64, Segment and Clusters of known size (what a muxer that can seek writes). */
export const VP8_WEBM = fixture('vp8-64x64-1s.webm');
/** 1 s of VP9 at 64 × 64 written as a live stream: sizes unknown, as in a MediaRecorder recording. */
export const VP9_LIVE_WEBM = fixture('vp9-64x64-1s-live.webm');

const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75];
/** The live fixture before its first cluster: EBML header, Segment of unknown size, Info, Tracks and Tags. */
const LIVE_HEAD = VP9_LIVE_WEBM.subarray(0, VP9_LIVE_WEBM.indexOf(Buffer.from(CLUSTER_ID)));
/** An element size of 8 bytes saying "unknown", as a live recording writes its Segment and Clusters. */
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/** An EBML element: its ID, its size as an 8-byte variable-length integer (`declaredSize`), then `data`. */
export function ebmlElement(id: number[], data: Buffer, declaredSize = data.length): Buffer {
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(Math.floor(declaredSize / 2 ** 32), 1, 3);
  size.writeUInt32BE(declaredSize % 2 ** 32, 4);
  return Buffer.concat([Buffer.from(id), size, data]);
}

/**
 * A SimpleBlock of the video track (number 1) at the cluster's time, a keyframe holding `frames` frames of one
 * byte each: Xiph-laced when there is more than one (a lace count, then each frame's size but the last).
 */
export function simpleBlock(frames = 1): Buffer {
  const laced = frames > 1;
  const header = Buffer.from([0x81, 0, 0, laced ? 0x82 : 0x80]);
  const lacing = laced
    ? Buffer.concat([Buffer.from([frames - 1]), Buffer.alloc(frames - 1, 1)])
    : Buffer.alloc(0);
  return ebmlElement([0xa3], Buffer.concat([header, lacing, Buffer.alloc(frames)]));
}

/** A live recording (Segment and Cluster of unknown size) of the live fixture's tracks whose one cluster holds `blocks`. */
export function liveWebmWith(blocks: Buffer[]): Buffer {
  const timestamp = Buffer.from([0xe7, 0x81, 0]);
  return Buffer.concat([LIVE_HEAD, Buffer.from(CLUSTER_ID), UNKNOWN_SIZE, timestamp, ...blocks]);
}

/** `webm` with its Segment's Duration (a float64 element, in milliseconds) set to `seconds`. */
export function withDeclaredDuration(webm: Buffer, seconds: number): Buffer {
  const patched = Buffer.from(webm);
  const duration = patched.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (duration < 0) throw new Error('no 8-byte Duration element');
  patched.writeDoubleBE(seconds * 1000, duration + 3);
  return patched;
}

/** `bytes` with `from` (same length as `to`) replaced by `to` where it first occurs. */
function patched(bytes: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(bytes);
  copy.write(to, copy.indexOf(from, 0, 'latin1'), 'latin1');
  return copy;
}

/** Files that are not a WebM with a video track, or not a whole one, whatever their name says. */
export async function notWebmCorpus(): Promise<Array<[label: string, bytes: Buffer]>> {
  const segmentAt = VP8_WEBM.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
  const fourGigabytes = 2 ** 32;
  const liveCluster = VP9_LIVE_WEBM.subarray(LIVE_HEAD.length + 6);
  return [
    ['empty file', Buffer.alloc(0)],
    ['noise', noise(4096)],
    ['MP4', fixture('mpeg4-64x64.mp4')],
    ['Matroska (DocType matroska)', fixture('vp8-64x64-matroska.mkv')],
    ['WebM with audio only', fixture('opus-audio-only.webm')],
    ['WebM whose video codec WebM does not allow', patched(VP8_WEBM, 'V_VP8', 'V_VPX')],
    ['WebM cut in the middle', VP8_WEBM.subarray(0, Math.floor(VP8_WEBM.length / 2))],
    ['live WebM cut in a frame', VP9_LIVE_WEBM.subarray(0, VP9_LIVE_WEBM.length - 7)],
    ['WebM header only', VP8_WEBM.subarray(0, 40)],
    ['WebM with bytes appended', Buffer.concat([VP8_WEBM, Buffer.from('<script>alert(1)</script>')])],
    [
      'live WebM with bytes appended',
      Buffer.concat([VP9_LIVE_WEBM, Buffer.from('<script>alert(1)</script>')]),
    ],
    ['WebM declaring 30 s for 1 s of frames', withDeclaredDuration(VP8_WEBM, 30)],
    ['WebM declaring 0.4 s for 1 s of frames', withDeclaredDuration(VP8_WEBM, 0.4)],
    [
      'EBML header declaring 2^53 bytes',
      ebmlElement([0x1a, 0x45, 0xdf, 0xa3], VP8_WEBM.subarray(5), 2 ** 53),
    ],
    [
      'Segment declaring 4 GB',
      Buffer.concat([
        VP8_WEBM.subarray(0, segmentAt),
        ebmlElement([0x18, 0x53, 0x80, 0x67], VP8_WEBM.subarray(segmentAt + 12), fourGigabytes),
      ]),
    ],
    [
      'Cluster declaring 4 GB',
      Buffer.concat([LIVE_HEAD, ebmlElement(CLUSTER_ID, liveCluster, fourGigabytes)]),
    ],
    [
      'block declaring 4 GB',
      liveWebmWith([simpleBlock(), ebmlElement([0xa3], Buffer.from([0x81, 0, 0, 0x80, 0]), fourGigabytes)]),
    ],
    ['JPEG', await makeJpeg(32, 32)],
    ['text', Buffer.from('just some words, not a video\n')],
  ];
}

/** The multipart body of saveVideo as the web client's FormData sends it: the design id, then the file. */
export function saveVideoBody(
  video: Buffer,
  quoteId: string,
  options: { filename?: string; contentType?: string; field?: string; fields?: Record<string, string> } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lienzo${randomBytes(8).toString('hex')}`;
  const text = { quote_id: quoteId, ...options.fields };
  const head =
    Object.entries(text)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'videoBlob'}"; ` +
    `filename="${options.filename ?? 'blob'}"\r\nContent-Type: ${options.contentType ?? 'video/webm'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), video, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A valid WebM of exactly `size` bytes: the live fixture (Segment of unknown size) followed by a Void
 * element, which every reader skips.
 */
export function webmOfSize(size: number): Buffer {
  const padding = size - VP9_LIVE_WEBM.length - 9;
  if (padding < 0) throw new Error('size too small');
  const header = Buffer.alloc(9);
  header[0] = 0xec;
  header[1] = 0x01;
  header.writeUIntBE(Math.floor(padding / 2 ** 32), 2, 3);
  header.writeUInt32BE(padding % 2 ** 32, 5);
  return Buffer.concat([VP9_LIVE_WEBM, header, Buffer.alloc(padding)]);
}
