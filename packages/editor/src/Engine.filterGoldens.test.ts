// Golden images of the image filters on a real photo (issue 8): every preset, blur, brightness, darkness
// and a mix, each compared with its recorded PNG in test/golden/ and with what the screen canvas shows.
// To re-record one, delete its PNG (photo-filter-<name>.png) and run
// `npx vitest run packages/editor/src/Engine.filterGoldens.test.ts`: the test writes it and fails once;
// look at the new image before committing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FILTER_PRESETS, type ImageFilters } from '@lienzo/core';
import type { Engine } from './Engine';
import { TEST_ASSETS } from './test/assetPaths';
import { expectSameFrame, pixelsOf, viewOf } from './test/framePixels';
import { expectToMatchGolden } from './test/golden';
import { decodePng, disposeEngines, mountEngine } from './test/mountEngine';

/** Small enough to keep the goldens light, large enough to show each look. */
const LAYOUT = { width: 240, height: 180 };
/** A decoded JPEG and CPU filters give the same bytes run after run: only rounding may move. */
const PHOTO_TOLERANCE = { channelTolerance: 3, maxDifferentRatio: 0.001 };

const NO_FILTER: ImageFilters = { preset: 'nofilter', blur: 0, brightness: 0, darkness: 0 };

const CASES: { name: string; filters: ImageFilters }[] = [
  ...IMAGE_FILTER_PRESETS.map((preset) => ({ name: preset, filters: { ...NO_FILTER, preset } })),
  { name: 'blur-40', filters: { ...NO_FILTER, blur: 40 } },
  { name: 'brightness-40', filters: { ...NO_FILTER, brightness: 40 } },
  { name: 'darkness-40', filters: { ...NO_FILTER, darkness: 40 } },
  { name: 'sepia-blur-20-darkness-30', filters: { preset: 'sepia', blur: 20, brightness: 0, darkness: 30 } },
];

let engine: Engine;
let screen: HTMLCanvasElement;
let photo: string;
let plain: Uint8ClampedArray;

/** The share of pixels whose red or green moved visibly from the unfiltered photo. */
function changedShare(pixels: Uint8ClampedArray): number {
  let changed = 0;
  for (let at = 0; at < pixels.length; at += 4) {
    const moved = Math.abs(plain[at]! - pixels[at]!) + Math.abs(plain[at + 1]! - pixels[at + 1]!);
    if (moved > 6) changed++;
  }
  return changed / (pixels.length / 4);
}

beforeAll(async () => {
  ({ engine, element: screen } = await mountEngine());
  engine.reset(LAYOUT);
  engine.setZoom(1);
  photo = await engine.addImage(TEST_ASSETS.brushesPhotoJpg);
  engine.adaptImageToCanvas(photo);
  engine.select(null);
  await engine.whenIdle();
  plain = (await decodePng(engine.exportPng())).data;
});

afterAll(disposeEngines);

describe('image filters on a real photo', () => {
  it('shows the photo on screen at layout size, one canvas pixel per layout pixel', () => {
    expect({ width: screen.width, height: screen.height }).toEqual(LAYOUT);
  });

  it.each(CASES)('draws $name as recorded, on screen as in the export', async ({ name, filters }) => {
    engine.updateObject(photo, { filters });
    await engine.whenIdle();
    const exported = engine.exportPng();
    await expectToMatchGolden(`photo-filter-${name}`, exported, PHOTO_TOLERANCE);
    const exportedPixels = (await decodePng(exported)).data;
    viewOf(engine).canvas.renderAll();
    expectSameFrame(pixelsOf(screen), exportedPixels);
    // A look that drew the photo unchanged would match a golden recorded unchanged too.
    if (name === 'nofilter') expect(changedShare(exportedPixels)).toBe(0);
    else expect(changedShare(exportedPixels)).toBeGreaterThan(0.2);
  });
});
