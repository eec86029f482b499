/**
 * Sign-in providers (SPEC §1): OAuth 2 with Facebook, Google and Twitter, each offered only when the server has
 * its client id and secret; local accounts (email and password) always. Twitter is offered only on the
 * share-to-scheduler prompt.
 */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** Where a sign-in starts (SPEC §7 navigation `/{network}/login`) and where the provider sends the browser back. */
export const oauthLoginPath = (provider: OAuthProvider) => `/${provider}/login`;
export const oauthCallbackPath = (provider: OAuthProvider) => `/${provider}/callback`;

/**
 * A `next` address the server may send the browser to after sign-in: a path on this site only (`/`, `/?x`,
 * `/#/gallery`), never another host (`//evil`, `/\evil`, `https:`), so sign-in is no open redirect.
 */
export function isSafeNextPath(next: string): boolean {
  return (
    next.length <= 512 &&
    next.startsWith('/') &&
    !next.startsWith('//') &&
    !next.startsWith('/\\') &&
    !next.includes('\\') &&
    ![...next].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)
  );
}

/** The `next` of a sign-in made in the widget's popup: the editor polls the popup until its address has it. */
export const WIDGET_SIGN_IN_DONE = '/?openwidget=1';

/**
 * Why an OAuth sign-in ended without a session: the server sends the browser to `/?signin_error=<code>` and
 * the sign-in modal shows the matching message.
 */
export const SIGNIN_ERRORS = [
  /** The person said no on the provider's consent screen. */
  'denied',
  /** The state did not match this browser's sign-in (missing, foreign, reused or expired). */
  'state',
  /** The provider did not answer in time, or answered with an error. */
  'provider',
  /** The provider's profile lacked what a user needs (an id) or was not what it documents. */
  'profile',
  /** The sign-in link itself was wrong (a `next` that is not a path on this site). */
  'request',
  /** Too many sign-ins started from this address in a short while (rate limited). */
  'busy',
  /** Something failed on our side. */
  'unknown',
] as const;
export type SignInError = (typeof SIGNIN_ERRORS)[number];

export function isSignInError(value: string): value is SignInError {
  return (SIGNIN_ERRORS as readonly string[]).includes(value);
}

/** The query parameter that carries a SignInError back to the app. */
export const SIGNIN_ERROR_PARAM = 'signin_error';

/** The query parameter that tells the app an OAuth sign-in was the account's first (SPEC §4 account-created). */
export const FIRST_LOGIN_PARAM = 'first_login';

/** A site path (`/`, `/?a=1#/gallery`) with one query parameter set, before any hash. */
export function withPathParam(path: string, name: string, value: string): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const others = queryAt < 0 ? [] : beforeHash.slice(queryAt + 1).split('&');
  const kept = others.filter((pair) => pair !== '' && pair.split('=')[0] !== name);
  const query = [...kept, `${encodeURIComponent(name)}=${encodeURIComponent(value)}`].join('&');
  return `${pathname}?${query}${hash}`;
}
