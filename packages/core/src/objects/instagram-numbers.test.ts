import { describe, expect, it } from 'vitest';
import { DEFAULT_SCALES, STICKER_METADATA_FACTOR } from '../constants';
import { STICKER_WRAP, wrapByCharacters } from '../text/wrap';
import { normalizeHashtag, normalizeMention, SLIDER_EMOJI_PICKS, STICKER_PALETTE } from './instagram-rules';
import { BUTTON_STYLE_COUNT, DEFAULT_BUTTON_STYLE, pzButtonDefaults } from './pz-button';
import { instagramPollFontSize, normalizePollAnswer, pollAnswerFontSize, pzPollDefaults } from './pz-poll';
import { pzQuestionDefaults } from './pz-question';
import { pzSliderDefaults } from './pz-slider';

// Every number and text rule of SPEC §5 and §9 for the Instagram stickers, one row each.

describe('text rules (SPEC §5)', () => {
  it.each([
    ['#Summer Vibes_2024!', 'SummerVibes_2024'],
    ['año.nuevo-ñ', 'añonuevoñ'],
    ['@user.name', 'username'],
    ['١٢٣_abc', '١٢٣_abc'],
    ['#@!. ', ''],
  ])('hashtag %j keeps letters, digits and underscore: %j', (input, kept) => {
    expect(normalizeHashtag(input)).toBe(kept);
  });

  it.each([
    ['@lienzo.app', 'lienzo.app'],
    ['@@john_doe 99!', 'john_doe99'],
    ['a@b', 'ab'],
    ['José.Ñ_1', 'José.Ñ_1'],
    ['#$%^ -', ''],
  ])('mention %j keeps letters, digits, underscore and dot without @: %j', (input, kept) => {
    expect(normalizeMention(input)).toBe(kept);
  });

  it.each([
    ['yes', 'YES'],
    [' maybe later ', 'MAYBE LATER'],
    ['ñandú', 'ÑANDÚ'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('poll answer %j is stored as %j', (input, stored) => {
    expect(normalizePollAnswer(input)).toBe(stored);
  });
});

describe('wrapping and sizing (SPEC §5)', () => {
  it.each([
    ['poll question', STICKER_WRAP.pollQuestion, 38],
    ['poll answer', STICKER_WRAP.pollAnswer, 13],
    ['longest uncut poll answer word', STICKER_WRAP.pollAnswerLongestWord, 10],
    ['question', STICKER_WRAP.question, 28],
    ['slider', STICKER_WRAP.slider, 28],
  ])('%s lines hold %i characters', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it.each([
    ['a 38-character poll question on one line', 'a'.repeat(18) + ' ' + 'b'.repeat(19), 38, undefined, 1],
    ['a 39-character poll question on two', 'a'.repeat(19) + ' ' + 'b'.repeat(19), 38, undefined, 2],
    ['a 28-character question on one line', 'a'.repeat(13) + ' ' + 'b'.repeat(14), 28, undefined, 1],
    ['a 29-character question on two', 'a'.repeat(14) + ' ' + 'b'.repeat(14), 28, undefined, 2],
    ['a 10-letter answer word whole', 'ABCDEFGHIJ', 13, 10, 1],
    ['a 14-letter answer word cut after 10', 'ABCDEFGHIJKLMN', 13, 10, 2],
    ['a 13-character answer on one line', 'ABCDEF ABCDEF', 13, 10, 1],
    ['a 14-character answer on two', 'ABCDEFG ABCDEF', 13, 10, 2],
  ])('wraps %s', (_name, text, limit, cutWordsOver, lines) => {
    const wrapped = wrapByCharacters(text, limit, { cutWordsOver });
    expect(wrapped).toHaveLength(lines);
    for (const line of wrapped) expect(line.length).toBeLessThanOrEqual(limit);
  });

  it.each([
    [null, 100],
    ['', 100],
    ['A'.repeat(7), 100],
    ['A'.repeat(8), 75],
    ['A'.repeat(16), 75],
    ['A'.repeat(17), 60],
    ['A'.repeat(40), 60],
  ])('a poll answer %j is drawn at %i', (answer, size) => {
    expect(pollAnswerFontSize(answer)).toBe(size);
  });

  it.each([
    [60, 17.5],
    [75, 22],
    [100, 30],
    [50, 25],
    [80, 25],
  ])('canvas size %i is Instagram size %f', (canvas, instagram) => {
    expect(instagramPollFontSize(canvas)).toBe(instagram);
  });
});

describe('styles and default scales (SPEC §9)', () => {
  it.each([
    ['HASHTAG', 0],
    ['MENTION', 1],
    ['LOCATION', 2],
  ] as const)('a new %s button takes gradient preset %i', (kind, style) => {
    expect(DEFAULT_BUTTON_STYLE[kind]).toBe(style);
    expect(pzButtonDefaults(kind).style).toBe(style);
  });

  it.each([
    ['gradient presets', BUTTON_STYLE_COUNT, 8],
    ['question and slider palette colours', new Set(STICKER_PALETTE).size, 18],
    ['slider emoji quick picks', new Set(SLIDER_EMOJI_PICKS.map((pick) => pick.code)).size, 16],
  ])('has %s: %i', (_name, count, expected) => {
    expect(count).toBe(expected);
  });

  it.each([
    ['poll', pzPollDefaults(), 0.15],
    ['question', pzQuestionDefaults(), 0.17],
    ['slider', pzSliderDefaults(), 0.17],
  ])('a new %s starts at scale %f', (_name, defaults, scale) => {
    expect(defaults).toMatchObject({ scaleX: scale, scaleY: scale });
  });

  it('reports question and slider metadata 1.03 times larger', () => {
    expect([DEFAULT_SCALES.poll, DEFAULT_SCALES.questionAndSlider, STICKER_METADATA_FACTOR]).toEqual([
      0.15, 0.17, 1.03,
    ]);
  });
});
