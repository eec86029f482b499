import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/create';
import { getLayout } from '../layouts/catalogue';
import { customLayout } from '../layouts/custom';
import { createObject } from '../objects/registry';
import { pzButtonDefaults } from '../objects/pz-button';
import type { DesignObject } from '../objects';
import { designFieldsOf } from './design-fields';

const text = (id: string, words: string) =>
  createObject('pz-text', { id, text: words, left: 10, top: 10, width: 200, height: 40 }) as DesignObject;
const hashtag = createObject('pz-button', {
  ...pzButtonDefaults('HASHTAG'),
  id: 'tag',
  text: '#SUMMER',
  left: 100,
  top: 300,
}) as DesignObject;

describe('the fields a save derives from its document (SPEC §3)', () => {
  it('takes the layout key, size, network and type of a catalogue layout', () => {
    const fields = designFieldsOf(createDocument(getLayout('facebook.cover')));
    expect(fields).toMatchObject({
      layout: 'facebook.cover',
      network: 'facebook',
      type: 'header',
      width: 851,
      height: 315,
      text_content: '',
      keywords: '',
      instagram_stickers: [],
    });
  });

  it("takes a custom layout's own size, network and type 'custom'", () => {
    const fields = designFieldsOf(createDocument(customLayout(640, 320)));
    expect(fields).toMatchObject({ layout: 'custom.640x320', network: 'custom', type: 'custom' });
    expect([fields.width, fields.height]).toEqual([640, 320]);
  });

  it("takes the document's size over the catalogue's when they differ", () => {
    const document = createDocument(getLayout('instagram.story'));
    document.layout = { ...document.layout, width: 270, height: 480 };
    expect(designFieldsOf(document)).toMatchObject({ network: 'instagram', width: 270, height: 480 });
  });

  it('collects the words and keywords of every page, and the stickers of the first', () => {
    const document = createDocument(getLayout('instagram.story'), {
      objects: [text('a', 'Summer sale'), hashtag],
    });
    document.pages.push({ ...document.pages[0]!, id: 'page-2', objects: [text('b', 'The beach'), hashtag] });
    const fields = designFieldsOf(document);
    expect(fields.text_content).toBe('Summer sale #SUMMER The beach #SUMMER');
    expect(fields.keywords).toBe('summer,sale,beach');
    expect(fields.instagram_stickers).toEqual([
      expect.objectContaining({ type: 'HASHTAG', hashtag: 'SUMMER' }),
    ]);
  });
});
