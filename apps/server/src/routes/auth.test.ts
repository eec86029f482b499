import { CSRF_COOKIE, SESSION_COOKIE, type MeAnswer } from '@lienzo/core';
import { describe, expect, it, vi } from 'vitest';
import * as password from '../auth/password';
import { DEFAULT_AUTH_ACCOUNT_RATE_LIMIT } from '../app';
import { makePng, savePayload } from '../test/fixtures';
import { describeEachEngine, TEST_PASSWORD_COST, TestServer, useTestServer } from '../test/harness';

describeEachEngine('accounts and sessions', (engine) => {
  const server = useTestServer(engine);

  it('answers /api/me for a visitor with no user and lang en', async () => {
    const response = await server().client().get('/api/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { user: null, lang: 'en', environment: 'prod' } });
  });

  it('signs up, sets an HttpOnly session cookie and answers like /api/me', async () => {
    const client = server().client();
    const response = await client.post('/api/auth/signup', {
      name: ' Ana ',
      email: 'Ana@Example.COM',
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    const expires = session?.expires instanceof Date ? session.expires.getTime() : 0;
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const { data } = response.json<{ data: MeAnswer }>();
    expect(data).toEqual({
      user: {
        id: expect.any(Number),
        name: 'Ana',
        email: 'ana@example.com',
        boards: [],
        language: 'en',
        last_login: expect.any(String),
        fonts: [],
        quotes_count: 0,
      },
      lang: 'en',
      first_login: true,
    });
    const { first_login: _first, ...me } = data;
    expect((await client.get('/api/me')).json()).toEqual({ data: { ...me, environment: 'prod' } });

    // Only the hash of the token is stored.
    const stored = await server().db.selectFrom('sessions').select('id').execute();
    expect(stored.map((row) => row.id)).not.toContain(session?.value);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('ignores X-Forwarded-Proto unless told to trust a proxy', async () => {
    const response = await server().app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies[0]?.secure).toBeFalsy();
  });

  it('counts the user’s designs as quotes_count and lists boards', async () => {
    const client = server().client();
    await client.signUp();
    await client.post('/api/boards/create', { name: 'Ideas' });
    await client.post('/api/save', savePayload(await makePng(32, 32)));
    await client.post('/api/save', savePayload(await makePng(32, 32)));
    const { user } = (await client.get('/api/me')).json<{ data: MeAnswer }>().data;
    expect(user).toMatchObject({ quotes_count: 2, boards: [{ id: expect.any(Number), name: 'Ideas' }] });
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const client = server().client();
    await client.signUp({ email: 'dup@example.com' });
    const before = await server().snapshot();
    const again = await server()
      .client()
      .post('/api/auth/signup', { name: 'B', email: 'DUP@example.com', password: 'another password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'API_ERROR_EMAIL_TAKEN', message: 'An account with this email already exists.' },
    });
    expect(await server().snapshot()).toEqual(before);
  });

  it('stores a new password hashed with scrypt at production cost unless the app is told otherwise', async () => {
    const atProductionCost = await TestServer.start(engine, { passwordCost: undefined });
    try {
      await atProductionCost.client().signUp({ email: 'cost@example.com' });
      await server().client().signUp({ email: 'cheap@example.com' });
      // A stored hash is `scrypt$N$r$p$salt$key` (password.test.ts checks the whole of it).
      const costOf = async (at: TestServer, email: string) => {
        const { password_hash } = await at.db
          .selectFrom('users')
          .select('password_hash')
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        return password_hash.split('$').slice(0, 4);
      };
      const fieldsOf = ({ N, r, p }: password.PasswordCost) => ['scrypt', `${N}`, `${r}`, `${p}`];
      expect(await costOf(atProductionCost, 'cost@example.com')).toEqual(fieldsOf(password.PASSWORD_COST));
      expect(await costOf(server(), 'cheap@example.com')).toEqual(fieldsOf(TEST_PASSWORD_COST));
    } finally {
      await atProductionCost.close();
    }
  });

  it('hashes the password for a taken address as for a new one, so the time does not tell them apart', async () => {
    await server().client().signUp({ email: 'known@example.com' });
    const hashing = vi.spyOn(password, 'hashPassword');
    try {
      const hashesFor = async (email: string) => {
        const before = hashing.mock.calls.length;
        const response = await server()
          .client()
          .post('/api/auth/signup', { name: 'Probe', email, password: 'a long guess here' });
        return { status: response.statusCode, hashes: hashing.mock.calls.length - before };
      };
      expect(await hashesFor('known@example.com')).toEqual({ status: 409, hashes: 1 });
      expect(await hashesFor('unknown@example.com')).toEqual({ status: 200, hashes: 1 });
    } finally {
      hashing.mockRestore();
    }
  });

  it('validates the sign-up fields and names the wrong one', async () => {
    const client = server().client();
    const before = await server().snapshot();
    const short = await client.post('/api/auth/signup', {
      name: 'C',
      email: 'c@example.com',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'API_ERROR_VALIDATION',
      message: expect.stringContaining('password'),
    });
    const email = await client.post('/api/auth/signup', {
      name: 'C',
      email: 'not-an-email',
      password: 'long enough pw',
    });
    expect(email.json().error.message).toContain('email');
    // The addresses given to provider accounts without an email cannot be taken by a sign-up first.
    const placeholder = await client.post('/api/auth/signup', {
      name: 'C',
      email: 'twitter-2244994945@oauth.invalid',
      password: 'long enough pw',
    });
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().error.message).toContain('email');
    expect(await server().snapshot()).toEqual(before);
  });

  it('signs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    await server().client().signUp({ email: 'bea@example.com', password: 'bea password 1' });
    const client = server().client();
    const wrong = await client.post('/api/auth/signin', {
      email: 'bea@example.com',
      password: 'bea password 2',
    });
    const unknown = await client.post('/api/auth/signin', {
      email: 'nobody@example.com',
      password: 'bea password 1',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'API_ERROR_INVALID_CREDENTIALS', message: 'Wrong email or password.' },
      });
      expect(response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    }
    const right = await client.post('/api/auth/signin', {
      email: ' BEA@example.com',
      password: 'bea password 1',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json<{ data: MeAnswer }>().data.user?.email).toBe('bea@example.com');
    expect((await client.get('/api/me')).json<{ data: MeAnswer }>().data.user?.email).toBe('bea@example.com');
  });

  it('says first_login once: on the sign-in of an account that never signed in, not on later ones', async () => {
    const client = server().client();
    await client.signUp({ email: 'carla@example.com', password: 'carla password' });
    const again = await server()
      .client()
      .post('/api/auth/signin', { email: 'carla@example.com', password: 'carla password' });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: MeAnswer }>().data).not.toHaveProperty('first_login');

    // An account made elsewhere (never signed in): its first sign-in says so, the next does not.
    await server()
      .db.updateTable('users')
      .set({ last_login: null })
      .where('email', '=', 'carla@example.com')
      .execute();
    const first = await server()
      .client()
      .post('/api/auth/signin', { email: 'carla@example.com', password: 'carla password' });
    expect(first.json<{ data: MeAnswer }>().data.first_login).toBe(true);
    expect((await client.get('/api/me')).json<{ data: MeAnswer }>().data).not.toHaveProperty('first_login');
    const wrong = await server()
      .client()
      .post('/api/auth/signin', { email: 'carla@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('nobody can sign in as the system user that owns the templates', async () => {
    await server()
      .db.insertInto('users')
      .values({
        name: 'Lienzo',
        email: 'system@lienzo.invalid',
        password_hash: '!',
        created_at: new Date().toISOString(),
      })
      .execute();
    const response = await server()
      .client()
      .post('/api/auth/signin', { email: 'system@lienzo.invalid', password: '!' });
    expect(response.statusCode).toBe(401);
  });

  it('signs out: the session is deleted and the cookie cleared', async () => {
    const client = server().client();
    await client.signUp();
    const sessions = await server().count('sessions');
    const token = client.cookies.get(SESSION_COOKIE);
    const response = await client.post('/api/auth/signout', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { user: null, lang: 'en' } });
    expect(await server().count('sessions')).toBe(sessions - 1);
    expect((await client.get('/api/me')).json().data.user).toBeNull();
    // The old token no longer works even if someone kept it.
    const replay = await server().app.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { [SESSION_COOKIE]: String(token) },
    });
    expect(replay.json().data.user).toBeNull();
  });

  it('ignores a forged or malformed session cookie', async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc/passwd']) {
      const response = await server().app.inject({
        method: 'GET',
        url: '/api/me',
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toBeNull();
    }
  });

  it('does not accept an expired session', async () => {
    const client = server().client();
    await client.signUp();
    await server()
      .db.updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await client.get('/api/me')).json().data.user).toBeNull();
  });
});

