import { describe, expect, it } from 'vitest';
import { clipText } from './clip';

describe('clipText', () => {
  it('keeps short texts and cuts long ones without splitting an emoji', () => {
    expect(clipText('Banner', 200)).toBe('Banner');
    expect(clipText('a'.repeat(10_000), 200)).toHaveLength(200);
    expect(clipText('a🎨', 2)).toBe('a');
    expect(clipText('🎨'.repeat(150), 200)).toBe('🎨'.repeat(100));
    expect(clipText('שלום עולם', 4)).toBe('שלום');
  });

  it('keeps a flag, a skin-toned and a joined emoji whole, or leaves them out whole (issue 25)', () => {
    // 🇪🇸 is two regional indicators (4 units); 👍🏽 a hand and a tone (4); 👩‍👩‍👧 three people joined (8).
    expect(clipText('Hola 🇪🇸', 7)).toBe('Hola ');
    expect(clipText('Hola 🇪🇸', 9)).toBe('Hola 🇪🇸');
    expect(clipText('ok👍🏽', 4)).toBe('ok');
    expect(clipText('ok👍🏽', 6)).toBe('ok👍🏽');
    expect(clipText('👩‍👩‍👧👩‍👩‍👧', 12)).toBe('👩‍👩‍👧');
    expect(clipText('👩‍👩‍👧', 7)).toBe('');
    // A letter and its combining accent (e + ◌́) are one character.
    expect(clipText('cafe\u0301!', 4)).toBe('caf');
  });

  it('cuts at every position as walking the whole text cluster by cluster would', () => {
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const text = 'ab🇪🇸🇪🇸cd👍🏽e👩‍👩‍👧fe\u0301\u0301g🇪🇸🇪x';
    for (let max = 0; max <= text.length; max++) {
      let walked = '';
      for (const { segment } of graphemes.segment(text)) {
        if (walked.length + segment.length > max) break;
        walked += segment;
      }
      expect(clipText(text, max), `at ${max}`).toBe(walked);
    }
  });

  it('clips a text of megabytes (a design of many long layers) without walking all of it', () => {
    // Walking every cluster of this took minutes in V8: each step of its segment iterator pays the whole length.
    const text = `${'y'.repeat(4 * 1024 * 1024)}🇪🇸`;
    expect(clipText(text, 10_000)).toBe('y'.repeat(10_000));
    expect(clipText(text, text.length - 1)).toBe('y'.repeat(4 * 1024 * 1024));
  });
});
