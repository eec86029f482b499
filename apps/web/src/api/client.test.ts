import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { api } from './client';

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

  it('fills path parameters URI-encoded and leaves empty query values out', async () => {
    answer(200, { data: { items: [], next_cursor: null } });
    await api.feed({ page: 2, query: '' });
    answer(200, { data: {} });
    await api.designByHash('a/b?c');
    await api.savePageImage(7, 2, 'data:image/png;base64,AA==');
    expect(calls.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'GET /api/feed?page=2',
      'GET /api/getEditorByHash/a%2Fb%3Fc',
      'POST /api/designs/7/pages/2/image',
    ]);
    expect(calls[2]?.init.body).toBe(JSON.stringify({ image: 'data:image/png;base64,AA==' }));
  });

  it('sends a video as multipart: its text fields first, then the file with its name', async () => {
    answer(200, { data: { design_id: 7 } });
    await api.saveVideo(new Blob([new Uint8Array([1, 2])], { type: 'video/webm' }), 7, {
      frames: 'f'.repeat(64),
    });
    const form = calls[0]?.init.body as FormData;
    expect([...form.keys()]).toEqual(['quote_id', 'frames', 'videoBlob']);
    expect(form.get('quote_id')).toBe('7');
    expect((form.get('videoBlob') as File).name).toBe('video.webm');
    await api.saveVideo(new Blob([]), 8);
    expect([...(calls[1]?.init.body as FormData).keys()]).toEqual(['quote_id', 'videoBlob']);
  });

  it('sends nothing but the anti-forgery header when a call takes no body', async () => {
    answer(200, { data: { user: null, lang: 'en' } });
    await api.signOut();
    expect(calls[0]?.init.body).toBeNull();
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect((calls[0]?.init.headers as Record<string, string>)['x-xsrf-token']).toBe('token-value');
  });

  it('lists only the uploads of the kind asked for', async () => {
    const image = {
      id: 1,
      secure_url: '/uploads/a.jpg',
      thumbnail_url: '/uploads/a_t.jpg',
      sizes: {},
      width: 1,
      height: 1,
    };
    const audio = { id: 2, url: '/uploads/b.mp3', name: null, duration: 3, bytes: 9 };
    answer(200, { data: { items: [image, audio] } });
    await expect(api.uploads(1)).resolves.toEqual({ items: [image] });
    await expect(api.audioUploads(1)).resolves.toEqual({ items: [audio] });
    expect(calls.map(({ url }) => url)).toEqual([
      '/api/editor/uploads?page=1',
      '/api/editor/uploads?page=1&type=audio',
    ]);
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
    const failure = (await api
      .signUp({ name: 'A', email: 'a@b.c', password: 'short' })
      .catch((error: unknown) => error)) as ApiError;
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
