import { describe, expect, it } from 'vitest';
import { BoxBlur, blurPlan } from './boxBlur';
import { fabricFiltersFor } from './imageFilters';
import { SourcePixelsFilterBackend } from './sourcePixelsBackend';

type Paint = (x: number, y: number) => [number, number, number, number];

/** A picture of `width` × `height` whose pixel at (x, y) is `paint(x, y)` (RGBA). */
function picture(width: number, height: number, paint: Paint): ImageData {
  const pixels = new ImageData(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) pixels.data.set(paint(x, y), (y * width + x) * 4);
  return pixels;
}

/** The picture blurred at slider value `strength` through the editor's filter backend: before and after. */
function blur(source: ImageData, strength: number) {
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  canvas.getContext('2d')!.putImageData(source, 0, 0);
  const target = document.createElement('canvas');
  const backend = new SourcePixelsFilterBackend();
  const filter = new BoxBlur({ strength });
  const state = backend.applyFilters([filter], canvas, source.width, source.height, target);
  if (!state?.originalImageData) throw new Error('no 2d context');
  return { before: state.originalImageData, after: state.imageData, target };
}

/** The variance of the red channel. */
function redVariance({ data }: ImageData): number {
  let sum = 0;
  let squares = 0;
  for (let at = 0; at < data.length; at += 4) {
    sum += data[at]!;
    squares += data[at]! * data[at]!;
  }
  const count = data.length / 4;
  return squares / count - (sum / count) ** 2;
}

/** The mean difference per colour channel between `small` and the 2 × 2 block means of `large`. */
function differenceFromHalved(small: ImageData, large: ImageData): number {
  let total = 0;
  for (let y = 0; y < small.height; y++)
    for (let x = 0; x < small.width; x++)
      for (let channel = 0; channel < 3; channel++) {
        let block = 0;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ] as const)
          block += large.data[((2 * y + dy) * large.width + 2 * x + dx) * 4 + channel]!;
        total += Math.abs(block / 4 - small.data[(y * small.width + x) * 4 + channel]!);
      }
  return total / (small.width * small.height * 3);
}

