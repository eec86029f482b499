import { describe, expect, it } from 'vitest';
import { savePayloadSchema } from '../api/contract';
import {
  emojiFromCode,
  instagramStickerOf,
  instagramStickerSchema,
  instagramStickersOf,
  MAX_INSTAGRAM_STICKERS,
} from './instagram-sticker';
import { createObject } from './registry';
import { pzButtonDefaults } from './pz-button';

const story = { width: 540, height: 960 };
const box = { left: 170, top: 430, width: 200, height: 100 };

describe('Instagram sticker metadata', () => {
  it('gives centre, size and rotation as fractions of the canvas', () => {
    const button = createObject('pz-button', {
      id: 'b',
      ...pzButtonDefaults('HASHTAG'),
      ...box,
      text: '#LIENZO',
    });
    expect(instagramStickerOf(button, story)).toEqual({
      type: 'HASHTAG',
      x: 0.5,
      y: 0.5,
      width: 200 / 540,
      height: 100 / 960,
      rotation: 0,
      hashtag: 'LIENZO',
    });
  });

  it('finds the centre of a rotated object and wraps the rotation into one turn', () => {
    const rotated = createObject('pz-button', {
      id: 'b',
      ...box,
      left: 320,
      top: 430,
      text: '#X',
      angle: -270,
    });
    const sticker = instagramStickerOf(rotated, story);
    expect(sticker?.rotation).toBe(0.25);
    expect(sticker?.x).toBeCloseTo(270 / 540);
    expect(sticker?.y).toBeCloseTo(530 / 960);
  });

  it('reports question and slider boxes 3 % larger (SPEC §9)', () => {
    const question = createObject('pz-question', { id: 'q', ...box, scaleX: 1, scaleY: 1, question: 'Hi?' });
    expect(instagramStickerOf(question, story)).toMatchObject({
      type: 'QUESTION',
      width: (200 * 1.03) / 540,
      question: 'Hi?',
      background_color: '#FFFFFF',
    });
  });

  it('carries poll answers with their Instagram font sizes, and the slider emoji as a character', () => {
    const poll = createObject('pz-poll', { id: 'p', ...box, a1_ig_font_size: 17.5 });
    expect(instagramStickerOf(poll, story)?.answers).toEqual([
      { answer: 'YES', font_size: 17.5 },
      { answer: 'NO', font_size: 30 },
    ]);
    const slider = createObject('pz-slider', { id: 's', ...box, emoji: '1f525' });
    expect(instagramStickerOf(slider, story)?.emoji).toBe('🔥');
    expect(emojiFromCode('1f1ea-1f1f8')).toBe('🇪🇸');
    expect(emojiFromCode('zz')).toBe('zz');
  });

  it('gives mention and location buttons their fields, and nothing for other objects', () => {
    const mention = createObject('pz-button', {
      id: 'm',
      ...pzButtonDefaults('MENTION'),
      ...box,
      mention: 'lienzo.app',
    });
    const location = createObject('pz-button', {
      id: 'l',
      ...pzButtonDefaults('LOCATION'),
      ...box,
      location: { name: 'Madrid' },
    });
    expect(instagramStickerOf(mention, story)).toMatchObject({ type: 'MENTION', mention: 'lienzo.app' });
    expect(instagramStickerOf(location, story)).toMatchObject({ type: 'LOCATION', location: 'Madrid' });
    expect(instagramStickerOf(createObject('pz-text', { id: 't', ...box, text: 'x' }), story)).toBeNull();
  });

  it('always produces metadata that passes its schema, even off the canvas', () => {
    const far = createObject('pz-slider', { id: 's', ...box, left: -5000, top: 99999, width: 9999 });
    expect(instagramStickerSchema.safeParse(instagramStickerOf(far, story)).success).toBe(true);
  });
});

describe('Instagram sticker metadata in the save payload (SPEC §3)', () => {
  const payload = {
    image: 'data:image/png;base64,iVBORw0KGgo=',
    layout: 'instagram.story',
    width: 540,
    height: 960,
    editor: {},
    app_version: '1.0',
  };
  const hashtag = { type: 'HASHTAG', x: 0.5, y: 0.5, width: 0.3, height: 0.05, rotation: 0, hashtag: 'X' };

  it('lists the stickers of a design in layer order and nothing for other objects', () => {
    const objects = [
      createObject('pz-question', { id: 'q', ...box, scaleX: 1, scaleY: 1 }),
      createObject('pz-text', { id: 't', ...box, text: 'x' }),
      createObject('pz-button', { id: 'b', ...pzButtonDefaults('HASHTAG'), ...box, text: '#A' }),
    ];
    expect(instagramStickersOf(objects, story).map((sticker) => sticker.type)).toEqual([
      'QUESTION',
      'HASHTAG',
    ]);
    expect(instagramStickersOf([], story)).toEqual([]);
  });

  it('defaults to none and keeps valid metadata', () => {
    expect(savePayloadSchema.parse(payload).instagram_stickers).toEqual([]);
    expect(savePayloadSchema.parse({ ...payload, instagram_stickers: [hashtag] }).instagram_stickers).toEqual(
      [hashtag],
    );
  });

  it.each([
    ['a fraction over 1', [{ ...hashtag, x: 1.5 }]],
    ['a negative size', [{ ...hashtag, width: -0.1 }]],
    ['an unknown type', [{ ...hashtag, type: 'LINK' }]],
    ['a missing rotation', [{ ...hashtag, rotation: undefined }]],
    ['answers without a font size', [{ ...hashtag, type: 'POLL', answers: [{ answer: 'YES' }] }]],
    ['not a list', hashtag],
    ['too many stickers', Array.from({ length: MAX_INSTAGRAM_STICKERS + 1 }, () => hashtag)],
  ])('refuses %s', (_name, stickers) => {
    expect(savePayloadSchema.safeParse({ ...payload, instagram_stickers: stickers }).success).toBe(false);
  });
});
