import { CONTAINER_CODECS, encodeVideo, videoCodecFor, type VideoJob } from './encodeVideo';

export { VIDEO_FPS, trimAudio } from './encodeVideo';
/** A job of the WebM export (the saved recording). */
export type WebmJob = VideoJob;
/** Codecs tried in order: VP9, then VP8 where VP9 is missing (both play in WebM everywhere). */
export const VIDEO_CODECS = CONTAINER_CODECS.webm.video;

/** The codec this browser can encode at that size, or null when WebCodecs cannot (use MediaRecorder). */
export function webmCodecFor(width: number, height: number) {
  return videoCodecFor('webm', width, height);
}

/** The video as WebM: VP9 (or VP8) with the track as Opus (see {@link encodeVideo}). */
export function encodeWebm(job: WebmJob): Promise<Blob> {
  return encodeVideo(job, 'webm');
}