describe('the 3×3 box blur (SPEC §9)', () => {
  it('spreads one white pixel as 255/9 over its 3×3 neighbourhood at the smallest setting', () => {
    const impulse = picture(9, 9, (x, y) => (x === 4 && y === 4 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    const { after } = blur(impulse, 1);
    for (let y = 0; y < 9; y++)
      for (let x = 0; x < 9; x++) {
        const near = Math.abs(x - 4) <= 1 && Math.abs(y - 4) <= 1;
        const value = near ? 28 : 0;
        const at = (y * 9 + x) * 4;
        expect([...after.data.subarray(at, at + 4)], `${x},${y}`).toEqual([value, value, value, 255]);
      }
  });

  it('clamps at the edges: a white corner pixel counts four times in its own box, twice beside it', () => {
    for (const corner of [0, 6]) {
      const white = picture(7, 5, (x, y) =>
        x === corner && y === (corner ? 4 : 0) ? [255, 255, 255, 255] : [0, 0, 0, 255],
      );
      const { after } = blur(white, 1);
      const red = (x: number, y: number) => after.data[(y * 7 + x) * 4];
      const inward = corner ? -1 : 1;
      const row = corner ? 4 : 0;
      expect(red(corner, row)).toBe(Math.round((4 * 255) / 9));
      expect(red(corner + inward, row)).toBe(Math.round((2 * 255) / 9));
      expect(red(corner, row + inward)).toBe(Math.round((2 * 255) / 9));
      expect(red(corner + inward, row + inward)).toBe(28);
      expect(red(corner + 2 * inward, row)).toBe(0);
    }
  });

  it('keeps a flat colour exactly flat at every strength, up to the clamped edges', () => {
    const flat = picture(123, 77, () => [200, 100, 50, 255]);
    for (const strength of [1, 10, 37, 60, 100]) {
      const { after } = blur(flat, strength);
      expect(after.data, `strength ${strength}`).toEqual(flat.data);
    }
  });

  it('keeps every pixel’s alpha and the picture’s size', () => {
    const faded = picture(123, 77, (x, y) => [(x * 7) % 256, (y * 11) % 256, 90, (x + y * 3) % 256]);
    for (const strength of [1, 100]) {
      const { before, after, target } = blur(faded, strength);
      expect({ width: after.width, height: after.height }).toEqual({ width: 123, height: 77 });
      expect({ width: target.width, height: target.height }).toEqual({ width: 123, height: 77 });
      const alpha = (data: Uint8ClampedArray) => data.filter((_, at) => at % 4 === 3);
      expect(alpha(after.data), `strength ${strength}`).toEqual(alpha(before.data));
      expect(after.data).not.toEqual(before.data);
    }
  });

  it('weights colours by their alpha: a white cut-out keeps a white edge beside see-through pixels', () => {
    const cutOut = picture(60, 40, (x) => (x < 30 ? [0, 0, 0, 0] : [255, 255, 255, 255]));
    for (const strength of [1, 40, 100]) {
      const { after } = blur(cutOut, strength);
      for (const x of [30, 31, 35]) {
        const at = (20 * 60 + x) * 4;
        expect([...after.data.subarray(at, at + 4)], `strength ${strength}, x ${x}`).toEqual([
          255, 255, 255, 255,
        ]);
      }
      expect(after.data[(20 * 60 + 10) * 4 + 3]).toBe(0);
    }
  });

  it('softens more as the slider rises', () => {
    const checkerboard = picture(1080, 1080, (x, y) =>
      (Math.floor(x / 40) + Math.floor(y / 40)) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255],
    );
    const variances = [1, 10, 50, 100].map((strength) => redVariance(blur(checkerboard, strength).after));
    let previous = redVariance(checkerboard);
    for (const variance of variances) {
      expect(variance).toBeLessThan(previous);
      previous = variance;
    }
  });

  it('never plans a weaker blur for a higher slider value, on small and large pictures', () => {
    for (const [width, height] of [
      [9, 9],
      [400, 300],
      [1080, 1350],
      [6000, 4000],
    ] as const) {
      let previous = { factor: 1, passes: 1 };
      for (let strength = 1; strength <= 100; strength++) {
        const plan = blurPlan(strength, width, height);
        const weaker =
          plan.factor < previous.factor || (plan.factor === previous.factor && plan.passes < previous.passes);
        expect(weaker, `${width}×${height} at ${strength}`).toBe(false);
        previous = plan;
      }
    }
    // Strong blur reaches the picture's scale: a 1080 × 1350 photo shrinks for it.
    expect(blurPlan(100, 1080, 1350).factor).toBeGreaterThan(4);
  });

  it('blurs a picture twice as large twice as far: the same look at any resolution', () => {
    const rings: Paint = (x, y) => {
      const distance = Math.hypot(x - 200, y - 160);
      return Math.floor(distance / 20) % 2 ? [240, 200, 40, 255] : [20, 60, 160, 255];
    };
    const small = picture(400, 320, rings);
    const large = picture(800, 640, (x, y) => rings(Math.floor(x / 2), Math.floor(y / 2)));
    for (const strength of [40, 70, 100]) {
      const same = differenceFromHalved(blur(small, strength).after, blur(large, strength).after);
      const halfAsFar = differenceFromHalved(blur(small, strength).after, blur(large, strength / 2).after);
      expect(same, `strength ${strength}`).toBeLessThan(4);
      expect(same, `strength ${strength}`).toBeLessThan(halfAsFar / 3);
    }
  });

  it('leaves the picture alone at 0, below 0 or not a number, and blurs above 100 as at 100', () => {
    const stripes = picture(60, 40, (x) => (x % 6 < 3 ? [255, 0, 0, 255] : [0, 0, 255, 255]));
    for (const strength of [0, -5, Number.NaN, -Infinity]) {
      expect(blur(stripes, strength).after.data, String(strength)).toEqual(stripes.data);
      expect(new BoxBlur({ strength }).isNeutralState()).toBe(true);
    }
    const atFull = blur(stripes, 100).after.data;
    expect(atFull).not.toEqual(stripes.data);
    for (const strength of [150, Infinity]) expect(blur(stripes, strength).after.data).toEqual(atFull);
  });

  it('is the blur of an image’s settings, at the slider’s value', () => {
    const settings = { preset: 'sepia', blur: 30, brightness: 0, darkness: 0 } as const;
    const list = fabricFiltersFor(settings);
    expect(list.at(-1)).toBeInstanceOf(BoxBlur);
    expect((list.at(-1) as BoxBlur).strength).toBe(30);
    expect(fabricFiltersFor({ ...settings, blur: 0 }).some((filter) => filter instanceof BoxBlur)).toBe(
      false,
    );
    expect(new BoxBlur({ strength: 30 }).toObject()).toEqual({ type: 'BoxBlur', strength: 30 });
  });
});
