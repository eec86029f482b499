import { describe, expect, it } from 'vitest';
import { basePathFromMeta, siteUrl } from './siteUrl';

describe('the base path the page names', () => {
  it('takes a valid prefix from the meta content', () => {
    expect(basePathFromMeta('/lienzo')).toBe('/lienzo');
    expect(basePathFromMeta('/apps/lienzo')).toBe('/apps/lienzo');
  });

  it('is no prefix without a meta, with an empty one, or with one no server could have written', () => {
    for (const content of [null, undefined, '', '/', 'lienzo', '/lienzo/', '//evil.example', '/a/../b'])
      expect(basePathFromMeta(content), String(content)).toBe('');
  });
});

describe('siteUrl without a page', () => {
  it('leaves site paths at the root and anything else untouched', () => {
    expect(siteUrl('/api/me')).toBe('/api/me');
    expect(siteUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });
});
