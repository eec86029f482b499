import { describe, expect, it } from 'vitest';
import { getLayout, LAYOUTS } from '../layouts/catalogue';
import { customLayoutHash, CUSTOM_LAYOUT_HASH } from '../layouts/custom';
import { normalizeInstagramUsername } from './instagram';
import { customLayoutSaveSchema } from './layouts';
import { discoverQuerySchema } from './template-queries';
import { TEMPLATE_TYPES, templateTypeOf } from './templates';

describe('template types', () => {
  it('come from the layout group: stories, posts, profile, headers', () => {
    expect(templateTypeOf(getLayout('instagram.story'))).toBe('stories');
    expect(templateTypeOf(getLayout('instagram.post'))).toBe('post');
    expect(templateTypeOf(getLayout('facebook.cover'))).toBe('header');
    expect(templateTypeOf(getLayout('twitter.profile'))).toBe('profile');
    expect(templateTypeOf(getLayout('documents.a4'))).toBe('');
    // Every template type has layouts, and every type the catalogue yields is a template type.
    const types = new Set(LAYOUTS.map(templateTypeOf).filter(Boolean));
    expect([...types].sort()).toEqual(['header', 'post', 'profile', 'stories']);
    for (const type of types) expect(TEMPLATE_TYPES).toContain(type);
  });

  it('are the only discover types; query strings coerce and empty values mean any', () => {
    expect(discoverQuerySchema.parse({ type: '', category: '', network: '', page: '2' })).toEqual({
      page: 2,
      lang: 'en',
    });
    expect(discoverQuerySchema.parse({ type: 'header', category: '7', network: 'twitter' })).toEqual({
      type: 'header',
      category: 7,
      network: 'twitter',
      page: 1,
      lang: 'en',
    });
    expect(discoverQuerySchema.safeParse({ type: 'document' }).success).toBe(false);
  });

  it('filter by a layout of the catalogue only', () => {
    expect(discoverQuerySchema.parse({ layout: 'twitter.header' })).toEqual({
      layout: 'twitter.header',
      page: 1,
      lang: 'en',
    });
    expect(discoverQuerySchema.parse({ layout: '' })).toEqual({ page: 1, lang: 'en' });
    for (const layout of ['myspace.post', 'x'.repeat(101), ['twitter.header']])
      expect(discoverQuerySchema.safeParse({ layout }).success).toBe(false);
  });
});

describe('custom layout saves', () => {
  it('accept the hashes customLayoutHash makes and nothing else', () => {
    for (let index = 0; index < 50; index++) expect(customLayoutHash()).toMatch(CUSTOM_LAYOUT_HASH);
    for (const hash of ['custom.', 'custom.abc', 'custom.abcdefghijklm ', 'xcustom.abcdefghijklm'])
      expect(customLayoutSaveSchema.safeParse({ hash, label: '', width: 500, height: 500 }).success).toBe(
        false,
      );
  });
});

describe('Instagram usernames', () => {
  it('are 1 to 30 letters, digits, _ and ., without a dot at either end or two in a row', () => {
    expect(normalizeInstagramUsername('@Ana.Bel_1')).toBe('ana.bel_1');
    expect(normalizeInstagramUsername(' x ')).toBe('x');
    for (const bad of ['', '@', '.a', 'a.', 'a..b', 'a b', 'a-b', 'a'.repeat(31), 'ñ', '@@a', null, 5, ['a']])
      expect(normalizeInstagramUsername(bad)).toBeNull();
  });
});
