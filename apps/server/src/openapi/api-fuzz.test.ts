// API fuzzing from the OpenAPI document (issue 12): for every documented route, requests generated from its
// parameters and body schema — valid and broken, signed in and anonymous, with and without the anti-forgery
// header, JSON and multipart — must never get a 5xx, every 4xx must carry the `{error: {code, message}}`
// envelope, and afterwards no row may point at a missing file.
import { APP_VERSION, SESSION_COOKIE } from '@lienzo/core';
import {
  assertAsyncProperty,
  describeRuns,
  hostileJsonValue,
  pollution,
  PROOF_TIMEOUT_MS,
  proofRuns,
  validDocumentArbitrary,
} from '@lienzo/core/testing';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { MP3_FIXTURE } from '../test/audio-files';
import { DEJAVU_SANS, prepareExamples, validExample, type ExampleContext } from '../test/fuzz-examples';
import { makePng, pngDataUrl, saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import {
  breakBody,
  expectErrorEnvelope,
  hostileText,
  multipartBody,
  queryString,
  type FuzzRequest,
  type Who,
} from '../test/fuzz-requests';
import { jsonSchemaArbitrary, type JsonSchema, type SchemaContext } from '../test/json-schema-arbitrary';
import { GIF_1X1, makeJpeg, multipartFile, SVG_WITH_SCRIPT } from '../test/upload-files';
import { VP8_WEBM } from '../test/video-files';

// Requests per route: short in every run of the suite, PROOF_LONG=1 for the long run, PROOF_SEED=n to replay.
const settings = proofRuns(10, 400);
/** One in this many generated requests of a route is its valid example instead (test/fuzz-examples.ts). */
const EXAMPLE_SHARE = 5;
/**
 * The fuzz server's sign-in and upload limits, far above production's (DEFAULT_AUTH_RATE_LIMIT,
 * DEFAULT_UPLOAD_RATE_LIMIT): the long run sends hundreds of requests a minute to each route as one user,
 * and a 429 would hide the route's own answers. The limits themselves are proved by the routes' tests.
 */
const FUZZ_RATE_LIMIT = { max: 1_000_000, timeWindow: 60_000 };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

interface Route {
  method: 'GET' | 'POST';
  path: string;
  operation: Operation;
}

const HTML_AS_PNG = Buffer.from('<!doctype html><script>window.__pwned=1</script>');

describeEachEngine('API fuzzing from the OpenAPI document', (engine) => {
  const server = useTestServer(engine, {
    authRateLimit: FUZZ_RATE_LIMIT,
    authAccountRateLimit: FUZZ_RATE_LIMIT,
    uploadRateLimit: FUZZ_RATE_LIMIT,
  });
  let routes: Route[] = [];
  let owner: TestClient;
  let stranger: TestClient;
  let known: { ids: number[]; hashes: string[] };
  let files: Record<string, Buffer>;
  let image: string;
  let examples: ExampleContext;
  let lastError = '';
  // The owner signs in again with these when a generated sign-out ended its session: the same account
  // keeps the design, board and uploads the requests and examples name.
  const ownerAccount = {
    email: `fuzz-owner-${engine}-${Date.now()}@example.com`,
    password: 'correct horse battery',
  };

  beforeAll(async () => {
    // The cause of a 5xx goes into the failure report: the answer itself says only "Something went wrong".
    server().app.addHook('onError', async (_request, _reply, error) => {
      lastError = error.stack ?? String(error);
    });
    const document = (await server().client().get('/api/docs/json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as Route['method'],
        path,
        operation,
      })),
    );
    owner = server().client();
    await owner.signUp(ownerAccount);
    // The templates, fonts and categories a production server starts with: template routes need them.
    examples = await prepareExamples(server(), owner);
    stranger = server().client();
    await stranger.signUp();
    const design = await saveTestDesign(owner);
    const board = (await owner.post('/api/boards/create', { name: 'Fuzz' })).json<{ data: { id: number } }>();
    const png = await makePng(8, 8);
    image = pngDataUrl(png);
    const jpeg = await makeJpeg(40, 30);
    const upload = multipartFile(jpeg, 'photo.jpg', 'image/jpeg');
    await owner.post('/api/uploadBackground', undefined, upload);
    known = { ids: [design.id, board.data.id, 1, 2], hashes: [design.hash, examples.templateHash] };
    files = {
      png,
      jpeg,
      gif: GIF_1X1,
      svg: SVG_WITH_SCRIPT,
      html: HTML_AS_PNG,
      mp3: MP3_FIXTURE,
      ttf: DEJAVU_SANS,
      webm: VP8_WEBM,
      polyglot: Buffer.concat([png, HTML_AS_PNG]),
      empty: Buffer.alloc(0),
    };
  });

  function context(): SchemaContext {
    return {
      knownIds: known.ids,
      byName: {
        editor: fc.oneof(validDocumentArbitrary, fc.constant('not a document')),
        image: fc.constant(image),
        app_version: fc.constant(APP_VERSION),
      },
    };
  }

  function requestArbitrary(route: Route): fc.Arbitrary<FuzzRequest> {
    const ctx = context();
    const parameters = route.operation.parameters ?? [];
    const pathValue = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known.hashes) },
      { weight: 2, arbitrary: hostileText },
    );
    const path = fc.array(pathValue, { minLength: 8, maxLength: 8 }).map((values) => {
      let index = 0;
      return route.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[index++] ?? ''));
    });
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const validValue = (parameter: Parameter) =>
      parameter.required
        ? jsonSchemaArbitrary(parameter.schema, ctx)
        : fc.option(jsonSchemaArbitrary(parameter.schema, ctx), { nil: undefined });
    const brokenValue = (parameter: Parameter) =>
      fc.oneof(validValue(parameter), hostileText, fc.array(hostileText, { maxLength: 3 }));
    const named = (values: unknown[]) =>
      queryParameters.map((parameter, index) => [parameter.name, values[index]] as [string, unknown]);
    const query = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.tuple(...queryParameters.map(validValue)).map((values) => queryString(named(values))),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.tuple(...queryParameters.map(brokenValue)),
            fc.array(
              fc.tuple(fc.constantFrom('__proto__', 'constructor', 'type', 'page', 'x'), hostileText),
              {
                maxLength: 2,
              },
            ),
          )
          .map(([values, extra]) => queryString([...named(values), ...extra])),
      },
    );
    const content = route.operation.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const multipart = 'multipart/form-data' in content;
    const body: fc.Arbitrary<FuzzRequest['body']> = multipart
      ? multipartArbitrary()
      : jsonSchema
        ? jsonBodyArbitrary(jsonSchema, ctx)
        : fc.oneof(
            { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
            { weight: 1, arbitrary: jsonBodyArbitrary({}, ctx) },
          );
    return fc.record({
      who: fc.constantFrom<Who>(
        'owner',
        'owner',
        'owner',
        'stranger',
        'anonymous',
        ...(route.path === '/api/auth/signout' ? (['throwaway'] as const) : []),
      ),
      csrf: fc.constantFrom<FuzzRequest['csrf']>('sent', 'sent', 'sent', 'sent', 'missing', 'wrong'),
      url: fc.tuple(path, query).map(([pathPart, queryPart]) => pathPart + queryPart),
      body: route.method === 'GET' ? fc.constant({ kind: 'none' as const }) : body,
    });
  }

  function jsonBodyArbitrary(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<FuzzRequest['body']> {
    const valid = jsonSchemaArbitrary(schema, ctx);
    const json = (value: unknown) => ({
      kind: 'raw' as const,
      payload: JSON.stringify(value) ?? 'null',
      contentType: 'application/json',
    });
    return fc.oneof(
      { weight: 5, arbitrary: valid.map(json) },
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            valid,
            fc.array(fc.tuple(fc.nat(), fc.oneof(hostileJsonValue, fc.constant(undefined))), {
              minLength: 1,
              maxLength: 3,
            }),
          )
          .map(([value, changes]) => json(breakBody(value, changes))),
      },
      { weight: 1, arbitrary: hostileJsonValue.map(json) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { kind: 'raw' as const, payload: '{"name": ', contentType: 'application/json' },
          { kind: 'raw' as const, payload: '', contentType: 'application/json' },
          { kind: 'raw' as const, payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
          { kind: 'raw' as const, payload: '{"a":1}', contentType: 'text/plain' },
          {
            kind: 'raw' as const,
            payload: '{"__proto__": {"polluted": "yes"}}',
            contentType: 'application/json',
          },
          {
            kind: 'raw' as const,
            payload: '{"constructor": {"prototype": {"polluted": "yes"}}}',
            contentType: 'application/json',
          },
        ),
      },
    );
  }

  function multipartArbitrary(): fc.Arbitrary<FuzzRequest['body']> {
    const part = fc.record({
      field: fc.constantFrom('file', 'file', 'videoBlob', 'other'),
      filename: fc.constantFrom(
        'photo.png',
        'photo.jpg',
        'song.mp3',
        'font.ttf',
        'blob',
        '../../evil.png',
        'a\u0000.png',
        '<svg>.svg',
        '',
      ),
      contentType: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'audio/mpeg',
        'font/ttf',
        'video/webm',
        'image/svg+xml',
        'text/html',
        'application/octet-stream',
      ),
      bytes: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...Object.values(files)) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom(...Object.values(files)), fc.nat())
            .map(([bytes, cut]) => bytes.subarray(0, cut % Math.max(bytes.length, 1))),
        },
      ),
    });
    const quoteId = fc.oneof(fc.constantFrom(...known.ids.map(String)), hostileText);
    return fc
      .tuple(
        fc.array(part, { maxLength: 2 }),
        fc.option(quoteId, { nil: undefined }),
        fc.constantFrom('ok', 'ok', 'ok', 'no-boundary', 'truncated'),
      )
      .map(([parts, quote, shape]) => {
        const boundary = 'lienzofuzzboundary';
        const bytes = multipartBody(parts, quote === undefined ? [] : [['quote_id', quote]], boundary);
        if (shape === 'no-boundary')
          return { kind: 'raw' as const, payload: bytes, contentType: 'multipart/form-data' };
        return {
          kind: 'raw' as const,
          payload: shape === 'truncated' ? bytes.subarray(0, Math.floor(bytes.length / 2)) : bytes,
          contentType: `multipart/form-data; boundary=${boundary}`,
        };
      });
  }

  async function clientFor(who: Who): Promise<TestClient> {
    if (who === 'owner') {
      if (!owner.cookies.has(SESSION_COOKIE)) {
        const signedIn = await owner.post('/api/auth/signin', ownerAccount);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
      }
      return owner;
    }
    if (who === 'stranger') return stranger;
    const client = server().client();
    if (who === 'throwaway') await client.signUp();
    return client;
  }

  async function send(route: Route, request: FuzzRequest): Promise<LightMyRequestResponse> {
    const client = await clientFor(request.who);
    if (!client.csrfToken) await client.get('/api/me');
    const csrf = request.csrf === 'sent' ? undefined : request.csrf === 'missing' ? false : 'forged-token';
    if (request.body.kind === 'none') return client.request(route.method, request.url, undefined, { csrf });
    return client.request(route.method, request.url, undefined, {
      csrf,
      headers: { 'content-type': request.body.contentType },
      payload: request.body.payload,
    });
  }

  /** No design, upload or font may name a file that storage does not have. */
  async function expectNoRowWithoutItsFile(): Promise<void> {
    const stored = new Set(await server().files());
    const db = server().db;
    const keys = [
      ...(await db.selectFrom('designs').select('image_key as key').execute()),
      ...(await db.selectFrom('uploads').select('key').execute()),
      ...(await db
        .selectFrom('uploads')
        .select('thumb_key as key')
        .where('thumb_key', 'is not', null)
        .execute()),
      ...(await db.selectFrom('fonts').select('key').execute()),
    ].map((row) => row.key as string);
    expect(keys.filter((key) => !stored.has(key))).toEqual([]);
  }

  it(
    `every route answers generated requests without a 5xx, each 4xx an error envelope (${describeRuns(settings)} per route)`,
    { timeout: PROOF_TIMEOUT_MS },
    async () => {
      expect(routes.length).toBeGreaterThan(30);
      const counts: Record<string, Record<number, number>> = {};
      let requests = 0;
      for (const [index, route] of routes.entries()) {
        const label = `${route.method} ${route.path}`;
        const byStatus: Record<number, number> = (counts[label] = {});
        const check = async (request: FuzzRequest) => {
          const response = await send(route, request);
          requests += 1;
          byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
          const where = `${label} ${request.who} ${request.csrf} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, `${where}\n${lastError.slice(0, 2000)}`).toBeLessThan(500);
          if (response.statusCode >= 400) expectErrorEnvelope(response, where);
          expect(pollution(), where).toEqual([]);
          return { response, where };
        };
        // The route's valid example first, then a share of the generated requests replaced by it.
        const first = await check(await validExample(route, examples));
        expect(first.response.statusCode, `the valid example: ${first.where}`).toBeLessThan(300);
        const requestOrExample = fc.oneof(
          { weight: EXAMPLE_SHARE - 1, arbitrary: requestArbitrary(route) },
          { weight: 1, arbitrary: fc.constant('example' as const) },
        );
        await assertAsyncProperty(
          fc.asyncProperty(requestOrExample, async (request) => {
            await check(request === 'example' ? await validExample(route, examples) : request);
          }),
          // Each route its own seed, so the routes do not all draw the same sequence of choices.
          { ...settings, seed: settings.seed + index },
        );
      }
      await expectNoRowWithoutItsFile();
      const fives = Object.values(counts).reduce(
        (sum, byStatus) =>
          sum +
          Object.entries(byStatus).reduce((n, [status, count]) => n + (Number(status) >= 500 ? count : 0), 0),
        0,
      );
      console.info(
        `API fuzz [${engine}]: ${requests} requests over ${routes.length} routes, seed ${settings.seed}, 5xx ${fives}\n` +
          Object.entries(counts)
            .map(([label, byStatus]) => `  ${label}: ${JSON.stringify(byStatus)}`)
            .join('\n'),
      );
      expect(fives).toBe(0);
      // Every route's success path ran: a route whose requests all stop at validation or a limit is untested.
      const neverSucceeded = Object.entries(counts)
        .filter(([, byStatus]) => !Object.keys(byStatus).some((status) => Number(status) < 300))
        .map(([label]) => label);
      expect(neverSucceeded).toEqual([]);
    },
  );
});
