import { CSRF_COOKIE, CSRF_HEADER } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';

const CSRF_ERROR = {
  error: {
    code: 'API_ERROR_CSRF',
    message: 'The anti-forgery token is missing or wrong. Reload the page and try again.',
  },
};

describeEachEngine('anti-forgery', (engine) => {
  const server = useTestServer(engine);

  it('gives a fresh browser a readable SameSite=Lax cookie, and keeps it once set', async () => {
    const client = server().client();
    const first = await client.get('/api/me');
    const cookie = first.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await client.get('/api/me');
    expect(second.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    // Not only API answers: any response to a browser without the cookie sets it.
    const missing = await server().client().get('/nothing-here');
    expect(missing.cookies.some((c) => c.name === CSRF_COOKIE)).toBe(true);
  });

  it('refuses a save without the header with 403 and stores nothing', async () => {
    const client = server().client();
    await client.signUp();
    const before = await server().snapshot();
    const response = await client.post('/api/save', savePayload(await makePng()), { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_ERROR);
    expect(await server().snapshot()).toEqual(before);
  });

  it('refuses a save whose header does not match the cookie', async () => {
    const client = server().client();
    await client.signUp();
    const before = await server().snapshot();
    const wrong = 'A'.repeat(43);
    const response = await client.post('/api/save', savePayload(await makePng()), { csrf: wrong });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_ERROR);
    const short = await client.post('/api/save', savePayload(await makePng()), { csrf: 'abc' });
    expect(short.statusCode).toBe(403);
    expect(await server().snapshot()).toEqual(before);
  });

  it('refuses a header without its cookie (a forged request carries no readable cookie)', async () => {
    const client = server().client();
    const token = 'B'.repeat(43);
    const before = await server().snapshot();
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { [CSRF_HEADER]: token },
      payload: { name: 'Eve', email: 'eve@example.com', password: 'long enough password' },
      remoteAddress: client.remoteAddress,
    });
    expect(response.statusCode).toBe(403);
    expect(await server().snapshot()).toEqual(before);
  });

  it('checks before reading the body: an oversize forged request is a 403, not a 413', async () => {
    const client = server().client();
    await client.signUp();
    const response = await client.post('/api/save', undefined, {
      csrf: false,
      payload: JSON.stringify({ image: 'x'.repeat(17 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('guards every changing call, also sign-in, sign-out and board creation', async () => {
    const client = server().client();
    await client.signUp({ email: 'csrf-guard@example.com', password: 'guarded password' });
    const before = await server().snapshot();
    for (const [url, body] of [
      ['/api/boards/create', { name: 'Forged' }],
      ['/api/auth/signin', { email: 'csrf-guard@example.com', password: 'guarded password' }],
      ['/api/auth/signout', {}],
    ] as const) {
      const response = await client.post(url, body, { csrf: false });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await server().snapshot()).toEqual(before);
    // Still signed in: the forged sign-out did nothing.
    expect((await client.get('/api/me')).json().data.user).not.toBeNull();
  });
});

describe('anti-forgery on safe methods', () => {
  const server = useTestServer('sqlite');

  it('lets GET, HEAD and OPTIONS through without the header', async () => {
    const client = server().client();
    expect((await client.get('/api/me')).statusCode).toBe(200);
    const head = await server().app.inject({ method: 'HEAD', url: '/api/me' });
    expect(head.statusCode).toBe(200);
  });
});
