import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { base64Of } from '../test/base64';
import { VIDEO_FPS, encodeWebm, trimAudio, webmCodecFor } from './encodeWebm';

/** A 540 × 960 canvas painted red until 1 s, then blue; counts the frames it was asked for. */
function colourStory() {
  const canvas = document.createElement('canvas');
  canvas.width = 540;
  canvas.height = 960;
  const context = canvas.getContext('2d')!;
  const asked: number[] = [];
  const drawFrame = (seconds: number) => {
    asked.push(seconds);
    context.fillStyle = seconds < 1 ? '#ff0000' : '#0000ff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  };
  return { canvas, drawFrame, asked };
}

/** `seconds` of a 440 Hz tone in stereo at 48 kHz. */
function tone(seconds: number): AudioBuffer {
  const sampleRate = 48_000;
  const audio = new AudioBuffer({ length: seconds * sampleRate, numberOfChannels: 2, sampleRate });
  for (let channel = 0; channel < 2; channel++) {
    const data = audio.getChannelData(channel);
    for (let at = 0; at < data.length; at++) data[at] = 0.3 * Math.sin((2 * Math.PI * 440 * at) / sampleRate);
  }
  return audio;
}

describe('WebM export (WebCodecs + mediabunny)', () => {
  it('finds VP9 or VP8 in this Chromium', async () => {
    expect(['vp9', 'vp8']).toContain(await webmCodecFor(540, 960));
  });

  it('encodes every frame at 30 fps with the track cut to the length, as ffprobe reads it', async () => {
    const story = colourStory();
    const progress: number[] = [];
    const blob = await encodeWebm({
      canvas: story.canvas,
      duration: 2,
      drawFrame: story.drawFrame,
      audio: tone(3),
      onProgress: (done) => progress.push(done),
    });
    expect(blob.type).toBe('video/webm');
    expect(story.asked).toHaveLength(2 * VIDEO_FPS);
    expect(progress.at(-1)).toBe(1);
    const video = await base64Of(blob);
    const probe = await commands.probeVideo(video);
    expect(probe.format.format_name).toContain('webm');
    expect(Math.abs(Number(probe.format.duration) - 2)).toBeLessThanOrEqual(1 / VIDEO_FPS + 0.03);
    const [picture] = probe.streams.filter((stream) => stream.codec_type === 'video');
    expect(picture).toMatchObject({ width: 540, height: 960, r_frame_rate: '30/1', nb_read_frames: '60' });
    expect(['vp9', 'vp8']).toContain(picture!.codec_name);
    expect(probe.streams.filter((stream) => stream.codec_type === 'audio')).toEqual([
      expect.objectContaining({ codec_name: 'opus', channels: 2 }),
    ]);
    const [early] = await commands.videoPixels(video, 0.5, [[270, 480]]);
    const [late] = await commands.videoPixels(video, 1.5, [[270, 480]]);
    expect(early![0]).toBeGreaterThan(200);
    expect(early![2]).toBeLessThan(50);
    expect(late![2]).toBeGreaterThan(200);
    expect(late![0]).toBeLessThan(50);
  });

  it('has no audio stream without a track', async () => {
    const story = colourStory();
    const probe = await commands.probeVideo(
      await base64Of(await encodeWebm({ canvas: story.canvas, duration: 0.5, drawFrame: story.drawFrame })),
    );
    expect(probe.streams.map((stream) => stream.codec_type)).toEqual(['video']);
  });

  it('refuses a length that is not one, and stops when aborted', async () => {
    const story = colourStory();
    for (const duration of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      await expect(
        encodeWebm({ canvas: story.canvas, duration, drawFrame: story.drawFrame }),
      ).rejects.toThrow(RangeError);
    const abort = new AbortController();
    const asked: number[] = [];
    const job = encodeWebm({
      canvas: story.canvas,
      duration: 5,
      signal: abort.signal,
      drawFrame: (seconds) => {
        asked.push(seconds);
        if (asked.length === 10) abort.abort();
      },
    });
    await expect(job).rejects.toThrow();
    expect(asked).toHaveLength(10);
  });

  it('cuts a track to the length, and keeps a shorter one whole', () => {
    const audio = tone(3);
    expect(trimAudio(audio, 2).duration).toBe(2);
    expect(trimAudio(audio, 2).getChannelData(1)[100]).toBe(audio.getChannelData(1)[100]);
    expect(trimAudio(audio, 10).duration).toBe(3);
  });
});