describeEachEngine('sign-in rate limit', (engine) => {
  const server = useTestServer(engine, { authRateLimit: { max: 3, timeWindow: 60_000 } });

  it('answers 429 API_ERROR_RATE_LIMITED past the limit, per client address', async () => {
    const client = server().client();
    const attempt = () => client.post('/api/auth/signin', { email: 'x@example.com', password: 'whatever' });
    for (let index = 0; index < 3; index++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'API_ERROR_RATE_LIMITED', message: 'Too many requests. Please wait a moment.' },
    });
    // Another address is not affected, and the rest of the API is never limited.
    expect(
      (await server().client().post('/api/auth/signin', { email: 'x@example.com', password: 'w' }))
        .statusCode,
    ).toBe(401);
    for (let index = 0; index < 10; index++) expect((await client.get('/api/me')).statusCode).toBe(200);
  });

  it('counts sign-ups and sign-ins from one address together', async () => {
    const client = server().client();
    const signUp = (index: number) =>
      client.post('/api/auth/signup', {
        name: 'Ana',
        email: `together-${engine}-${index}@example.com`,
        password: 'correct horse battery',
      });
    expect((await signUp(1)).statusCode).toBe(200);
    expect((await signUp(2)).statusCode).toBe(200);
    const signIn = () => client.post('/api/auth/signin', { email: 'y@example.com', password: 'whatever' });
    expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(429);
    expect((await signUp(3)).statusCode).toBe(429);
    expect(await server().count('users')).toBe(2);
  });
});

