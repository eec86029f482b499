import { describe, expect, it } from 'vitest';
import { createObject } from './registry';
import {
  firstInstagramValidationFailure,
  firstStickerRuleBroken,
  INSTAGRAM_VALIDATIONS,
} from './instagram-validation';
import { objectBox } from './object-box';
import type { DesignObject } from './registry';
import { stickerButton as button, stickerCard as card } from '../testing/stickers';

const story = { width: 540, height: 960 };

describe('pre-save validation of the Instagram stickers (SPEC §5)', () => {
  it('runs its six rules in the SPEC §5 order', () => {
    expect(INSTAGRAM_VALIDATIONS).toEqual([
      'mention_invalid',
      'hashtag_invalid',
      'location_invalid',
      'slider_invalid_dimensions',
      'question_invalid_dimensions',
      'poll_invalid',
    ]);
  });

  it.each([
    ['an empty design', [], null],
    ['a mention with a user', [button('MENTION', { mention: 'lienzo.app' })], null],
    ['a mention without a user', [button('MENTION')], 'mention_invalid'],
    ['a mention of blanks', [button('MENTION', { mention: '' })], 'mention_invalid'],
    ['a hashtag with a tag', [button('HASHTAG', { text: '#SUMMER' })], null],
    ['a hashtag still the placeholder', [button('HASHTAG')], 'hashtag_invalid'],
    [
      'a hashtag of the placeholder in lower case',
      [button('HASHTAG', { text: '#hashtag' })],
      'hashtag_invalid',
    ],
    ['a hashtag with nothing after #', [button('HASHTAG', { text: '#' })], 'hashtag_invalid'],
    ['an empty hashtag', [button('HASHTAG', { text: '' })], 'hashtag_invalid'],
    ['a location with a place', [button('LOCATION', { location: { name: 'Sevilla' } })], null],
    ['a location without a place', [button('LOCATION')], 'location_invalid'],
    ['a location of blanks', [button('LOCATION', { location: { name: '   ' } })], 'location_invalid'],
    ['a slider inside the canvas', [card('pz-slider')], null],
    [
      'a slider touching every edge',
      [card('pz-slider', { left: 0, top: 0, scaleX: 0.45, scaleY: 1.6 })],
      null,
    ],
    ['a slider one pixel off the left', [card('pz-slider', { left: -1 })], 'slider_invalid_dimensions'],
    ['a slider past the bottom', [card('pz-slider', { top: 900 })], 'slider_invalid_dimensions'],
    ['a slider past the right', [card('pz-slider', { left: 400 })], 'slider_invalid_dimensions'],
    ['a question inside the canvas', [card('pz-question')], null],
    ['a question above the top', [card('pz-question', { top: -5 })], 'question_invalid_dimensions'],
    [
      'a question turned so a corner leaves',
      [card('pz-question', { left: 0, angle: 30 })],
      'question_invalid_dimensions',
    ],
    ['a poll with two answers', [card('pz-poll')], null],
    ['a poll off the canvas (not a rule of polls)', [card('pz-poll', { left: -500 })], null],
    [
      'a poll without its first answer',
      [card('pz-poll', { poll: { question: 'Q', a1: null, a2: 'NO' } })],
      'poll_invalid',
    ],
    [
      'a poll without its second answer',
      [card('pz-poll', { poll: { question: '', a1: 'YES', a2: null } })],
      'poll_invalid',
    ],
    [
      'a poll without answers',
      [card('pz-poll', { poll: { question: '', a1: null, a2: null } })],
      'poll_invalid',
    ],
    [
      'text that is no sticker, off the canvas',
      [createObject('pz-text', { id: 't', left: -99, top: 0, width: 10, height: 10, text: '' })],
      null,
    ],
  ])('%s → %s', (_name, objects, expected) => {
    expect(firstInstagramValidationFailure(objects as DesignObject[], story)).toBe(expected);
  });

  it('reports the first failing rule in SPEC order whatever the layer order', () => {
    const objects = [
      card('pz-poll', { poll: { question: '', a1: null, a2: null } }),
      card('pz-question', { top: -5 }),
      card('pz-slider', { top: 900 }),
      button('LOCATION'),
      button('HASHTAG'),
      button('MENTION'),
    ];
    const reported: (string | null)[] = [];
    // Remove the object of each failure in turn: the next rule's failure comes up.
    let left = objects;
    for (let step = 0; step <= objects.length; step++) {
      const failure = firstInstagramValidationFailure(left, story);
      reported.push(failure);
      left = left.slice(0, -1);
      if (failure === null) break;
    }
    expect(reported).toEqual([...INSTAGRAM_VALIDATIONS, null]);
  });
});

describe('every SPEC §5 sticker rule of a design (browser before saving, server before storing)', () => {
  const design = (...pages: DesignObject[][]) => ({
    layout: story,
    pages: pages.map((objects) => ({ objects })),
  });

  it.each([
    ['HASHTAG', 'hashtag_exists', button('HASHTAG', { text: '#SUMMER' })],
    ['LOCATION', 'location_exists', button('LOCATION', { location: { name: 'Madrid' } })],
    ['POLL', 'poll_exists', card('pz-poll')],
    ['QUESTION', 'question_exists', card('pz-question')],
    ['SLIDER', 'slider_exists', card('pz-slider')],
  ])('refuses a second %s on one page with %s', (_kind, code, sticker) => {
    expect(firstStickerRuleBroken(design([sticker]))).toBeNull();
    expect(firstStickerRuleBroken(design([sticker, { ...sticker, id: 'again' }]))).toBe(code);
  });

  it('lets mentions repeat, and one of a kind on each of two pages', () => {
    const mention = button('MENTION', { mention: 'lienzo' });
    expect(firstStickerRuleBroken(design([mention, { ...mention, id: 'again' }]))).toBeNull();
    const poll = card('pz-poll');
    expect(firstStickerRuleBroken(design([poll], [poll]))).toBeNull();
  });

  it('runs the pre-save checks on every page, the first page first', () => {
    const bad = design([], [button('HASHTAG')], [button('MENTION')]);
    expect(firstStickerRuleBroken(bad)).toBe('hashtag_invalid');
    // A page's repeated sticker is reported before its failed check.
    const both = design([button('MENTION'), card('pz-poll'), card('pz-poll', { id: 'again' })]);
    expect(firstStickerRuleBroken(both)).toBe('poll_exists');
  });
});

describe('objectBox', () => {
  it.each([
    [
      'upright',
      { left: 10, top: 20, width: 100, height: 50, scaleX: 2, scaleY: 1, angle: 0 },
      [10, 20, 210, 70],
    ],
    [
      'a quarter turn about its top-left corner',
      { left: 100, top: 0, width: 100, height: 50, scaleX: 1, scaleY: 1, angle: 90 },
      [50, 0, 100, 100],
    ],
    [
      'half a turn',
      { left: 100, top: 100, width: 40, height: 20, scaleX: 1, scaleY: 1, angle: 180 },
      [60, 80, 100, 100],
    ],
  ])('bounds an object %s', (_name, object, [left, top, right, bottom]) => {
    const box = objectBox(object);
    expect(box.left).toBeCloseTo(left!);
    expect(box.top).toBeCloseTo(top!);
    expect(box.right).toBeCloseTo(right!);
    expect(box.bottom).toBeCloseTo(bottom!);
  });
});
