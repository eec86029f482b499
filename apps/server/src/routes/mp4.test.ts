import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MP4_PROGRESS_HEADER, type SavedVideo } from '@lienzo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { eventually } from '../test/webhook-receiver';
import { MP4_MAX_ATTEMPTS, MP4_QUEUE, mp4KeyOf } from '../designs/mp4-jobs';
import { detectFfmpeg, progressOfReport, transcodeToMp4 } from '../media/mp4';
import { saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient, type TestServer } from '../test/harness';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';
import { MP4_PENDING_MESSAGE } from './download';

const run = promisify(execFile);
let scratch = '';

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'lienzo-mp4-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A real 2 s WebM with sound (VP9 + Opus, odd size 65 × 48), as the editor records one. */
async function webmWithSound(): Promise<Buffer> {
  const file = join(scratch, `sound-${Math.random().toString(16).slice(2)}.webm`);
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=65x48:rate=30:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libvpx-vp9', '-b:v', '100k', '-c:a', 'libopus', '-shortest', file],
  ]);
  const { readFile } = await import('node:fs/promises');
  return readFile(file);
}

interface Probe {
  streams: Array<{
    codec_type: string;
    codec_name: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
  }>;
  format: { duration: string; format_name: string };
}

async function probe(bytes: Buffer, extension: string): Promise<Probe> {
  const file = join(scratch, `probe-${Math.random().toString(16).slice(2)}.${extension}`);
  await writeFile(file, bytes);
  const { stdout } = await run('ffprobe', [
    ...[
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,pix_fmt,width,height:format=duration,format_name',
    ],
    ...['-of', 'json', file],
  ]);
  return JSON.parse(stdout) as Probe;
}

async function uploadVideo(client: TestClient, video: Buffer, designId: number): Promise<SavedVideo> {
  const response = await client.post(
    '/api/editor/saveVideo',
    undefined,
    saveVideoBody(video, String(designId)),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SavedVideo }>().data;
}

const keyOf = (video: SavedVideo) => video.video_url.slice(1);

function jobOf(server: TestServer, video: SavedVideo) {
  return server.app.jobs.statusOf(MP4_QUEUE, keyOf(video));
}

/** How many MP4 jobs there are in all, done (pg-boss keeps those a while) or not, in either runner's tables. */
async function mp4JobCount(server: TestServer): Promise<number> {
  const target = server.databaseTarget;
  if (!('schema' in target)) return server.count('jobs');
  const { rows } = await sql<{
    count: string;
  }>`select count(*) as count from ${sql.table(`${target.schema}.job`)}
    where name = ${MP4_QUEUE}`.execute(server.db);
  return Number(rows[0]!.count);
}

/** What ffmpeg would have said of a job, written where each runner keeps it (the embedded table, pg-boss's). */
async function setProgress(server: TestServer, video: SavedVideo, progress: number): Promise<void> {
  const target = server.databaseTarget;
  if ('schema' in target)
    await sql`update ${sql.table(`${target.schema}.job`)} set output = ${JSON.stringify({ progress })}::jsonb
      where name = ${MP4_QUEUE} and singleton_key = ${keyOf(video)}`.execute(server.db);
  else await server.db.updateTable('jobs').set({ progress }).where('key', '=', keyOf(video)).execute();
}

