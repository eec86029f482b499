import {
  AudioBufferSource,
  BufferTarget,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  WebMOutputFormat,
  getFirstEncodableAudioCodec,
  getFirstEncodableVideoCodec,
  type AudioCodec,
  type VideoCodec,
} from 'mediabunny';

/** Frames per second of every exported video (SPEC §9 recording, DESIGN.md §6). */
export const VIDEO_FPS = 30;

/** The files a video is made as: WebM for the saved recording, MP4 (issue 22) for Instagram. */
export type VideoContainer = 'webm' | 'mp4';

/**
 * Codecs tried in order for each container. WebM: VP9, then VP8. MP4: H.264 (what Instagram asks for),
 * then VP9 in MP4; AAC where the browser encodes it (Debian's Chromium does not), else Opus in MP4.
 */
export const CONTAINER_CODECS: Record<
  VideoContainer,
  { video: VideoCodec[]; audio: AudioCodec[]; type: string }
> = {
  webm: { video: ['vp9', 'vp8'], audio: ['opus'], type: 'video/webm' },
  mp4: { video: ['avc', 'vp9'], audio: ['aac', 'opus'], type: 'video/mp4' },
};

/**
 * Frames handed to the encoder and not yet taken by it, at most: drawing the next frame goes on while the
 * encoder works on these, and the memory held stays bounded (a 1080 × 1920 frame is 8 MB).
 */
export const FRAMES_IN_FLIGHT = 6;

export interface VideoJob {
  /** The canvas each frame is drawn on, at the video's size. */
  canvas: HTMLCanvasElement | OffscreenCanvas;
  /** Length in seconds; the video has round(duration × fps) frames. */
  duration: number;
  /**
   * Draws the frame at `seconds` on the canvas. It may leave the canvas as it is when the frame looks
   * like the previous one (most frames of a story are still): the canvas is sent as it stands. A promise
   * (the next scene's page being made ready, issue 23) is awaited before the frame is taken.
   */
  drawFrame: (seconds: number) => void | Promise<void>;
  /** The timeline's track, decoded; cut at the video's length. */
  audio?: AudioBuffer | null;
  /** Called after each frame with the share done, 0–1. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

/** The video codec this browser can encode in that container at that size, or null when WebCodecs cannot. */
export async function videoCodecFor(
  container: VideoContainer,
  width: number,
  height: number,
): Promise<VideoCodec | null> {
  if (typeof VideoEncoder === 'undefined') return null;
  return getFirstEncodableVideoCodec([...CONTAINER_CODECS[container].video], {
    width,
    height,
    frameRate: VIDEO_FPS,
  });
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

/** Adds the track (cut to the length) as the container's first encodable audio codec; false when none is. */
async function audioSourceFor(
  output: Output,
  container: VideoContainer,
  audio: AudioBuffer,
): Promise<AudioBufferSource | null> {
  const codec = await getFirstEncodableAudioCodec([...CONTAINER_CODECS[container].audio], {
    numberOfChannels: audio.numberOfChannels,
    sampleRate: audio.sampleRate,
  });
  if (!codec) return null;
  const source = new AudioBufferSource({ codec, quality: QUALITY_HIGH });
  output.addAudioTrack(source);
  return source;
}

/**
 * Renders and encodes a video frame by frame, much faster than real time: WebCodecs at {@link VIDEO_FPS}
 * (the container's first encodable codecs, see {@link CONTAINER_CODECS}), muxed by mediabunny. Frame n + 1
 * is drawn while the encoder still works on frame n (up to {@link FRAMES_IN_FLIGHT} of them): each frame is
 * copied out of the canvas as it is handed over, so drawing the next one does not touch it. Throws when this
 * browser cannot encode video in that container (see {@link videoCodecFor}) or when `signal` aborts.
 */
export async function encodeVideo(job: VideoJob, container: VideoContainer): Promise<Blob> {
  const { canvas, duration } = job;
  if (!(duration > 0) || !Number.isFinite(duration))
    throw new RangeError(`A video needs a length: ${duration}`);
  const codec = await videoCodecFor(container, canvas.width, canvas.height);
  if (!codec) throw new Error(`This browser cannot encode ${container.toUpperCase()} video`);
  const target = new BufferTarget();
  const format =
    container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat();
  const output = new Output({ format, target });
  const video = new CanvasSource(canvas, { codec, quality: QUALITY_HIGH, latencyMode: 'realtime' });
  output.addVideoTrack(video, { frameRate: VIDEO_FPS });
  const audio = job.audio ? await audioSourceFor(output, container, job.audio) : null;
  await output.start();
  const inFlight: Promise<void>[] = [];
  try {
    if (audio && job.audio) await audio.add(trimAudio(job.audio, duration));
    audio?.close();
    const frames = Math.round(duration * VIDEO_FPS);
    for (let frame = 0; frame < frames; frame++) {
      job.signal?.throwIfAborted();
      const seconds = frame / VIDEO_FPS;
      await job.drawFrame(seconds);
      job.signal?.throwIfAborted();
      const added = video.add(seconds, 1 / VIDEO_FPS);
      // Awaited below, in order; this only keeps a failure from being reported as unhandled meanwhile.
      added.catch(() => undefined);
      inFlight.push(added);
      if (inFlight.length >= FRAMES_IN_FLIGHT) await inFlight.shift();
      job.onProgress?.((frame + 1) / frames);
    }
    await Promise.all(inFlight);
    video.close();
    await output.finalize();
  } catch (error) {
    await Promise.allSettled(inFlight);
    await output.cancel();
    throw error;
  }
  return new Blob([target.buffer!], { type: CONTAINER_CODECS[container].type });
}
