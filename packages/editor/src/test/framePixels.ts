import { expect } from 'vitest';
import type { Engine } from '../Engine';
import type { FabricView } from '../fabric/FabricView';

/** Colours the rendering tests paint their crowded designs with. */
export const TEST_COLOURS = ['#1a1a1a', '#ffffff', '#ff3366', '#2f80ed', '#27ae60', '#f2c94c'];

/** The engine's Fabric view: rendering tests compare what it draws with and without an optimisation. */
export function viewOf(engine: Engine): FabricView {
  return (engine as unknown as { view: FabricView }).view;
}

export function pixelsOf(element: HTMLCanvasElement): Uint8ClampedArray {
  const context = element.getContext('2d');
  if (!context) throw new Error('no 2d context');
  return context.getImageData(0, 0, element.width, element.height).data;
}

/** The largest difference of any channel of any pixel, and how many pixels differ by more than `tolerance`. */
export function difference(a: Uint8ClampedArray, b: Uint8ClampedArray, tolerance = 2) {
  let largest = 0;
  let pixels = 0;
  for (let at = 0; at < a.length; at += 4) {
    let pixel = 0;
    for (let channel = 0; channel < 4; channel++)
      pixel = Math.max(pixel, Math.abs(a[at + channel]! - b[at + channel]!));
    largest = Math.max(largest, pixel);
    if (pixel > tolerance) pixels++;
  }
  return { largest, pixels };
}

/** Two frames are the same drawing: no channel of any pixel differs by more than rounding (2 of 255). */
export function expectSameFrame(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  const { largest, pixels } = difference(a, b);
  expect(pixels).toBe(0);
  expect(largest).toBeLessThanOrEqual(2);
}
