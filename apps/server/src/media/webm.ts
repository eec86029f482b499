import { MAX_TIMELINE_SECONDS } from '@lienzo/core';
import { WEBM, type VideoCodec } from 'mediabunny';
import { declaredDurationAgrees, forEachPacket, readMedia } from './media-input';
import { isWholeWebm } from './webm-layout';

/** The video codecs WebM allows (webmproject.org container guidelines). */
const WEBM_VIDEO_CODECS: ReadonlySet<VideoCodec | null> = new Set<VideoCodec>(['vp8', 'vp9', 'av1']);
/**
 * The most clusters and frames (all tracks together) a WebM may hold, checked before mediabunny reads it: 200
 * a second over the longest timeline, more than any design's recording has (60 video frames a second at most,
 * see video-limits.ts, Opus sound's 50, and a cluster every few seconds).
 */
export const MAX_WEBM_PARTS = 200 * MAX_TIMELINE_SECONDS;

export interface WebmInfo {
  codec: VideoCodec;
  width: number;
  height: number;
  /** Whether the file has a sound track too. */
  audio: boolean;
  /**
   * How long it plays, in seconds: the later of the declared Duration and the end of the last frame (a live
   * recording declares none), so a file cannot pass for shorter than what ffmpeg will decode.
   */
  seconds: number;
  /** Frames of the video track: what ffmpeg has to decode. */
  frames: number;
}

/**
 * Checks by content that `bytes` are one whole WebM file with a video track (VP8, VP9 or AV1) and at least one
 * frame, whose declared Duration, if any, agrees with its frames. A Matroska file, a cut-off recording, one
 * with bytes appended or anything else gives null.
 */
export async function inspectWebm(bytes: Buffer): Promise<WebmInfo | null> {
  if (!isWholeWebm(bytes, MAX_WEBM_PARTS)) return null;
  return readMedia(bytes, WEBM, async (input) => {
    const video = (await input.getVideoTracks()).find((track) => WEBM_VIDEO_CODECS.has(track.codec));
    if (!video?.codec) return null;
    let frames = 0;
    await forEachPacket(video, true, () => {
      frames += 1;
      return true;
    });
    const played = await input.computeDuration();
    const declared = await input.getDurationFromMetadata();
    if (frames === 0 || !declaredDurationAgrees(declared, played)) return null;
    return {
      codec: video.codec,
      width: video.codedWidth,
      height: video.codedHeight,
      audio: (await input.getAudioTracks()).length > 0,
      seconds: Math.max(declared ?? 0, played),
      frames,
    };
  });
}
