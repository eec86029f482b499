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

/** GET /api/auth/providers: what the sign-in screens may offer. */
export interface AuthProviders {
  /** Email and password accounts: always on (the embedded default). */
  local: true;
  /** The OAuth providers configured on the server, in the order of OAUTH_PROVIDERS. */
  oauth: OAuthProvider[];
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
  /** Something failed on our side. */
  'unknown',
] as const;
export type SignInError = (typeof SIGNIN_ERRORS)[number];

export function isSignInError(value: string): value is SignInError {
  return (SIGNIN_ERRORS as readonly string[]).includes(value);
}

/** The query parameter that carries a SignInError back to the app. */
export const SIGNIN_ERROR_PARAM = 'signin_error';
