import { afterEach, describe, expect, it } from 'vitest';
import type { ImageFilters } from '@lienzo/core';
import { TEST_ASSETS } from '../../test/assetPaths';
import { viewOf } from '../../test/framePixels';
import { disposeEngines, mountEngine } from '../../test/mountEngine';
import type { FilteredImage } from './filteredImage';

afterEach(disposeEngines);

const SEPIA: ImageFilters = { preset: 'sepia', blur: 0, brightness: 0, darkness: 0 };
/** colourful-brushes.jpg is 1365 pixels wide. */
const PHOTO_WIDTH = 1365;

/** The 1365 × 1074 photo covering a 240 × 180 design shown at zoom 1: about a sixth of its pixels show. */
async function smallPhoto() {
  const { engine } = await mountEngine();
  engine.reset({ width: 240, height: 180 });
  engine.setZoom(1);
  const id = await engine.addImage(TEST_ASSETS.brushesPhotoJpg);
  engine.adaptImageToCanvas(id);
  engine.select(null);
  await engine.whenIdle();
  const image = viewOf(engine).canvas.getObjects()[0] as FilteredImage;
  return { engine, id, image };
}

describe('filtering a large photo while it is edited', () => {
  it('filters at screen size first, at full size in an export at once and on screen once settled', async () => {
    const { engine, id, image } = await smallPhoto();
    engine.updateObject(id, { filters: SEPIA });
    expect(image.getElement().width).toBeLessThan(PHOTO_WIDTH / 4);
    const exportedAtOnce = engine.exportPng();
    expect(image.getElement().width).toBe(PHOTO_WIDTH);
    engine.updateObject(id, { filters: { ...SEPIA, darkness: 10 } });
    engine.updateObject(id, { filters: SEPIA });
    expect(image.getElement().width).toBeLessThan(PHOTO_WIDTH / 4);
    await engine.whenIdle();
    expect(image.getElement().width).toBe(PHOTO_WIDTH);
    expect(engine.exportPng()).toBe(exportedAtOnce);
  });

  it('does not filter a filtered photo again when only its place changes', async () => {
    const { engine, id, image } = await smallPhoto();
    engine.updateObject(id, { filters: SEPIA });
    await engine.whenIdle();
    let runs = 0;
    const applyFilters = image.applyFilters.bind(image);
    image.applyFilters = (...args) => {
      runs++;
      applyFilters(...args);
    };
    engine.updateObject(id, { left: -20, angle: 5 });
    await engine.whenIdle();
    expect(runs).toBe(0);
    engine.updateObject(id, { filters: { ...SEPIA, brightness: 5 } });
    await engine.whenIdle();
    expect(runs).toBe(2);
  });
});
