import { filters } from 'fabric';

/** A Fabric colour matrix: 4 rows of 5, the fifth column an offset as a fraction of 255. */
export type ColorMatrix = InstanceType<typeof filters.ColorMatrix>['matrix'];

type PipelineState = Parameters<InstanceType<typeof filters.BaseFilter>['applyTo2d']>[0];

/** Rounds and clamps a channel value as a Uint8ClampedArray store does (ties aside). */
const channel = (value: number) => (value <= 0 ? 0 : value >= 255 ? 255 : (value + 0.5) | 0);

/**
 * The pixels as one 32-bit word each: a pass reads and writes a pixel once instead of four clamped
 * bytes. Words hold R in the low byte, as on every little-endian machine a browser runs on.
 */
export const wordsOf = ({ data }: ImageData) =>
  new Uint32Array(data.buffer, data.byteOffset, data.byteLength / 4);

/** True when the matrix leaves alpha alone and no colour depends on it (all of ours). */
const keepsAlpha = (m: ColorMatrix) =>
  m[3] === 0 &&
  m[8] === 0 &&
  m[13] === 0 &&
  m[15] === 0 &&
  m[16] === 0 &&
  m[17] === 0 &&
  m[18] === 1 &&
  m[19] === 0;

/**
 * Fabric's ColorMatrix on the CPU, in one pass of lookup tables: each output channel is the sum of
 * three tabled products. Same result as Fabric's loop up to rounding ties; a matrix that touches alpha
 * falls back to Fabric's loop.
 */
export class TabledColorMatrix extends filters.ColorMatrix {
  override applyTo2d(options: PipelineState): void {
    const m = this.matrix;
    if (!keepsAlpha(m)) return super.applyTo2d(options);
    const tables = Array.from({ length: 9 }, () => new Float64Array(256));
    for (let value = 0; value < 256; value++)
      for (let row = 0; row < 3; row++)
        for (let column = 0; column < 3; column++)
          tables[row * 3 + column]![value] =
            m[row * 5 + column]! * value + (column === 0 ? m[row * 5 + 4]! * 255 : 0);
    const [rr, rg, rb, gr, gg, gb, br, bg, bb] = tables as [Float64Array, ...Float64Array[]];
    const words = wordsOf(options.imageData);
    for (let at = 0; at < words.length; at++) {
      const word = words[at]!;
      const r = word & 255;
      const g = (word >>> 8) & 255;
      const b = (word >>> 16) & 255;
      words[at] =
        ((word & 0xff000000) |
          (channel(br![r]! + bg![g]! + bb![b]!) << 16) |
          (channel(gr![r]! + gg![g]! + gb![b]!) << 8) |
          channel(rr[r]! + rg![g]! + rb![b]!)) >>>
        0;
    }
  }
}

/** Fabric's Brightness on the CPU through one table for all three channels, alpha kept. */
export class TabledBrightness extends filters.Brightness {
  override applyTo2d(options: PipelineState): void {
    const shift = Math.round(this.brightness * 255);
    const table = new Uint32Array(256);
    for (let value = 0; value < 256; value++) table[value] = channel(value + shift);
    const words = wordsOf(options.imageData);
    for (let at = 0; at < words.length; at++) {
      const word = words[at]!;
      words[at] =
        ((word & 0xff000000) |
          (table[(word >>> 16) & 255]! << 16) |
          (table[(word >>> 8) & 255]! << 8) |
          table[word & 255]!) >>>
        0;
    }
  }
}

/** A fast colour matrix with the matrix of one of Fabric's named matrix filters (Sepia, Vintage…). */
export const tabledMatrixOf = (Named: new () => { matrix: ColorMatrix }) =>
  new TabledColorMatrix({ matrix: new Named().matrix });
