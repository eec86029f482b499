import { API_ERRORS, CSRF_HEADER } from '@lienzo/core';
import { expect, it } from 'vitest';
import { API_ROUTES } from '../openapi/route-table';
import { describeEachEngine, useTestServer } from '../test/harness';

interface Operation {
  summary: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: {
    content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
}

interface OpenApi {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<
      string,
      { properties: Record<string, { properties?: Record<string, { enum?: string[] }> }> }
    >;
  };
}

describeEachEngine('OpenAPI document', (engine) => {
  const server = useTestServer(engine);

  async function document(): Promise<OpenApi> {
    const response = await server().client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json<OpenApi>();
  }

  it('lists exactly the /api routes Fastify registered, each with its method', async () => {
    const documented = Object.entries((await document()).paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const registered = server()
      .app.registeredRoutes.filter(({ url, method }) => method !== 'HEAD' && /^\/api(\/|$)/.test(url))
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(registered.length).toBeGreaterThan(15);
    expect(documented).toEqual([...new Set(registered)]);
    for (const { method, path } of API_ROUTES)
      expect(server().app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') }), path).toBe(true);
  });

  it('describes bodies and queries from the zod schemas, and the two envelopes', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/' }]);
    const board = doc.paths['/api/boards/create']?.post;
    const boardBody = board?.requestBody?.content['application/json']?.schema;
    expect(boardBody?.properties).toHaveProperty('name');
    expect(boardBody?.required).toContain('name');
    expect(board?.parameters?.find((p) => p.in === 'header')?.name).toBe(CSRF_HEADER);
    expect(board?.responses['200']?.content?.['application/json']?.schema.$ref).toBe(
      '#/components/schemas/Data',
    );
    expect(board?.responses['403']?.content?.['application/json']?.schema.$ref).toBe(
      '#/components/schemas/Error',
    );
    const signUp = doc.paths['/api/auth/signup']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(signUp?.properties ?? {}).sort()).toEqual(['email', 'name', 'password']);
    const save = doc.paths['/api/save']?.post?.requestBody?.content['application/json']?.schema;
    expect(save?.properties).toHaveProperty('image');
    const feed = doc.paths['/api/feed']?.get;
    expect(feed?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'query']));
    expect(feed?.responses).toHaveProperty('401');
    const upload = doc.paths['/api/uploadBackground']?.post;
    expect(upload?.requestBody?.content).toHaveProperty('multipart/form-data');
    expect(upload?.responses).toHaveProperty('429');
    expect(doc.paths['/api/me']?.get?.parameters).toBeUndefined();
    const error = doc.components.schemas.Error?.properties.error?.properties?.code?.enum;
    expect(error?.sort()).toEqual(Object.keys(API_ERRORS).sort());
    expect(doc.components.schemas.Data?.properties).toHaveProperty('data');
  });
});
