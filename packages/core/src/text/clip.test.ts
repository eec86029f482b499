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
});
