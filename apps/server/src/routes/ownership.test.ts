// The ownership matrix (issue #5): every changing /api call × {owner, other user, anonymous}. The owner's call
// changes the owner's data (so the test can see a write); another user's call leaves every row and file of
// the owner as it was; an anonymous call is refused with 401 and changes nothing at all.
import { readFileSync } from 'node:fs';
import type { SavedDesign, UploadedAudio, UploadedImage } from '@lienzo/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../db/types';
import { MP3_FIXTURE } from '../test/audio-files';
import { carouselPayload, makePng, savePayload, sendPageImage } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient, type TestServer } from '../test/harness';
import { makeJpeg, multipartFile } from '../test/upload-files';
import { saveVideoBody, VP8_WEBM } from '../test/video-files';

const FONTS = '/usr/share/fonts/truetype/dejavu';
const OWNED_TABLES = [
  'designs',
  'boards',
  'uploads',
  'fonts',
  'favorites',
  'sessions',
  'custom_layouts',
  'scheduled_posts',
] as const;

interface Fixture {
  owner: TestClient;
  ownerId: number;
  designId: number;
  boardId: number;
  uploadId: number;
  audioUploadId: number;
  postId: number;
}

type Role = 'owner' | 'other' | 'anonymous';

interface Endpoint {
  url: string;
  /** The call, aimed at the owner's things wherever the body can name one. */
  call: (client: TestClient, fixture: Fixture) => Promise<LightMyRequestResponse>;
  /** What another user's call answers (creating one's own thing is fine; touching the owner's is not). */
  other: number;
}

async function uploadBackground(client: TestClient): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartFile(await makeJpeg(40, 40), 'photo.jpg', 'image/jpeg');
  return client.post('/api/uploadBackground', undefined, { payload, headers });
}

function uploadAudio(client: TestClient): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg');
  return client.post('/api/uploadAudio', undefined, { payload, headers });
}

function uploadFont(client: TestClient, name = 'DejaVuSerif.ttf'): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartFile(readFileSync(`${FONTS}/${name}`), name, 'font/ttf');
  return client.post('/api/uploadFont', undefined, { payload, headers });
}

const OWNER_LAYOUT = 'custom.abcdefghijklm';

const ENDPOINTS: readonly Endpoint[] = [
  {
    url: '/api/save',
    // With the owner's design id: the owner updates it, anyone else gets a clone of their own.
    call: async (client, { designId }) =>
      client.post('/api/save', savePayload(await makePng(), { id: designId, title: 'Changed' })),
    other: 200,
  },
  {
    url: '/api/save',
    // Filing a design into the owner's board.
    call: async (client, { boardId }) =>
      client.post('/api/save', savePayload(await makePng(), { board_id: boardId })),
    other: 400,
  },
  {
    url: '/api/boards/create',
    call: (client) => client.post('/api/boards/create', { name: 'Another board' }),
    other: 200,
  },
  {
    url: '/api/editor/favorite',
    call: (client, { designId }) =>
      client.post('/api/editor/favorite', { design_id: designId, favorite: true }),
    other: 404,
  },
  { url: '/api/uploadBackground', call: uploadBackground, other: 200 },
  { url: '/api/uploadAudio', call: uploadAudio, other: 200 },
  {
    url: '/api/editor/deleteUploadedFile',
    call: (client, { uploadId }) => client.post('/api/editor/deleteUploadedFile', { id: uploadId }),
    other: 404,
  },
  {
    url: '/api/editor/deleteUploadedFile',
    // The owner's MP3.
    call: (client, { audioUploadId }) => client.post('/api/editor/deleteUploadedFile', { id: audioUploadId }),
    other: 404,
  },
  {
    url: '/api/editor/deleteDesign',
    call: (client, { designId }) => client.post('/api/editor/deleteDesign', { id: designId }),
    other: 404,
  },
  { url: '/api/uploadFont', call: (client) => uploadFont(client), other: 200 },
  {
    url: '/api/editor/saveVideo',
    // The owner's design id: the owner's design becomes a video; anyone else's upload finds no such design.
    call: (client, { designId }) =>
      client.post('/api/editor/saveVideo', undefined, saveVideoBody(VP8_WEBM, String(designId))),
    other: 404,
  },
  {
    url: '/api/layouts/save',
    // The owner's layout hash: the owner renames it; anyone else keeps a layout of their own under that hash.
    call: (client) =>
      client.post('/api/layouts/save', { hash: OWNER_LAYOUT, label: 'Renamed', width: 640, height: 480 }),
    other: 200,
  },
  {
    url: '/api/schedule/create',
    // The owner's design: only its owner may schedule it.
    call: (client, { designId }) => client.post('/api/schedule/create', scheduleBody(designId)),
    other: 404,
  },
  {
    url: '/api/schedule/createForSizes',
    // The owner's design and its sizes: only their owner may schedule them.
    call: (client, { designId }) => client.post('/api/schedule/createForSizes', scheduleBody(designId)),
    other: 404,
  },
  {
    url: '/api/schedule/update',
    call: (client, { postId }) =>
      client.post('/api/schedule/update', { ...scheduleBody(0), id: postId, caption: 'Changed' }),
    other: 404,
  },
  {
    url: '/api/schedule/cancel',
    call: (client, { postId }) => client.post('/api/schedule/cancel', { id: postId }),
    other: 404,
  },
  {
    url: '/api/designs/:id/pages/:position/image',
    // A page picture of the owner's carousel: anyone else finds no such design of theirs.
    call: async (client, { designId }) => sendPageImage(client, designId, 2, await makePng()),
    other: 404,
  },
  {
    url: '/api/auth/signout',
    // Someone else signing out ends only their own session.
    call: (client) => client.post('/api/auth/signout', {}),
    other: 200,
  },
];

