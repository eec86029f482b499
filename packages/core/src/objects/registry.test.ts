import { describe, expect, it } from 'vitest';
import { OBJECT_TYPE_INFO, createObject, initialScaleFor, toolbarOf } from './registry';
import { TOOLBAR_IDS } from './toolbars';
import { pzButtonDefaults } from './pz-button';

const entries = Object.entries(OBJECT_TYPE_INFO);

describe('object type registry', () => {
  it('describes the nine object types of SPEC §3, each under its own type', () => {
    expect(Object.keys(OBJECT_TYPE_INFO)).toEqual([
      'pz-text',
      'pz-ftext',
      'pz-vector',
      'pz-image',
      'pz-illustration',
      'pz-button',
      'pz-poll',
      'pz-question',
      'pz-slider',
    ]);
    for (const [type, info] of entries) {
      expect(info.type).toBe(type);
      expect(info.schema.shape.type.value).toBe(type);
      expect(info.properties).toEqual(Object.keys(info.schema.shape));
      expect(TOOLBAR_IDS).toContain(info.toolbar);
    }
  });

  it.each(entries)('%s: defaults make a valid object once placed', (type, info) => {
    const object = info.schema.parse({ ...info.defaults(), id: 'n', left: 0, top: 0 });
    expect(object.type).toBe(type);
    expect(createObject(info.type, { id: 'n', left: 0, top: 0 })).toEqual(object);
  });

  it('creates an object with overrides and refuses invalid ones', () => {
    expect(createObject('pz-ftext', { id: 'f', left: 5, top: 6, text: 'Hi', spacing: 1.4 })).toMatchObject({
      type: 'pz-ftext',
      text: 'Hi',
      spacing: 1.4,
      fontFamily: 'Fredoka One',
    });
    expect(() =>
      createObject('pz-vector', { id: 'v', left: 0, top: 0, src: 'https://evil.example/x.svg' }),
    ).toThrow(/must be a path on this site/);
  });

  it('picks the toolbar of a button by its Instagram type (SPEC §2)', () => {
    const at = { id: 'b', left: 0, top: 0 };
    expect(toolbarOf(createObject('pz-button', { ...at, ...pzButtonDefaults('HASHTAG') }))).toBe('button');
    expect(toolbarOf(createObject('pz-button', { ...at, ...pzButtonDefaults('LOCATION') }))).toBe(
      'ig-location',
    );
    expect(toolbarOf(createObject('pz-button', { ...at, ...pzButtonDefaults('MENTION') }))).toBe(
      'ig-mention',
    );
    expect(toolbarOf(createObject('pz-ftext', { ...at, text: 'x' }))).toBe('fancy-text');
    expect(toolbarOf(createObject('pz-poll', at))).toBe('ig-poll');
  });

  it('sizes new objects by SPEC §9: vector 150 px, illustration and sticker 100 px, image 80 % of the canvas', () => {
    expect(initialScaleFor('pz-vector', 300, 540)).toBe(0.5);
    expect(initialScaleFor('pz-illustration', 50, 540)).toBe(2);
    expect(initialScaleFor('pz-image', 1080, 540)).toBe(0.4);
    expect(initialScaleFor('pz-image', 200, 540, { sticker: true })).toBe(0.5);
    expect(initialScaleFor('pz-poll', 999, 540)).toBe(0.15);
    expect(initialScaleFor('pz-question', 999, 540)).toBe(0.17);
    expect(initialScaleFor('pz-slider', 999, 540)).toBe(0.17);
    expect(initialScaleFor('pz-text', 999, 540)).toBe(1);
    expect(initialScaleFor('pz-vector', 0, 540)).toBe(1);
    expect(initialScaleFor('pz-vector', Number.NaN, 540)).toBe(1);
  });

  it('marks the Instagram sticker types', () => {
    expect(OBJECT_TYPE_INFO['pz-button'].instagram).toEqual(['HASHTAG', 'LOCATION', 'MENTION']);
    expect(OBJECT_TYPE_INFO['pz-slider'].instagram).toEqual(['SLIDER']);
    expect(OBJECT_TYPE_INFO['pz-text'].instagram).toEqual([]);
  });
});
