import { describe, expect, it } from 'vitest';
import { checkVideoFitsDesign } from './video-limits';

const design = { width: 540, height: 960, timelineDuration: 15 };
const video = { codec: 'vp9' as const, width: 540, height: 960, audio: true, seconds: 15.1, frames: 453 };

describe('checkVideoFitsDesign', () => {
  it('takes a recording of the timeline at the layout size', () => {
    expect(() => checkVideoFitsDesign(video, design)).not.toThrow();
  });

  it('refuses a short video packed with frames (what ffmpeg decodes, whatever the timestamps say)', () => {
    expect(() => checkVideoFitsDesign({ ...video, seconds: 1, frames: 100_000 }, design)).toThrow(
      /100000 frames, too many for 15 s/,
    );
  });

  it('bounds a document without a timeline by the longest timeline there is', () => {
    const untimed = { ...design, timelineDuration: null };
    expect(() => checkVideoFitsDesign({ ...video, seconds: 599 }, untimed)).not.toThrow();
    expect(() => checkVideoFitsDesign({ ...video, seconds: 700 }, untimed)).toThrow(/timeline is 600 s/);
  });
});
