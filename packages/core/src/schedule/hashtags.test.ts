import { describe, expect, it } from 'vitest';
import { captionWithHashtags, parseHashtags } from './hashtags';

describe('hashtags', () => {
  it('splits on spaces and commas, drops # and repeats, keeps accents and other scripts', () => {
    expect(parseHashtags('#summer sale, #Madrid #SUMMER  #año_nuevo #東京')).toEqual({
      hashtags: ['summer', 'sale', 'Madrid', 'año_nuevo', '東京'],
      invalid: [],
    });
  });

  it('names what cannot be a hashtag', () => {
    expect(parseHashtags('#ok #no-dash <script>')).toEqual({
      hashtags: ['ok'],
      invalid: ['#no-dash', '<script>'],
    });
    expect(parseHashtags('   ')).toEqual({ hashtags: [], invalid: [] });
  });

  it('puts the hashtags after the caption', () => {
    expect(captionWithHashtags('New menu', ['food', 'Madrid'])).toBe('New menu\n\n#food #Madrid');
    expect(captionWithHashtags('', ['food'])).toBe('#food');
    expect(captionWithHashtags('Just text', [])).toBe('Just text');
  });
});
