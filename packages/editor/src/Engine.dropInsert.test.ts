import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ASSETS } from './test/assetPaths';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

describe('inserting where something was dropped', () => {
  it('centres a picture, a vector and an illustration on the drop point, each selected, one undo step', async () => {
    const { engine } = await mountEngine();
    const picture = await engine.addImage(TEST_ASSETS.quadrantsPng, { at: { x: 100, y: 200 } });
    // 160 × 100 at 2.7: 432 × 270 around (100, 200).
    expect(engine.getObject(picture)).toMatchObject({ left: -116, top: 65 });
    expect(engine.getSelection()).toBe(picture);
    const vector = await engine.addVector(TEST_ASSETS.oneFillSvg, { at: { x: 400, y: 800 } });
    const placed = engine.getObject(vector)!;
    expect(placed.left + (placed.width * placed.scaleX) / 2).toBeCloseTo(400, 1);
    expect(placed.top + (placed.height * placed.scaleY) / 2).toBeCloseTo(800, 1);
    const illustration = await engine.addIllustration(TEST_ASSETS.sceneSvg, { at: { x: 50, y: 60 } });
    const drawn = engine.getObject(illustration)!;
    expect(drawn.left + (drawn.width * drawn.scaleX) / 2).toBeCloseTo(50, 1);
    expect(engine.undo()).toBe(true);
    expect(engine.getObject(illustration)).toBeUndefined();
    expect(engine.getObject(vector)).toBeDefined();
  });

  it('refuses a point that is not one, adding nothing', async () => {
    const { engine } = await mountEngine();
    await expect(engine.addImage(TEST_ASSETS.quadrantsPng, { at: { x: Number.NaN, y: 3 } })).rejects.toThrow(
      RangeError,
    );
    expect(engine.getObjects()).toHaveLength(0);
    expect(engine.canUndo).toBe(false);
  });
});
