import { afterEach, describe, expect, it } from 'vitest';
import {
  createDocument,
  createObject,
  getLayout,
  type DesignDocument,
  type PzImage,
  firstPage,
} from '@lienzo/core';
import { NOT_A_DOCUMENT_WARNING } from './Engine';
import { TEST_ASSETS } from './test/assetPaths';
import { decodePng, disposeEngines, drag, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** One image, vector and illustration with non-default values. */
function assetDocument(): DesignDocument {
  const document = createDocument(getLayout('instagram.post'));
  firstPage(document).objects = [
    createObject('pz-image', {
      id: 'photo',
      src: TEST_ASSETS.quadrantsPng,
      left: 10.5,
      top: 20,
      width: 160,
      height: 100,
      scaleX: 2,
      scaleY: 2,
      angle: 12,
      flipX: true,
      sticker: true,
      cropX: 4,
      filters: { preset: 'sepia', blur: 3, brightness: 10, darkness: 4 },
      animationStart: 1,
      animationEffect: 'zoom',
    }),
    createObject('pz-vector', {
      id: 'icon',
      src: TEST_ASSETS.threeFillsSvg,
      left: 400,
      top: 100,
      width: 100,
      height: 80,
      scaleX: 1.5,
      scaleY: 1.25,
      vector_type: 'emoji',
      fillCount: 3,
      colorsByTargets: { '1': '#ff0000' },
      initialScaleX: 1.5,
      initialScaleY: 1.5,
      opacity: 0.5,
    }),
    createObject('pz-illustration', {
      id: 'scene',
      src: TEST_ASSETS.sceneSvg,
      left: 300,
      top: 500,
      width: 120,
      height: 100,
      fill: '#00ff00',
      fillCount: 3,
      colorsByTargets: { '0': '#0000ff' },
      flipY: true,
    }),
  ];
  return document;
}

/** Every request the page made whose address contains `part`. */
function requestsTo(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}

describe('documents with pictures and SVGs', () => {
  it('round-trips exactly: load(save(doc)) equals doc, also once every asset has been drawn', async () => {
    const { engine } = await mountEngine();
    const document = assetDocument();
    const { warnings } = await engine.load(JSON.parse(JSON.stringify(document)));
    expect(warnings).toEqual([]);
    expect(engine.toDocument()).toEqual(document);
    await engine.whenIdle();
    expect(engine.toDocument()).toEqual(document);
    await engine.load(engine.toDocument());
    expect(engine.toDocument()).toEqual(document);
    expect(engine.isTouched()).toBe(false);
  });

  it('draws every asset before an export that waited for whenIdle', async () => {
    const { engine } = await mountEngine(assetDocument());
    await engine.whenIdle();
    const png = await decodePng(engine.exportPng());
    // Inside the illustration's grass (recoloured blue) and the emoji's backdrop (its own colour, half opaque).
    expect(png.pixel(310, 505)).toEqual([0, 0, 255, 255]);
    const [r, g, b] = png.pixel(410, 105);
    expect(Math.abs(r - (0x26 + 0x62) / 2)).toBeLessThan(4);
    expect(Math.abs(g - (0x46 + 0xca) / 2)).toBeLessThan(4);
    expect(Math.abs(b - (0x53 + 0xd9) / 2)).toBeLessThan(4);
  });

  it('loads a hostile document without throwing, reports what it dropped, and fetches nothing foreign', async () => {
    const { engine } = await mountEngine();
    const heard: (readonly string[])[] = [];
    engine.on('warnings', ({ warnings }) => heard.push(warnings));
    const hostile = {
      ...assetDocument(),
      pages: [
        {
          id: 'page-1',
          objects: [
            {
              id: 'a',
              type: 'pz-image',
              src: 'http://127.0.0.2:9/x.png',
              left: 0,
              top: 0,
              width: 10,
              height: 10,
            },
            {
              id: 'b',
              type: 'pz-vector',
              src: '//127.0.0.2:9/x.svg',
              left: 0,
              top: 0,
              width: 10,
              height: 10,
            },
            {
              id: 'c',
              type: 'pz-illustration',
              src: 'javascript:alert(1)',
              left: 0,
              top: 0,
              width: 1,
              height: 1,
            },
            {
              id: 'd',
              type: 'pz-vector',
              src: TEST_ASSETS.hostileSvg,
              left: 0,
              top: 0,
              width: 40,
              height: 40,
            },
            {
              id: 'e',
              type: 'pz-image',
              src: TEST_ASSETS.quadrantsPng,
              left: 'x',
              top: 0,
              width: NaN,
              height: 1,
            },
            JSON.parse('{"__proto__": {"polluted": true}, "id": "f", "type": "pz-nothing"}'),
          ],
        },
      ],
    };
    const { document, warnings } = await engine.load(hostile);
    expect(firstPage(document).objects.map((object) => object.id)).toEqual(['d']);
    expect(warnings.length).toBeGreaterThanOrEqual(5);
    expect(heard).toEqual([warnings]);
    expect(engine.loadWarnings).toEqual(warnings);
    await engine.whenIdle();
    expect(requestsTo('127.0.0.2')).toEqual([]);
    expect((globalThis as { __hostileSvgRan?: boolean }).__hostileSvgRan).toBeUndefined();
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('keeps the design and warns, without throwing, for input that is no document at all', async () => {
    const { engine } = await mountEngine(assetDocument());
    for (const input of [null, 'design', 42, [assetDocument()]]) {
      const { warnings } = await engine.load(input);
      expect(warnings).toEqual([NOT_A_DOCUMENT_WARNING]);
    }
    expect(engine.toDocument()).toEqual(assetDocument());
  });

  it('mounts a hostile document too, keeping its warnings', async () => {
    const document = {
      ...assetDocument(),
      pages: [{ id: 'page-1', objects: [{ id: 'x', type: 'pz-image', src: 'http://127.0.0.2:9/a.png' }] }],
    };
    const { engine } = await mountEngine(document as unknown as DesignDocument);
    expect(engine.getObjects()).toEqual([]);
    expect(engine.loadWarnings.join('\n')).toMatch(/objects\.0/);
  });

  it('reports an asset that cannot be shown, keeping its record', async () => {
    const { engine } = await mountEngine();
    const errors: string[] = [];
    engine.on('assetError', ({ id, message }) => errors.push(`${id}: ${message}`));
    const document = assetDocument();
    const photo = firstPage(document).objects[0] as PzImage;
    firstPage(document).objects = [{ ...photo, src: '/packages/editor/src/test/assets/missing.png' }];
    await engine.load(document);
    await engine.whenIdle();
    expect(errors).toEqual([expect.stringMatching(/^photo: Could not load/)]);
    expect(engine.toDocument()).toEqual(document);
  });

  it('fetches app-relative site paths under its basePath, and keeps them app-relative', async () => {
    // The test assets are at /packages/editor/src/…: under the prefix /packages they are /editor/src/….
    const document = assetDocument();
    firstPage(document).objects = firstPage(document).objects.map((object) =>
      'src' in object ? { ...object, src: object.src.replace(/^\/packages/, '') } : object,
    );
    const { engine } = await mountEngine(undefined, { basePath: '/packages' });
    const errors: string[] = [];
    engine.on('assetError', ({ id, message }) => errors.push(`${id}: ${message}`));
    await engine.load(document);
    await engine.whenIdle();
    expect(errors).toEqual([]);
    expect(engine.toDocument()).toEqual(document);
  });

  it('keeps z-order, selection and undo while assets arrive', async () => {
    const { engine } = await mountEngine(assetDocument());
    engine.select(['photo', 'scene']);
    engine.bringToFront();
    expect(engine.getObjects().map((object) => object.id)).toEqual(['icon', 'photo', 'scene']);
    await engine.whenIdle();
    expect(engine.getSelectedIds()).toEqual(['photo', 'scene']);
    engine.nudge(2, 0);
    expect(engine.undo()).toBe(true);
    expect(engine.undo()).toBe(true);
    expect(engine.toDocument()).toEqual(assetDocument());
    expect(engine.canUndo).toBe(false);
  });

  it('moves a picture and a vector by dragging, before and after their assets arrive', async () => {
    const { engine, upper } = await mountEngine();
    const vector = await engine.addVector(TEST_ASSETS.threeFillsSvg);
    // Story at half size: the vector (150 × 120 from 195, 420) is under screen point (135, 240).
    drag(upper, { x: 135, y: 240 }, { x: 155, y: 250 });
    expect(engine.getObject(vector)).toMatchObject({ left: 235, top: 440, scaleX: 1.5 });
    engine.undo();
    expect(engine.getObject(vector)).toMatchObject({ left: 195, top: 420 });
    const photo = { ...firstPage(assetDocument()).objects[0]!, angle: 0, flipX: false };
    const shown = engine.toDocument();
    await engine.load({ ...shown, pages: [{ ...firstPage(shown), objects: [photo] }] });
    // Not waiting for the picture: the object already has its record's size, so it can be grabbed.
    drag(upper, { x: 100, y: 50 }, { x: 110, y: 50 });
    await engine.whenIdle();
    expect(engine.getObject('photo')).toMatchObject({ left: 30.5, top: 20, scaleX: 2 });
  });

  it('draws degenerate records (zero size, huge crop) without throwing', async () => {
    const { engine } = await mountEngine();
    const [photo, icon, scene] = firstPage(assetDocument()).objects;
    const document = {
      ...assetDocument(),
      pages: [
        {
          id: 'page-1',
          objects: [
            { ...photo!, width: 0, height: 0 },
            {
              ...icon!,
              id: 'crop',
              type: 'pz-image',
              src: TEST_ASSETS.quadrantsPng,
              cropX: 1e6,
              cropY: 1e6,
              zoom: 500,
            },
            { ...icon!, width: 0, height: 80 },
            { ...scene!, width: 1e6, height: 1e-3 },
          ],
        },
      ],
    };
    await engine.load(document);
    expect(engine.getObjects()).toHaveLength(4);
    await engine.whenIdle();
    expect(engine.exportPng()).toMatch(/^data:image\/png;base64,/);
  });
});
