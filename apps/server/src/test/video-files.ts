// Real video files for the video tests (made once with ffmpeg, see sample-files/README.md) and the bad corpus.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { makeJpeg } from './upload-files';

const FIXTURES = new URL('./sample-files/', import.meta.url);

function fixture(name: string): Buffer {
  return readFileSync(new URL(name, FIXTURES));
}

/** 1 s of VP8 at 64 × 64, Segment and Clusters of known size (what a muxer that can seek writes). */
export const VP8_WEBM = fixture('vp8-64x64-1s.webm');
/** 1 s of VP9 at 64 × 64 written as a live stream: sizes unknown, as in a MediaRecorder recording. */
export const VP9_LIVE_WEBM = fixture('vp9-64x64-1s-live.webm');

/** Files that are not a WebM with a video track, whatever their name says. */
export async function notWebmCorpus(): Promise<Array<[label: string, bytes: Buffer]>> {
  return [
    ['empty file', Buffer.alloc(0)],
    ['MP4', fixture('mpeg4-64x64.mp4')],
    ['Matroska (DocType matroska)', fixture('vp8-64x64-matroska.mkv')],
    ['WebM with audio only', fixture('opus-audio-only.webm')],
    ['WebM cut in the middle', VP8_WEBM.subarray(0, Math.floor(VP8_WEBM.length / 2))],
    ['live WebM cut in a frame', VP9_LIVE_WEBM.subarray(0, VP9_LIVE_WEBM.length - 7)],
    ['WebM header only', VP8_WEBM.subarray(0, 40)],
    ['WebM with bytes appended', Buffer.concat([VP8_WEBM, Buffer.from('<script>alert(1)</script>')])],
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