/**
 * Changing calls that act on no one's data but the caller's own account: covered by auth.test.ts and
 * me.test.ts (which checks that storing a language touches only the caller's row and needs a session); and
 * the error reports, which write only the server's log (client-errors.test.ts).
 */
const NOT_OWNED = ['/api/auth/signup', '/api/auth/signin', '/api/me/language', '/api/errors'];

function scheduleBody(designId: number) {
  return {
    design_id: designId,
    networks: ['instagram'],
    publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    time_zone: 'Europe/Madrid',
  };
}

async function prepare(server: TestServer): Promise<Fixture> {
  const owner = server.client();
  const user = await owner.signUp();
  const board = await owner.post('/api/boards/create', { name: 'Owner board' });
  expect(board.statusCode).toBe(200);
  const boardId = board.json<{ data: { id: number } }>().data.id;
  // A carousel of two pages (issue 23), its second page's picture stored too.
  const saved = await owner.post('/api/save', carouselPayload(await makePng(), 2, { board_id: boardId }));
  expect(saved.statusCode).toBe(200);
  const page = await sendPageImage(owner, saved.json<{ data: SavedDesign }>().data.id, 2, await makePng());
  expect(page.statusCode, page.body).toBe(200);
  const upload = await uploadBackground(owner);
  expect(upload.statusCode).toBe(200);
  const audio = await uploadAudio(owner);
  expect(audio.statusCode).toBe(200);
  expect((await uploadFont(owner, 'DejaVuSans.ttf')).statusCode).toBe(200);
  const layout = { hash: OWNER_LAYOUT, label: 'Owner layout', width: 600, height: 400 };
  expect((await owner.post('/api/layouts/save', layout)).statusCode).toBe(200);
  const designId = saved.json<{ data: SavedDesign }>().data.id;
  const post = await owner.post('/api/schedule/create', scheduleBody(designId));
  expect(post.statusCode, post.body).toBe(200);
  return {
    owner,
    ownerId: user.id,
    designId,
    boardId,
    uploadId: upload.json<{ data: UploadedImage }>().data.id,
    audioUploadId: audio.json<{ data: UploadedAudio }>().data.id,
    postId: post.json<{ data: { id: number } }>().data.id,
  };
}

/** Every row the owner has, in every table that has an owner. */
async function ownerState(server: TestServer, ownerId: number) {
  const rows: Record<string, unknown[]> = {};
  for (const table of OWNED_TABLES) {
    rows[table] = await server.db
      .selectFrom(table as keyof Database)
      .selectAll()
      .where('user_id', '=', ownerId)
      .orderBy('created_at')
      .execute();
  }
  // The owner's designs' page pictures (issue 23), which belong to the owner through their design.
  rows.design_pages = await server.db
    .selectFrom('design_pages')
    .innerJoin('designs', 'designs.id', 'design_pages.design_id')
    .selectAll('design_pages')
    .where('designs.user_id', '=', ownerId)
    .orderBy('design_pages.design_id')
    .orderBy('design_pages.position')
    .execute();
  return rows;
}

async function everything(server: TestServer) {
  const counts: Record<string, number> = {};
  for (const table of [...OWNED_TABLES, 'users', 'design_pages'] as const)
    counts[table] = await server.count(table);
  return { counts, files: await server.files() };
}

describeEachEngine('ownership matrix', (engine) => {
  const server = useTestServer(engine, { uploadRateLimit: { max: 1000, timeWindow: 60_000 } });

  it('covers every changing /api route Fastify registered', () => {
    const changing = server()
      .app.registeredRoutes.filter(
        ({ method, url }) => !['GET', 'HEAD'].includes(method) && url.startsWith('/api/'),
      )
      .map(({ url }) => url);
    const covered = new Set([...ENDPOINTS.map(({ url }) => url), ...NOT_OWNED]);
    expect([...new Set(changing)].sort()).toEqual([...covered].sort());
  });

  // The owner's calls change the owner's things, so each gets a fresh owner; the others' calls must change
  // none of them (which each test checks), so they all aim at one owner's.
  let untouchedOwner: Promise<Fixture> | undefined;
  const fixtureFor = (role: Role) =>
    role === 'owner' ? prepare(server()) : (untouchedOwner ??= prepare(server()));

  for (const [index, endpoint] of ENDPOINTS.entries()) {
    for (const role of ['owner', 'other', 'anonymous'] as const satisfies readonly Role[]) {
      it(`${endpoint.url} #${index} as ${role}`, async () => {
        const fixture = await fixtureFor(role);
        const client = role === 'owner' ? fixture.owner : server().client();
        if (role === 'other') await client.signUp();
        const before = await ownerState(server(), fixture.ownerId);
        const beforeAll = await everything(server());
        const response = await endpoint.call(client, fixture);
        const after = await ownerState(server(), fixture.ownerId);
        if (role === 'owner') {
          expect(response.statusCode, response.body).toBe(200);
          // The owner's own call does write: the comparison below would see a write by anyone else.
          expect(after).not.toEqual(before);
        } else if (role === 'other') {
          expect(response.statusCode, response.body).toBe(endpoint.other);
          expect(after).toEqual(before);
          // None of the owner's files went away.
          const files = await server().files();
          expect(files).toEqual(expect.arrayContaining(beforeAll.files));
        } else {
          expect(response.statusCode, response.body).toBe(endpoint.url === '/api/auth/signout' ? 200 : 401);
          expect(after).toEqual(before);
          expect(await everything(server())).toEqual(beforeAll);
        }
      });
    }
  }
});
