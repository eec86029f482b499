import { describe, expect, it } from 'vitest';
import { createObject } from './registry';
import { pzButtonDefaults } from './pz-button';
import {
  isStoryLayout,
  STORY_BOTTOM_BAR,
  STORY_REFERENCE_HEIGHT,
  STORY_TOP_BAR,
  stickersUnderSafeZones,
  storySafeZones,
} from './story-safe-zones';
import type { DesignObject } from './registry';

const story = { width: 540, height: 960 };

// On a 540 × 960 story the top bar is 125 px and the bottom bar 170 px (y from 790).
const hashtag = (top: number, props: Record<string, unknown> = {}) =>
  createObject('pz-button', {
    ...pzButtonDefaults('HASHTAG'),
    id: 'h',
    left: 100,
    top,
    width: 160,
    height: 40,
    ...props,
  }) as DesignObject;
const poll = (top: number) =>
  createObject('pz-poll', { id: 'p', left: 100, top, width: 1200, height: 700 }) as DesignObject;

describe('story safe zones', () => {
  it('measures 250 px on top and 340 px at the bottom of a 1080 × 1920 story', () => {
    expect([STORY_TOP_BAR, STORY_BOTTOM_BAR, STORY_REFERENCE_HEIGHT]).toEqual([250, 340, 1920]);
  });

  it.each([
    [1920, 250, 340],
    [960, 125, 170],
    [480, 62.5, 85],
  ])('scales the bars to a canvas %i px tall: %f on top, %f at the bottom', (height, top, bottom) => {
    expect(storySafeZones({ height })).toEqual({ top, bottom });
  });

  it.each([
    ['instagram.story', true],
    ['instagram.post', false],
    ['facebook.post', false],
    ['custom.abcdefghijklm', false],
    ['', false],
  ])('%s is a story layout: %s', (key, story) => {
    expect(isStoryLayout(key)).toBe(story);
  });

  it.each([
    ['in the middle', [hashtag(400)], []],
    ['just below the top bar', [hashtag(125)], []],
    ['reaching one pixel into the top bar', [hashtag(124)], [{ id: 'h', kind: 'HASHTAG', bar: 'top' }]],
    ['at the very top', [hashtag(0)], [{ id: 'h', kind: 'HASHTAG', bar: 'top' }]],
    ['ending where the bottom bar starts', [hashtag(750)], []],
    ['ending one pixel into the bottom bar', [hashtag(751)], [{ id: 'h', kind: 'HASHTAG', bar: 'bottom' }]],
    ['wholly off the canvas', [hashtag(-100), hashtag(2000)], []],
    [
      'turned so a corner reaches up',
      [hashtag(130, { angle: -30 })],
      [{ id: 'h', kind: 'HASHTAG', bar: 'top' }],
    ],
    [
      'tall enough for both bars',
      [poll(-10)].map((object) => ({ ...object, scaleY: 1.5 })),
      [
        { id: 'p', kind: 'POLL', bar: 'top' },
        { id: 'p', kind: 'POLL', bar: 'bottom' },
      ],
    ],
    [
      'text is no sticker',
      [createObject('pz-text', { id: 't', left: 0, top: 0, width: 50, height: 50, text: 'x' })],
      [],
    ],
  ])('a sticker %s', (_name, objects, expected) => {
    expect(stickersUnderSafeZones(objects as DesignObject[], story)).toEqual(expected);
  });
});
