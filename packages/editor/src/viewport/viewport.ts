import { VIEWPORT, type PageDocument } from '@lienzo/core';

export type Viewport = PageDocument['viewport'];

const MIN_SCALE = 0.05;
const MAX_SCALE = 5;
/** The longest side of the canvas on screen, in CSS pixels; Chromium draws nothing on a far larger one. */
const MAX_SIDE = 16_384;

/** The canvas shown at `scale`: its on-screen size in whole pixels, the document keeping layout units. */
export function viewportAt(layout: { width: number; height: number }, scale: number): Viewport {
  const clamped = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  return {
    width: Math.max(1, Math.round(layout.width * clamped)),
    height: Math.max(1, Math.round(layout.height * clamped)),
    scale: clamped,
  };
}

/**
 * The longest side, in CSS pixels, of a canvas drawn for a stored viewport the editor could not have made: 16
 * megapixels at most, which a frame clears and draws in about a tenth of a second in software. At the 268
 * megapixels a canvas may have, every frame took seconds and froze the page (a 14,714 × 14,992 layout drawn at
 * its size: 13 s before its pictures were shown).
 */
const UNTRUSTED_VIEWPORT_SIDE = 4_096;

/**
 * The viewport the canvas is drawn at: a document's own when it is one the editor could have made, else the
 * layout at its size, or smaller for its longest side to fit in {@link UNTRUSTED_VIEWPORT_SIDE}. A stored
 * viewport is not trusted: a side of 0 or of 10¹⁷¹ pixels, or a scale of 10³⁰⁸, would break every frame drawn.
 */
export function drawableViewport(viewport: Viewport, layout: { width: number; height: number }): Viewport {
  const { width, height, scale } = viewport;
  const usable = (side: number) => Number.isFinite(side) && side >= 1 && side <= MAX_SIDE;
  if (usable(width) && usable(height) && scale >= MIN_SCALE && scale <= MAX_SCALE) return viewport;
  return viewportAt(layout, Math.min(1, UNTRUSTED_VIEWPORT_SIDE / Math.max(layout.width, layout.height)));
}

/** The space the canvas has on screen, in CSS pixels: what its area shows without scrolling. */
export interface Room {
  width: number;
  height: number;
}

/**
 * The scale that fits the layout in the editor area (SPEC §9: area width minus 170, height minus 120),
 * the box being clamped to 350–1000 wide and at least 300 tall (SPEC §5), and never larger than the
 * `room` the canvas has on screen, when it is given. The clamps keep the margins from shrinking the canvas
 * on a small area; they cannot make a canvas bigger than the area shows, or its bottom would be cut off
 * (issue 24: a story above the timeline at 1366 × 768, on a phone).
 */
export function fitScale(
  layout: { width: number; height: number },
  areaWidth: number,
  areaHeight: number,
  room?: Room,
): number {
  const boxWidth = Math.min(
    VIEWPORT.maxWidth,
    Math.max(VIEWPORT.minWidth, areaWidth - VIEWPORT.areaWidthMargin),
    room?.width ?? Infinity,
  );
  const boxHeight = Math.min(
    Math.max(VIEWPORT.minHeight, areaHeight - VIEWPORT.areaHeightMargin),
    room?.height ?? Infinity,
  );
  return Math.min(boxWidth / layout.width, boxHeight / layout.height);
}
