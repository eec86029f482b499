import {
  AudioBufferSource,
  BufferTarget,
  CanvasSource,
  Output,
  QUALITY_HIGH,
  WebMOutputFormat,
  getFirstEncodableVideoCodec,
  type VideoCodec,
} from 'mediabunny';

/** Frames per second of every exported video (SPEC §9 recording, DESIGN.md §6). */
export const VIDEO_FPS = 30;
/** Codecs tried in order: VP9, then VP8 where VP9 is missing (both play in WebM everywhere). */
export const VIDEO_CODECS: readonly VideoCodec[] = ['vp9', 'vp8'];

export interface WebmJob {
  /** The canvas each frame is drawn on, at the video's size. */
  canvas: HTMLCanvasElement | OffscreenCanvas;
  /** Length in seconds; the video has round(duration × fps) frames. */
  duration: number;
  /**
   * Draws the frame at `seconds` on the canvas. It may leave the canvas as it is when the frame looks
   * like the previous one (most frames of a story are still): the canvas is sent as it stands.
   */
  drawFrame: (seconds: number) => void;
  /** The timeline's track, decoded; cut at the video's length. */
  audio?: AudioBuffer | null;
  /** Called after each frame with the share done, 0–1. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

/** The codec this browser can encode at that size, or null when WebCodecs cannot (use MediaRecorder). */
export async function webmCodecFor(width: number, height: number): Promise<VideoCodec | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  return getFirstEncodableVideoCodec([...VIDEO_CODECS], { width, height, frameRate: VIDEO_FPS });
}

/** The first `seconds` of a track (all of it when shorter), as a new buffer. */
export function trimAudio(audio: AudioBuffer, seconds: number): AudioBuffer {
  const length = Math.min(audio.length, Math.round(seconds * audio.sampleRate));
  const trimmed = new AudioBuffer({
    length,
    numberOfChannels: audio.numberOfChannels,
    sampleRate: audio.sampleRate,
  });
  for (let channel = 0; channel < audio.numberOfChannels; channel++)
    trimmed.copyToChannel(audio.getChannelData(channel).subarray(0, length), channel);
  return trimmed;
}

/**
 * Renders and encodes a video frame by frame, much faster than real time: WebCodecs VP9 (or VP8) at
 * {@link VIDEO_FPS}, the track as Opus, muxed into WebM by mediabunny. Throws when this browser cannot
 * encode video (see {@link webmCodecFor}) or when `signal` aborts.
 */
export async function encodeWebm(job: WebmJob): Promise<Blob> {
  const { canvas, duration } = job;
  if (!(duration > 0) || !Number.isFinite(duration))
    throw new RangeError(`A video needs a length: ${duration}`);
  const codec = await webmCodecFor(canvas.width, canvas.height);
  if (!codec) throw new Error('This browser cannot encode VP9 or VP8 video');
  const target = new BufferTarget();
  const output = new Output({ format: new WebMOutputFormat(), target });
  const video = new CanvasSource(canvas, { codec, quality: QUALITY_HIGH, latencyMode: 'realtime' });
  output.addVideoTrack(video, { frameRate: VIDEO_FPS });
  const audio = job.audio ? new AudioBufferSource({ codec: 'opus', quality: QUALITY_HIGH }) : null;
  if (audio) output.addAudioTrack(audio);
  await output.start();
  try {
    if (audio && job.audio) await audio.add(trimAudio(job.audio, duration));
    audio?.close();
    const frames = Math.round(duration * VIDEO_FPS);
    for (let frame = 0; frame < frames; frame++) {
      job.signal?.throwIfAborted();
      const seconds = frame / VIDEO_FPS;
      job.drawFrame(seconds);
      await video.add(seconds, 1 / VIDEO_FPS);
      job.onProgress?.((frame + 1) / frames);
    }
    video.close();
    await output.finalize();
  } catch (error) {
    await output.cancel();
    throw error;
  }
  return new Blob([target.buffer!], { type: 'video/webm' });
}
