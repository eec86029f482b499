import { timingSafeEqual } from 'node:crypto';
import {
  FIRST_LOGIN_PARAM,
  isSafeNextPath,
  oauthCallbackPath,
  oauthLoginPath,
  SIGNIN_ERROR_PARAM,
  withPathParam,
  API_ROUTES,
  type OAuthProvider,
  type SignInError,
} from '@lienzo/core';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { startSession } from '../auth/start-session';
import { oauthClients } from '../oauth/clients';
import { findOrCreateOAuthUser } from '../oauth/find-or-create-user';
import { OAuthFailure } from '../oauth/profile';
import type { OAuthProviderClient } from '../oauth/provider-client';
import type { OAuthSettings } from '../oauth/settings';
import { apiRoute } from '../http/api-route';
import type { RateLimit } from '../http/rate-limits';

export interface OAuthRoutesOptions {
  settings: OAuthSettings;
  /** Sign-ins started or finished per client address (each of login and callback counts on its own). */
  rateLimit: RateLimit;
  /** How long one step with a provider (discovery, code exchange with the profile) may take. */
  timeoutMs: number;
}

/** The sign-in's secrets between /{provider}/login and its callback, sent back only to the callback. */
const STATE_COOKIE = 'lienzo_oauth_state';
const VERIFIER_COOKIE = 'lienzo_oauth_verifier';
const NEXT_COOKIE = 'lienzo_oauth_next';
const FLOW_COOKIES = [STATE_COOKIE, VERIFIER_COOKIE, NEXT_COOKIE];
/** Ten minutes to sign in at the provider. */
const FLOW_SECONDS = 600;

/** Thrown by the rate limiter on these navigations: they end on the sign-in modal, not on a JSON answer. */
class SignInRateLimited extends Error {}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function queryParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * OAuth 2 sign-in (SPEC §1): `GET /api/auth/providers`, and for each configured provider the navigations
 * `/{provider}/login?next=` (to the provider, with state and PKCE where supported) and `/{provider}/callback`
 * (checks the state, exchanges the code, finds or creates the user, rotates the session, back to `next`, marked
 * `first_login=1` on the account's first sign-in).
 * Every failure ends on `/?signin_error=<code>` with nothing stored, never on a bare error page.
 */
export const oauthRoutes: FastifyPluginAsync<OAuthRoutesOptions> = async (
  app,
  { settings, timeoutMs, rateLimit },
) => {
  const clients = oauthClients(settings, app.basePath);
  const secure = settings.publicUrl?.startsWith('https:') ?? false;
  const limited = (step: 'login' | 'callback') => ({
    config: {
      rateLimit: {
        ...rateLimit,
        groupId: `oauth-${step}`,
        errorResponseBuilder: () => new SignInRateLimited(),
      },
    },
  });

  apiRoute(app, API_ROUTES.authProviders, {}, async () => ({
    data: { local: true, oauth: [...clients.keys()] },
  }));

  function failed(reply: FastifyReply, code: SignInError): FastifyReply {
    return reply.redirect(`${app.basePath}/?${SIGNIN_ERROR_PARAM}=${code}`, 302);
  }

  function flowCookie(provider: OAuthProvider) {
    const path = `${app.basePath}${oauthCallbackPath(provider)}`;
    return { path, httpOnly: true, sameSite: 'lax' as const, secure, maxAge: FLOW_SECONDS };
  }

  async function login(
    provider: OAuthProvider,
    client: OAuthProviderClient,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const next = queryParam(request, 'next') ?? '/';
    if (!isSafeNextPath(next)) return failed(reply, 'request');
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    let url: URL;
    try {
      url = await client.authorizationUrl(state, codeVerifier, AbortSignal.timeout(timeoutMs));
    } catch (error) {
      request.log.warn({ err: error, provider }, 'OAuth sign-in could not start');
      return failed(reply, error instanceof OAuthFailure ? error.code : 'unknown');
    }
    const cookie = flowCookie(provider);
    reply.setCookie(STATE_COOKIE, state, cookie);
    reply.setCookie(VERIFIER_COOKIE, codeVerifier, cookie);
    reply.setCookie(NEXT_COOKIE, next, cookie);
    return reply.redirect(url.href, 302);
  }

  async function callback(
    provider: OAuthProvider,
    client: OAuthProviderClient,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const expected = request.cookies[STATE_COOKIE];
    const codeVerifier = request.cookies[VERIFIER_COOKIE];
    const next = request.cookies[NEXT_COOKIE] ?? '/';
    // One use: whatever happens next, this browser's sign-in state is spent.
    const { path } = flowCookie(provider);
    for (const name of FLOW_COOKIES)
      reply.clearCookie(name, { path, httpOnly: true, sameSite: 'lax', secure });

    const state = queryParam(request, 'state');
    if (!expected || !codeVerifier || !state || !sameSecret(state, expected)) return failed(reply, 'state');
    const providerError = queryParam(request, 'error');
    if (providerError) return failed(reply, providerError === 'access_denied' ? 'denied' : 'provider');
    const code = queryParam(request, 'code');
    if (!code || code.length > 2048) return failed(reply, 'provider');
    if (!isSafeNextPath(next)) return failed(reply, 'request');
    let firstLogin: boolean;
    try {
      const profile = await client.profile(code, codeVerifier, AbortSignal.timeout(timeoutMs));
      const userId = await findOrCreateOAuthUser(app.db, provider, profile);
      ({ firstLogin } = await startSession(request, reply, userId));
    } catch (error) {
      if (error instanceof OAuthFailure) {
        request.log.warn({ err: error, provider }, 'OAuth sign-in refused');
        return failed(reply, error.code);
      }
      request.log.error({ err: error, provider }, 'OAuth sign-in failed');
      return failed(reply, 'unknown');
    }
    // The app shows the account-created modal on an account's first login (SPEC §4); a forged marker only
    // shows that modal, once per browser.
    const back = firstLogin ? withPathParam(next, FIRST_LOGIN_PARAM, '1') : next;
    return reply.redirect(`${app.basePath}${back}`, 302);
  }

  // Errors of this plugin's routes only; anything but the rate limit goes on to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SignInRateLimited) return failed(reply, 'busy');
    throw error;
  });

  for (const [provider, client] of clients) {
    app.get(oauthLoginPath(provider), limited('login'), (request, reply) =>
      login(provider, client, request, reply),
    );
    app.get(oauthCallbackPath(provider), limited('callback'), (request, reply) =>
      callback(provider, client, request, reply),
    );
  }
};
