import { describe, expect, it } from 'vitest';
import { assetSrc, isSameSitePath } from './asset-src';

describe('isSameSitePath', () => {
  it.each([
    '/uploads/abc.png',
    '/fonts/My%20Font.ttf',
    '/designs/x_s.png',
    '/photos/a.b.c.jpg',
    '/uploads/.hidden-name.png',
  ])('accepts %s', (path) => {
    expect(isSameSitePath(path)).toBe(true);
  });

  it.each([
    ['a foreign host', 'https://evil.example/x.png'],
    ['a protocol-relative host', '//evil.example/x.png'],
    ['a plain dot-dot segment', '/uploads/../api/me'],
    ['a plain dot segment', '/uploads/./x.png'],
    ['a trailing dot-dot', '/uploads/..'],
    ['two dots inside a name (refused as before: no name of ours has them)', '/uploads/..name.png'],
    ['an encoded dot-dot (issue 20)', '/uploads/%2e%2e/%2e%2e/api/me'],
    ['an upper-case encoded dot-dot', '/uploads/%2E%2E/api/me'],
    ['a half-encoded dot-dot', '/uploads/.%2e/api/me'],
    ['an encoded dot segment', '/uploads/%2e/x.png'],
    ['a double-encoded dot-dot', '/uploads/%252e%252e/api/me'],
    ['an encoded slash making a host', '/%2fevil.example/x.png'],
    ['an encoded slash', '/uploads%2f..%2fapi/me'],
    ['an encoded backslash', '/uploads/%5c..%5capi/me'],
    ['a broken escape', '/uploads/%zz.png'],
    ['an encoded control character', '/uploads/x%0a.png'],
  ])('refuses %s', (_, path) => {
    expect(isSameSitePath(path)).toBe(false);
  });

  it('is what the document schema checks', () => {
    expect(assetSrc.safeParse('/uploads/%2e%2e/%2e%2e/api/me').success).toBe(false);
    expect(assetSrc.safeParse('/uploads/abc.png').success).toBe(true);
  });
});
