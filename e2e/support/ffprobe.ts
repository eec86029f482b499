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
