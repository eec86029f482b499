import { describe, expect, it } from 'vitest';
import { createObject } from './registry';
import {
  INSTAGRAM_STICKERS,
  normalizeHashtag,
  normalizeMention,
  SLIDER_EMOJI_PICKS,
  STICKER_PALETTE,
  stickerExistsCode,
} from './instagram-rules';
import { normalizePollAnswer } from './pz-poll';
import { pzButtonDefaults } from './pz-button';
import type { DesignObject } from './registry';

describe('hashtag, mention and poll rules (SPEC §5)', () => {
  it('keeps letters, digits and underscore in a hashtag', () => {
    expect(normalizeHashtag('#Summer Vibes_2024!')).toBe('SummerVibes_2024');
    expect(normalizeHashtag('año.nuevo-ñ')).toBe('añonuevoñ');
    expect(normalizeHashtag('#@!. ')).toBe('');
    expect(normalizeHashtag('<script>alert(1)</script>')).toBe('scriptalert1script');
  });

  it('keeps letters, digits, underscore and dot in a mention and strips the @', () => {
    expect(normalizeMention('@lienzo.app')).toBe('lienzo.app');
    expect(normalizeMention('@@john_doe 99!')).toBe('john_doe99');
    expect(normalizeMention('a@b')).toBe('ab');
    expect(normalizeMention(' #$%^ ')).toBe('');
    expect(normalizeMention('x'.repeat(40))).toHaveLength(30);
  });

  it('stores poll answers upper case and an empty one as null', () => {
    expect(normalizePollAnswer('yes please')).toBe('YES PLEASE');
    expect(normalizePollAnswer('  ')).toBeNull();
    expect(normalizePollAnswer('')).toBeNull();
    expect(normalizePollAnswer(null)).toBeNull();
  });
});

describe('one each of hashtag, location, poll, question and slider (SPEC §5)', () => {
  const button = (kind: 'HASHTAG' | 'LOCATION' | 'MENTION', id: string) =>
    createObject('pz-button', { ...pzButtonDefaults(kind), id, left: 0, top: 0 }) as DesignObject;
  const of = (type: 'pz-poll' | 'pz-question' | 'pz-slider', id: string) =>
    createObject(type, { id, left: 0, top: 0 }) as DesignObject;

  it('allows the first of every kind', () => {
    for (const kind of ['HASHTAG', 'LOCATION', 'MENTION', 'POLL', 'QUESTION', 'SLIDER'] as const)
      expect(stickerExistsCode([], kind)).toBeNull();
  });

  it('refuses a second with the <type>_exists key, and lets mentions repeat', () => {
    const objects = [
      button('HASHTAG', 'a'),
      button('LOCATION', 'b'),
      button('MENTION', 'c'),
      of('pz-poll', 'd'),
      of('pz-question', 'e'),
      of('pz-slider', 'f'),
    ];
    expect(stickerExistsCode(objects, 'HASHTAG')).toBe('hashtag_exists');
    expect(stickerExistsCode(objects, 'LOCATION')).toBe('location_exists');
    expect(stickerExistsCode(objects, 'POLL')).toBe('poll_exists');
    expect(stickerExistsCode(objects, 'QUESTION')).toBe('question_exists');
    expect(stickerExistsCode(objects, 'SLIDER')).toBe('slider_exists');
    expect(stickerExistsCode(objects, 'MENTION')).toBeNull();
  });

  it('tells a hashtag from a location: each counts only against its own kind', () => {
    expect(stickerExistsCode([button('LOCATION', 'a')], 'HASHTAG')).toBeNull();
    expect(stickerExistsCode([button('MENTION', 'a')], 'LOCATION')).toBeNull();
    expect(stickerExistsCode([of('pz-question', 'a')], 'SLIDER')).toBeNull();
  });
});

describe('Instagram constants (SPEC §9)', () => {
  it('has 18 palette colours, 16 distinct slider picks and 22 stickers', () => {
    expect(new Set(STICKER_PALETTE).size).toBe(18);
    expect(STICKER_PALETTE.every((colour) => /^#[0-9A-F]{6}$/.test(colour))).toBe(true);
    expect(new Set(SLIDER_EMOJI_PICKS.map((pick) => pick.code)).size).toBe(16);
    expect(new Set(INSTAGRAM_STICKERS).size).toBe(22);
  });
});
