import { SESSION_COOKIE, type MeAnswer, type OAuthProvider } from '@lienzo/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOAuthSettings } from '../oauth/settings';
import { FakeFacebook, FakeTwitter } from '../test/fake-oauth-servers';
import { describeEachEngine, TestServer, useTestServer, type TestClient } from '../test/harness';
import { OidcIssuer } from '../test/oidc-issuer';

const PUBLIC_URL = 'http://editor.test';
const BASE = '/lienzo';
const callbackUri = (provider: OAuthProvider) => `${PUBLIC_URL}${BASE}/${provider}/callback`;
const clients = {
  google: { clientId: 'lienzo-google', clientSecret: 'google-secret', redirectUri: callbackUri('google') },
  facebook: { clientId: '1234567890', clientSecret: 'facebook-secret', redirectUri: callbackUri('facebook') },
  twitter: {
    clientId: 'lienzo-twitter',
    clientSecret: 'twitter-secret',
    redirectUri: callbackUri('twitter'),
  },
};

describeEachEngine('OAuth sign-in', (engine) => {
  let issuer: OidcIssuer;
  let facebook: FakeFacebook;
  let twitter: FakeTwitter;
  let server: TestServer;

  beforeAll(async () => {
    issuer = await OidcIssuer.start(clients.google);
    facebook = await new FakeFacebook(clients.facebook).start();
    twitter = await new FakeTwitter(clients.twitter).start();
    const oauth = readOAuthSettings({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: clients.google.clientId,
      GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
      GOOGLE_ISSUER: issuer.url,
      FACEBOOK_CLIENT_ID: clients.facebook.clientId,
      FACEBOOK_CLIENT_SECRET: clients.facebook.clientSecret,
      FACEBOOK_API_URL: facebook.url,
      TWITTER_CLIENT_ID: clients.twitter.clientId,
      TWITTER_CLIENT_SECRET: clients.twitter.clientSecret,
      TWITTER_API_URL: twitter.url,
    });
    // A provider that never answers ends the sign-in after this long (the 'hang' cases below).
    server = await TestServer.start(engine, { basePath: BASE, oauth, oauthTimeoutMs: 3000 });
  });

  afterAll(async () => {
    await server?.close();
    await Promise.all([issuer?.close(), facebook?.close(), twitter?.close()]);
  });

  beforeEach(() => {
    facebook.mode = 'ok';
    twitter.mode = 'ok';
  });

  /** GET /{provider}/login; returns the provider's authorization address it redirects to. */
  async function startSignIn(
    browser: TestClient,
    provider: OAuthProvider,
    next = '/#/gallery',
  ): Promise<string> {
    const response = await browser.get(`${BASE}/${provider}/login?next=${encodeURIComponent(next)}`);
    expect(response.statusCode).toBe(302);
    return String(response.headers.location);
  }

  /** The provider's side: sign in and consent (or deny); the callback address it sends the browser back to. */
  async function atProvider(
    provider: OAuthProvider,
    authorization: string,
    decision: 'allow' | 'deny' = 'allow',
  ) {
    if (provider === 'google') return issuer.authorize(authorization, decision);
    return (provider === 'facebook' ? facebook : twitter).consent(authorization, decision);
  }

  async function backAt(browser: TestClient, callback: URL) {
    expect(callback.origin + callback.pathname).toBe(
      callbackUri(callback.pathname.split('/')[2] as OAuthProvider),
    );
    return browser.get(callback.pathname + callback.search);
  }

  async function signIn(browser: TestClient, provider: OAuthProvider, decision: 'allow' | 'deny' = 'allow') {
    return backAt(browser, await atProvider(provider, await startSignIn(browser, provider), decision));
  }

  async function me(browser: TestClient): Promise<MeAnswer> {
    return (await browser.get(`${BASE}/api/me`)).json<{ data: MeAnswer }>().data;
  }

  async function linkedAccounts(provider: OAuthProvider, providerUserId: string) {
    return server.db
      .selectFrom('oauth_accounts')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_user_id', '=', providerUserId)
      .execute();
  }

  /** Runs `attempt` and checks it changed nothing: no user, no link, no session. */
  async function changesNothing(attempt: () => Promise<unknown>): Promise<void> {
    const before = await server.snapshot();
    const sessions = await server.count('sessions');
    await attempt();
    expect(await server.snapshot()).toEqual(before);
    expect(await server.count('sessions')).toBe(sessions);
  }

  it('lists the configured providers', async () => {
    const response = await server.client().get(`${BASE}/api/auth/providers`);
    expect(response.json()).toEqual({ data: { local: true, oauth: ['google', 'facebook', 'twitter'] } });
  });

  it('starts at the provider with state, PKCE S256 and the exact redirect URI, in short-lived callback-only cookies', async () => {
    const browser = server.client();
    const response = await browser.get(`${BASE}/google/login?next=%2F%23%2Fgallery`);
    const authorization = new URL(String(response.headers.location));
    expect(authorization.origin).toBe(issuer.url);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: clients.google.clientId,
      redirect_uri: `${PUBLIC_URL}${BASE}/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const cookies = response.cookies.filter((cookie) => cookie.name.startsWith('lienzo_oauth_'));
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      'lienzo_oauth_next',
      'lienzo_oauth_state',
      'lienzo_oauth_verifier',
    ]);
    for (const cookie of cookies)
      expect(cookie).toMatchObject({
        path: `${BASE}/google/callback`,
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: 600,
      });
    expect(cookies.find((cookie) => cookie.name === 'lienzo_oauth_state')?.value).toBe(
      authorization.searchParams.get('state'),
    );
  });

  it('Google: a new person gets a user linked to the account, in their language, and lands on next marked first_login', async () => {
    issuer.account = {
      sub: 'google-new-1',
      name: 'Gabriela',
      email: 'gabriela@example.com',
      email_verified: true,
      locale: 'es-419',
    };
    const browser = server.client();
    const users = await server.count('users');
    const response = await signIn(browser, 'google');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${BASE}/?first_login=1#/gallery`);
    const { user, lang } = await me(browser);
    expect(user).toMatchObject({ name: 'Gabriela', email: 'gabriela@example.com' });
    expect(user?.last_login).toBeTruthy();
    expect(lang).toBe('es');
    expect(await server.count('users')).toBe(users + 1);
    expect(await linkedAccounts('google', 'google-new-1')).toMatchObject([
      { user_id: user?.id, email: 'gabriela@example.com' },
    ]);

    const again = server.client();
    expect((await signIn(again, 'google')).headers.location).toBe(`${BASE}/#/gallery`);
    expect((await me(again)).user?.id).toBe(user?.id);
    expect(await server.count('users')).toBe(users + 1);
  });

  it('rotates the session: the id differs before and after sign-in and the old one ends; sign-out ends the new one', async () => {
    issuer.account = { sub: 'google-rotate', name: 'Rita', email: 'rita@example.com', email_verified: true };
    const browser = server.client();
    await browser.signUp({ name: 'Local' });
    const before = browser.cookies.get(SESSION_COOKIE);
    const csrfBefore = browser.csrfToken;
    expect(before).toBeTruthy();
    await signIn(browser, 'google');
    const after = browser.cookies.get(SESSION_COOKIE);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(browser.csrfToken).not.toBe(csrfBefore);
    expect((await me(browser)).user?.name).toBe('Rita');
    // The session from before sign-in no longer signs anyone in.
    const stale = server.client();
    stale.cookies.set(SESSION_COOKIE, before!);
    expect((await me(stale)).user).toBeNull();

    const sessions = await server.count('sessions');
    expect((await browser.post(`${BASE}/api/auth/signout`)).statusCode).toBe(200);
    expect(await server.count('sessions')).toBe(sessions - 1);
    const replay = server.client();
    replay.cookies.set(SESSION_COOKIE, after!);
    expect((await me(replay)).user).toBeNull();
  });

  it('links a verified Google email to the local account that has it; an unverified email is not linked', async () => {
    const local = await server.client().signUp({ email: 'lola@example.com', name: 'Lola' });
    issuer.account = { sub: 'google-lola', name: 'Lola G', email: 'lola@example.com', email_verified: true };
    const browser = server.client();
    await signIn(browser, 'google');
    expect((await me(browser)).user?.id).toBe(local.id);

    const other = await server.client().signUp({ email: 'olga@example.com', name: 'Olga' });
    issuer.account = {
      sub: 'google-olga',
      name: 'Not Olga',
      email: 'olga@example.com',
      email_verified: false,
    };
    const intruder = server.client();
    await signIn(intruder, 'google');
    const { user } = await me(intruder);
    expect(user?.id).not.toBe(other.id);
    expect(user?.email).toBe('google-google-olga@oauth.invalid');
  });

  it('Google: denied consent ends on a sign-in error with nothing created', async () => {
    issuer.account = { sub: 'google-denies', name: 'Dana', email: 'dana@example.com', email_verified: true };
    const browser = server.client();
    await changesNothing(async () => {
      const response = await signIn(browser, 'google', 'deny');
      expect(response.headers.location).toBe(`${BASE}/?signin_error=denied`);
    });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('Facebook: signs in with state (no PKCE), creates the user once, finds it the second time', async () => {
    facebook.profile = { id: '10150000000000042', name: 'Fede', email: 'fede@example.com' };
    const browser = server.client();
    const authorization = new URL(await startSignIn(browser, 'facebook'));
    expect(authorization.pathname).toBe('/dialog/oauth');
    expect(authorization.searchParams.get('code_challenge')).toBeNull();
    const response = await backAt(browser, facebook.consent(authorization.href));
    expect(response.headers.location).toBe(`${BASE}/?first_login=1#/gallery`);
    const { user } = await me(browser);
    expect(user).toMatchObject({ name: 'Fede', email: 'fede@example.com' });
    const users = await server.count('users');
    const again = server.client();
    await signIn(again, 'facebook');
    expect((await me(again)).user?.id).toBe(user?.id);
    expect(await server.count('users')).toBe(users);
  });

  it('Facebook: an email someone already has is not taken over (Facebook does not say it is verified)', async () => {
    const owner = await server.client().signUp({ email: 'owner@example.com' });
    facebook.profile = { id: '10150000000000077', name: 'Mallory', email: 'owner@example.com' };
    const browser = server.client();
    await signIn(browser, 'facebook');
    const { user } = await me(browser);
    expect(user?.id).not.toBe(owner.id);
    expect(user?.email).toBe('facebook-10150000000000077@oauth.invalid');
  });

  it('Twitter: signs in with PKCE S256; the account has no email, the user gets a placeholder', async () => {
    const browser = server.client();
    const authorization = new URL(await startSignIn(browser, 'twitter'));
    expect(authorization.pathname).toBe('/i/oauth2/authorize');
    expect(authorization.searchParams.get('scope')).toBe('users.read tweet.read offline.access');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    await backAt(browser, twitter.consent(authorization.href));
    expect((await me(browser)).user).toMatchObject({
      name: 'Tina',
      email: 'twitter-2244994945@oauth.invalid',
    });
    expect(await linkedAccounts('twitter', '2244994945')).toHaveLength(1);
  });

  it('Twitter: a code redeemed with another verifier is refused by the provider, nothing stored', async () => {
    twitter.profile = { data: { id: '99', name: 'Vera', username: 'vera' } };
    const browser = server.client();
    const callback = twitter.consent(await startSignIn(browser, 'twitter'));
    browser.cookies.set('lienzo_oauth_verifier', 'x'.repeat(43));
    await changesNothing(async () => {
      expect((await backAt(browser, callback)).headers.location).toBe(`${BASE}/?signin_error=provider`);
    });
  });

  for (const [provider, mode, code] of [
    ['facebook', 'token-500', 'provider'],
    ['facebook', 'hang', 'provider'],
    ['facebook', 'malformed-profile', 'profile'],
    ['twitter', 'token-500', 'provider'],
    ['twitter', 'hang', 'provider'],
    ['twitter', 'malformed-profile', 'profile'],
  ] as const) {
    it(`${provider}: ${mode} ends on signin_error=${code} with nothing created`, async () => {
      const fake = provider === 'facebook' ? facebook : twitter;
      const browser = server.client();
      const callback = fake.consent(await startSignIn(browser, provider));
      fake.mode = mode;
      await changesNothing(async () => {
        const response = await backAt(browser, callback);
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(`${BASE}/?signin_error=${code}`);
      });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });
  }

  describe('attacks, each refused with no user and no session', () => {
    it('a callback without the state cookie (missing state)', async () => {
      facebook.profile = { id: '10150000000000101', name: 'Missing' };
      const browser = server.client();
      const callback = facebook.consent(await startSignIn(browser, 'facebook'));
      browser.cookies.delete('lienzo_oauth_state');
      await changesNothing(async () => {
        expect((await backAt(browser, callback)).headers.location).toBe(`${BASE}/?signin_error=state`);
      });
      callback.searchParams.delete('state');
      const fresh = server.client();
      await startSignIn(fresh, 'facebook');
      await changesNothing(async () => {
        expect((await backAt(fresh, callback)).headers.location).toBe(`${BASE}/?signin_error=state`);
      });
    });

    it('a foreign state (the attacker’s own sign-in pushed into the victim’s browser)', async () => {
      facebook.profile = { id: '10150000000000102', name: 'Attacker' };
      const attacker = server.client();
      const attackerCallback = facebook.consent(await startSignIn(attacker, 'facebook'));
      const victim = server.client();
      await startSignIn(victim, 'facebook');
      await changesNothing(async () => {
        expect((await backAt(victim, attackerCallback)).headers.location).toBe(`${BASE}/?signin_error=state`);
      });
      expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('a reused state: the state cookie is spent at first use', async () => {
      issuer.account = { sub: 'google-reuse', name: 'Rey', email: 'rey@example.com', email_verified: true };
      const browser = server.client();
      const callback = await atProvider('google', await startSignIn(browser, 'google'));
      expect((await backAt(browser, callback)).headers.location).toBe(`${BASE}/?first_login=1#/gallery`);
      expect(browser.cookies.has('lienzo_oauth_state')).toBe(false);
      browser.cookies.delete(SESSION_COOKIE);
      await changesNothing(async () => {
        expect((await backAt(browser, callback)).headers.location).toBe(`${BASE}/?signin_error=state`);
      });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it('a code replayed from another browser is refused there and still works where it started', async () => {
      issuer.account = { sub: 'google-replay', name: 'Ray', email: 'ray@example.com', email_verified: true };
      const owner = server.client();
      const callback = await atProvider('google', await startSignIn(owner, 'google'));
      const thief = server.client();
      await startSignIn(thief, 'google');
      await changesNothing(async () => {
        expect((await backAt(thief, callback)).headers.location).toBe(`${BASE}/?signin_error=state`);
      });
      expect(thief.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await backAt(owner, callback)).headers.location).toBe(`${BASE}/?first_login=1#/gallery`);
      expect((await me(owner)).user?.name).toBe('Ray');
    });

    for (const next of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'evil', '/\n/evil'])
      it(`an external next (${JSON.stringify(next)}) never leaves the site`, async () => {
        const browser = server.client();
        await changesNothing(async () => {
          const response = await browser.get(`${BASE}/google/login?next=${encodeURIComponent(next)}`);
          expect(response.statusCode).toBe(302);
          expect(response.headers.location).toBe(`${BASE}/?signin_error=request`);
        });
        expect(browser.cookies.has('lienzo_oauth_state')).toBe(false);
      });

    it('an external next slipped into the cookie is not followed', async () => {
      facebook.profile = { id: '10150000000000103', name: 'Nia' };
      const browser = server.client();
      const callback = facebook.consent(await startSignIn(browser, 'facebook'));
      browser.cookies.set('lienzo_oauth_next', '//evil.example/');
      await changesNothing(async () => {
        expect((await backAt(browser, callback)).headers.location).toBe(`${BASE}/?signin_error=request`);
      });
    });

    it('an unknown provider is not found', async () => {
      const browser = server.client();
      expect((await browser.get(`${BASE}/github/login?next=%2F`)).statusCode).toBe(404);
      expect((await browser.get(`${BASE}/github/callback?code=x&state=y`)).statusCode).toBe(404);
    });
  });
});

describeEachEngine('OAuth sign-in, no provider configured', (engine) => {
  const server = useTestServer(engine);

  it('offers local accounts only, and its provider addresses are not found', async () => {
    const browser = server().client();
    expect((await browser.get('/api/auth/providers')).json()).toEqual({ data: { local: true, oauth: [] } });
    for (const path of ['/google/login?next=%2F', '/facebook/callback?code=x&state=y', '/twitter/login'])
      expect((await browser.get(path)).statusCode, path).toBe(404);
  });
});

describeEachEngine('OAuth sign-in over HTTPS', (engine) => {
  const server = useTestServer(engine, {
    oauth: readOAuthSettings({
      PUBLIC_URL: 'https://editor.example.com',
      TWITTER_CLIENT_ID: 'lienzo-twitter',
      TWITTER_CLIENT_SECRET: 'twitter-secret',
    }),
  });

  it('keeps the sign-in cookies Secure and sends Twitter the exact https redirect URI', async () => {
    const response = await server().client().get('/twitter/login?next=%2F');
    const authorization = new URL(String(response.headers.location));
    expect(authorization.origin + authorization.pathname).toBe('https://twitter.com/i/oauth2/authorize');
    expect(authorization.searchParams.get('redirect_uri')).toBe(
      'https://editor.example.com/twitter/callback',
    );
    const cookies = response.cookies.filter((cookie) => cookie.name.startsWith('lienzo_oauth_'));
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies)
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/twitter/callback' });
  });
});

describeEachEngine('OAuth sign-in rate limit', (engine) => {
  const server = useTestServer(engine, {
    authRateLimit: { max: 2, timeWindow: 60_000 },
    oauth: readOAuthSettings({
      PUBLIC_URL: 'http://editor.test',
      TWITTER_CLIENT_ID: 'lienzo-twitter',
      TWITTER_CLIENT_SECRET: 'twitter-secret',
    }),
  });

  it('sends the browser past the limit back to the modal with signin_error=busy, no sign-in started', async () => {
    const browser = server().client();
    for (let attempt = 0; attempt < 2; attempt++)
      expect(String((await browser.get('/twitter/login?next=%2F')).headers.location)).toMatch(
        /^https:\/\/twitter\.com\//,
      );
    const refused = await browser.get('/twitter/login?next=%2F');
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/?signin_error=busy');
    expect(refused.cookies.filter((cookie) => cookie.name.startsWith('lienzo_oauth_'))).toEqual([]);
    // Another address is not held back by this one.
    expect((await server().client().get('/twitter/login?next=%2F')).headers.location).toMatch(/^https:/);
  });

  it('limits the callback on its own, ending on the same message', async () => {
    const before = await server().snapshot();
    const browser = server().client();
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await browser.get('/twitter/callback?code=c&state=s')).headers.location).toBe(
        '/?signin_error=state',
      );
    expect((await browser.get('/twitter/callback?code=c&state=s')).headers.location).toBe(
      '/?signin_error=busy',
    );
    expect(await server().snapshot()).toEqual(before);
  });
});
