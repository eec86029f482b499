import { describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { base64Of } from '../test/base64';
import { recordWebm } from './recordWebm';

function colourStory() {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d')!;
  const drawFrame = (seconds: number) => {
    context.fillStyle = seconds < 0.75 ? '#ff0000' : '#0000ff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  };
  return { canvas, drawFrame };
}

describe('MediaRecorder fallback (no WebCodecs)', () => {
  it('records the frames in real time into a WebM a player reads', async () => {
    const story = colourStory();
    const progress: number[] = [];
    const blob = await recordWebm({ ...story, duration: 1.5, onProgress: (done) => progress.push(done) });
    expect(blob.type).toBe('video/webm');
    expect(progress.at(-1)).toBe(1);
    const video = await base64Of(blob);
    const probe = await commands.probeVideo(video);
    const [picture] = probe.streams.filter((stream) => stream.codec_type === 'video');
    expect(picture).toMatchObject({ width: 320, height: 240 });
    expect(['vp9', 'vp8']).toContain(picture!.codec_name);
    // Recorded live: about one frame per screen refresh up to the length.
    expect(Number(picture!.nb_read_frames)).toBeGreaterThan(5);
    const [early] = await commands.videoPixels(video, 0.1, [[160, 120]]);
    expect(early![0]).toBeGreaterThan(200);
  });

  it('refuses a length that is not one, and stops when aborted', async () => {
    const story = colourStory();
    await expect(recordWebm({ ...story, duration: 0 })).rejects.toThrow(RangeError);
    const abort = new AbortController();
    const job = recordWebm({ ...story, duration: 10, signal: abort.signal });
    setTimeout(() => abort.abort(), 200);
    await expect(job).rejects.toThrow();
  });

  it('fails, and lets the canvas go, when the recorder stops before it starts', async () => {
    const story = colourStory();
    const asked: number[] = [];
    const streams: MediaStream[] = [];
    const capture = HTMLCanvasElement.prototype.captureStream;
    const captureStream = vi.spyOn(HTMLCanvasElement.prototype, 'captureStream').mockImplementation(function (
      this: HTMLCanvasElement,
      fps?: number,
    ) {
      const stream = capture.call(this, fps);
      streams.push(stream);
      return stream;
    });
    // Chromium's recorder cannot be made to fail on demand: this one does what a failing recorder does, its
    // `error` and then its `stop`, without ever starting.
    const start = vi.spyOn(MediaRecorder.prototype, 'start').mockImplementation(function (
      this: MediaRecorder,
    ) {
      this.dispatchEvent(new Event('error'));
      this.dispatchEvent(new Event('stop'));
    });
    try {
      const job = recordWebm({
        canvas: story.canvas,
        drawFrame: (seconds) => {
          asked.push(seconds);
          story.drawFrame(seconds);
        },
        duration: 1,
      });
      await expect(job).rejects.toThrow('The video recorder stopped before it started');
      expect(asked).toEqual([0]);
      expect(streams).toHaveLength(1);
      expect(streams[0]!.getTracks().map((track) => track.readyState)).toEqual(['ended']);
    } finally {
      start.mockRestore();
      captureStream.mockRestore();
    }
  });

  it('pauses the recording, the clock included, while a frame waits for its scene (issue 23)', async () => {
    const story = colourStory();
    const pause = vi.spyOn(MediaRecorder.prototype, 'pause');
    const resume = vi.spyOn(MediaRecorder.prototype, 'resume');
    const asked: number[] = [];
    let waiting: { from: number; states: string[]; waited: number } | null = null;
    let afterWait: number | null = null;
    const afterFrames = (count: number) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      });
    const drawFrame = (seconds: number): void | Promise<void> => {
      asked.push(seconds);
      if (waiting && afterWait === null) afterWait = seconds;
      if (seconds < 0.5 || waiting) return story.drawFrame(seconds);
      const wait = { from: seconds, states: [] as string[], waited: 0 };
      const started = performance.now();
      waiting = wait;
      // The next scene's page "loads" for 30 screen frames: half a second, about.
      return afterFrames(30).then(() => {
        wait.waited = (performance.now() - started) / 1000;
        wait.states = pause.mock.contexts.map((recorder) => (recorder as MediaRecorder).state);
        story.drawFrame(seconds);
      });
    };
    try {
      const blob = await recordWebm({ canvas: story.canvas, drawFrame, duration: 1.5 });
      expect(blob.size).toBeGreaterThan(0);
      expect(pause).toHaveBeenCalledTimes(1);
      expect(resume).toHaveBeenCalledTimes(1);
      expect(waiting!.states).toEqual(['paused']);
      // No frame was asked for while it waited, and the clock went on from where it stopped, not after the wait.
      expect(asked.filter((seconds) => seconds === waiting!.from)).toHaveLength(1);
      expect(afterWait! - waiting!.from).toBeLessThan(waiting!.waited);
    } finally {
      pause.mockRestore();
      resume.mockRestore();
    }
  });
});
