import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** ffprobe's streams (frames counted by decoding) and duration of a downloaded video, as a player reads them. */
export function ffprobe(bytes: Buffer, extension: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lienzo-e2e-video-'));
  try {
    const file = join(dir, `video.${extension}`);
    writeFileSync(file, bytes);
    const out = execFileSync('ffprobe', [
      ...[
        '-v',
        'error',
        '-count_frames',
        '-show_entries',
        'stream=codec_type,codec_name,width,height,nb_read_frames:format=duration',
        '-of',
        'json',
        file,
      ],
    ]);
    return JSON.parse(out.toString()) as {
      streams: Array<{
        codec_type: string;
        codec_name: string;
        width?: number;
        height?: number;
        nb_read_frames?: string;
      }>;
      format: { duration: string };
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The colours (r, g, b) at the given points of a downloaded video's frame shown at `seconds`, decoded by ffmpeg. */
export function framePixels(
  bytes: Buffer,
  extension: string,
  seconds: number,
  points: readonly [number, number][],
): [number, number, number][] {
  const dir = mkdtempSync(join(tmpdir(), 'lienzo-e2e-frame-'));
  try {
    const file = join(dir, `video.${extension}`);
    writeFileSync(file, bytes);
    const { streams } = ffprobe(bytes, extension);
    const width = streams.find((stream) => stream.codec_type === 'video')?.width ?? 0;
    const frame = execFileSync(
      'ffmpeg',
      [
        '-v',
        'error',
        '-ss',
        String(seconds),
        '-i',
        file,
        '-frames:v',
        '1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        'pipe:1',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return points.map(([x, y]) => {
      const at = (y * width + x) * 3;
      return [frame[at]!, frame[at + 1]!, frame[at + 2]!];
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
