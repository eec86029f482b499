import { firstPage } from './pages';
import { versionOneDocument } from './fixtures';
import { describe, expect, it } from 'vitest';
import { documentWithEveryType } from './fixtures';
import { restore } from './restore';
import { OBJECT_TYPES } from '../objects';

function withObjects(...objects: unknown[]) {
  return { ...versionOneDocument(), objects };
}

const box = { id: 'o', left: 10, top: 20, width: 100, height: 30 };

describe('restore with every object type', () => {
  it('keeps a valid document of every object type exactly, through JSON, without warnings', () => {
    const document = documentWithEveryType();
    expect(firstPage(document).objects.map((object) => object.type)).toEqual(OBJECT_TYPES);
    expect(OBJECT_TYPES).toHaveLength(9);
    const result = restore(JSON.parse(JSON.stringify(document)));
    expect(result).toEqual({ document, warnings: [] });
  });

  it.each([
    [
      'a remote vector',
      { ...box, type: 'pz-vector', src: 'https://evil.example/a.svg' },
      'src "https://evil.example/a.svg"',
    ],
    ['a script image', { ...box, type: 'pz-image', src: 'javascript:alert(1)' }, 'src "javascript:alert(1)"'],
    [
      'a data: illustration',
      { ...box, type: 'pz-illustration', src: 'data:image/svg+xml,<svg onload=x>' },
      'src "data:image/svg+xml',
    ],
    [
      'a protocol-relative image',
      { ...box, type: 'pz-image', src: '//evil.example/a.png' },
      'src "//evil.example/a.png"',
    ],
  ])('drops %s with a warning', (_name, object, message) => {
    const result = restore(withObjects(object));
    expect(firstPage(result.document).objects).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^pages\.0\.objects\.0: dropped the pz-\w+: /);
    expect(result.warnings[0]).toContain(message);
    expect(result.warnings[0]).toContain('must be a path on this site');
  });

  it('removes a foreign slider emoji image but keeps the slider', () => {
    const sliderEmoji = { emoji: '🔥', url: 'https://evil.example/e.png' };
    const result = restore(withObjects({ ...box, type: 'pz-slider', sliderEmoji }));
    expect(firstPage(result.document).objects[0]).toMatchObject({
      type: 'pz-slider',
      sliderEmoji: null,
      emoji: '1f60d',
    });
    expect(result.warnings).toEqual([
      'pages.0.objects.0.sliderEmoji: url "https://evil.example/e.png" is not valid (must be a path on this site); removed it',
    ]);
  });

  it('keeps an image on one of our own origins as a path', () => {
    const object = { ...box, type: 'pz-image', src: 'https://lienzo.example/uploads/a.png' };
    const result = restore(withObjects(object), { siteOrigins: ['https://lienzo.example'] });
    expect(firstPage(result.document).objects[0]).toMatchObject({ src: '/uploads/a.png' });
  });

  it('strips prototype keys from colour records', () => {
    const hostile = JSON.parse(
      `{"version":1,"objects":[{"id":"v","type":"pz-vector","left":0,"top":0,"width":5,"height":5,
       "src":"/v.svg","colorsByTargets":{"__proto__":{"polluted":4},"0":"#fff","prototype":"#000"}}]}`,
    );
    const result = restore(hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(firstPage(result.document).objects[0]).toMatchObject({ colorsByTargets: { '0': '#fff' } });
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        'objects.0.colorsByTargets.__proto__: removed an unsafe key',
        'objects.0.colorsByTargets.prototype: removed an unsafe key',
      ]),
    );
  });

  it('stores poll answers upper case and an empty one as null (SPEC §5)', () => {
    const result = restore(
      withObjects({ ...box, type: 'pz-poll', poll: { question: 'Q', a1: ' maybe ', a2: '' } }),
    );
    expect(firstPage(result.document).objects[0]).toMatchObject({
      poll: { question: 'Q', a1: 'MAYBE', a2: null },
    });
    expect(result.warnings).toEqual([]);
  });

  it('replaces an unknown fancy text shape and a bad button type by their defaults', () => {
    const result = restore(
      withObjects(
        { ...box, type: 'pz-ftext', text: 'Hi', shapeId: 'blob' },
        { ...box, id: 'b', type: 'pz-button', text: '#X', instagram: { type: 'POLL' } },
      ),
    );
    expect(firstPage(result.document).objects).toMatchObject([
      { shapeId: 'rounded-box' },
      { instagram: { type: 'HASHTAG' } },
    ]);
    expect(result.warnings).toEqual([
      'pages.0.objects.0.shapeId: "blob" is not valid (Invalid option: expected one of "rounded-box"|"pill"|"tag"|"arrow-box"|"speech-bubble"|"oval-bubble"|"cloud"|"ribbon"|"banner"|"folded-ribbon"|"starburst"|"zigzag-burst"|"circle"|"hexagon"|"seal"|"shield"); used the default "rounded-box"',
      'pages.0.objects.1.instagram: type "POLL" is not valid (Invalid option: expected one of "HASHTAG"|"LOCATION"|"MENTION"); used the default {"type":"HASHTAG"}',
    ]);
  });
});
