import { firstPage } from './pages';
import { versionOneDocument } from './fixtures';
import { describe, expect, it } from 'vitest';
import { createDocument } from './create';
import { restore } from './restore';
import { designDocumentSchema } from './schema';
import type { DesignObject } from '../objects';
import { documentWithEveryType } from './fixtures';

function withObjects(...objects: unknown[]) {
  return { ...versionOneDocument(), objects };
}

const text = { id: 't', type: 'pz-text', left: 10, top: 20, width: 100, height: 30, text: 'Hi' };

describe('restore', () => {
  it.each([['hello'], [null], [42], [[1, 2]], [undefined], [true]])(
    'starts a blank design from %j with a warning',
    (input) => {
      const result = restore(input);
      expect(result.document).toEqual(createDocument());
      expect(result.warnings).toHaveLength(1);
      expect(result.warnings[0]).toMatch(
        /^\(document\): .* is not a design document; started a blank design$/,
      );
    },
  );

  it('drops an object of unknown type and says which', () => {
    const result = restore(withObjects(text, { id: 'x', type: 'pz-evil', left: 0 }, 'nope'));
    expect(firstPage(result.document).objects.map((object) => object.id)).toEqual(['t']);
    expect(result.warnings).toEqual([
      'pages.0.objects.1: dropped an object of unknown type "pz-evil"',
      'pages.0.objects.2: dropped "nope", which is not an object',
    ]);
  });

  it('fills every missing field with its default', () => {
    const result = restore({
      version: 1,
      layout: createDocument().layout,
      viewport: createDocument().viewport,
      objects: [text],
    });
    expect(result.warnings).toEqual([]);
    expect(firstPage(result.document).objects[0]).toMatchObject({
      fontSize: 30,
      fontFamily: 'Open Sans',
      scaleX: 1,
      opacity: 1,
      animationEffect: 'fade',
    });
    expect(firstPage(result.document).settings.zoomImage).toBe(100);
  });

  it('replaces NaN, Infinity and words in numeric fields by the default, and reads numbers written as text', () => {
    const result = restore(
      withObjects({
        ...text,
        fontSize: Number.NaN,
        opacity: 'half',
        scaleX: Number.POSITIVE_INFINITY,
        left: '12.5',
      }),
    );
    expect(firstPage(result.document).objects[0]).toMatchObject({
      fontSize: 30,
      opacity: 1,
      scaleX: 1,
      left: 12.5,
    });
    expect(result.warnings).toEqual([
      'pages.0.objects.0.left: read "12.5" as the number 12.5',
      'pages.0.objects.0.scaleX: Infinity is not valid (Invalid input: expected number, received Infinity); used the default 1',
      'pages.0.objects.0.opacity: "half" is not valid (Invalid input: expected number, received string); used the default 1',
      'pages.0.objects.0.fontSize: NaN is not valid (Invalid input: expected number, received NaN); used the default 30',
    ]);
  });

  it.each([
    ['left', Number.NaN, 'left NaN is not valid'],
    ['top', null, 'top null is not valid'],
    ['width', Number.NEGATIVE_INFINITY, 'width -Infinity is not valid'],
    ['height', -5, 'height -5 is not valid (Too small: expected number to be >=0)'],
    ['text', 42, 'text 42 is not valid'],
  ])('drops an object whose %s is unusable', (field, value, message) => {
    const result = restore(withObjects({ ...text, [field]: value }, { ...text, id: 'u' }));
    expect(firstPage(result.document).objects.map((object) => object.id)).toEqual(['u']);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain(`pages.0.objects.0: dropped the pz-text: ${message}`);
  });

  it('gives duplicate and missing ids fresh ones that clash with no other object', () => {
    const result = restore(
      withObjects({ ...text, id: 'a' }, { ...text, id: 'a' }, { ...text, id: 'a-2' }, { ...text, id: '' }),
    );
    expect(firstPage(result.document).objects.map((object) => object.id)).toEqual([
      'a',
      'a-3',
      'a-2',
      'pz-text-2',
    ]);
    expect(result.warnings).toEqual([
      'pages.0.objects.1.id: "a" is already used by an earlier object; renamed it "a-3"',
      'pages.0.objects.3.id: "" is not a usable id; gave it "pz-text-2"',
    ]);
  });

  it('writes at most 500 warnings and counts the rest', () => {
    const objects = Array.from({ length: 600 }, (_, index) => ({
      ...text,
      id: `t${index}`,
      fontSize: 'big',
    }));
    const { warnings } = restore(withObjects(...objects));
    expect(warnings).toHaveLength(501);
    expect(warnings[499]).toMatch(/^pages\.0\.objects\.499\.fontSize: /);
    expect(warnings[500]).toBe('and 100 more warnings');
  });

  it('keeps at most 2000 objects', () => {
    const objects = Array.from({ length: 2100 }, (_, index) => ({ ...text, id: `t${index}` }));
    const result = restore(withObjects(...objects));
    expect(firstPage(result.document).objects).toHaveLength(2000);
    expect(firstPage(result.document).objects.at(-1)?.id).toBe('t1999');
    expect(result.warnings).toEqual([
      'pages.0.objects: kept the first 2000 of 2100 objects (a design holds at most 2000)',
    ]);
  });

  it('reads a newer version as best it can', () => {
    const result = restore({ ...documentWithEveryType(), version: 7, futureField: { x: 1 } });
    expect(result.document).toEqual(documentWithEveryType());
    expect(result.warnings).toEqual([
      'version: 7 is newer than this editor understands (2); loaded what it could read',
    ]);
  });

  it('reads a document without a version, layout or viewport', () => {
    const result = restore({ layout: { key: 'facebook.post', width: 'wide' }, objects: [text] });
    expect(result.document.layout).toEqual({
      key: 'facebook.post',
      width: 940,
      height: 788,
      name: 'Facebook Post',
    });
    expect(result.document.viewport).toEqual({ width: 470, height: 394, scale: 0.5 });
    expect(firstPage(result.document).objects).toHaveLength(1);
    expect(result.warnings).toEqual([
      'version: nothing is not a version number; read it as version 1',
      'layout: an object is not usable (width: Invalid input: expected number, received string; and 2 more); used facebook.post 940×788',
      'viewport: missing; fitted it to the layout at scale 0.5',
    ]);
  });

  it('keeps a custom layout size when only its name is missing', () => {
    const result = restore({
      ...versionOneDocument(),
      layout: { key: 'custom.abc', width: 640.4, height: 480 },
    });
    expect(result.document.layout).toEqual({
      key: 'custom.abc',
      width: 640,
      height: 480,
      name: 'Custom Layout',
    });
  });

  it('strips __proto__, constructor and prototype keys anywhere and pollutes nothing', () => {
    const hostile = JSON.parse(
      `{"__proto__":{"polluted":1},"version":1,"name":"x","settings":{"constructor":{"prototype":{"polluted":2}}},
       "objects":[{"__proto__":{"polluted":3},"id":"t","type":"pz-text","left":0,"top":0,"width":5,"height":5,
       "text":"hi","styles":[{"start":0,"end":1,"style":{"__proto__":{"polluted":4},"fill":"#fff"}}]}]}`,
    );
    const result = restore(hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(firstPage(result.document).objects[0]).toMatchObject({
      id: 't',
      styles: [{ start: 0, end: 1, style: { fill: '#fff' } }],
    });
    expect(Object.keys(firstPage(result.document).objects[0] as object)).not.toContain('__proto__');
    expect(Object.getPrototypeOf(firstPage(result.document).objects[0])).toBe(Object.prototype);
    expect(result.warnings).toEqual([
      '__proto__: removed an unsafe key',
      'settings.constructor: removed an unsafe key',
      'objects.0.__proto__: removed an unsafe key',
      'objects.0.styles.0.style.__proto__: removed an unsafe key',
      'layout: missing; used instagram.story 540×960',
      'viewport: missing; fitted it to the layout at scale 0.5',
    ]);
  });

  it('removes foreign background, pattern and audio files but keeps the rest', () => {
    const result = restore({
      ...versionOneDocument(),
      background: { color: '#000000', image: { src: 'https://evil.example/bg.png' } },
      pattern: { src: 'data:image/png;base64,AAAA' },
      timeline: { duration: 20, audio: { name: 'x', src: 'http://evil.example/a.mp3' } },
    });
    expect(firstPage(result.document).background).toEqual({ color: '#000000', image: null });
    expect(firstPage(result.document).pattern).toBeNull();
    expect(result.document.timeline).toEqual({ audio: null });
    expect(firstPage(result.document).duration).toBe(20);
    expect(result.warnings).toEqual([
      'pages.0.background.image: src "https://evil.example/bg.png" is not valid (must be a path on this site); removed it',
      'pages.0.pattern: src "data:image/png;base64,AAAA" is not valid (must be a path on this site); removed it',
      'timeline.audio: src "http://evil.example/a.mp3" is not valid (must be a path on this site); removed it',
    ]);
  });

  it('keeps an absolute URL on one of our own origins as a path', () => {
    const background = { color: '#000000', image: { src: 'https://Lienzo.example/uploads/a.png' } };
    const result = restore(
      { ...versionOneDocument(), background },
      { siteOrigins: ['https://lienzo.example'] },
    );
    expect(firstPage(result.document).background.image).toEqual({
      src: '/uploads/a.png',
      offsetX: 0,
      offsetY: 0,
    });
    expect(result.warnings).toEqual([
      'background.image.src: "https://Lienzo.example/uploads/a.png" is on this site; kept it as "/uploads/a.png"',
    ]);
    expect(firstPage(restore({ ...versionOneDocument(), background }).document).background.image).toBeNull();
  });

  it('cuts over-long text', () => {
    const result = restore(withObjects({ ...text, text: 'x'.repeat(10_050) }));
    expect((firstPage(result.document).objects[0] as { text: string }).text).toHaveLength(10_000);
    expect(result.warnings).toEqual(['pages.0.objects.0.text: cut to the first 10000 characters']);
  });

  it('cuts over-long text between characters: a flag across the limit goes whole', () => {
    const result = restore(withObjects({ ...text, text: `${'x'.repeat(9_998)}🇪🇸🇪🇸` }));
    expect((firstPage(result.document).objects[0] as { text: string }).text).toBe('x'.repeat(9_998));
  });

  it('repairs a list of character styles item by item', () => {
    const styles = [
      { start: 0, end: 1, style: { fill: '#fff' } },
      { start: 'x', end: 2, style: {} },
    ];
    const result = restore(withObjects({ ...text, styles }));
    expect((firstPage(result.document).objects[0] as DesignObject & { styles: unknown[] }).styles).toEqual([
      styles[0],
    ]);
    expect(result.warnings).toEqual([
      'pages.0.objects.0.styles.1: dropped, start "x" is not valid (Invalid input: expected number, received string)',
    ]);
  });

  it('survives cycles, deep nesting, functions and throwing getters', () => {
    const cyclic: Record<string, unknown> = { ...versionOneDocument() };
    cyclic.name = cyclic;
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100; level++) deep = { deep };
    const trap = Object.defineProperty({ ...versionOneDocument() }, 'objects', {
      enumerable: true,
      get() {
        throw new Error('gotcha');
      },
    });
    for (const input of [
      cyclic,
      { ...versionOneDocument(), settings: deep },
      { ...versionOneDocument(), name: () => 1 },
      trap,
    ]) {
      const result = restore(input);
      expect(designDocumentSchema.safeParse(result.document).success).toBe(true);
      expect(result.warnings.length).toBeGreaterThan(0);
    }
    expect(restore(trap).warnings).toEqual([
      '(document): could not be read (gotcha); started a blank design',
    ]);
  });
});
