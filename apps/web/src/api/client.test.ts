import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { api, request } from './client';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=token%2Dvalue; last=2' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it('unwraps {data} and includes cookies', async () => {
    answer(200, { data: { user: null, lang: 'es' } });
    await expect(api.me()).resolves.toEqual({ user: null, lang: 'es' });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('echoes the anti-forgery cookie on calls that change something, never on GET', async () => {
    answer(200, { data: { id: 1, name: 'Ideas' } });
    await api.createBoard('Ideas');
    await api.userBoards().catch(() => undefined);
    const [post, get] = calls;
    expect((post?.init.headers as Record<string, string>)['x-xsrf-token']).toBe('token-value');
    expect(post?.init.body).toBe(JSON.stringify({ name: 'Ideas' }));
    expect((get?.init.headers as Record<string, string>)['x-xsrf-token']).toBeUndefined();
  });

  it('sends a font as a multipart form: no JSON content type, the anti-forgery header still on', async () => {
    answer(200, { data: { name: 'Mine', file: 'a.ttf', hash: 'h', secure_url: '/fonts/a.ttf' } });
    const file = new File([new Uint8Array([0, 1, 0, 0])], 'mine.ttf');
    await expect(api.uploadFont(file)).resolves.toMatchObject({ name: 'Mine' });
    const [post] = calls;
    expect(post?.url).toBe('/api/uploadFont');
    const headers = post?.init.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers['x-xsrf-token']).toBe('token-value');
    expect(post?.init.body).toBeInstanceOf(FormData);
    expect((post?.init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('turns {error} into an ApiError with its code, message and status', async () => {
    answer(409, {
      error: { code: 'API_ERROR_EMAIL_TAKEN', message: 'An account with this email already exists.' },
    });
    const failure = await api
      .signUp({ name: 'A', email: 'a@b.c', password: '12345678' })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'API_ERROR_EMAIL_TAKEN', status: 409 });
    expect(failure.message).toBe('An account with this email already exists.');
  });

  it('keeps the detail the server adds after the standard sentence', async () => {
    answer(400, {
      error: { code: 'API_ERROR_VALIDATION', message: 'The request is not valid. password: too short' },
    });
    const failure = (await request('POST', '/api/auth/signup', {}).catch((error) => error)) as ApiError;
    expect(failure.detail).toBe('password: too short');
  });

  it('reports unknown answers and network failures as API_ERROR_UNKNOWN', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(api.me()).rejects.toMatchObject({ code: 'API_ERROR_UNKNOWN', status: 502 });
    answer(500, { error: { code: 'NOT_A_CODE', message: 'x' } });
    await expect(api.me()).rejects.toMatchObject({ code: 'API_ERROR_UNKNOWN', status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api.me()).rejects.toMatchObject({ code: 'API_ERROR_UNKNOWN', status: 0 });
  });
});
