import type { Page } from '@playwright/test';

/** A box on the page, in CSS pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The colours a person tells apart on the canvas: the selection frame and handles, dark text, and text in
 * either of the two colours a new text takes (#1a1a1a or white, by the background: SPEC §9).
 */
export type Ink = 'selection' | 'dark-text' | 'text';

/**
 * The box on the page around the canvas pixels drawn in `ink` (the selection frame is #2f80ed, texts are
 * #1a1a1a), as a person sees where the text and its handles are; null when none is drawn.
 */
export function inkBox(page: Page, ink: Ink, within?: ScreenBox): Promise<ScreenBox | null> {
  return page.evaluate(
    ({ ink, within }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas.lower-canvas');
      if (!canvas) throw new Error('no canvas');
      const { data, width, height } = canvas
        .getContext('2d', { willReadFrequently: true })!
        .getImageData(0, 0, canvas.width, canvas.height);
      const dark = (r: number, g: number, b: number) => r < 60 && g < 60 && b < 60;
      const matches =
        ink === 'selection'
          ? (r: number, g: number, b: number) =>
              Math.abs(r - 0x2f) < 24 && Math.abs(g - 0x80) < 24 && Math.abs(b - 0xed) < 24
          : ink === 'dark-text'
            ? dark
            : (r: number, g: number, b: number) => dark(r, g, b) || (r > 235 && g > 235 && b > 235);
      const rect = canvas.getBoundingClientRect();
      const ratio = rect.width / width;
      // Only the canvas pixels inside `within` (a box on the page) count.
      const inside = (x: number, y: number) =>
        !within ||
        (rect.left + x * ratio >= within.left &&
          rect.left + x * ratio <= within.right &&
          rect.top + y * ratio >= within.top &&
          rect.top + y * ratio <= within.bottom);
      let left = Infinity;
      let top = Infinity;
      let right = -Infinity;
      let bottom = -Infinity;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 4;
          if (data[at + 3]! < 200 || !inside(x, y) || !matches(data[at]!, data[at + 1]!, data[at + 2]!))
            continue;
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
      if (left === Infinity) return null;
      return {
        left: rect.left + left * ratio,
        top: rect.top + top * ratio,
        right: rect.left + (right + 1) * ratio,
        bottom: rect.top + (bottom + 1) * ratio,
      };
    },
    { ink, within },
  );
}

/** Whether `outer` holds `inner` whole. */
export function surrounds(outer: ScreenBox | null, inner: ScreenBox | null): boolean {
  return (
    outer !== null &&
    inner !== null &&
    outer.left <= inner.left &&
    outer.top <= inner.top &&
    outer.right >= inner.right &&
    outer.bottom >= inner.bottom
  );
}
