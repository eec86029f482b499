import { describe, expect, it } from 'vitest';
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
});
