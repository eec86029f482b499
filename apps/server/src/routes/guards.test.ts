import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { API_ROUTES, isMultipartBody, type ApiRoute } from '@lienzo/core';
import type { z } from 'zod';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer, type TestClient } from '../test/harness';
import { SAVE_BODY_LIMIT } from './save';

/** A route's address with made-up path parameters: an unknown (but well-formed) design hash. */
function addressOf(route: ApiRoute): string {
  return route.path.replace(/\{[a-z_]+\}/g, 'zzzzzzzzzzzzzzzz');
}

const routes: ApiRoute[] = Object.values(API_ROUTES);
const changing = routes.filter((route) => route.method === 'POST');
const private_ = routes.filter((route) => route.signedIn);
const jsonBodies = changing.filter(
  (route): route is ApiRoute & { body: z.ZodType } =>
    route.body !== undefined && !isMultipartBody(route.body),
);
const multipartBodies = changing.filter((route) => isMultipartBody(route.body));

/**
 * Every declared route, whatever it does, against the bad calls of issue 5: no or wrong anti-forgery header,
 * no session, a body of the wrong type or missing fields, an oversize body. Each is refused with its 4xx and §8
 * code, and nothing is stored. New routes are covered as soon as they are declared.
 */
describeEachEngine('guards of every /api route', (engine) => {
  const server = useTestServer(engine);
  let owner: TestClient;

  beforeAll(async () => {
    owner = server().client();
    await owner.signUp();
    await owner.post('/api/boards/create', { name: 'Kept' });
    await owner.post('/api/save', savePayload(await makePng(30, 30), { title: 'Kept design' }));
  });

  it('covers changing calls, private calls and bodies', () => {
    expect(changing.length).toBeGreaterThan(8);
    expect(private_.length).toBeGreaterThan(5);
    expect(jsonBodies.length).toBeGreaterThan(4);
    expect(multipartBodies.length).toBeGreaterThan(1);
  });

  it.each(changing.map((route) => [route.path, route] as const))(
    '%s refuses a call without, or with a wrong, anti-forgery header',
    async (_path, route) => {
      const before = await server().snapshot();
      const forged = randomBytes(32).toString('base64url');
      for (const csrf of [false, forged] as const) {
        const response = await owner.post(addressOf(route), {}, { csrf });
        expect(response.statusCode, String(csrf)).toBe(403);
        expect(response.json().error.code).toBe('API_ERROR_CSRF');
      }
      expect(await server().snapshot()).toEqual(before);
    },
  );

  it.each(private_.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 to a visitor and stores nothing',
    async (_name, route) => {
      const visitor = server().client();
      const before = await server().snapshot();
      const response =
        route.method === 'GET'
          ? await visitor.get(addressOf(route))
          : await visitor.post(addressOf(route), {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'API_ERROR_UNAUTHORIZED', message: 'Please sign in first.' },
      });
      expect(await server().snapshot()).toEqual(before);
    },
  );

  it.each(jsonBodies.map((route) => [route.path, route] as const))(
    '%s refuses a body of the wrong type, and one missing its fields, with 400',
    async (_path, route) => {
      const before = await server().snapshot();
      const bodies: unknown[] = ['a string', [1, 2], 42, null];
      if (!route.body.safeParse({}).success) bodies.push({});
      for (const body of bodies) {
        const response = await owner.post(addressOf(route), JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(['API_ERROR_VALIDATION', 'API_ERROR_INVALID_JSON']).toContain(response.json().error.code);
      }
      expect(await server().snapshot()).toEqual(before);
    },
  );

  it.each(jsonBodies.map((route) => [route.path, route] as const))(
    '%s refuses an oversize body with 413',
    async (_path, route) => {
      const before = await server().snapshot();
      const text = 'x'.repeat(SAVE_BODY_LIMIT + 1);
      const response = await owner.post(addressOf(route), undefined, {
        payload: JSON.stringify({ name: text, title: text }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('API_ERROR_PAYLOAD_TOO_LARGE');
      expect(await server().snapshot()).toEqual(before);
    },
  );

  it.each(multipartBodies.map((route) => [route.path, route] as const))(
    '%s refuses a JSON body (it takes a file) with a 4xx and stores nothing',
    async (_path, route) => {
      const before = await server().snapshot();
      const response = await owner.post(addressOf(route), { file: 'not a file' });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().error.code).toBe('string');
      expect(await server().snapshot()).toEqual(before);
    },
  );
});
