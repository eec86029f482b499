import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VP8_WEBM } from '../test/video-files';
import { detectFfmpeg, FFMPEG_NICENESS, FFMPEG_THREADS, transcodeToMp4 } from './mp4';

const ffmpeg = await detectFfmpeg(undefined);
const skipReason = !existsSync('/proc/self/stat')
  ? 'no /proc to read a process niceness from'
  : !ffmpeg
    ? 'no ffmpeg with libx264 on PATH'
    : null;
if (skipReason) console.warn(`ffmpeg priority test skipped: ${skipReason}`);

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'lienzo-ffmpeg-priority-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe.skipIf(skipReason !== null)('the ffmpeg of an MP4 transcode', () => {
  it('runs at a lower priority with its threads capped, and still makes the MP4', async () => {
    const record = join(scratch, 'started.txt');
    // Stands where ffmpeg is run: notes its own niceness (field 19 of /proc/<pid>/stat) and its arguments,
    // then becomes the real ffmpeg in the same process.
    const observer = join(scratch, 'observed-ffmpeg');
    await writeFile(
      observer,
      `#!/bin/sh\n{ cut -d' ' -f19 /proc/$$/stat; printf '%s\\n' "$@"; } > '${record}'\nexec '${ffmpeg}' "$@"\n`,
    );
    await chmod(observer, 0o755);

    const mp4 = await transcodeToMp4(observer, VP8_WEBM);
    expect(mp4.includes('ftyp')).toBe(true);

    const [niceness, ...args] = (await readFile(record, 'utf8')).trim().split('\n');
    expect(Number(niceness)).toBe(FFMPEG_NICENESS);
    expect(FFMPEG_NICENESS).toBeGreaterThan(0);
    // One cap before the input (decoding), one for the filters and one for the encoder.
    const caps = args.flatMap((arg, index) =>
      ['-threads', '-filter_threads'].includes(arg) ? [`${arg} ${args[index + 1]}`] : [],
    );
    expect(caps).toEqual([
      `-threads ${FFMPEG_THREADS}`,
      `-filter_threads ${FFMPEG_THREADS}`,
      `-threads ${FFMPEG_THREADS}`,
    ]);
    expect(args.indexOf('-threads')).toBeLessThan(args.indexOf('-i'));
  });
});
