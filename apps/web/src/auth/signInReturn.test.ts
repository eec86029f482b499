import { describe, expect, it } from 'vitest';
import { readFirstLogin, readSignInError, withoutParam } from './signInReturn';

describe('what a provider sign-in says in the address', () => {
  it('reads the known error codes only', () => {
    expect(readSignInError('?signin_error=denied')).toBe('denied');
    expect(readSignInError('?layout=x&signin_error=state')).toBe('state');
    expect(readSignInError('?signin_error=%3Cscript%3E')).toBeNull();
    expect(readSignInError('')).toBeNull();
  });

  it('reads the first-login marker only when it is exactly 1', () => {
    expect(readFirstLogin('?first_login=1')).toBe(true);
    expect(readFirstLogin('?openwidget=1&first_login=1')).toBe(true);
    expect(readFirstLogin('?first_login=0')).toBe(false);
    expect(readFirstLogin('?first_login=')).toBe(false);
    expect(readFirstLogin('')).toBe(false);
  });

  it('is removed from the address, keeping the rest', () => {
    expect(withoutParam('https://e.example/lienzo/?signin_error=denied#/gallery', 'signin_error')).toBe(
      'https://e.example/lienzo/#/gallery',
    );
    expect(withoutParam('https://e.example/?layout=a&signin_error=state', 'signin_error')).toBe(
      'https://e.example/?layout=a',
    );
    expect(withoutParam('https://e.example/?first_login=1#/gallery/designs', 'first_login')).toBe(
      'https://e.example/#/gallery/designs',
    );
  });
});
