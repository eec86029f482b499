import { TIMINGS, type MeAnswer } from '@lienzo/core';
import { readCookie, writeCookie } from '../site/cookies';

/** Set once the account-created modal has been shown in this browser (SPEC §9: kept 200 days). */
export const ACCOUNT_CREATED_COOKIE = 'lienzo_account_created';

/**
 * SPEC §4 boot: on first login (the account had no last_login before this sign-in, and this browser has no
 * account-created cookie) the account-created modal shows.
 */
export function isFirstLogin(me: MeAnswer, cookieHeader: string): boolean {
  if (!me.user) return false;
  const neverSignedIn = me.first_login === true || me.user.last_login === null;
  return neverSignedIn && readCookie(ACCOUNT_CREATED_COOKIE, cookieHeader) === null;
}

export function rememberAccountCreated(): void {
  writeCookie(ACCOUNT_CREATED_COOKIE, '1', TIMINGS.accountCreatedCookieDays);
}
