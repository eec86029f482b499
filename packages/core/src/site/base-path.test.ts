import { describe, expect, it } from 'vitest';
import { isBasePath, withBasePath } from './base-path';

describe('isBasePath', () => {
  it('accepts no prefix and prefixes of safe segments', () => {
    for (const value of ['', '/lienzo', '/apps/lienzo', '/a.b_c-1', '/v2/x.y'])
      expect(isBasePath(value), value).toBe(true);
  });

  it('refuses a missing leading slash, a trailing slash, empty, dot and unsafe segments', () => {
    for (const value of [
      'lienzo',
      '/',
      '/lienzo/',
      '//lienzo',
      '/apps//lienzo',
      '/..',
      '/apps/../x',
      '/.',
      '/a b',
      '/a"b',
      '/a<b',
      '/a?b',
      '/a#b',
      '/ñ',
    ])
      expect(isBasePath(value), value).toBe(false);
  });
});

describe('withBasePath', () => {
  it('prefixes app-relative site paths, keeping their query', () => {
    expect(withBasePath('/lienzo', '/uploads/x.jpg')).toBe('/lienzo/uploads/x.jpg');
    expect(withBasePath('/apps/lienzo', '/api/feed?page=2')).toBe('/apps/lienzo/api/feed?page=2');
    expect(withBasePath('/lienzo', '/')).toBe('/lienzo/');
  });

  it('leaves paths alone without a prefix', () => {
    expect(withBasePath('', '/uploads/x.jpg')).toBe('/uploads/x.jpg');
  });

  it('leaves anything that is not a site path alone', () => {
    for (const value of [
      'data:image/png;base64,AAAA',
      'blob:http://localhost/1234',
      'https://cdn.example.com/x.png',
      '//cdn.example.com/x.png',
      './assets/x.woff2',
      '',
    ])
      expect(withBasePath('/lienzo', value), value).toBe(value);
  });
});
