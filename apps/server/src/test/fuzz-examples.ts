// Valid requests for the API fuzzer (openapi/api-fuzz.test.ts): one per route that the route answers with
// success, so every route's success path runs among the generated requests. Generated requests alone
// seldom get there: a delete needs a row of the sender's, an upload a real file in the right field, a
// schedule a future date and a time zone.
import { readFileSync } from 'node:fs';
import { customLayoutHash, type SavedDesign } from '@lienzo/core';
import { runSeeds } from '../seed/seeds';
import { TEMPLATE_LIBRARY } from '../seed/templates/library';
import { MP3_FIXTURE } from './audio-files';
import { carouselPayload, clientErrorReport, makePng, pngDataUrl, savePayload } from './fixtures';
import type { FuzzRequest } from './fuzz-requests';
import type { TestClient, TestServer } from './harness';
import { makeJpeg, multipartFile } from './upload-files';
import { saveVideoBody, VP8_WEBM } from './video-files';

export const DEJAVU_SANS = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');

/** What the examples build on: the owner's client, an account to sign in to, a template. */
export interface ExampleContext {
  owner: TestClient;
  /** An account that exists, for sign-in. */
  account: { email: string; password: string };
  templateHash: string;
  /** A PNG data URL of the size of `savePayload`'s layout, for a save. */
  storyPng: string;
}

/** Counts the sign-up examples, so each one signs up a new address. */
let signups = 0;

/**
 * What the examples need on `server`: the templates, fonts and categories a production server starts with,
 * an account to sign in to, and `owner` (signed in) to act as.
 */
