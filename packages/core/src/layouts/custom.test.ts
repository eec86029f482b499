import { describe, expect, it } from 'vitest';
import { checkCustomLayout, customLayout, customLayoutHash, isCustomLayoutKey } from './custom';

describe('custom layouts', () => {
  it('accepts sizes from 100 to 1500', () => {
    expect(checkCustomLayout({ name: 'Flyer', width: 100, height: 1500 })).toEqual({
      error: null,
      warning: null,
      name: 'Flyer',
    });
  });

  it.each([
    [99, 500],
    [500, 1501],
    [0, 0],
    [Number.NaN, 200],
    [150.5, 200],
  ])('refuses %s x %s', (width, height) => {
    expect(checkCustomLayout({ name: 'x', width, height }).error).toBe('size_out_of_range');
  });

  it('warns on an empty name but saves it as Custom Layout', () => {
    expect(checkCustomLayout({ name: '  ', width: 300, height: 300 })).toEqual({
      error: null,
      warning: 'name_required',
      name: 'Custom Layout',
    });
  });

  it('makes a custom layout record whose key contains custom', () => {
    const layout = customLayout(640, 480);
    expect(isCustomLayoutKey(layout.key)).toBe(true);
    expect(layout).toMatchObject({
      name: 'Custom Layout',
      network: 'custom',
      type: 'custom',
      sizes: [640, 480],
    });
  });

  it('hashes saved custom layouts as custom. plus 13 characters', () => {
    expect(customLayoutHash()).toMatch(/^custom\.[a-z0-9]{13}$/);
  });
});
