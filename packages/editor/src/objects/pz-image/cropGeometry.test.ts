import { describe, expect, it } from 'vitest';
import { centreOf } from '../../geometry/box';
import { clampCropRect, croppedPatch, sceneOfSourcePoint, sourceOfScenePoint } from './cropGeometry';

const PICTURE = { width: 160, height: 100 };

/** The quadrants picture uncropped, 2 × its size, corner at (100, 200). */
const image = (patch: object = {}) => ({
  left: 100,
  top: 200,
  width: 160,
  height: 100,
  scaleX: 2,
  scaleY: 2,
  angle: 0,
  flipX: false,
  flipY: false,
  cropX: 0,
  cropY: 0,
  zoom: 100,
  ...patch,
});

describe('crop frame clamping', () => {
  it('pushes a moved frame back inside the picture, keeping its size', () => {
    expect(clampCropRect({ x: -30, y: 70, width: 50, height: 40 }, PICTURE, 'move')).toEqual({
      x: 0,
      y: 60,
      width: 50,
      height: 40,
    });
  });

  it('cuts a resized frame at the picture edges', () => {
    expect(clampCropRect({ x: -30, y: 20, width: 250, height: 100 }, PICTURE, 'resize')).toEqual({
      x: 0,
      y: 20,
      width: 160,
      height: 80,
    });
  });

  it('keeps a frame at least 10 source pixels wide and high, inside the picture', () => {
    expect(clampCropRect({ x: 40, y: 30, width: 2, height: -5 }, PICTURE, 'resize')).toEqual({
      x: 40,
      y: 30,
      width: 10,
      height: 10,
    });
    expect(clampCropRect({ x: 158, y: 99, width: 1, height: 1 }, PICTURE, 'resize')).toEqual({
      x: 149,
      y: 90,
      width: 10,
      height: 10,
    });
  });

  it('stores whole source pixels that never reach past the picture', () => {
    expect(clampCropRect({ x: 10.6, y: 0.4, width: 149.6, height: 99.9 }, PICTURE, 'resize')).toEqual({
      x: 11,
      y: 0,
      width: 149,
      height: 100,
    });
  });
});

describe('cropped record', () => {
  it('keeps the kept part where it was on the canvas, at the same scale', () => {
    expect(croppedPatch(image(), { x: 40, y: 20, width: 80, height: 50 })).toEqual({
      left: 180,
      top: 240,
      width: 80,
      height: 50,
      scaleX: 2,
      scaleY: 2,
      cropX: 40,
      cropY: 20,
      zoom: 100,
    });
  });

  it('crops a turned and flipped image in its own frame', () => {
    const turned = image({ angle: 90, flipX: true });
    const rect = { x: 0, y: 0, width: 80, height: 50 };
    const patch = croppedPatch(turned, rect);
    // The kept part's centre is the same canvas point it was before.
    const before = sceneOfSourcePoint(turned, { x: 40, y: 25 });
    const after = centreOf({ ...patch, angle: 90 });
    expect(after.x).toBeCloseTo(before.x, 1);
    expect(after.y).toBeCloseTo(before.y, 1);
    // Flipped: the source's left half shows on the image's right side, which a quarter turn puts below.
    expect(before.y).toBeGreaterThan(centreOf(turned).y);
  });

  it('folds a zoom into the crop: what the frame held shows at the same size', () => {
    // 200 %: the centred 80 × 50 part is shown 4 × its size.
    const zoomed = image({ zoom: 200 });
    expect(croppedPatch(zoomed, { x: 40, y: 25, width: 80, height: 50 })).toEqual({
      left: 100,
      top: 200,
      width: 80,
      height: 50,
      scaleX: 4,
      scaleY: 4,
      cropX: 40,
      cropY: 25,
      zoom: 100,
    });
  });

  it('maps canvas points to source points and back', () => {
    const turned = image({ angle: 30, flipY: true, cropX: 10, cropY: 5, width: 100, height: 60 });
    const scene = sceneOfSourcePoint(turned, { x: 33, y: 44 });
    const source = sourceOfScenePoint(turned, scene);
    expect(source.x).toBeCloseTo(33, 6);
    expect(source.y).toBeCloseTo(44, 6);
  });
});
