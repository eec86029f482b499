import type { MeAnswer, User } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CREATED_COOKIE, isFirstLogin } from './accountCreated';

const user: User = {
  id: 7,
  name: 'Ana',
  email: 'ana@example.com',
  boards: [],
  language: 'en',
  last_login: '2026-11-23T10:00:00.000Z',
  fonts: [],
  quotes_count: 0,
};

describe('isFirstLogin (SPEC §4 account-created)', () => {
  it('is true when the server says first_login and the browser has no account-created cookie', () => {
    expect(isFirstLogin({ user, lang: 'en', first_login: true }, 'other=1')).toBe(true);
  });

  it('is true for a user with no last_login at all (an account that never signed in)', () => {
    expect(isFirstLogin({ user: { ...user, last_login: null }, lang: 'en' }, '')).toBe(true);
  });

  it('is false once the cookie is set, whatever the server says', () => {
    const me: MeAnswer = { user, lang: 'en', first_login: true };
    expect(isFirstLogin(me, `a=b; ${ACCOUNT_CREATED_COOKIE}=1`)).toBe(false);
  });

  it('is false on a later sign-in and for visitors', () => {
    expect(isFirstLogin({ user, lang: 'en' }, '')).toBe(false);
    expect(isFirstLogin({ user: null, lang: 'en', first_login: true }, '')).toBe(false);
  });
});
