// Node-side commands the editor's browser tests call (vitest `commands`): ffprobe and ffmpeg read the
// videos the editor exports, as any player would.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserCommand } from 'vitest/node';

const run = promisify(execFile);

/** Writes the video to a temporary file for `use`, then removes it. */
async function withVideoFile<T>(base64: string, use: (path: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'lienzo-video-'));
  try {
    const path = join(folder, 'video.webm');
    await writeFile(path, Buffer.from(base64, 'base64'));
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** ffprobe's view of a video: its container duration and every stream, frames counted by decoding. */
const probeVideo: BrowserCommand<[base64: string]> = (_context, base64) =>
  withVideoFile(base64, async (path) => {
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-count_frames', '-of', 'json'],
      ...[
        '-show_entries',
        'format=duration,format_name:stream=codec_type,codec_name,width,height,r_frame_rate,nb_read_frames,sample_rate,channels',
      ],
      path,
    ]);
    return JSON.parse(stdout) as unknown;
  });

/** The colours (r, g, b) at the given points of the frame shown at `seconds`, decoded by ffmpeg. */
const videoPixels: BrowserCommand<[base64: string, seconds: number, points: [number, number][]]> = (
  _context,
  base64,
  seconds,
  points,
) =>
  withVideoFile(base64, async (path) => {
    const { stdout: size } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width', '-of', 'csv=p=0', path],
    ]);
    const width = Number(size.trim());
    const { stdout } = await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-ss',
        String(seconds),
        '-i',
        path,
        '-frames:v',
        '1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    return points.map(([x, y]) => {
      const at = (y * width + x) * 3;
      return [stdout[at], stdout[at + 1], stdout[at + 2]];
    });
  });

/** How long each frame of an animation shows, in seconds, as ffprobe reads them (a GIF's delays). */
const frameDurations: BrowserCommand<[base64: string]> = (_context, base64) =>
  withVideoFile(base64, async (path) => {
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-of', 'csv=p=0'],
      // Named pkt_duration_time up to ffmpeg 5 (Debian 12's), duration_time from ffmpeg 6.
      ...['-show_entries', 'frame=duration_time,pkt_duration_time'],
      path,
    ]);
    return stdout
      .trim()
      .split('\n')
      .map((line) => Number(line.split(',').find((field) => field !== '')));
  });

export const videoCommands = { probeVideo, videoPixels, frameDurations };
