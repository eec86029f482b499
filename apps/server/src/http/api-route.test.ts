import { defineRoute } from '@lienzo/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoute, serializerCompiler, validatorCompiler } from './api-route';
import { installErrorHandlers } from './error-handler';

const echo = defineRoute({
  method: 'POST',
  path: '/api/echo/{id}',
  summary: 'Echo',
  signedIn: false,
  rateLimited: false,
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  body: z.object({ name: z.string().min(1) }),
  answer: z.object({ id: z.number(), page: z.number(), name: z.string() }),
});

let app: FastifyInstance;

async function appWith(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify();
  installErrorHandlers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  register(app);
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
});

describe('apiRoute', () => {
  it('hands the handler its parsed inputs and answers through the declared schema, dropping the rest', async () => {
    await appWith((app) =>
      apiRoute(app, echo, {}, async (request) => {
        const { id } = request.params;
        const answer = { id, page: request.query.page, name: request.body.name, secret: 'kept out' };
        return { data: answer };
      }),
    );
    const response = await app.inject({ method: 'POST', url: '/api/echo/7', payload: { name: 'Ana' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 7, page: 1, name: 'Ana' } });
  });

  it('refuses bad params, query and body with the API’s 400, naming the field', async () => {
    await appWith((app) => apiRoute(app, echo, {}, async () => ({ data: { id: 1, page: 1, name: 'x' } })));
    const cases = [
      { url: '/api/echo/0', payload: { name: 'Ana' }, field: 'id:' },
      { url: '/api/echo/7?page=0', payload: { name: 'Ana' }, field: 'page:' },
      { url: '/api/echo/7', payload: { name: '' }, field: 'name:' },
      { url: '/api/echo/7', payload: [1], field: '(document):' },
    ];
    for (const { url, payload, field } of cases) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      const { error } = response.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe('API_ERROR_VALIDATION');
      expect(error.message).toContain(field);
    }
    const missing = await app.inject({ method: 'POST', url: '/api/echo/7' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 500 with the error envelope, never a wrong answer, when the handler breaks its declaration', async () => {
    await appWith((app) => apiRoute(app, echo, {}, async () => ({ data: { id: 'seven' } }) as never));
    const response = await app.inject({ method: 'POST', url: '/api/echo/7', payload: { name: 'Ana' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' },
    });
  });

  it('refuses to register a limit its declaration does not have, or the lack of one it does', async () => {
    const limited = defineRoute({ ...echo, rateLimited: true });
    await expect(
      appWith((app) => apiRoute(app, limited, {}, async () => ({ data: { id: 1, page: 1, name: 'x' } }))),
    ).rejects.toThrow('rateLimited: true');
    await expect(
      appWith((app) =>
        apiRoute(app, echo, { limit: { rateLimit: { max: 1, timeWindow: 1000 } } }, async () => ({
          data: { id: 1, page: 1, name: 'x' },
        })),
      ),
    ).rejects.toThrow('rateLimited: false');
  });

  it('fails the start, not a request, for a route given a JSON Schema instead of a zod one', async () => {
    await expect(
      appWith((app) =>
        app.get('/api/old', { schema: { querystring: { type: 'object' } } }, async () => ({ data: 1 })),
      ),
    ).rejects.toThrow('GET /api/old: a route schema must be a zod schema');
  });
});
