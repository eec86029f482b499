import { round2, type PzImage } from '@lienzo/core';
import { centreOf, topLeftFor, type Point } from '../../geometry/box';
import { zoomedView } from './zoomedView';

/** A part of the source picture, in its pixels: what a crop keeps. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

/** Smallest crop side, in source pixels (or the picture's side when it is smaller). */
export const MIN_CROP_SIZE = 10;

type CroppedImage = Pick<
  PzImage,
  | 'left'
  | 'top'
  | 'width'
  | 'height'
  | 'scaleX'
  | 'scaleY'
  | 'angle'
  | 'flipX'
  | 'flipY'
  | 'cropX'
  | 'cropY'
  | 'zoom'
>;

export type CropPatch = Pick<
  PzImage,
  'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'cropX' | 'cropY' | 'zoom'
>;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The part the image shows now: with a zoom above 100 % that is the smaller centred part. */
export function visibleRect(image: CroppedImage): CropRect {
  const view = zoomedView(image);
  return { x: view.cropX, y: view.cropY, width: view.width, height: view.height };
}

/**
 * A frame moved (`move`: its size is kept, it is pushed back inside) or resized (`resize`: the parts
 * beyond the picture are cut off) kept inside the picture and at least {@link MIN_CROP_SIZE} wide and high.
 */
export function clampCropRect(rect: CropRect, picture: PictureSize, mode: 'move' | 'resize'): CropRect {
  const fit = (start: number, size: number, total: number): [number, number] => {
    const minimum = Math.min(MIN_CROP_SIZE, total);
    if (mode === 'move') {
      const kept = Math.min(Math.max(size, minimum), total);
      return [Math.min(Math.max(start, 0), total - kept), kept];
    }
    let from = Math.max(start, 0);
    let to = Math.min(start + size, total);
    if (to - from < minimum) {
      // Grow from the side that was not dragged past the edge, staying inside the picture.
      if (from + minimum <= total) to = from + minimum;
      else from = to - minimum;
    }
    return [from, to - from];
  };
  // Whole source pixels: the stored crop never reaches past the picture by a rounding.
  const whole = ([start, size]: [number, number], total: number): [number, number] => {
    const from = Math.round(start);
    return [from, Math.min(Math.round(size), total - from)];
  };
  const [x, width] = whole(fit(rect.x, rect.width, picture.width), picture.width);
  const [y, height] = whole(fit(rect.y, rect.height, picture.height), picture.height);
  return { x, y, width, height };
}

/** Fabric's scale of the visible part: the record's scale times the zoom factor. */
export function drawnScale(image: CroppedImage): { x: number; y: number } {
  const { factor } = zoomedView(image);
  return { x: image.scaleX * factor, y: image.scaleY * factor };
}

/** Where a point of the source picture is on the canvas, for the image as it is placed now. */
export function sceneOfSourcePoint(image: CroppedImage, source: Point): Point {
  const visible = visibleRect(image);
  const scale = drawnScale(image);
  const centre = centreOf(image);
  const radians = (image.angle * Math.PI) / 180;
  let dx = (source.x - visible.x - visible.width / 2) * scale.x;
  let dy = (source.y - visible.y - visible.height / 2) * scale.y;
  if (image.flipX) dx = -dx;
  if (image.flipY) dy = -dy;
  return {
    x: centre.x + dx * Math.cos(radians) - dy * Math.sin(radians),
    y: centre.y + dx * Math.sin(radians) + dy * Math.cos(radians),
  };
}

/** The source picture's point under a canvas point: the inverse of {@link sceneOfSourcePoint}. */
export function sourceOfScenePoint(image: CroppedImage, scene: Point): Point {
  const visible = visibleRect(image);
  const scale = drawnScale(image);
  const centre = centreOf(image);
  const radians = (image.angle * Math.PI) / 180;
  const rx = scene.x - centre.x;
  const ry = scene.y - centre.y;
  let dx = rx * Math.cos(radians) + ry * Math.sin(radians);
  let dy = -rx * Math.sin(radians) + ry * Math.cos(radians);
  if (image.flipX) dx = -dx;
  if (image.flipY) dy = -dy;
  return {
    x: visible.x + visible.width / 2 + dx / scale.x,
    y: visible.y + visible.height / 2 + dy / scale.y,
  };
}

/**
 * The record of an image cropped to `rect`: the kept part stays where it is on the canvas at the same
 * size, in the image's own (rotated, flipped) frame. A zoom above 100 % is folded into the crop (zoom
 * back to 100 %, scale enlarged by it), so exactly what the frame held is shown.
 */
export function croppedPatch(image: CroppedImage, rect: CropRect): CropPatch {
  const scale = drawnScale(image);
  const centre = sceneOfSourcePoint(image, { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
  const scaleX = round4(scale.x);
  const scaleY = round4(scale.y);
  const corner = topLeftFor(centre, {
    width: rect.width,
    height: rect.height,
    scaleX,
    scaleY,
    angle: image.angle,
  });
  return {
    left: round2(corner.left),
    top: round2(corner.top),
    width: round2(rect.width),
    height: round2(rect.height),
    scaleX,
    scaleY,
    cropX: round2(rect.x),
    cropY: round2(rect.y),
    zoom: 100,
  };
}
