import { GIFEncoder, applyPalette, quantize, type Palette } from 'gifenc';

/** Frames per second of an animated GIF (issue 23: at most 15, which keeps the file a size networks take). */
export const GIF_FPS = 15;
/** Frames whose colours make the GIF's one palette, spread over its length. */
const PALETTE_SAMPLES = 8;
/** Pixels taken from each sample for the palette: every n-th, so a big frame costs no more than a small one. */
const SAMPLE_PIXELS = 40_000;

export interface GifJob {
  /** The canvas each frame is drawn on, at the GIF's size. */
  canvas: HTMLCanvasElement;
  /** Length in seconds; the GIF has round(duration × 15) frames. */
  duration: number;
  /**
   * Draws the frame at `seconds` on the canvas (or leaves it when it would look the same); a promise (the
   * next scene's page being made ready, issue 23) is awaited before the frame is read.
   */
  drawFrame: (seconds: number) => void | Promise<void>;
  /**
   * Moments (seconds) whose frames the palette is made from too, besides frames spread over the length:
   * one in each scene (issue 23), so that a page not among the spread frames keeps its colours.
   */
  paletteMoments?: readonly number[];
  /** Called after each frame with the share done, 0–1. */
  onProgress?: (done: number) => void;
  signal?: AbortSignal;
}

/**
 * Each frame's delay in milliseconds: GIF counts in hundredths of a second, so 1/15 s is given as 7, 7 and
 * 6 hundredths in turn, and the frames add up to the design's length exactly.
 */
export function gifDelays(frames: number): number[] {
  const at = (frame: number) => Math.round((frame * 100) / GIF_FPS);
  return Array.from({ length: frames }, (_, frame) => (at(frame + 1) - at(frame)) * 10);
}

/** The pixels of what the canvas shows now. */
function pixelsOf(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D): Uint8ClampedArray {
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** Every n-th pixel of a frame, so that {@link PALETTE_SAMPLES} frames make one palette quickly. */
function thinned(pixels: Uint8ClampedArray): Uint8ClampedArray {
  // One pixel (RGBA) is one 32-bit word: copied whole.
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4);
  const step = Math.max(1, Math.floor(words.length / SAMPLE_PIXELS));
  const out = new Uint32Array(Math.ceil(words.length / step));
  for (let from = 0, to = 0; from < words.length; from += step, to++) out[to] = words[from] ?? 0;
  return new Uint8ClampedArray(out.buffer);
}

/** Lets the page draw and answer between frames (a long GIF takes seconds). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * An animated GIF of the frames, looping forever, with one palette of its own: 256 colours chosen from
 * frames spread over the whole animation and the job's palette moments (gifenc's quantizer), so the colours do not flicker from frame to
 * frame. Frames are drawn and encoded one by one with the page answering between them; `signal` stops it
 * (the promise rejects and nothing is kept).
 */
export async function encodeGif(job: GifJob): Promise<Blob> {
  const { canvas, duration } = job;
  if (!(duration > 0) || !Number.isFinite(duration))
    throw new RangeError(`A GIF needs a length: ${duration}`);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to draw the GIF on');
  const frames = Math.round(duration * GIF_FPS);
  const delays = gifDelays(frames);
  const spread = Math.min(PALETTE_SAMPLES, frames);
  const moments = [
    ...Array.from({ length: spread }, (_, sample) => Math.floor((sample * frames) / spread) / GIF_FPS),
    ...(job.paletteMoments ?? []).filter((seconds) => seconds >= 0 && seconds <= duration),
  ].sort((a, b) => a - b);
  const samples: Uint8ClampedArray[] = [];
  // In order of time: a video with pages then makes each scene's page ready once for them.
  for (const seconds of moments) {
    job.signal?.throwIfAborted();
    await job.drawFrame(seconds);
    samples.push(thinned(pixelsOf(canvas, context)));
  }
  const joined = new Uint8ClampedArray(samples.reduce((total, sample) => total + sample.length, 0));
  let offset = 0;
  for (const sample of samples) {
    joined.set(sample, offset);
    offset += sample.length;
  }
  const palette: Palette = quantize(joined, 256);
  const gif = GIFEncoder();
  for (let frame = 0; frame < frames; frame++) {
    job.signal?.throwIfAborted();
    await job.drawFrame(frame / GIF_FPS);
    job.signal?.throwIfAborted();
    const index = applyPalette(pixelsOf(canvas, context), palette);
    gif.writeFrame(index, canvas.width, canvas.height, {
      palette: frame === 0 ? palette : undefined,
      delay: delays[frame],
      repeat: 0,
    });
    job.onProgress?.((frame + 1) / frames);
    await nextTask();
  }
  job.signal?.throwIfAborted();
  gif.finish();
  return new Blob([gif.bytesView().slice()], { type: 'image/gif' });
}
