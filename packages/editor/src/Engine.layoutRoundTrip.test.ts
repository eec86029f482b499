import { afterEach, describe, expect, it } from 'vitest';
import { objectBox, type DesignObject, firstPage } from '@lienzo/core';
import type { Engine } from './Engine';
import { MIN_OBJECT_SIDE, MIN_READABLE_FONT } from './layout/applyLayout';
import { TEST_ASSETS } from './test/assetPaths';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

const ROUND_TRIP = ['facebook.post', 'twitter.header', 'instagram.story'] as const;

type Geometry = Pick<DesignObject, 'id' | 'type' | 'left' | 'top' | 'scaleX' | 'scaleY' | 'angle'>;

function geometryOf(engine: Engine): Geometry[] {
  return engine.getObjects().map(({ id, type, left, top, scaleX, scaleY, angle }) => ({
    id,
    type,
    left,
    top,
    scaleX,
    scaleY,
    angle,
  }));
}

/** Each object's drawn box and scale within 1 px / 0.01 of the expected one. */
function expectSameGeometry(actual: Geometry[], expected: Geometry[]) {
  expect(actual.map(({ id, type }) => [id, type])).toEqual(expected.map(({ id, type }) => [id, type]));
  actual.forEach((object, index) => {
    const wanted = expected[index]!;
    expect(Math.abs(object.left - wanted.left), `${object.type} left`).toBeLessThanOrEqual(1);
    expect(Math.abs(object.top - wanted.top), `${object.type} top`).toBeLessThanOrEqual(1);
    expect(object.scaleX, `${object.type} scaleX`).toBeCloseTo(wanted.scaleX, 2);
    expect(object.scaleY, `${object.type} scaleY`).toBeCloseTo(wanted.scaleY, 2);
    expect(object.angle).toBe(wanted.angle);
  });
}

/** A story holding one object of every type, spread over the canvas, one of them turned. */
async function everyType() {
  const mounted = await mountEngine();
  const { engine } = mounted;
  const ids = [
    engine.addText('title', 'Summer sale'),
    engine.addText('text', 'Every day until Sunday'),
    engine.addFancyText('Fancy'),
    await engine.addImage(TEST_ASSETS.quadrantsPng),
    await engine.addVector(TEST_ASSETS.oneFillSvg),
    await engine.addIllustration(TEST_ASSETS.sceneSvg),
    engine.addSticker('HASHTAG', { text: 'summer' }),
    engine.addSticker('POLL'),
    engine.addSticker('QUESTION'),
    engine.addSticker('SLIDER'),
  ];
  const places = [
    [30, 40],
    [60, 220],
    [300, 330],
    [20, 420],
    [400, 500],
    [100, 600],
    [350, 120],
    [40, 700],
    [280, 720],
    [150, 820],
  ] as const;
  ids.forEach((id, index) => {
    const [left, top] = places[index]!;
    engine.updateObject(id, { left, top });
  });
  engine.updateObject(ids[4]!, { angle: 30 });
  await engine.whenIdle();
  return { ...mounted, ids };
}

function expectInsideAndReadable(engine: Engine) {
  const { width, height } = engine.getLayout();
  for (const object of engine.getObjects()) {
    const box = objectBox(object);
    expect(box.left, `${object.type} left edge`).toBeGreaterThanOrEqual(-0.5);
    expect(box.top, `${object.type} top edge`).toBeGreaterThanOrEqual(-0.5);
    expect(box.right, `${object.type} right edge`).toBeLessThanOrEqual(width + 0.5);
    expect(box.bottom, `${object.type} bottom edge`).toBeLessThanOrEqual(height + 0.5);
    if (object.type === 'pz-text') {
      expect(object.fontSize * object.scaleY).toBeGreaterThanOrEqual(MIN_READABLE_FONT - 0.1);
    } else {
      const side = Math.min(object.width * object.scaleX, object.height * object.scaleY);
      expect(side, `${object.type} shorter side`).toBeGreaterThanOrEqual(
        Math.min(MIN_OBJECT_SIDE, side) - 0.5,
      );
    }
  }
}