describeEachEngine('MP4 copies of saved videos', (engine) => {
  const server = useTestServer(engine, {
    ffmpeg: 'ffmpeg',
    jobs: { pollMs: 0 },
    uploadRateLimit: { max: 1000, timeWindow: 60_000 },
  });
  const jobs = () => server().app.mp4Jobs!;
  const queue = () => server().app.jobs;

  it('queues a job on saveVideo; download answers 202 while pending, then the H.264 + AAC MP4', async () => {
    await server().app.ready();
    // Held still so the pending answer can be seen: the job is queued but nobody runs it yet.
    await queue().stop();
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client, { title: 'Summer sale' });
    const webm = await webmWithSound();
    const video = await uploadVideo(client, webm, design.id);

    expect(await jobOf(server(), video)).toEqual({
      state: 'waiting',
      attempts: 0,
      progress: null,
      runAt: expect.any(String),
    });
    const pending = await server().client().get(`/download/${design.hash}?format=mp4`);
    expect(pending.statusCode).toBe(202);
    expect(pending.headers['retry-after']).toBe('5');
    expect(pending.json()).toEqual({ status: 'pending', message: MP4_PENDING_MESSAGE, progress: null });
    expect(pending.headers[MP4_PROGRESS_HEADER.toLowerCase()]).toBeUndefined();
    // Issue 22: once ffmpeg says how far it is, the answer (and its header, for HEAD) says so too.
    await setProgress(server(), video, 0.4);
    const started = await server().app.inject({ method: 'HEAD', url: `/download/${design.hash}?format=mp4` });
    expect(started.statusCode).toBe(202);
    expect(started.headers[MP4_PROGRESS_HEADER.toLowerCase()]).toBe('0.400');

    await queue().start();
    await queue().idle();
    expect(await jobOf(server(), video)).toBeNull();
    expect(await server().files()).toContain(mp4KeyOf(keyOf(video)));

    const ready = await server().client().get(`/download/${design.hash}?format=mp4`);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('video/mp4');
    expect(ready.headers['content-disposition']).toContain('.mp4');
    const mp4 = ready.rawPayload;
    const [made, source] = [await probe(mp4, 'mp4'), await probe(webm, 'webm')];
    expect(made.format.format_name).toContain('mp4');
    expect(made.streams).toEqual([
      expect.objectContaining({
        codec_type: 'video',
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        width: 64,
        height: 48,
      }),
      expect.objectContaining({ codec_type: 'audio', codec_name: 'aac' }),
    ]);
    // Within one frame at 30 fps of the WebM's length.
    expect(Math.abs(Number(made.format.duration) - Number(source.format.duration))).toBeLessThanOrEqual(
      1 / 30 + 0.03,
    );
    // +faststart: the index (moov) comes before the media data (mdat).
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
  });

  it('hears ffmpeg say how far it is, up to done (issue 22)', async () => {
    const heard: number[] = [];
    await transcodeToMp4('ffmpeg', await webmWithSound(), undefined, (done) => heard.push(done));
    expect(heard.length).toBeGreaterThan(0);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
    expect(heard.at(-1)).toBeCloseTo(1, 1);
  });

  it('gives a silent AAC track to a WebM without sound', async () => {
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client);
    await uploadVideo(client, VP8_WEBM, design.id);
    await queue().idle();
    const ready = await server().client().get(`/download/${design.hash}?format=mp4`);
    expect(ready.statusCode).toBe(200);
    const made = await probe(ready.rawPayload, 'mp4');
    expect(made.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
    expect(Number(made.format.duration)).toBeCloseTo(1, 1);
  });

  it('removes the MP4 when the video is replaced, and when the design is saved as an image', async () => {
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client);
    const first = await uploadVideo(client, VP8_WEBM, design.id);
    await queue().idle();
    expect(await server().files()).toContain(mp4KeyOf(keyOf(first)));

    const second = await uploadVideo(client, await webmWithSound(), design.id);
    await queue().idle();
    const files = await server().files();
    expect(files).not.toContain(mp4KeyOf(keyOf(first)));
    expect(files).toContain(mp4KeyOf(keyOf(second)));

    await saveTestDesign(client, { id: design.id, post_type: 'IMAGE' });
    expect(await server().files()).not.toContain(mp4KeyOf(keyOf(second)));
    expect(await jobOf(server(), second)).toBeNull();
    expect((await server().client().get(`/download/${design.hash}?format=mp4`)).statusCode).toBe(404);
  });

  // Taking a job once across processes, taking over a dead one's and handing one back at close are the queue's
  // (jobs/job-queue.test.ts, jobs/job-processes.test.ts).
  it('makes the MP4 of a job queued while no process worked, once one starts', async () => {
    await queue().stop();
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client);
    const video = await uploadVideo(client, VP8_WEBM, design.id);
    expect(await jobOf(server(), video)).toMatchObject({ state: 'waiting', attempts: 0 });
    await server().restart();
    await server().app.ready();
    await queue().idle();
    expect(await jobOf(server(), video)).toBeNull();
    expect(await server().files()).toContain(mp4KeyOf(keyOf(video)));
    expect((await server().client().get(`/download/${design.hash}?format=mp4`)).statusCode).toBe(200);
  });

  it('queues nothing for a refused upload', async () => {
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client);
    const jobsBefore = await mp4JobCount(server());
    const response = await client.post(
      '/api/editor/saveVideo',
      undefined,
      saveVideoBody(Buffer.from('not a video'), String(design.id)),
    );
    expect(response.statusCode).toBe(400);
    const stranger = server().client();
    await stranger.signUp();
    const other = await stranger.post(
      '/api/editor/saveVideo',
      undefined,
      saveVideoBody(VP8_WEBM, String(design.id)),
    );
    expect(other.statusCode).toBe(404);
    expect(await mp4JobCount(server())).toBe(jobsBefore);
  });

  it('gives up on a file ffmpeg cannot read after a few attempts: the download is 404', async () => {
    await server().app.ready();
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client);
    const video = await uploadVideo(client, VP8_WEBM, design.id);
    await queue().idle();
    await server().storage.delete(mp4KeyOf(keyOf(video)));
    // The stored WebM goes bad (a disk fault): every attempt fails.
    await server().storage.put(keyOf(video), Buffer.from('not a video any more'));
    await jobs().queue(design.id, keyOf(video));
    // Its retries follow one another at once (no wait between MP4 attempts); idle() may come back between two
    // of them on PostgreSQL (seen once under load), so the end state is waited for.
    await eventually(
      'the job is dead',
      async () => (await queue().idle(), (await jobOf(server(), video))?.state === 'dead'),
    );
    expect(await jobOf(server(), video)).toEqual({
      state: 'dead',
      attempts: MP4_MAX_ATTEMPTS,
      reason: 'not a WebM with a video track',
    });
    expect((await server().client().get(`/download/${design.hash}?format=mp4`)).statusCode).toBe(404);
  });

  it('answers 404 without a video, for an unknown hash, and 400 for a print MP4', async () => {
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client);
    const anyone = server().client();
    expect((await anyone.get(`/download/${design.hash}?format=mp4`)).statusCode).toBe(404);
    expect((await anyone.get('/download/0000000000?format=mp4')).statusCode).toBe(404);
    expect((await anyone.get('/download/../../etc/passwd?format=mp4')).statusCode).toBe(404);
    expect((await anyone.get(`/download/${design.hash}?format=mp4&resolution=print`)).statusCode).toBe(400);
    expect((await anyone.get(`/download/${design.hash}?format=mov`)).statusCode).toBe(400);
  });
});

