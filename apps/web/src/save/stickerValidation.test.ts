import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, type DesignObject } from '@lienzo/core';
import en from '../../public/dist/i18n/locale-en.json';
import es from '../../public/dist/i18n/locale-es.json';
import { useModalStore } from '../state/modalStore';
import { stickersReadyToSave } from './stickerValidation';
import { stickerButton as button, stickerCard as card } from '@lienzo/core/testing';

const story = createDocument();
/** A story whose one page holds `objects`. */
const storyOf = (objects: DesignObject[]) => createDocument(undefined, { objects });

describe('the pre-save alert of the Instagram stickers (SPEC §5)', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      showSupportNotice: false,
      resources: { en: { translation: en }, es: { translation: es } },
    });
  });
  // Each test, and the files after this one, start in English: the web project's files share i18next, and the
  // modal store is reset before each test (vitest.config.ts).
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['mention', [button('MENTION')], 'You must enter some user to @mention, otherwise just delete it.'],
    ['hashtag', [button('HASHTAG')], 'You must enter some #hashtag, otherwise just delete it.'],
    ['location', [button('LOCATION')], 'You must enter some location, otherwise just delete it.'],
    [
      'slider',
      [card('pz-slider', { top: -20 })],
      'The slider must fit inside the design dimensions. Move it or make it smaller.',
    ],
    [
      'question',
      [card('pz-question', { left: 500 })],
      'The question must fit inside the design dimensions. Move it or make it smaller.',
    ],
    [
      'poll',
      [card('pz-poll', { poll: { question: '', a1: null, a2: 'NO' } })],
      'You must enter the question and answers to the Poll, otherwise just delete it.',
    ],
  ])('stops a save with a bad %s and says why', (_name, objects, text) => {
    expect(stickersReadyToSave(storyOf(objects))).toBe(false);
    expect(useModalStore.getState().modal).toEqual({
      name: 'alert',
      title: 'Check your Instagram elements',
      text,
    });
  });

  it('stops a save with a second sticker of a kind on a page, as adding it would have', () => {
    const hashtag = button('HASHTAG', { text: '#SUMMER' });
    expect(stickersReadyToSave(storyOf([hashtag, { ...hashtag, id: 'again' }]))).toBe(false);
    expect(useModalStore.getState().modal).toEqual({
      name: 'alert',
      title: 'Check your Instagram elements',
      text: 'Instagram accepts only one hashtag',
    });
  });

  it('shows only the first failure in SPEC order', () => {
    const objects = [card('pz-poll', { poll: { question: '', a1: null, a2: null } }), button('MENTION')];
    expect(stickersReadyToSave(storyOf(objects))).toBe(false);
    expect(useModalStore.getState().modal).toMatchObject({
      text: 'You must enter some user to @mention, otherwise just delete it.',
    });
  });

  it('lets a design with valid stickers, or none, be saved without an alert', () => {
    const objects = [
      button('MENTION', { mention: 'lienzo' }),
      button('HASHTAG', { text: '#SUMMER' }),
      card('pz-poll'),
    ];
    expect(stickersReadyToSave(storyOf(objects))).toBe(true);
    expect(stickersReadyToSave(story)).toBe(true);
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('speaks Spanish in Spanish', async () => {
    await i18next.changeLanguage('es');
    expect(stickersReadyToSave(storyOf([button('LOCATION')]))).toBe(false);
    expect(useModalStore.getState().modal).toEqual({
      name: 'alert',
      title: 'Revisa tus elementos de Instagram',
      text: 'Debes escribir alguna ubicación; si no, bórrala.',
    });
  });
});
