import { FIRST_LOGIN_PARAM, isSignInError, SIGNIN_ERROR_PARAM, type SignInError } from '@lienzo/core';

/**
 * What a provider sign-in says when the server sends the browser back: `?signin_error=<code>` when it failed,
 * `?first_login=1` when it signed in an account for the first time (SPEC §4: the account-created modal).
 */
export function readSignInError(search: string): SignInError | null {
  const code = new URLSearchParams(search).get(SIGNIN_ERROR_PARAM);
  return code && isSignInError(code) ? code : null;
}

export function readFirstLogin(search: string): boolean {
  return new URLSearchParams(search).get(FIRST_LOGIN_PARAM) === '1';
}

/** The address without one of these markers, so a reload or a shared link does not act on it again. */
export function withoutParam(href: string, name: string): string {
  const url = new URL(href);
  url.searchParams.delete(name);
  return url.href;
}

function takeParam<T>(name: string, read: (search: string) => T): T {
  const value = read(window.location.search);
  if (new URLSearchParams(window.location.search).has(name))
    window.history.replaceState(window.history.state, '', withoutParam(window.location.href, name));
  return value;
}

/** Takes the failed sign-in's reason out of the address bar, once: the sign-in modal shows it. */
export function takeSignInError(): SignInError | null {
  return takeParam(SIGNIN_ERROR_PARAM, readSignInError);
}

/** Takes the first-login marker out of the address bar, once: boot shows the account-created modal. */
export function takeFirstLogin(): boolean {
  return takeParam(FIRST_LOGIN_PARAM, readFirstLogin);
}
