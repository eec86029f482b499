import { readFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import { API_ERRORS, CSRF_COOKIE, SESSION_COOKIE } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import { MP3_FIXTURE } from '../test/audio-files';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TestClient, useTestServer } from '../test/harness';
import { makeJpeg, multipartFile } from '../test/upload-files';
import { mintCsrfToken, verifyCsrfToken } from './csrf';

const DEJAVU = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const CSRF_ERROR = { error: { code: 'API_ERROR_CSRF', message: API_ERRORS.API_ERROR_CSRF } };

async function me(client: TestClient) {
  return (await client.get('/api/me')).json<{ data: { user: { id: number } | null } }>().data.user;
}

describe('anti-forgery tokens', () => {
  const key = randomBytes(32);
  const session = randomBytes(32).toString('base64url');

  it('verify only with the key and the session they were minted for', () => {
    const token = mintCsrfToken(key, session);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyCsrfToken(key, token, session)).toBe(true);
    expect(verifyCsrfToken(key, token, randomBytes(32).toString('base64url'))).toBe(false);
    expect(verifyCsrfToken(key, token, null)).toBe(false);
    expect(verifyCsrfToken(randomBytes(32), token, session)).toBe(false);
    const anonymous = mintCsrfToken(key, null);
    expect(verifyCsrfToken(key, anonymous, null)).toBe(true);
    expect(verifyCsrfToken(key, anonymous, session)).toBe(false);
  });

  it('refuse random, truncated, tampered and malformed values', () => {
    const token = mintCsrfToken(key, session);
    const bytes = Buffer.from(token, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    for (const value of [
      randomBytes(32).toString('base64url'),
      bytes.toString('base64url'),
      token.slice(1),
      `${token}A`,
      '',
      undefined,
      'A'.repeat(43),
    ])
      expect(verifyCsrfToken(key, value, session), String(value)).toBe(false);
  });
});

describeEachEngine('session rotation and signed anti-forgery', (engine) => {
  const server = useTestServer(engine);

  it('rotates the session at sign-up and sign-in: the old cookie is anonymous afterwards', async () => {
    const client = server().client();
    const email = `rotate-${Date.now()}@example.com`;
    const user = await client.signUp({ email, password: 'rotating password' });
    const first = client.cookies.get(SESSION_COOKIE);
    expect(first).toBeDefined();
    const sessionsBefore = await server().count('sessions');
    const signIn = await client.post('/api/auth/signin', { email, password: 'rotating password' });
    expect(signIn.statusCode).toBe(200);
    const second = client.cookies.get(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The old session row is gone, not only replaced in this browser.
    expect(await server().count('sessions')).toBe(sessionsBefore);
    expect((await me(client))?.id).toBe(user.id);

    const stale = server().client();
    stale.cookies.set(SESSION_COOKIE, first ?? '');
    expect(await me(stale)).toBeNull();
  });

  it('ends the session of another account when someone signs in on the same browser', async () => {
    const shared = server().client();
    const first = await shared.signUp();
    const firstCookie = shared.cookies.get(SESSION_COOKIE) ?? '';
    const second = await shared.signUp();
    expect(second.id).not.toBe(first.id);
    const old = server().client();
    old.cookies.set(SESSION_COOKIE, firstCookie);
    expect(await me(old)).toBeNull();
  });

  it('re-issues the anti-forgery token at sign-in and sign-out; the old one is refused', async () => {
    const client = server().client();
    await client.get('/api/me');
    const anonymousToken = client.csrfToken ?? '';
    await client.signUp();
    const signedInToken = client.csrfToken ?? '';
    expect(signedInToken).not.toBe(anonymousToken);
    const before = await server().snapshot();
    // The pre-sign-in token, as cookie and header: refused, and a fresh token is handed out.
    const replay = await server().app.inject({
      method: 'POST',
      url: '/api/boards/create',
      payload: { name: 'Replayed' },
      headers: { 'x-xsrf-token': anonymousToken },
      cookies: { [SESSION_COOKIE]: client.cookies.get(SESSION_COOKIE) ?? '', [CSRF_COOKIE]: anonymousToken },
      remoteAddress: client.remoteAddress,
    });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual(CSRF_ERROR);
    const reissued = replay.cookies.find((c) => c.name === CSRF_COOKIE)?.value;
    expect(reissued).toBeDefined();
    expect(reissued).not.toBe(anonymousToken);
    expect(await server().snapshot()).toEqual(before);
    // The current token works.
    expect((await client.post('/api/boards/create', { name: 'Mine' })).statusCode).toBe(200);

    await client.post('/api/auth/signout', {});
    expect(client.csrfToken).toBeDefined();
    expect(client.csrfToken).not.toBe(signedInToken);
  });

  it('refuses a token minted for another session with 403, storing nothing', async () => {
    const victim = server().client();
    await victim.signUp();
    const attacker = server().client();
    await attacker.signUp();
    const attackerToken = attacker.csrfToken ?? '';
    const before = await server().snapshot();
    // The attacker plants its own (valid, signed) token as the victim's cookie and header.
    victim.cookies.set(CSRF_COOKIE, attackerToken);
    const response = await victim.post('/api/save', savePayload(await makePng()), { csrf: attackerToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_ERROR);
    expect(await server().snapshot()).toEqual(before);
  });

  it('refuses an unsigned token of the right shape, even when cookie and header agree', async () => {
    const client = server().client();
    await client.signUp();
    const before = await server().snapshot();
    const forged = randomBytes(32).toString('base64url');
    client.cookies.set(CSRF_COOKIE, forged);
    const response = await client.post('/api/save', savePayload(await makePng()), { csrf: forged });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_ERROR);
    // A token signed with another secret fails the same way.
    const otherKey = createHmac('sha256', 'another server').update('lienzo anti-forgery key').digest();
    const foreign = mintCsrfToken(otherKey, client.cookies.get(SESSION_COOKIE) ?? null);
    client.cookies.set(CSRF_COOKIE, foreign);
    const second = await client.post('/api/boards/create', { name: 'Forged' }, { csrf: foreign });
    expect(second.statusCode).toBe(403);
    expect(await server().snapshot()).toEqual(before);
  });

  it('keeps tokens valid across a restart with the same secret', async () => {
    const client = server().client();
    await client.signUp();
    await server().restart();
    expect((await client.post('/api/boards/create', { name: 'After restart' })).statusCode).toBe(200);
  });
});

describeEachEngine('cookies of an editor embedded cross-site', (engine) => {
  const server = useTestServer(engine, { embedCrossSite: true });

  it('are SameSite=None and Secure, the session cookie HttpOnly, the token readable', async () => {
    const client = server().client();
    const first = await client.get('/api/me');
    const token = first.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(token).toMatchObject({ sameSite: 'None', secure: true, path: '/' });
    expect(token?.httpOnly).toBeFalsy();
    const signUp = await client.post('/api/auth/signup', {
      name: 'Embed',
      email: `embed-${Date.now()}@example.com`,
      password: 'embedded password',
    });
    const session = signUp.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect(signUp.cookies.find((c) => c.name === CSRF_COOKIE)).toMatchObject({
      sameSite: 'None',
      secure: true,
    });
    const signOut = await client.post('/api/auth/signout', {});
    expect(signOut.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      sameSite: 'None',
      secure: true,
    });
  });
});

