import { MAX_TIMELINE_SECONDS } from '@lienzo/core';
import { ApiError } from '../http/api-error';
import type { WebmInfo } from '../media/webm';

/**
 * What a design's recording may be beyond its timeline: the MediaRecorder fallback records in real time and
 * stops a little after the last frame (TIMELINE.recorderStopMs plus the time the recorder takes to stop).
 */
const RECORDING_SLACK_SECONDS = 2;
/** Frames per second a recording may carry: twice the editor's 30, for recorders that double frames. */
const MAX_FRAMES_PER_SECOND = 60;

/** The part of a design's row that bounds its video: the layout size and its timeline's duration. */
export interface VideoBounds {
  width: number;
  height: number;
  /**
   * The length of the design's video (its pages' lengths added up), read by the database so that a document
   * of megabytes is not parsed on the event loop for one number; PostgreSQL may give it as text.
   */
  timelineDuration: unknown;
}

function timelineSeconds(raw: unknown): number {
  const duration = typeof raw === 'string' ? Number(raw) : raw;
  return typeof duration === 'number' && duration > 0
    ? Math.min(duration, MAX_TIMELINE_SECONDS)
    : MAX_TIMELINE_SECONDS;
}

/**
 * Refuses (400, nothing stored) a recording longer than the design's timeline, with more frames than that
 * length holds, or larger than the design's layout: each bounds what ffmpeg spends on its MP4.
 */
export function checkVideoFitsDesign(video: WebmInfo, design: VideoBounds): void {
  const seconds = timelineSeconds(design.timelineDuration);
  const refuse = (detail: string) => new ApiError(400, 'API_ERROR_INVALID_VIDEO_FILE', detail);
  if (video.seconds > seconds + RECORDING_SLACK_SECONDS)
    throw refuse(`This video is ${video.seconds.toFixed(1)} s long; the design's timeline is ${seconds} s.`);
  if (video.frames > (seconds + RECORDING_SLACK_SECONDS) * MAX_FRAMES_PER_SECOND)
    throw refuse(`This video has ${video.frames} frames, too many for ${seconds} s.`);
  if (video.width > design.width || video.height > design.height)
    throw refuse(
      `This video is ${video.width} × ${video.height}; the design is ${design.width} × ${design.height}.`,
    );
}
