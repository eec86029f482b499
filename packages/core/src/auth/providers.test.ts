import { describe, expect, it } from 'vitest';
import { isOAuthProvider, isSafeNextPath, isSignInError, oauthLoginPath, withPathParam } from './providers';

describe('sign-in providers', () => {
  it('knows the three OAuth providers and their login paths', () => {
    expect(['google', 'facebook', 'twitter'].every(isOAuthProvider)).toBe(true);
    expect(isOAuthProvider('github')).toBe(false);
    expect(oauthLoginPath('google')).toBe('/google/login');
  });

  it('accepts only paths on this site as the address to come back to', () => {
    for (const good of ['/', '/?openwidget=1', '/#/gallery/designs', '/design/abc'])
      expect(isSafeNextPath(good), good).toBe(true);
    for (const bad of [
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\nx',
      `/${'a'.repeat(600)}`,
    ])
      expect(isSafeNextPath(bad), bad).toBe(false);
  });

  it('knows the sign-in error codes the app can explain, and nothing else', () => {
    for (const code of ['denied', 'state', 'provider', 'profile', 'request', 'unknown'])
      expect(isSignInError(code), code).toBe(true);
    expect(isSignInError('<script>')).toBe(false);
  });
});

describe('withPathParam', () => {
  it('sets the parameter in the query, before the hash, keeping what was there', () => {
    expect(withPathParam('/', 'first_login', '1')).toBe('/?first_login=1');
    expect(withPathParam('/#/gallery/designs', 'first_login', '1')).toBe('/?first_login=1#/gallery/designs');
    expect(withPathParam('/?openwidget=1', 'first_login', '1')).toBe('/?openwidget=1&first_login=1');
    expect(withPathParam('/?first_login=0', 'first_login', '1')).toBe('/?first_login=1');
  });
});