describe('cookies by default', () => {
  const server = useTestServer('sqlite');

  it('are SameSite=Lax and, over plain HTTP, not Secure; the session cookie HttpOnly', async () => {
    const client = server().client();
    const first = await client.get('/api/me');
    expect(first.cookies.find((c) => c.name === CSRF_COOKIE)).toMatchObject({ sameSite: 'Lax' });
    expect(first.cookies.find((c) => c.name === CSRF_COOKIE)?.secure).toBeFalsy();
    const signUp = await client.post('/api/auth/signup', {
      name: 'Lax',
      email: `lax-${Date.now()}@example.com`,
      password: 'lax password here',
    });
    const session = signUp.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ sameSite: 'Lax', httpOnly: true });
    expect(session?.secure).toBeFalsy();
  });
});

describeEachEngine('upload rate limit', (engine) => {
  const server = useTestServer(engine, { uploadRateLimit: { max: 3, timeWindow: 60_000 } });

  function uploadBackground(client: TestClient, jpeg: Buffer) {
    const { payload, headers } = multipartFile(jpeg, 'photo.jpg', 'image/jpeg');
    return client.post('/api/uploadBackground', undefined, { payload, headers });
  }

  function uploadFont(client: TestClient) {
    const { payload, headers } = multipartFile(DEJAVU, 'DejaVuSans.ttf', 'font/ttf');
    return client.post('/api/uploadFont', undefined, { payload, headers });
  }

  function uploadAudio(client: TestClient) {
    const { payload, headers } = multipartFile(MP3_FIXTURE, 'song.mp3', 'audio/mpeg');
    return client.post('/api/uploadAudio', undefined, { payload, headers });
  }

  it('answers 429 past the limit on each upload route, and stores nothing', async () => {
    const client = server().client();
    await client.signUp();
    const jpeg = await makeJpeg(64, 64);
    for (let i = 0; i < 3; i += 1) {
      expect((await uploadBackground(client, jpeg)).statusCode).toBe(200);
      expect((await uploadFont(client)).statusCode).toBe(200);
      expect((await uploadAudio(client)).statusCode).toBe(200);
    }
    const before = await server().snapshot();
    const uploads = await server().count('uploads');
    const fonts = await server().count('fonts');
    for (const response of [
      await uploadBackground(client, jpeg),
      await uploadFont(client),
      await uploadAudio(client),
    ]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error: { code: 'API_ERROR_RATE_LIMITED', message: API_ERRORS.API_ERROR_RATE_LIMITED },
      });
    }
    expect(await server().snapshot()).toEqual(before);
    expect(await server().count('uploads')).toBe(uploads);
    expect(await server().count('fonts')).toBe(fonts);
  });

  it('counts per user: another account on the same address still uploads', async () => {
    const first = server().client();
    await first.signUp();
    const jpeg = await makeJpeg(32, 32);
    for (let i = 0; i < 3; i += 1) expect((await uploadBackground(first, jpeg)).statusCode).toBe(200);
    expect((await uploadBackground(first, jpeg)).statusCode).toBe(429);
    // Same address, different account.
    const second = new TestClient(server(), first.remoteAddress);
    await second.signUp();
    expect((await uploadBackground(second, jpeg)).statusCode).toBe(200);
  });
});
