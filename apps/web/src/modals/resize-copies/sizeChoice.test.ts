import { describe, expect, it } from 'vitest';
import { customSizeKey, layoutChoiceOf, toggleSize } from './sizeChoice';

describe('the sizes chosen for copies', () => {
  it('keeps each once, in the order chosen', () => {
    expect(toggleSize(['facebook.post'], 'twitter.header', true)).toEqual([
      'facebook.post',
      'twitter.header',
    ]);
    expect(toggleSize(['facebook.post', 'twitter.header'], 'facebook.post', true)).toEqual([
      'twitter.header',
      'facebook.post',
    ]);
    expect(toggleSize(['facebook.post', 'twitter.header'], 'facebook.post', false)).toEqual([
      'twitter.header',
    ]);
  });

  it('gives the engine a layout key or a custom width and height', () => {
    expect(layoutChoiceOf('linkedin.post')).toBe('linkedin.post');
    expect(layoutChoiceOf(customSizeKey({ width: 1200, height: 300 }))).toEqual({ width: 1200, height: 300 });
  });
});