describeEachEngine('sign-in limit per account', (engine) => {
  // The defaults: 20 attempts a minute per address, 10 per account in 15 min.
  const server = useTestServer(engine);

  it('answers 429 once one account has had its guesses, whatever addresses they come from', async () => {
    await server().client().signUp({ email: 'target@example.com', password: 'the real password' });
    const guess = (email: string, password = 'a wrong guess') =>
      server().client().post('/api/auth/signin', { email, password });
    // Ten addresses, one guess each, the address's own limit never reached.
    for (let index = 0; index < DEFAULT_AUTH_ACCOUNT_RATE_LIMIT.max; index++)
      expect((await guess(index % 2 ? 'target@example.com' : ' Target@Example.COM ')).statusCode).toBe(401);
    const limited = await guess('target@example.com', 'the real password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'API_ERROR_RATE_LIMITED', message: 'Too many requests. Please wait a moment.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    await server().client().signUp({ email: 'bystander@example.com', password: 'bystander password' });
    expect((await guess('bystander@example.com', 'bystander password')).statusCode).toBe(200);
  });
});

describe('behind an HTTPS proxy', () => {
  const server = useTestServer('sqlite', { trustProxy: true });

  it('marks the session and anti-forgery cookies Secure', async () => {
    const client = server().client();
    const https = { 'x-forwarded-proto': 'https' };
    const first = await client.get('/api/me', { headers: https });
    expect(first.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.secure).toBe(true);
    const signup = await client.post(
      '/api/auth/signup',
      { name: 'Tls', email: 'tls@example.com', password: 'secure password' },
      { headers: https },
    );
    expect(signup.statusCode).toBe(200);
    expect(signup.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.secure).toBe(true);
  });
});

describeEachEngine('/api/me in another environment', (engine) => {
  const server = useTestServer(engine, { environment: 'dev' });

  it('says the environment, which gates analytics in the web app (SPEC §9)', async () => {
    expect((await server().client().get('/api/me')).json()).toEqual({
      data: { user: null, lang: 'en', environment: 'dev' },
    });
  });
});
