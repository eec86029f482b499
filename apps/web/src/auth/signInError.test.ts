import { describe, expect, it } from 'vitest';
import { readSignInError, withoutSignInError } from './signInError';

describe('the sign-in error in the address', () => {
  it('reads the known codes only', () => {
    expect(readSignInError('?signin_error=denied')).toBe('denied');
    expect(readSignInError('?layout=x&signin_error=state')).toBe('state');
    expect(readSignInError('?signin_error=%3Cscript%3E')).toBeNull();
    expect(readSignInError('')).toBeNull();
  });

  it('is removed from the address, keeping the rest', () => {
    expect(withoutSignInError('https://e.example/lienzo/?signin_error=denied#/gallery')).toBe(
      'https://e.example/lienzo/#/gallery',
    );
    expect(withoutSignInError('https://e.example/?layout=a&signin_error=state')).toBe(
      'https://e.example/?layout=a',
    );
  });
});
