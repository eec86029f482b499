import { TIMELINE } from '@lienzo/core';
import { VIDEO_FPS, trimAudio, type WebmJob } from './encodeWebm';

/** What MediaRecorder is asked for, in order: VP9, then VP8, then whatever WebM it makes. */
const RECORDER_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];

/**
 * The fallback where WebCodecs is missing (DESIGN.md §6): the canvas recorded by MediaRecorder while the
 * frames are drawn in real time, the track played into the recording. It takes as long as the video. While
 * a frame waits for its scene's page to be made ready (issue 23), the recording, the track and the clock
 * pause, so the scene still starts on time in the video.
 */
export async function recordWebm(job: WebmJob): Promise<Blob> {
  const { canvas, duration } = job;
  if (!(duration > 0) || !Number.isFinite(duration))
    throw new RangeError(`A video needs a length: ${duration}`);
  if (!(canvas instanceof HTMLCanvasElement) || typeof MediaRecorder === 'undefined')
    throw new Error('This browser can neither encode nor record video');
  const mimeType = RECORDER_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) throw new Error('This browser cannot record WebM video');
  await job.drawFrame(0);
  const stream = canvas.captureStream(VIDEO_FPS);
  const sound = job.audio ? new AudioContext({ sampleRate: job.audio.sampleRate }) : null;
  const track = sound && job.audio ? sound.createBufferSource() : null;
  if (sound && track && job.audio) {
    track.buffer = trimAudio(job.audio, duration);
    const into = sound.createMediaStreamDestination();
    track.connect(into);
    for (const audio of into.stream.getAudioTracks()) stream.addTrack(audio);
  }
  const recorder = new MediaRecorder(stream, { mimeType });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
  const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve, { once: true }));
  let recording = false;
  try {
    // The recorder starts on another thread: frames drawn, or a pause asked for, before its `start` event can be
    // lost. On a loaded machine a whole recording once came out as a 110-byte WebM without one frame, which the
    // server refuses. A recorder that fails before it starts stops instead (its `error`, then `stop`), and the
    // recording fails with it.
    const started = new Promise((resolve, reject) => {
      recorder.addEventListener('start', resolve, { once: true });
      void stopped.then(() => reject(new Error('The video recorder stopped before it started')));
    });
    recorder.start();
    recording = true;
    await started;
    await job.drawFrame(0);
    track?.start();
    let clockStart = performance.now();
    await new Promise<void>((resolve, reject) => {
      const failed = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
      const frame = () => {
        try {
          job.signal?.throwIfAborted();
          const seconds = (performance.now() - clockStart) / 1000;
          if (seconds >= duration) return resolve();
          const pending = job.drawFrame(seconds);
          job.onProgress?.(seconds / duration);
          if (!pending) return void requestAnimationFrame(frame);
          recorder.pause();
          void sound?.suspend();
          const paused = performance.now();
          pending.then(() => {
            clockStart += performance.now() - paused;
            recorder.resume();
            void sound?.resume();
            requestAnimationFrame(frame);
          }, failed);
        } catch (error) {
          failed(error);
        }
      };
      frame();
    });
    await job.drawFrame(duration);
    await new Promise((resolve) => setTimeout(resolve, TIMELINE.recorderStopMs));
  } finally {
    if (recording) {
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
    }
    for (const part of stream.getTracks()) part.stop();
    await sound?.close();
  }
  job.onProgress?.(1);
  return new Blob(chunks, { type: 'video/webm' });
}
