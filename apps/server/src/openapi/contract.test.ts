// The one route contract (issue 25): the routes Fastify registered, the OpenAPI document and what the routes
// really answer must each agree with the declarations of packages/core/src/api/routes. (The web client is
// checked against them in apps/web/src/api/client.contract.test.ts.)
import {
  API_ROUTES,
  CSRF_HEADER,
  FAILURE_DESCRIPTIONS,
  fastifyPath,
  isMultipartBody,
  pathParameterNames,
  type ApiRoute,
  type FailureStatus,
} from '@lienzo/core';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { API_DOCS_PATH } from '../plugins/api-docs';
import { multipartFile } from '../test/upload-files';
import { MP3_FIXTURE } from '../test/audio-files';
import { prepareExamples, validExample, type ExampleContext } from '../test/fuzz-examples';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';

const DECLARED: ApiRoute[] = Object.values(API_ROUTES);
const label = (route: ApiRoute) => `${route.method} ${route.path}`;
/** Sign-ins and uploads of one client, many a minute here: far above production's limits. */
const HIGH_LIMIT = { max: 1_000_000, timeWindow: 60_000 };

type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  summary: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
}

interface OpenApi {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
}

/** A zod schema as JSON Schema, the way a client of the document reads it (no `$schema` line). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

/** A JSON value as it crosses the wire. */
const wire = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describeEachEngine('the route contract', (engine) => {
  const server = useTestServer(engine, {
    authRateLimit: HIGH_LIMIT,
    authAccountRateLimit: HIGH_LIMIT,
    uploadRateLimit: HIGH_LIMIT,
  });
  /** What the last handler answered, before the serializer wrote it (only for answers it serialises). */
  let handed: { present: boolean; payload?: unknown } = { present: false };
  let examples: ExampleContext;

  beforeAll(async () => {
    server().app.addHook('preSerialization', async (_request, _reply, payload) => {
      handed = { present: true, payload };
      return payload;
    });
    const owner = server().client();
    await owner.signUp();
    examples = await prepareExamples(server(), owner);
  });

  it('registers exactly the declared routes, each from its declaration', () => {
    const api = server().app.registeredRoutes.filter(
      ({ method, url }) =>
        method !== 'HEAD' &&
        url.startsWith('/api/') &&
        url !== API_DOCS_PATH &&
        !url.startsWith(`${API_DOCS_PATH}/`),
    );
    expect(api.map(({ method, url }) => `${method} ${url}`).sort()).toEqual(
      DECLARED.map((route) => `${route.method} ${fastifyPath(route.path)}`).sort(),
    );
    for (const { method, url, apiRoute } of api)
      expect(
        apiRoute && `${apiRoute.method} ${fastifyPath(apiRoute.path)}`,
        `${method} ${url} is registered from its declaration`,
      ).toBe(`${method} ${url}`);
  });

  it('documents the declarations in the OpenAPI document, and nothing else', async () => {
    const response = await server().client().get(`${API_DOCS_PATH}/json`);
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApi>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/' }]);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(DECLARED.map(label).sort());

    for (const route of DECLARED) {
      const operation = doc.paths[route.path]![route.method.toLowerCase()]!;
      const where = label(route);
      expect(operation.summary, where).toBe(route.summary);
      const parameters = operation.parameters ?? [];
      const named = (place: string) => parameters.filter((parameter) => parameter.in === place);
      expect(
        named('path').map(({ name }) => name),
        where,
      ).toEqual(pathParameterNames(route.path));
      const query = route.query ? jsonSchemaOf(route.query, 'input') : { properties: {}, required: [] };
      const required = new Set((query.required ?? []) as string[]);
      expect(
        named('query').map(({ name, required: needed, schema }) => ({ name, needed, schema })),
        where,
      ).toEqual(
        Object.entries(query.properties as Record<string, JsonSchema>).map(([name, schema]) => ({
          name,
          needed: required.has(name),
          schema,
        })),
      );
      expect(
        named('header').map(({ name }) => name),
        where,
      ).toEqual(route.method === 'GET' ? [] : [CSRF_HEADER]);
      expect(operation.security, where).toEqual(route.signedIn ? [{ session: [] }] : undefined);

      const content = operation.requestBody?.content;
      if (route.body === undefined) expect(content, where).toBeUndefined();
      else if (isMultipartBody(route.body)) {
        const form = content?.['multipart/form-data']?.schema;
        expect(form?.required, where).toEqual(expect.arrayContaining([...route.body.files]));
        for (const file of route.body.files)
          expect((form?.properties as Record<string, JsonSchema>)[file], where).toEqual({
            type: 'string',
            format: 'binary',
          });
      } else expect(content?.['application/json']?.schema, where).toEqual(jsonSchemaOf(route.body, 'input'));

      expect(Object.keys(operation.responses), where).toEqual(Object.keys(route.answers));
      for (const [status, answer] of Object.entries(route.answers)) {
        const documentedAnswer = operation.responses[status]!;
        expect(documentedAnswer.description, `${where} ${status}`).toBe(
          status === '200' ? 'Success: `{data: …}`' : FAILURE_DESCRIPTIONS[Number(status) as FailureStatus],
        );
        expect(documentedAnswer.content['application/json']!.schema, `${where} ${status}`).toEqual(
          jsonSchemaOf(answer, 'output'),
        );
      }
    }
  });

  /**
   * Runs `request` and checks its success answer against the route's: what the handler answered conforms to
   * the declared schema with nothing undeclared (the serializer would drop it), and it is what was sent.
   */
  async function expectDeclaredAnswer(route: ApiRoute, send: () => ReturnType<TestClient['request']>) {
    handed = { present: false };
    const response = await send();
    const where = `${label(route)}: ${response.body.slice(0, 300)}`;
    expect(response.statusCode, where).toBe(200);
    const sent = response.json<unknown>();
    const answered = handed.present ? wire(handed.payload) : sent;
    const parsed = route.answers[200].safeParse(answered);
    expect(parsed.error, where).toBeUndefined();
    expect(parsed.data, `${where}: fields the declaration does not have`).toEqual(answered);
    expect(sent, where).toEqual(answered);
  }

  it('answers each route’s success as declared', async () => {
    // Changes first, so that the lists read afterwards have something in them.
    const ordered = [...DECLARED].sort((a, b) => Number(a.method === 'GET') - Number(b.method === 'GET'));
    for (const route of ordered) {
      const example = await validExample(route, examples);
      const client = example.who === 'owner' ? examples.owner : server().client();
      if (example.who === 'throwaway') await client.signUp();
      if (!client.csrfToken) await client.get('/api/me');
      await expectDeclaredAnswer(route, () =>
        example.body.kind === 'none'
          ? client.request(route.method, example.url, undefined)
          : client.request(route.method, example.url, undefined, {
              headers: { 'content-type': example.body.contentType },
              payload: example.body.payload,
            }),
      );
    }
    // The answers that differ by who asks or what is asked for.
    const visitor = server().client();
    await expectDeclaredAnswer(API_ROUTES.me, () => visitor.get('/api/me'));
    await expectDeclaredAnswer(API_ROUTES.userBoards, () => visitor.get('/api/editor/userBoards'));
    const { owner } = examples;
    await owner.post('/api/uploadAudio', undefined, multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg'));
    await expectDeclaredAnswer(API_ROUTES.uploads, () => owner.get('/api/editor/uploads?type=audio'));
    await expectDeclaredAnswer(API_ROUTES.checkInstagramAccount, () =>
      owner.get('/api/editor/checkInstagramAccount?username=lienzo'),
    );
  });

  it('answers each route’s failures with the declared error envelope', async () => {
    for (const route of DECLARED) {
      // A POST without the anti-forgery header (403), a signed-in GET from a visitor (401).
      const visitor = server().client();
      const response =
        route.method === 'POST'
          ? await visitor.post(fastifyPath(route.path).replace(/:\w+/g, '1'), {}, { csrf: false })
          : await visitor.get(fastifyPath(route.path).replace(/:\w+/g, 'zzzzzzzzzzzzzzzz'));
      const status = response.statusCode as keyof typeof route.answers;
      if (status === 200) continue;
      const where = `${label(route)} → ${status} ${response.body.slice(0, 200)}`;
      expect(route.answers[status], where).toBeDefined();
      expect(route.answers[status]!.safeParse(response.json()).error, where).toBeUndefined();
    }
  });

  it('shows the document in Swagger UI, served from this site', async () => {
    const client = server().client();
    const page = await client.get(API_DOCS_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts) {
      expect(src.startsWith(`${API_DOCS_PATH}/static/`), src).toBe(true);
      const script = await client.get(src);
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toMatch(/javascript/);
    }
  });
});
