import { filters } from 'fabric';
import { wordsOf } from './pixelFilters';
import { boxPass, enlargeInto, shrink, type Words } from './boxBlurPasses';

type PipelineState = Parameters<InstanceType<typeof filters.BaseFilter>['applyTo2d']>[0];

/**
 * The blur's spread (standard deviation) at the slider's 100, as a share of the picture's shorter side:
 * about that of Fabric's Blur the editor used before, and text on a blurred photo is unreadable.
 */
const SPREAD_AT_FULL = 0.025;
/**
 * Passes of the 3×3 box at full size before the picture is shrunk instead: two passes cost about as
 * much as shrinking the picture by 2, a pass there and enlarging it again, which blurs further.
 */
const FULL_SIZE_PASSES = 2;
/** Most passes on a shrunk picture; and together no more than half the cost of one pass at full size. */
const SHRUNK_PASSES = 12;
/** The largest shrink factor: a row of a block that wide still sums within 16 bits per channel. */
const MOST_SHRINK = 256;

/** How the blur runs: shrink `factor` times (1: not), then `passes` of the 3×3 box. */
export interface BlurPlan {
  factor: number;
  passes: number;
}

/**
 * The spread's square (variance, in pixels²) of a plan, per direction: one pass of the 3×3 box adds
 * 2/3 of a pixel²; shrinking by block means adds a twelfth of the factor² and enlarging bilinearly a sixth.
 */
const varianceOf = ({ factor, passes }: BlurPlan) =>
  factor === 1 ? (2 * passes) / 3 : factor * factor * ((2 * passes) / 3 + 1 / 4);

const mostPasses = (factor: number) =>
  factor === 1 ? FULL_SIZE_PASSES : Math.min(SHRUNK_PASSES, Math.floor((factor * factor) / 2));

/**
 * The plan for slider value `strength` (1–100) on a picture: the spread grows with the slider and with
 * the picture's size, so a picture blurs alike at any resolution. The plans form a ladder of growing
 * spread (less shrinking first, then more passes); the rung nearest the wanted spread is taken, so the
 * blur never softens as the slider rises. Any strength above 0 blurs at least one pass.
 */
export function blurPlan(strength: number, width: number, height: number): BlurPlan {
  const spread = (strength / 100) * SPREAD_AT_FULL * Math.min(width, height);
  const wanted = spread * spread;
  let below: BlurPlan = { factor: 1, passes: 1 };
  let belowVariance = 0;
  for (let factor = 1; factor <= MOST_SHRINK; factor++) {
    for (let passes = 1; passes <= mostPasses(factor); passes++) {
      const plan = { factor, passes };
      const variance = varianceOf(plan);
      if (variance <= belowVariance) continue;
      // Nearest as a ratio: the spread matters relative to itself.
      if (variance >= wanted)
        return belowVariance > 0 && wanted * wanted < belowVariance * variance ? below : plan;
      below = plan;
      belowVariance = variance;
    }
  }
  return below;
}

/**
 * SPEC §9's blur: the 3×3 box with weight 1/9 on every tap, edges clamped, repeated and on a shrunk
 * copy for stronger settings. `strength` is the slider's value: 0 (or anything not above 0) leaves the
 * picture alone, above 100 counts as 100. Plain JavaScript arithmetic on the CPU, the same on every
 * machine, so the screen and an export get the same pixels; alpha is kept.
 */
export class BoxBlur extends filters.BaseFilter<'BoxBlur', { strength: number }> {
  declare strength: number;

  static override type = 'BoxBlur';

  static override defaults = { strength: 0 };

  override isNeutralState(): boolean {
    return !(this.strength > 0);
  }

  override applyTo2d({ imageData }: PipelineState): void {
    if (this.isNeutralState()) return;
    const picture = { words: wordsOf(imageData), width: imageData.width, height: imageData.height };
    const plan = blurPlan(Math.min(100, this.strength), picture.width, picture.height);
    if (isOpaque(picture.words)) return blurWith(plan, picture);
    // See-through pixels read back black: colours are weighted by their alpha, or a cut-out's edge
    // would darken. The colours are blurred premultiplied, the alpha as a grey picture beside them.
    const alpha = { ...picture, words: alphaAsGrey(picture.words) };
    premultiply(picture.words);
    blurWith(plan, picture);
    blurWith(plan, alpha);
    unpremultiply(picture.words, alpha.words);
  }
}

/** True when no pixel lets anything through (a plain loop: `every` with a callback is far slower). */
function isOpaque(words: Uint32Array): boolean {
  for (let at = 0; at < words.length; at++) if (words[at]! < 0xff000000) return false;
  return true;
}

/** Each pixel's alpha as an opaque grey. */
function alphaAsGrey(words: Uint32Array): Uint32Array {
  const grey = new Uint32Array(words.length);
  for (let at = 0; at < words.length; at++) grey[at] = ((words[at]! >>> 24) * 0x010101 + 0xff000000) >>> 0;
  return grey;
}

function blurWith({ factor, passes }: BlurPlan, picture: Words): void {
  if (factor === 1) {
    for (let pass = 0; pass < passes; pass++) boxPass(picture);
    return;
  }
  const small = shrink(picture, factor);
  for (let pass = 0; pass < passes; pass++) boxPass(small);
  enlargeInto(small, picture, factor);
}

/** Each colour multiplied by its pixel's alpha (0–255 as 0–1), alpha kept. */
function premultiply(words: Uint32Array): void {
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const alpha = word >>> 24;
    if (alpha === 255) continue;
    const times = (channel: number) => Math.round((((word >>> channel) & 255) * alpha) / 255) << channel;
    words[at] = ((word & 0xff000000) | times(16) | times(8) | times(0)) >>> 0;
  }
}

/** Each premultiplied colour divided by the blurred alpha around it (in `alpha`'s red), alpha kept. */
function unpremultiply(words: Uint32Array, alpha: Uint32Array): void {
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const around = alpha[at]! & 255;
    if (around === 255 || around === 0) continue;
    const divided = (channel: number) =>
      Math.min(255, Math.round((((word >>> channel) & 255) * 255) / around)) << channel;
    words[at] = ((word & 0xff000000) | divided(16) | divided(8) | divided(0)) >>> 0;
  }
}
