import { describe, expect, it } from 'vitest';
import { MP4_PROGRESS_HEADER } from '@lienzo/core';
import { progressOf } from './mp4Status';

const pending = (progress?: string) =>
  new Response(null, {
    status: 202,
    headers: progress === undefined ? {} : { [MP4_PROGRESS_HEADER]: progress },
  });

describe('the server MP4’s progress (issue 22)', () => {
  it('reads how far ffmpeg is from the 202 answer’s header, within 0–1', () => {
    expect(progressOf(pending('0.400'))).toBe(0.4);
    expect(progressOf(pending('1.5'))).toBe(1);
    expect(progressOf(pending('-1'))).toBe(0);
  });

  it('has none when the server does not say, or says something else', () => {
    expect(progressOf(pending())).toBeNull();
    expect(progressOf(pending('soon'))).toBeNull();
  });
});
