// Issue 25: the job queue with two real server processes on one PostgreSQL database (pg-boss), sharing their
// files (one DATA_DIR), as two hosts would. ffmpeg is started through a wrapper that notes each transcode in a
// file, so that the test counts how many times a job ran across both processes, and that can hold a transcode
// (until a file is removed) so that the process running it can be killed mid-job.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, type SavedDesign, type SavedVideo } from '@lienzo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { ENGINES } from '../test/harness';
import { HttpClient } from '../test/http-client';
import { createTestSchema, dropTestSchema, TEST_POSTGRES_URL } from '../test/postgres';
import { bundleServer, postgresUrlInSchema, removeServerBundle, ServerProcess } from '../test/server-process';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';
import { eventually } from '../test/webhook-receiver';
import { MP4_QUEUE } from '../designs/mp4-jobs';
import { PgBossQueue } from './pg-boss-queue';

const postgres = ENGINES.find((engine) => engine.engine === 'postgres')!;
/** Conditions waited on here take seconds on a quiet machine; the limit only stops a hang. */
const PATIENCE_MS = 120_000;
/** Each test starts two or three real servers: under a minute on a quiet machine, several on a loaded one. */
const TEST_TIMEOUT_MS = 600_000;
/** A short lease, so that a killed process's job is taken over in seconds. */
const LEASE_SECONDS = '5';

const FFMPEG_WRAPPER = `#!/bin/sh
# Probing for encoders at start: not a transcode.
case "$*" in *-encoders*) exec ffmpeg "$@";; esac
echo "$JOB_RUNNER" >> "$RUNS_FILE"
if [ -n "$HOLD_FILE" ]; then
  : > "$HOLD_FILE.started"
  # Held while the file is there and the server that started it lives; a killed server's transcode ends.
  while [ -e "$HOLD_FILE" ] && kill -0 "$PPID" 2>/dev/null; do sleep 0.1; done
  kill -0 "$PPID" 2>/dev/null || exit 1
fi
exec ffmpeg "$@"
`;

let bundle: string;
let scratch: string;
let wrapper: string;
beforeAll(async () => {
  bundle = await bundleServer();
  scratch = await mkdtemp(join(tmpdir(), 'lienzo-job-processes-'));
  wrapper = join(scratch, 'ffmpeg');
  await writeFile(wrapper, FFMPEG_WRAPPER);
  await chmod(wrapper, 0o755);
});
afterAll(async () => {
  await removeServerBundle(bundle);
  await rm(scratch, { recursive: true, force: true });
});

/** Two servers on one schema and one folder of files; each notes its transcodes as `A` or `B`. */
class TwoServers {
  readonly servers: ServerProcess[] = [];
  private readonly readers: PgBossQueue[] = [];
  readonly runs: string;

  private constructor(
    readonly schema: string,
    readonly dataDir: string,
  ) {
    this.runs = join(dataDir, 'runs.txt');
  }

  static async start(env: { A?: Record<string, string>; B?: Record<string, string> } = {}) {
    const pair = new TwoServers(await createTestSchema(), await mkdtemp(join(scratch, 'data-')));
    for (const name of ['A', 'B'] as const)
      pair.servers.push(
        await ServerProcess.start(bundle, {
          DATA_DIR: pair.dataDir,
          DATABASE_URL: postgresUrlInSchema(TEST_POSTGRES_URL, pair.schema),
          PGBOSS_SCHEMA: pair.schema,
          FFMPEG: wrapper,
          RUNS_FILE: pair.runs,
          JOB_RUNNER: name,
          AUTH_ATTEMPTS_PER_MINUTE: '1000',
          ...env[name],
        }),
      );
    return pair;
  }

  /** The transcodes started so far, by which server. */
  async transcodes(): Promise<string[]> {
    const text = await readFile(this.runs, 'utf8').catch(() => '');
    return text.split('\n').filter(Boolean);
  }

  /** The MP4 queue as a third process sees it (never started: it only reads). */
  queue(): PgBossQueue {
    const log = { warn: () => undefined, error: () => undefined } as never;
    const queue = new PgBossQueue({
      target: { connectionString: TEST_POSTGRES_URL, schema: this.schema },
      log,
    });
    queue.define({
      name: MP4_QUEUE,
      maxAttempts: 1,
      retryDelayMs: 0,
      leaseMs: 1000,
      handle: async () => undefined,
    });
    this.readers.push(queue);
    return queue;
  }

  async stop(): Promise<void> {
    for (const server of this.servers) await server.stop('SIGTERM');
    for (const reader of this.readers) await reader.stop();
    await dropTestSchema(this.schema);
  }
}

/** A design of the client's with a video (64 × 64, as VP8_WEBM) uploaded; answers both. */
async function designWithVideo(
  client: HttpClient,
  video: Buffer,
): Promise<{ design: SavedDesign; video: SavedVideo }> {
  const saved = await client.post('/api/save', savePayload(await makePng(64, 64, '#336699')));
  expect(saved.status, saved.body.toString()).toBe(200);
  const design = saved.json<{ data: SavedDesign }>().data;
  const { payload, headers } = saveVideoBody(video, String(design.id));
  const response = await fetch(`${client.origin}/api/editor/saveVideo`, {
    method: 'POST',
    headers: { ...headers, cookie: client.cookieHeader(), [CSRF_HEADER]: client.cookie(CSRF_COOKIE)! },
    body: payload,
  });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return { design, video: (JSON.parse(body) as { data: SavedVideo }).data };
}

