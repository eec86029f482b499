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
 * The viewport the canvas is drawn at: a document's own when it is one the editor could have made, else
 * the layout at its scale (clamped, and small enough for the longest side to fit in {@link MAX_SIDE}). A
 * stored viewport is not trusted: a side of 0 or of 10¹⁷¹ pixels would break every frame drawn.
 */
export function drawableViewport(viewport: Viewport, layout: { width: number; height: number }): Viewport {
  const { width, height, scale } = viewport;
  const usable = (side: number) => Number.isFinite(side) && side >= 1 && side <= MAX_SIDE;
  if (usable(width) && usable(height) && scale >= MIN_SCALE && scale <= MAX_SCALE) return viewport;
  const fitting = MAX_SIDE / Math.max(layout.width, layout.height);
  return viewportAt(layout, Math.min(Number.isFinite(scale) ? scale : 1, fitting));
}

/**
 * The scale that fits the layout in the editor area (SPEC §9: area width minus 170, height minus 120),
 * the box being clamped to 350–1000 wide and at least 300 tall (SPEC §5).
 */
export function fitScale(
  layout: { width: number; height: number },
  areaWidth: number,
  areaHeight: number,
): number {
  const boxWidth = Math.min(
    VIEWPORT.maxWidth,
    Math.max(VIEWPORT.minWidth, areaWidth - VIEWPORT.areaWidthMargin),
  );
  const boxHeight = Math.max(VIEWPORT.minHeight, areaHeight - VIEWPORT.areaHeightMargin);
  return Math.min(boxWidth / layout.width, boxHeight / layout.height);
}
