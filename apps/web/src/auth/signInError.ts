import { isSignInError, SIGNIN_ERROR_PARAM, type SignInError } from '@lienzo/core';

/** The reason an OAuth sign-in failed, when the server sent the browser back with `?signin_error=`. */
export function readSignInError(search: string): SignInError | null {
  const code = new URLSearchParams(search).get(SIGNIN_ERROR_PARAM);
  return code && isSignInError(code) ? code : null;
}

/** The address without `signin_error`, so a reload or a shared link does not show the message again. */
export function withoutSignInError(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(SIGNIN_ERROR_PARAM);
  return url.href;
}

/** Takes the failed sign-in's reason out of the address bar, once: the sign-in modal shows it. */
export function takeSignInError(): SignInError | null {
  const code = readSignInError(window.location.search);
  if (code) window.history.replaceState(window.history.state, '', withoutSignInError(window.location.href));
  return code;
}