describeEachEngine('MP4 downloads without ffmpeg', (engine) => {
  const server = useTestServer(engine, { ffmpeg: null });

  it('keeps the WebM, queues nothing, and answers 404 for the MP4', async () => {
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client);
    const video = await uploadVideo(client, VP8_WEBM, design.id);
    expect(await jobOf(server(), video)).toBeNull();
    expect((await server().client().get(`/download/${design.hash}?format=webm`)).statusCode).toBe(200);
    expect((await server().client().get(`/download/${design.hash}?format=mp4`)).statusCode).toBe(404);
  });
});

describe('detectFfmpeg', () => {
  it('reads the share done from ffmpeg’s -progress report, and nothing from a report without a time', () => {
    const report =
      'frame=10\nout_time_us=500000\nprogress=continue\nframe=30\nout_time_us=1500000\nprogress=continue\n';
    expect(progressOfReport(report, 2)).toBe(0.75);
    expect(progressOfReport('out_time_us=9000000\n', 2)).toBe(1);
    expect(progressOfReport('frame=1\nprogress=continue\n', 2)).toBeNull();
    expect(progressOfReport('out_time_us=N/A\n', 2)).toBeNull();
    expect(progressOfReport(report, 0)).toBeNull();
  });

  it('finds ffmpeg on PATH, and none when turned off or missing', async () => {
    expect(await detectFfmpeg(undefined)).toBe('ffmpeg');
    expect(await detectFfmpeg('/usr/bin/ffmpeg')).toBe('/usr/bin/ffmpeg');
    expect(await detectFfmpeg('off')).toBeNull();
    expect(await detectFfmpeg('/no/such/ffmpeg')).toBeNull();
    expect(await detectFfmpeg('/bin/true')).toBeNull();
  });
});