async function signedIn(origin: string, email: string): Promise<HttpClient> {
  const client = new HttpClient(origin);
  await client.signUp(email);
  return client;
}

describe.skipIf(postgres.skip)('the job queue across two server processes [PostgreSQL, pg-boss]', () => {
  it('makes each MP4 exactly once, whichever process queued it', { timeout: TEST_TIMEOUT_MS }, async () => {
    const pair = await TwoServers.start();
    try {
      const [a, b] = pair.servers as [ServerProcess, ServerProcess];
      const clients = [
        await signedIn(a.origin, 'ana@example.com'),
        await signedIn(b.origin, 'bea@example.com'),
      ];
      const made = [];
      for (let index = 0; index < 6; index++) made.push(await designWithVideo(clients[index % 2]!, VP8_WEBM));
      // Asked of both servers, each answers the MP4 once it is made, wherever it was made.
      for (const { design } of made)
        for (const server of pair.servers)
          await eventually(
            `the MP4 of design ${design.id} from ${server.origin}`,
            async () => (await fetch(`${server.origin}/download/${design.hash}?format=mp4`)).status === 200,
            PATIENCE_MS,
          );
      const transcodes = await pair.transcodes();
      expect(transcodes).toHaveLength(made.length);
      const queue = pair.queue();
      for (const { video } of made)
        expect(await queue.statusOf(MP4_QUEUE, video.video_url.slice(1))).toBeNull();
    } finally {
      await pair.stop();
    }
  });

  it(
    "takes over the job of a process killed mid-transcode, once that job's lease runs out",
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const hold = join(scratch, `hold-${Date.now()}`);
      await writeFile(hold, '');
      // Only A's transcodes are held; B is started after A holds the job, so that A surely has it.
      const pair = await TwoServers.start({ A: { HOLD_FILE: hold, MP4_LEASE_SECONDS: LEASE_SECONDS } });
      const [a] = pair.servers as [ServerProcess];
      await pair.servers.pop()!.stop('SIGTERM');
      try {
        const client = await signedIn(a.origin, 'ana@example.com');
        const { design, video } = await designWithVideo(client, VP8_WEBM);
        await eventually(
          'A holds the transcode',
          async () => (await pair.transcodes()).length === 1,
          PATIENCE_MS,
        );
        await a.stop('SIGKILL');
        const b = await ServerProcess.start(bundle, {
          DATA_DIR: pair.dataDir,
          DATABASE_URL: postgresUrlInSchema(TEST_POSTGRES_URL, pair.schema),
          PGBOSS_SCHEMA: pair.schema,
          FFMPEG: wrapper,
          RUNS_FILE: pair.runs,
          JOB_RUNNER: 'B',
          MP4_LEASE_SECONDS: LEASE_SECONDS,
        });
        pair.servers.push(b);
        await eventually(
          'B makes the MP4',
          async () => (await fetch(`${b.origin}/download/${design.hash}?format=mp4`)).status === 200,
          PATIENCE_MS,
        );
        // A's own pg-boss may have given up on its held attempt and taken it again before the kill: A ran it
        // once or more, then B once, and B's MP4 is the one served.
        const transcodes = await pair.transcodes();
        expect(transcodes[0]).toBe('A');
        expect(transcodes.filter((runner) => runner === 'B')).toEqual(['B']);
        expect(transcodes.at(-1)).toBe('B');
        expect(await pair.queue().statusOf(MP4_QUEUE, video.video_url.slice(1))).toBeNull();
      } finally {
        await rm(hold, { force: true });
        await pair.stop();
      }
    },
  );

  it(
    'leaves a job that keeps failing dead with its reason, and its download answers 404',
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const pair = await TwoServers.start();
      try {
        const [a, b] = pair.servers as [ServerProcess, ServerProcess];
        const client = await signedIn(a.origin, 'ana@example.com');
        const { design, video } = await designWithVideo(client, VP8_WEBM);
        await eventually(
          'the first MP4',
          async () => (await fetch(`${b.origin}/download/${design.hash}?format=mp4`)).status === 200,
          PATIENCE_MS,
        );
        // The stored WebM goes bad (a disk fault), its MP4 is gone, and its job is queued again.
        const key = video.video_url.slice(1);
        await writeFile(join(pair.dataDir, 'files', key), 'not a video any more');
        await rm(join(pair.dataDir, 'files', key.replace(/\.webm$/, '.mp4')));
        const queue = pair.queue();
        await eventually(
          'the job dead',
          async () => {
            // The first download asks for the job again; each later one only reads where it stands.
            await fetch(`${a.origin}/download/${design.hash}?format=mp4`);
            return (await queue.statusOf(MP4_QUEUE, key))?.state === 'dead';
          },
          PATIENCE_MS,
        );
        expect(await queue.statusOf(MP4_QUEUE, key)).toEqual({
          state: 'dead',
          attempts: 3,
          reason: 'not a WebM with a video track',
        });
        expect((await fetch(`${b.origin}/download/${design.hash}?format=mp4`)).status).toBe(404);
        // Each attempt failed before ffmpeg: only the first MP4 was transcoded.
        expect(await pair.transcodes()).toHaveLength(1);
      } finally {
        await pair.stop();
      }
    },
  );
});
