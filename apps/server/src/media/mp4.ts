import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inspectWebm } from './webm';

const run = promisify(execFile);

/**
 * One transcode may take this long before ffmpeg is stopped. The largest video a design allows (600 s at a
 * 1500 × 1500 custom layout) needs about 11 CPU minutes on one thread (measured: 10 s of it took 11 CPU
 * seconds), and at its niceness it gets less than a whole core while the server is busy.
 */
const TRANSCODE_TIMEOUT_MS = 30 * 60_000;

/**
 * ffmpeg's niceness: a transcode is background work, so requests come first when the CPU is short. 10 and
 * not 19, so that a busy server still gives it a share and an MP4 is not starved past its timeout.
 */
export const FFMPEG_NICENESS = 10;
/** Threads one transcode may use (decoder, filters, encoder each): half the cores, so requests keep the rest. */
export const FFMPEG_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));
/**
 * ffmpeg is started through POSIX `nice`, which sets the niceness before ffmpeg runs, so every thread it
 * starts has it too (os.setPriority after the spawn would race ffmpeg's first threads).
 */
const NICE = 'nice';

/**
 * The ffmpeg arguments for an Instagram-ready MP4: H.264 High in yuv420p at even dimensions and 30 fps, AAC
 * stereo at 44.1 kHz (silence when the WebM has no sound: Instagram wants an audio track), the index first
 * (`+faststart`) so a player starts before the whole file arrives; at most `threads` threads per stage.
 */
export function mp4Arguments(
  input: string,
  output: string,
  hasAudio: boolean,
  threads = FFMPEG_THREADS,
): string[] {
  const silence = hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
  const cap = String(threads);
  return [
    ...['-nostdin', '-y', '-v', 'error', '-threads', cap, '-i', input, ...silence],
    ...['-map', '0:v:0', '-map', hasAudio ? '0:a:0' : '1:a:0', '-shortest'],
    ...['-filter_threads', cap, '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', '-r', '30'],
    ...['-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-threads', cap],
    ...['-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2'],
    ...['-movflags', '+faststart', output],
  ];
}

/**
 * The share of a transcode done (0–1) that ffmpeg's `-progress` report says, from its latest `out_time_us`
 * line in `report`, for a video `seconds` long; null when the report has none or the length is unknown.
 */
export function progressOfReport(report: string, seconds: number): number | null {
  const times = [...report.matchAll(/^out_time_us=(\d+)$/gm)];
  const last = times.at(-1);
  if (!last || !(seconds > 0)) return null;
  return Math.min(1, Number(last[1]) / 1e6 / seconds);
}

/**
 * Makes the MP4 of a checked WebM with the ffmpeg at `ffmpeg`; rejects with ffmpeg's message on failure, or
 * when `signal` aborts (ffmpeg is stopped). `onProgress` hears the share done as ffmpeg reports it (issue 22).
 */
export async function transcodeToMp4(
  ffmpeg: string,
  webm: Buffer,
  signal?: AbortSignal,
  onProgress?: (done: number) => void,
): Promise<Buffer> {
  const info = await inspectWebm(webm);
  if (!info) throw new Error('not a WebM with a video track');
  const dir = await mkdtemp(join(tmpdir(), 'lienzo-mp4-'));
  try {
    const input = join(dir, 'in.webm');
    const output = join(dir, 'out.mp4');
    await writeFile(input, webm);
    // `-progress pipe:1`: a few key=value lines on stdout every half second (its stats line stays off).
    const progress = ['-progress', 'pipe:1', '-nostats'];
    const transcode = run(
      NICE,
      ['-n', String(FFMPEG_NICENESS), ffmpeg, ...progress, ...mp4Arguments(input, output, info.audio)],
      { timeout: TRANSCODE_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, signal },
    );
    transcode.child.stdout?.on('data', (chunk: Buffer) => {
      const done = progressOfReport(chunk.toString('latin1'), info.seconds);
      if (done !== null) onProgress?.(done);
    });
    await transcode;
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * FFMPEG: `off` turns MP4s off; a path or a name on PATH is used when it answers, started through `nice`,
 * with H.264 and AAC encoders; unset looks for `ffmpeg` on PATH. Null when there is none (or no `nice`):
 * MP4 downloads answer 404.
 */
export async function detectFfmpeg(setting: string | undefined): Promise<string | null> {
  if (setting === 'off') return null;
  const command = setting || 'ffmpeg';
  try {
    const { stdout } = await run(
      NICE,
      ['-n', String(FFMPEG_NICENESS), command, '-hide_banner', '-encoders'],
      {
        timeout: 10_000,
        maxBuffer: 4 << 20,
      },
    );
    return /\blibx264\b/.test(stdout) && /\baac\b/.test(stdout) ? command : null;
  } catch {
    return null;
  }
}
