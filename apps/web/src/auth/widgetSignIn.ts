import { WIDGET_SIGN_IN_DONE, type MeAnswer, type OAuthProvider, type SignInError } from '@lienzo/core';
import { api } from '../api/client';
import { loginUrl } from './loginUrl';
import { readFirstLogin, readSignInError } from './signInReturn';

/** SPEC §4: the editor looks at the sign-in popup this often. */
export const POPUP_POLL_MS = 500;

/** The part of a popup window the poll reads. */
export interface PopupWindow {
  readonly closed: boolean;
  readonly location: { readonly href: string };
  close(): void;
}

export type PopupState =
  'pending' | 'closed' | { signedIn: { firstLogin: boolean } } | { failed: SignInError };

/** Whether this page is the sign-in popup come back (SPEC §4): it is only read by the editor that opened it. */
export function isWidgetSignInReturn(search: string): boolean {
  return new URLSearchParams(search).has('openwidget');
}

/**
 * Where a sign-in popup stands: still at the provider (its address is another origin's, which throws when
 * read, or not yet ours), back with the widget marker (`?openwidget=1`, with `first_login=1` on the account's
 * first sign-in), back with a sign-in error, or closed.
 */
export function popupState(popup: PopupWindow): PopupState {
  if (popup.closed) return 'closed';
  let address: URL;
  try {
    address = new URL(popup.location.href);
  } catch {
    return 'pending';
  }
  if (isWidgetSignInReturn(address.search))
    return { signedIn: { firstLogin: readFirstLogin(address.search) } };
  const failed = readSignInError(address.search);
  return failed ? { failed } : 'pending';
}

/** How a popup sign-in ended: signed in (the user's answer), failed (why), or abandoned (blocked or closed). */
export type PopupSignIn = { me: MeAnswer } | { failed: SignInError } | null;

/**
 * External (widget) mode sign-in (SPEC §4): the sign-in runs in a popup that comes back to
 * WIDGET_SIGN_IN_DONE; polled every 500 ms, it is closed once back, and the user fetched.
 */
export function signInWithPopup(provider: OAuthProvider): Promise<PopupSignIn> {
  const popup = window.open(
    loginUrl(provider, WIDGET_SIGN_IN_DONE),
    'lienzo-signin',
    'popup,width=520,height=640',
  );
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const timer = window.setInterval(() => {
      const state = popupState(popup);
      if (state === 'pending') return;
      window.clearInterval(timer);
      if (state === 'closed') return resolve(null);
      popup.close();
      if ('failed' in state) return resolve(state);
      const { firstLogin } = state.signedIn;
      api.me().then((me) => resolve({ me: firstLogin ? { ...me, first_login: true } : me }), reject);
    }, POPUP_POLL_MS);
  });
}