describe('a layout round trip gives the design back', () => {
  it('story → Facebook post → Twitter header → story restores every object type within 1 px', async () => {
    const { engine } = await everyType();
    const before = geometryOf(engine);
    for (const key of ROUND_TRIP) {
      engine.applyLayout(key);
      expectInsideAndReadable(engine);
    }
    expectSameGeometry(geometryOf(engine), before);
  });

  it('reflows every change from the original place instead of compounding', async () => {
    const { engine, ids } = await everyType();
    engine.applyLayout('twitter.header');
    const direct = geometryOf(engine);
    engine.undo();
    engine.applyLayout('facebook.post');
    engine.applyLayout('instagram.post');
    engine.applyLayout('twitter.header');
    expectSameGeometry(geometryOf(engine), direct);
    const title = engine.getObject(ids[0]!)!;
    // Compounded, story → post → square → header would leave the title at a fraction of this.
    expect(title.scaleX).toBeCloseTo(500 / 960, 2);
  });

  it('keeps a tiny text readable and a far object inside a small canvas', async () => {
    const { engine } = await mountEngine();
    const small = engine.addText('text', 'Small print');
    engine.updateObject(small, { fontSize: 16, left: 500, top: 900 });
    engine.applyLayout('twitter.link_post');
    expectInsideAndReadable(engine);
    const text = engine.getObject(small)!;
    expect(text.type === 'pz-text' && text.fontSize * text.scaleY).toBeGreaterThanOrEqual(
      MIN_READABLE_FONT - 0.1,
    );
    engine.applyLayout('instagram.story');
    expect(engine.getObject(small)).toMatchObject({ left: 500, top: 900, scaleX: 1, scaleY: 1 });
  });

  it('makes an object edited after a change its new base', async () => {
    const { engine, ids } = await everyType();
    const before = geometryOf(engine);
    engine.applyLayout('facebook.post');
    const moved = ids[1]!;
    engine.updateObject(moved, { left: 100, top: 50 });
    const onPost = geometryOf(engine);
    engine.applyLayout('twitter.header');
    engine.applyLayout('facebook.post');
    expectSameGeometry(geometryOf(engine), onPost);
    engine.applyLayout('instagram.story');
    const after = geometryOf(engine);
    const untouched = (list: Geometry[]) => list.filter((object) => object.id !== moved);
    expectSameGeometry(untouched(after), untouched(before));
    // The moved text is reflowed from where it was put on the post, not sent back to its old place.
    const text = after.find((object) => object.id === moved)!;
    expect(text.left).not.toBeCloseTo(before[1]!.left, 0);
    expect(text.top).toBeLessThan(before[1]!.top);
  });

  it('undoes and redoes a layout change in one step each, bases included', async () => {
    const { engine } = await everyType();
    const before = geometryOf(engine);
    engine.applyLayout('facebook.post');
    const onPost = engine.toDocument();
    engine.applyLayout('twitter.header');
    expect(engine.undo()).toBe(true);
    expect(engine.toDocument()).toEqual(onPost);
    expect(engine.undo()).toBe(true);
    expectSameGeometry(geometryOf(engine), before);
    expect(firstPage(engine.toDocument()).layoutBase).toBeUndefined();
    expect(engine.redo()).toBe(true);
    expect(engine.toDocument()).toEqual(onPost);
    engine.applyLayout('instagram.story');
    expectSameGeometry(geometryOf(engine), before);
  });

  it('keeps the bases through save and load in the middle of the round trip', async () => {
    const { engine } = await everyType();
    const before = geometryOf(engine);
    engine.applyLayout('facebook.post');
    engine.applyLayout('twitter.header');
    const saved = JSON.parse(JSON.stringify(engine.toDocument())) as unknown;
    const { engine: reopened } = await mountEngine();
    const { warnings } = await reopened.load(saved);
    expect(warnings).toEqual([]);
    expect(reopened.toDocument()).toEqual(saved);
    reopened.applyLayout('instagram.story');
    expectSameGeometry(geometryOf(reopened), before);
  });
});
