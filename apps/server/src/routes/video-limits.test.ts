import { firstPage } from '@lienzo/core';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFfmpeg } from '../media/mp4';
import { completeDocument, saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';
import { saveVideoBody } from '../test/video-files';

const run = promisify(execFile);
const ffmpeg = await detectFfmpeg(undefined);
if (!ffmpeg) console.warn('ffmpeg with libx264 not found on PATH: the video limit tests are skipped');

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'lienzo-video-limits-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A real VP8 WebM of `seconds` at one frame a second (cheap to make however long), `width` × `height`. */
async function webmOf(seconds: number, width = 16, height = 16): Promise<Buffer> {
  const file = join(scratch, `${seconds}s-${width}x${height}.webm`);
  await run(ffmpeg!, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=red:size=${width}x${height}:rate=1`],
    ...['-t', String(seconds), '-c:v', 'libvpx', '-b:v', '10k', file],
  ]);
  return readFile(file);
}

describe.skipIf(!ffmpeg)('video limits', () => {
  describeEachEngine('saveVideo bounds a video by its design', (engine) => {
    const server = useTestServer(engine, { uploadRateLimit: { max: 1000, timeWindow: 60_000 } });

    async function attempt(timelineSeconds: number, video: Buffer) {
      const client = server().client();
      await client.signUp();
      const editor = completeDocument();
      firstPage(editor).duration = timelineSeconds;
      const design = await saveTestDesign(client, { editor });
      const before = await server().snapshot();
      const response = await client.post(
        '/api/editor/saveVideo',
        undefined,
        saveVideoBody(video, String(design.id)),
      );
      return { response, unchanged: (await server().snapshot()).designRows, before: before.designRows };
    }

    it.each([
      [12, 20],
      [12, 600],
      [600, 610],
    ])(
      'refuses a %i s design’s video of %i s with a clear 400, storing nothing',
      async (timeline, seconds) => {
        const { response, unchanged, before } = await attempt(timeline, await webmOf(seconds));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: {
            code: 'API_ERROR_INVALID_VIDEO_FILE',
            message: expect.stringContaining(`the design's timeline is ${timeline} s`),
          },
        });
        expect(unchanged).toEqual(before);
        expect((await server().files()).filter((file) => file.startsWith('videos/'))).toEqual([]);
      },
    );

    it('refuses a video larger than the design’s layout, storing nothing', async () => {
      const { width, height } = completeDocument().layout;
      const { response, unchanged, before } = await attempt(12, await webmOf(2, width + 2, 16));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(`the design is ${width} × ${height}`);
      expect(unchanged).toEqual(before);
      expect((await server().files()).filter((file) => file.startsWith('videos/'))).toEqual([]);
    });

    it('takes a video as long as the timeline, at the layout size or smaller', async () => {
      const { response } = await attempt(12, await webmOf(12));
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