export async function prepareExamples(server: TestServer, owner: TestClient): Promise<ExampleContext> {
  await runSeeds(server.db, server.storage);
  const account = {
    email: `examples-${++signups}-${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
  await server.client().signUp(account);
  const storyPng = pngDataUrl(await makePng(540, 960));
  return { owner, account, templateHash: TEMPLATE_LIBRARY[0]!.hash, storyPng };
}

function json(value: unknown): FuzzRequest['body'] {
  return { kind: 'raw', payload: JSON.stringify(value), contentType: 'application/json' };
}

function multipart({ payload, headers }: { payload: Buffer; headers: Record<string, string> }) {
  return { kind: 'raw' as const, payload, contentType: headers['content-type']! };
}

const asOwner = (url: string, body: FuzzRequest['body']): FuzzRequest => ({
  who: 'owner',
  csrf: 'sent',
  url,
  body,
});

function scheduleFields() {
  return {
    networks: ['instagram'],
    publish_at: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    time_zone: 'Europe/Madrid',
    caption: 'Fuzzed',
  };
}

/**
 * A design of the owner's saved for this example: the fuzzer's own may have been deleted by a generated
 * deleteDesign request by now.
 */
async function freshDesign({ owner, storyPng }: ExampleContext): Promise<SavedDesign> {
  const response = await owner.post('/api/save', { ...savePayload(Buffer.alloc(0)), image: storyPng });
  if (response.statusCode !== 200) throw new Error(`could not save a design: ${response.body}`);
  return response.json<{ data: SavedDesign }>().data;
}

/** A two-page carousel of the owner's saved for this example (issue 23), its page 2 still to send. */
async function freshCarousel({ owner, storyPng }: ExampleContext): Promise<SavedDesign> {
  const response = await owner.post('/api/save', { ...carouselPayload(Buffer.alloc(0), 2), image: storyPng });
  if (response.statusCode !== 200) throw new Error(`could not save a carousel: ${response.body}`);
  return response.json<{ data: SavedDesign }>().data;
}

async function scheduledPostId(context: ExampleContext): Promise<number> {
  const response = await context.owner.post('/api/schedule/create', {
    design_id: (await freshDesign(context)).id,
    ...scheduleFields(),
  });
  if (response.statusCode !== 200) throw new Error(`could not schedule a post: ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

async function uploadedId(context: ExampleContext): Promise<number> {
  const upload = multipartFile(await makeJpeg(40, 30), 'photo.jpg', 'image/jpeg');
  const response = await context.owner.post('/api/uploadBackground', undefined, upload);
  if (response.statusCode !== 200) throw new Error(`could not upload a picture: ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

/** The POST routes' examples, by `METHOD path` as the OpenAPI document names them; some make a row first. */
const POST_EXAMPLES: Record<string, (context: ExampleContext) => Promise<FuzzRequest>> = {
  'POST /api/auth/signup': async () => ({
    ...asOwner(
      '/api/auth/signup',
      json({
        name: 'Fuzz',
        email: `fuzz-${++signups}-${Date.now()}@example.com`,
        password: 'correct horse battery',
      }),
    ),
    who: 'anonymous',
  }),
  'POST /api/auth/signin': async ({ account }) => ({
    ...asOwner('/api/auth/signin', json(account)),
    who: 'anonymous',
  }),
  'POST /api/auth/signout': async () => ({
    ...asOwner('/api/auth/signout', { kind: 'none' }),
    who: 'throwaway',
  }),
  'POST /api/me/language': async () => asOwner('/api/me/language', json({ language: 'es' })),
  'POST /api/save': async ({ storyPng }) =>
    asOwner('/api/save', json({ ...savePayload(Buffer.alloc(0)), image: storyPng })),
  'POST /api/boards/create': async () => asOwner('/api/boards/create', json({ name: 'Fuzzed board' })),
  'POST /api/errors': async () => asOwner('/api/errors', json(clientErrorReport)),
  'POST /api/editor/favorite': async (context) =>
    asOwner('/api/editor/favorite', json({ design_id: (await freshDesign(context)).id, favorite: true })),
  'POST /api/uploadBackground': async () =>
    asOwner(
      '/api/uploadBackground',
      multipart(multipartFile(await makeJpeg(40, 30), 'photo.jpg', 'image/jpeg')),
    ),
  'POST /api/uploadAudio': async () =>
    asOwner('/api/uploadAudio', multipart(multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg'))),
  'POST /api/uploadFont': async () =>
    asOwner('/api/uploadFont', multipart(multipartFile(DEJAVU_SANS, 'font.ttf', 'font/ttf'))),
  'POST /api/editor/deleteUploadedFile': async (context) =>
    asOwner('/api/editor/deleteUploadedFile', json({ id: await uploadedId(context) })),
  'POST /api/designs/{id}/pages/{position}/image': async (context) =>
    asOwner(
      `/api/designs/${(await freshCarousel(context)).id}/pages/2/image`,
      json({ image: context.storyPng }),
    ),
  'POST /api/editor/deleteDesign': async (context) =>
    asOwner('/api/editor/deleteDesign', json({ id: (await freshDesign(context)).id })),
  'POST /api/editor/saveVideo': async (context) =>
    asOwner(
      '/api/editor/saveVideo',
      multipart(saveVideoBody(VP8_WEBM, String((await freshDesign(context)).id))),
    ),
  'POST /api/layouts/save': async () =>
    asOwner(
      '/api/layouts/save',
      json({ hash: customLayoutHash(), label: 'Fuzzed', width: 600, height: 300 }),
    ),
  'POST /api/schedule/create': async (context) =>
    asOwner(
      '/api/schedule/create',
      json({ design_id: (await freshDesign(context)).id, ...scheduleFields() }),
    ),
  'POST /api/schedule/createForSizes': async (context) =>
    asOwner(
      '/api/schedule/createForSizes',
      json({ design_id: (await freshDesign(context)).id, ...scheduleFields() }),
    ),
  'POST /api/schedule/update': async (context) =>
    asOwner('/api/schedule/update', json({ id: await scheduledPostId(context), ...scheduleFields() })),
  'POST /api/schedule/cancel': async (context) =>
    asOwner('/api/schedule/cancel', json({ id: await scheduledPostId(context) })),
};

/** The GET routes' queries where one is needed for success; the rest are asked without one. */
const GET_QUERIES: Record<string, (context: ExampleContext) => string | Promise<string>> = {
  'GET /api/editor/searchLocations': () => '?query=Madrid',
  'GET /api/editor/designSizes': async (context) => `?id=${(await freshDesign(context)).id}`,
};

/**
 * A request `route` answers with success, as the owner with the anti-forgery header; what it needs (an
 * upload to delete, a post to cancel) is made first. Throws for a POST route without an example, so a
 * new route is given one.
 */
export async function validExample(
  route: { method: 'GET' | 'POST'; path: string },
  context: ExampleContext,
): Promise<FuzzRequest> {
  // Fastify names path parameters `:id`, the OpenAPI document `{id}`: either finds the example.
  const label = `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;
  if (route.method === 'POST') {
    const example = POST_EXAMPLES[label];
    if (!example) throw new Error(`no valid example for ${label}: add one to test/fuzz-examples.ts`);
    return example(context);
  }
  const hash = !route.path.includes('{')
    ? ''
    : route.path.startsWith('/api/template/')
      ? context.templateHash
      : (await freshDesign(context)).hash;
  const path = route.path.replace(/\{\w+\}/g, encodeURIComponent(hash));
  const query = (await GET_QUERIES[label]?.(context)) ?? '';
  return asOwner(path + query, { kind: 'none' });
}
