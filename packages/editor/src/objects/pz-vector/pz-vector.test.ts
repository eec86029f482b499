import { afterEach, describe, expect, it } from 'vitest';
import type { PzIllustration, PzVector } from '@lienzo/core';
import type { Engine } from '../../Engine';
import { TEST_ASSETS } from '../../test/assetPaths';
import { decodePng, disposeEngines, mountEngine } from '../../test/mountEngine';

afterEach(disposeEngines);

const vector = (record: unknown) => record as PzVector;

/** The colour at each layout point of the exported design, once every asset has arrived. */
async function coloursAt(engine: Engine, points: Record<string, [number, number]>) {
  await engine.whenIdle();
  const png = await decodePng(engine.exportPng());
  return Object.fromEntries(
    Object.entries(points).map(([name, [x, y]]) => {
      const [r, g, b] = png.pixel(x, y);
      return [name, `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`];
    }),
  );
}

/** Inside each shape of three-fills.svg, added at scale 1.5 in the middle of a story (left 195, top 420). */
const THREE_FILLS = {
  backdrop: [203, 428],
  ring: [248, 453],
  bar: [308, 480],
  hole: [248, 480],
} satisfies Record<string, [number, number]>;
const ORIGINAL = { backdrop: '#264653', ring: '#e9c46a', bar: '#e76f51', hole: '#264653' };

describe('pz-vector', () => {
  it('adds an SVG 150 px wide with one colour target per distinct fill, centred and selected', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addVector(TEST_ASSETS.threeFillsSvg);
    expect(vector(engine.getObject(id))).toMatchObject({
      type: 'pz-vector',
      vector_type: 'vector',
      width: 100,
      height: 80,
      scaleX: 1.5,
      scaleY: 1.5,
      initialScaleX: 1.5,
      initialScaleY: 1.5,
      left: 195,
      top: 420,
      fillCount: 3,
      fill: null,
      colorsByTargets: {},
    });
    expect(engine.getSelection()).toBe(id);
    expect(await coloursAt(engine, THREE_FILLS)).toEqual(ORIGINAL);
    expect(engine.undo()).toBe(true);
    expect(engine.getObjects()).toHaveLength(0);
  });

  it('recolours each target by its index (first appearance), every shape of that colour, undoably', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addVector(TEST_ASSETS.threeFillsSvg);
    engine.updateObject(id, { colorsByTargets: { '0': '#ff0000', '2': '#00ff00' } });
    expect(await coloursAt(engine, THREE_FILLS)).toEqual({
      backdrop: '#ff0000',
      ring: '#e9c46a',
      bar: '#00ff00',
      hole: '#ff0000',
    });
    engine.undo();
    expect(await coloursAt(engine, THREE_FILLS)).toEqual(ORIGINAL);
  });

  it('tells the colour targets of a vector and an illustration, for the toolbar', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addVector(TEST_ASSETS.threeFillsSvg);
    expect(await engine.colourTargets(id)).toEqual(['#264653', '#e9c46a', '#e76f51']);
    const scene = await engine.addIllustration(TEST_ASSETS.sceneSvg);
    expect(await engine.colourTargets(scene)).toEqual(['#8ab17d', '#f4a261', '#6d597a']);
    await expect(engine.colourTargets(engine.addText('text', 'x'))).rejects.toThrow(/Not a vector/);
  });

  it('recolours a single-colour vector with fill, but not a multi-colour one', async () => {
    const { engine } = await mountEngine();
    // On a light background the dark star keeps its own colour (on the default teal it would turn white).
    engine.setBackgroundColor('#ffffff');
    const star = await engine.addVector(TEST_ASSETS.oneFillSvg);
    expect(vector(engine.getObject(star))).toMatchObject({ fillCount: 1, scaleX: 2.5 });
    // The star's centre, 60 × 60 at 2.5 in the middle of the story.
    const centre: [number, number] = [270, 480];
    expect(await coloursAt(engine, { centre })).toEqual({ centre: '#1a1a1a' });
    engine.updateObject(star, { fill: '#3366ff' });
    expect(await coloursAt(engine, { centre })).toEqual({ centre: '#3366ff' });
    engine.deleteSelected();
    const id = await engine.addVector(TEST_ASSETS.threeFillsSvg);
    engine.updateObject(id, { fill: '#3366ff' });
    expect(await coloursAt(engine, THREE_FILLS)).toEqual(ORIGINAL);
  });

  it('keeps the colours of an emoji', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addVector(TEST_ASSETS.threeFillsSvg, { vector_type: 'emoji' });
    expect(vector(engine.getObject(id)).vector_type).toBe('emoji');
    engine.updateObject(id, { colorsByTargets: { '0': '#ff0000' } });
    expect(await coloursAt(engine, THREE_FILLS)).toEqual(ORIGINAL);
  });

  it('stretches the SVG over the box its record gives, whatever the SVG size', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addVector(TEST_ASSETS.threeFillsSvg);
    engine.updateObject(id, { width: 200, height: 160, scaleX: 0.75, scaleY: 0.75 });
    expect(await coloursAt(engine, THREE_FILLS)).toEqual(ORIGINAL);
  });

  it('refuses an SVG from another host, adding nothing', async () => {
    const { engine } = await mountEngine();
    await expect(engine.addVector('https://127.0.0.2:9/x.svg')).rejects.toThrow(/Refused/);
    await expect(engine.addIllustration('/x/../secret.svg')).rejects.toThrow(/Refused/);
    expect(engine.getObjects()).toHaveLength(0);
  });
});

describe('pz-illustration', () => {
  it('adds an SVG 100 px wide with its fill count, recoloured by target', async () => {
    const { engine } = await mountEngine();
    const id = await engine.addIllustration(TEST_ASSETS.sceneSvg);
    const record = engine.getObject(id) as PzIllustration;
    expect(record).toMatchObject({ type: 'pz-illustration', width: 120, height: 100, fillCount: 3 });
    expect(record.scaleX).toBeCloseTo(100 / 120, 4);
    // scene.svg at 0.8333 from (220, 438.33): the sun at (90, 25) and the grass at (10, 90).
    const points = { sun: [295, 459], grass: [229, 514] } satisfies Record<string, [number, number]>;
    expect(await coloursAt(engine, points)).toEqual({ sun: '#f4a261', grass: '#8ab17d' });
    engine.updateObject(id, { colorsByTargets: { '1': '#ffffff' } });
    expect(await coloursAt(engine, points)).toEqual({ sun: '#ffffff', grass: '#8ab17d' });
  });
});
