import { describe, expect, it } from 'vitest';
import { loginUrl } from './loginUrl';

describe('loginUrl', () => {
  it('starts a provider sign-in and comes back to a path on this site only', () => {
    expect(loginUrl('google')).toBe('/google/login?next=%2F');
    expect(loginUrl('twitter', '/?openwidget=1')).toBe('/twitter/login?next=%2F%3Fopenwidget%3D1');
    expect(loginUrl('facebook', '//evil.example')).toBe('/facebook/login?next=%2F');
  });
});
