// The pixel work of the box blur (SPEC §9), on pixels as 32-bit words (R in the low byte). Red and blue
// travel together in the two 16-bit halves of one number (0x00bb00rr), green in the low half of
// another: one addition sums two channels and no half overflows into the next.

/** Red and blue of a word, each in its own 16-bit half. */
const RED_BLUE = 0x00ff00ff;

/** A sum of nine channel values divided by nine and rounded: the 3×3 box's weight 1/9 on every tap. */
const NINTHS = Uint8Array.from({ length: 9 * 255 + 1 }, (_, sum) => Math.round(sum / 9));

/** A picture as words with its size. */
export interface Words {
  words: Uint32Array;
  width: number;
  height: number;
}

/** Red and blue summed over a pixel and the ones above and below it, each in its 16-bit half. */
const columnRedBlue = (above: number, here: number, below: number) =>
  (above & RED_BLUE) + (here & RED_BLUE) + (below & RED_BLUE);

/** Green summed over a pixel and the ones above and below it. */
const columnGreen = (above: number, here: number, below: number) =>
  ((above >>> 8) & 255) + ((here >>> 8) & 255) + ((below >>> 8) & 255);

/** A pixel's colours from the sums of its three columns of three, each divided by nine; alpha kept. */
const boxed = (word: number, redBlue: number, green: number) =>
  ((word & 0xff000000) |
    (NINTHS[redBlue >>> 16]! << 16) |
    (NINTHS[green]! << 8) |
    NINTHS[redBlue & 0xffff]!) >>>
  0;

/**
 * One pass of the 3×3 box, weight 1/9 on every tap, edges clamped, in place; each pixel keeps its
 * alpha. Each row sums its columns of three pixels as it goes, the last three sums kept at hand; the row
 * above is read from a copy taken before it was written.
 */
export function boxPass({ words, width, height }: Words): void {
  let above = words.slice(0, width);
  let saved = new Uint32Array(width);
  const last = width - 1;
  for (let y = 0; y < height; y++) {
    const start = y * width;
    const below = y < height - 1 ? start + width : start;
    saved.set(words.subarray(start, start + width));
    let here = words[start]!;
    let redBlue = columnRedBlue(above[0]!, here, words[below]!);
    let green = columnGreen(above[0]!, here, words[below]!);
    let leftRedBlue = redBlue;
    let leftGreen = green;
    for (let x = 0; x < last; x++) {
      const right = words[start + x + 1]!;
      const rightRedBlue = columnRedBlue(above[x + 1]!, right, words[below + x + 1]!);
      const rightGreen = columnGreen(above[x + 1]!, right, words[below + x + 1]!);
      words[start + x] = boxed(here, leftRedBlue + redBlue + rightRedBlue, leftGreen + green + rightGreen);
      leftRedBlue = redBlue;
      leftGreen = green;
      redBlue = rightRedBlue;
      green = rightGreen;
      here = right;
    }
    // The right edge clamps: the last column counts twice.
    words[start + last] = boxed(here, leftRedBlue + 2 * redBlue, leftGreen + 2 * green);
    [above, saved] = [saved, above];
  }
}

/**
 * The picture shrunk `factor` times in each direction, each pixel the rounded mean of its block of
 * pixels (the blocks of the last column and row may be narrower). Alpha comes out opaque: only the
 * colours are blurred.
 */
export function shrink({ words, width, height }: Words, factor: number): Words {
  const smallWidth = Math.ceil(width / factor);
  const smallHeight = Math.ceil(height / factor);
  const small = new Uint32Array(smallWidth * smallHeight);
  const red = new Float64Array(smallWidth);
  const green = new Float64Array(smallWidth);
  const blue = new Float64Array(smallWidth);
  for (let row = 0; row < smallHeight; row++) {
    red.fill(0);
    green.fill(0);
    blue.fill(0);
    const top = row * factor;
    const bottom = Math.min(height, top + factor);
    for (let y = top; y < bottom; y++) {
      let at = y * width;
      for (let column = 0; column < smallWidth; column++) {
        const end = y * width + Math.min(width, (column + 1) * factor);
        // Up to 257 values of 255 fit in a 16-bit half.
        let redBlue = 0;
        let greenSum = 0;
        for (; at < end; at++) {
          const word = words[at]!;
          redBlue += word & RED_BLUE;
          greenSum += (word >>> 8) & 255;
        }
        red[column] = red[column]! + (redBlue & 0xffff);
        blue[column] = blue[column]! + (redBlue >>> 16);
        green[column] = green[column]! + greenSum;
      }
    }
    for (let column = 0; column < smallWidth; column++) {
      const count = (bottom - top) * (Math.min(width, (column + 1) * factor) - column * factor);
      small[row * smallWidth + column] =
        (0xff000000 |
          (Math.round(blue[column]! / count) << 16) |
          (Math.round(green[column]! / count) << 8) |
          Math.round(red[column]! / count)) >>>
        0;
    }
  }
  return { words: small, width: smallWidth, height: smallHeight };
}

/**
 * For each of `size` pixels of a picture `factor` times larger than one of `smallSize`: the small
 * pixel before it, the one after it and the weight of the one after, in 64ths (pixel centres align).
 */
function samples(size: number, smallSize: number, factor: number) {
  const before = new Uint32Array(size);
  const after = new Uint32Array(size);
  const weight = new Uint8Array(size);
  for (let at = 0; at < size; at++) {
    const position = Math.min(smallSize - 1, Math.max(0, (at + 0.5) / factor - 0.5));
    const index = Math.floor(position);
    before[at] = index;
    after[at] = Math.min(smallSize - 1, index + 1);
    weight[at] = Math.round((position - index) * 64);
  }
  return { before, after, weight };
}

/**
 * `a` and `b` mixed with `weight` 64ths of `b`, rounded, in each 16-bit half of `RED_BLUE`: each half
 * stays below 2^14, so the whole sum stays a small integer (below 2^30), which engines add fastest.
 */
const mix = (a: number, b: number, weight: number) =>
  (((a & RED_BLUE) * (64 - weight) + (b & RED_BLUE) * weight + 0x00200020) >> 6) & RED_BLUE;

/** The colours of `a` and `b` mixed with `weight` 64ths of `b`, rounded; alpha comes out 0. */
const mixColours = (a: number, b: number, weight: number) =>
  (mix(a, b, weight) | ((mix(a >>> 8, b >>> 8, weight) & 255) << 8)) >>> 0;

/**
 * Draws `small` over `picture` (`factor` times larger, up to the rounding of its size), each pixel
 * mixed bilinearly from the four small pixels around it; every pixel keeps its alpha. The small rows
 * are widened first, then each row of the picture mixes the two widened rows around it.
 */
export function enlargeInto(small: Words, picture: Words, factor: number): void {
  const { words, width, height } = picture;
  const columns = samples(width, small.width, factor);
  const wide = new Uint32Array(width * small.height);
  for (let row = 0; row < small.height; row++) {
    const from = row * small.width;
    const to = row * width;
    for (let x = 0; x < width; x++)
      wide[to + x] = mixColours(
        small.words[from + columns.before[x]!]!,
        small.words[from + columns.after[x]!]!,
        columns.weight[x]!,
      );
  }
  const rows = samples(height, small.height, factor);
  for (let y = 0; y < height; y++) {
    const above = rows.before[y]! * width;
    const below = rows.after[y]! * width;
    const down = rows.weight[y]!;
    const start = y * width;
    for (let x = 0; x < width; x++)
      words[start + x] =
        ((words[start + x]! & 0xff000000) | mixColours(wide[above + x]!, wide[below + x]!, down)) >>> 0;
  }
}
