// The storage sweep (issue 12) over the real app's rows and files, on SQLite and PostgreSQL, with the local folder
// and with an S3 bucket: every file a row names survives with its copies, seeded and cached files survive,
// old files no row names go (and the local folder's old `.tmp-*` files), young ones stay.
import { readFileSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mp4KeyOf } from '../designs/mp4-jobs';
import { makePng, saveTestDesign } from '../test/fixtures';
import { MP3_FIXTURE } from '../test/audio-files';
import {
  describeEachEngine,
  ENGINES,
  useTestServer,
  type EngineName,
  type TestServer,
} from '../test/harness';
import { openS3TestTarget } from '../test/s3';
import { makeJpeg, multipartFile } from '../test/upload-files';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';
import { newStorageKey } from '../storage/storage';
import { sweepStorage } from './sweep-storage';

const DEJAVU = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const HOUR = 3_600_000;
const s3 = await openS3TestTarget();
afterAll(() => s3.close());

/** The clock of a sweep `ms` from now: files written now are that much older to it. */
const later = (ms: number) => () => new Date(Date.now() + ms);

async function ok(response: { statusCode: number; body: string }): Promise<void> {
  expect(response.statusCode, response.body).toBe(200);
}

/** One of each kind of row that names a file, made through the API as a user would, with its copies. */
async function everyKindOfRow(server: TestServer): Promise<void> {
  const client = server.client();
  await client.signUp();
  const picture = await saveTestDesign(client, {}, { colour: '#123456' });
  await ok(await client.get(`/designs/${picture.hash}_m.png`));
  await ok(await client.get(`/download/${picture.hash}?format=jpg&resolution=print`));
  const filmed = await saveTestDesign(client, {}, { colour: '#654321' });
  const video = await client.post(
    '/api/editor/saveVideo',
    undefined,
    saveVideoBody(VP8_WEBM, String(filmed.id)),
  );
  await ok(video);
  const { video_url: videoUrl } = video.json<{ data: { video_url: string } }>().data;
  // The MP4 a job made (no ffmpeg here), next to its WebM.
  await server.storage.put(mp4KeyOf(videoUrl.slice(1)), Buffer.from('an mp4'));
  const jpeg = await makeJpeg(900, 600);
  await ok(
    await client.post('/api/uploadBackground', undefined, multipartFile(jpeg, 'beach.jpg', 'image/jpeg')),
  );
  await ok(
    await client.post('/api/uploadAudio', undefined, multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg')),
  );
  await ok(
    await client.post('/api/uploadFont', undefined, multipartFile(DEJAVU, 'DejaVuSans.ttf', 'font/ttf')),
  );
}

/** Files no row names that must stay: the seeded library's pictures, the audio tracks, kept stock pictures. */
async function seededAndCachedFiles(server: TestServer): Promise<string[]> {
  const keys = [
    'templates/starter-1-0123456789ab.png',
    'templates/starter-1-0123456789ab_m.png',
    'audios/upbeat-v1.wav',
    'audios/catalogue-7.mp3',
    'stock-images/0123456789abcdef0123456789abcdef01234567.img',
    'elsewhere/unknown.bin',
  ];
  for (const key of keys) await server.storage.put(key, Buffer.from(key));
  return keys;
}

/** Files no row names in each swept folder: what crashes between a file and its row leave. */
async function orphans(server: TestServer): Promise<string[]> {
  const design = newStorageKey('designs', 'png');
  const upload = newStorageKey('uploads', 'jpg');
  const video = newStorageKey('videos', 'webm');
  const keys = [
    design,
    design.replace('.png', '_m.png'),
    design.replace('.png', '_print.jpg'),
    newStorageKey('designs', 'png'),
    video,
    mp4KeyOf(video),
    upload,
    upload.replace('.jpg', '_t.jpg'),
    newStorageKey('uploads', 'mp3'),
    newStorageKey('fonts', 'ttf'),
  ];
  for (const key of keys) await server.storage.put(key, await makePng(4, 4));
  return keys;
}

/** The tests every storage passes; answers the suite's server. */
function sweepSuite(engine: EngineName, storage?: () => ReturnType<typeof s3.testStorage>): () => TestServer {
  const server = useTestServer(engine, storage ? { storage: storage() } : {});

  it('removes old files no row names, keeping every file a row names, its copies, and seeded files', async () => {
    await everyKindOfRow(server());
    const named = await server().files();
    // Every kind is there, so that each is shown to survive.
    for (const pattern of [
      /^designs\/[a-f0-9]{24}\.png$/,
      /^designs\/[a-f0-9]{24}_m\.png$/,
      /^designs\/[a-f0-9]{24}_print\.jpg$/,
      /^videos\/[a-f0-9]{24}\.webm$/,
      /^videos\/[a-f0-9]{24}\.mp4$/,
      /^uploads\/[a-f0-9]{24}\.jpg$/,
      /^uploads\/[a-f0-9]{24}_t\.jpg$/,
      /^uploads\/[a-f0-9]{24}_x\.jpg$/,
      /^uploads\/[a-f0-9]{24}\.mp3$/,
      /^fonts\/[a-f0-9]{24}\.ttf$/,
    ])
      expect(
        named.some((key) => pattern.test(key)),
        String(pattern),
      ).toBe(true);
    const seeded = await seededAndCachedFiles(server());
    const unnamed = await orphans(server());
    const kept = [...named, ...seeded].sort();

    // Young: every file stays, whatever the rows say.
    const young = await sweepStorage({ db: server().db, storage: server().storage, graceMs: HOUR });
    expect(young).toEqual({ removed: 0, unfinished: 0 });
    expect(await server().files()).toEqual([...kept, ...unnamed].sort());

    // Two hours on, the unnamed ones are old: they go, and nothing else does.
    const old = await sweepStorage({
      db: server().db,
      storage: server().storage,
      graceMs: HOUR,
      now: later(2 * HOUR),
    });
    expect(old).toEqual({ removed: unnamed.length, unfinished: 0 });
    expect(await server().files()).toEqual(kept);
    // Every design, upload, font and video still reads back.
    expect(
      await sweepStorage({ db: server().db, storage: server().storage, graceMs: 0, now: later(HOUR) }),
    ).toEqual({ removed: 0, unfinished: 0 });
    expect(await server().files()).toEqual(kept);
  });

  it('removes the files of rows deleted by a process that died before removing them', async () => {
    const client = server().client();
    await client.signUp();
    const design = await saveTestDesign(client, {}, { colour: '#00ff00' });
    await ok(await client.get(`/designs/${design.hash}_s.png`));
    const before = await server().files();
    const row = await server()
      .db.deleteFrom('designs')
      .where('id', '=', design.id)
      .returning('image_key')
      .executeTakeFirstOrThrow();
    const family = before.filter((key) => key.startsWith(row.image_key.replace('.png', '')));
    expect(family).toHaveLength(2);
    const report = await sweepStorage({
      db: server().db,
      storage: server().storage,
      graceMs: 0,
      now: later(1),
    });
    expect(report.removed).toBe(2);
    expect(await server().files()).toEqual(before.filter((key) => !family.includes(key)));
  });
  return server;
}

describeEachEngine('the storage sweep, local folder', (engine) => {
  const server = sweepSuite(engine);

  it('removes old temporary files of cut-off writes and keeps young ones', async () => {
    const root = join(server().dir, 'files');
    const write = async (name: string, age: number) => {
      await mkdir(join(root, 'designs'), { recursive: true });
      await writeFile(join(root, 'designs', name), 'part of a picture');
      const when = new Date(Date.now() - age);
      await utimes(join(root, 'designs', name), when, when);
    };
    await write('.tmp-00000000000000aa', 2 * HOUR);
    await write('.tmp-00000000000000bb', 60_000);
    const stale = newStorageKey('designs', 'png');
    await server().storage.put(stale, Buffer.from('old, unnamed'));
    const when = new Date(Date.now() - 2 * HOUR);
    await utimes(join(root, stale), when, when);
    const young = newStorageKey('designs', 'png');
    await server().storage.put(young, Buffer.from('young, unnamed'));
    const before = await server().files();

    // The real clock: only what was written more than an hour ago goes.
    const report = await sweepStorage({ db: server().db, storage: server().storage, graceMs: HOUR });
    expect(report).toEqual({ removed: 1, unfinished: 1 });
    expect(await server().files()).toEqual(
      before.filter((key) => key !== stale && key !== 'designs/.tmp-00000000000000aa'),
    );
    expect(await server().files()).toContain('designs/.tmp-00000000000000bb');
    expect(await server().files()).toContain(young);
  });
});

describe.skipIf(s3.skipReason !== null || ENGINES[0]!.skip)(`the storage sweep, S3 [${s3.label}]`, () => {
  sweepSuite('sqlite', () => s3.testStorage());
});
